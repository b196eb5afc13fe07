import { ZCatalogueExpense } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** GET request-case/catalogue-expenses/{section}/list. */
export function useCatalogue(section: string) {
  return useQuery({
    queryKey: requestKeys.catalogue(section),
    queryFn: ({ signal }) =>
      apiRequest(`${rc}/catalogue-expenses/${section}/list`, { signal, schema: z.array(ZCatalogueExpense) }),
    staleTime: 60 * 60 * 1000,
  });
}
