import { type TExpenseCatalogueItem, ZExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys } from './keys';

/** GET ref/active-expenses-catalogue-items: the lines an agent may quote, all three sections. */
export function listCatalogueItems(signal?: AbortSignal): Promise<TExpenseCatalogueItem[]> {
  return apiRequest('/secured/ref/active-expenses-catalogue-items', { signal, schema: z.array(ZExpenseCatalogueItem) });
}

export function useCatalogueItems() {
  return useQuery({
    queryKey: proformaKeys.catalogue(),
    queryFn: ({ signal }) => listCatalogueItems(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
