import { type TOption, ZOption } from '@portcall/contracts/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /public/ref/vendor-types: the categories a vendor can declare. */
export function fetchVendorTypes(): Promise<TOption[]> {
  return apiRequest('/public/ref/vendor-types', { schema: z.array(ZOption), redirectOn404: false });
}

export const vendorTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.vendorTypes(), queryFn: fetchVendorTypes });

export function useVendorTypes() {
  return useQuery(vendorTypesQueryOptions());
}
