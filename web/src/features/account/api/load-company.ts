import { type TCompany, ZCompany } from '@portcall/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /secured/account/company/load: the caller's company. */
export function loadCompany(): Promise<TCompany> {
  return apiRequest('/secured/account/company/load', { schema: ZCompany });
}

export const companyQueryOptions = () => queryOptions({ queryKey: queryKeys.company(), queryFn: loadCompany });

export function useCompany() {
  return useQuery(companyQueryOptions());
}
