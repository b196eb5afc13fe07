import { type TOption, ZOption } from '@portcall/contracts/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /secured/estimation-api/port-mapping-type-ref-data, cached as 'port-mapping-types' (platform-core §9). */
export function fetchPortMappingTypes(): Promise<TOption[]> {
  return apiRequest('/secured/estimation-api/port-mapping-type-ref-data', {
    schema: z.array(ZOption),
    redirectOn404: false,
  });
}

export const portMappingTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.portMappingTypes(), queryFn: fetchPortMappingTypes });

export function usePortMappingTypes() {
  return useQuery(portMappingTypesQueryOptions());
}
