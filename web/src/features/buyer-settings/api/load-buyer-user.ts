import { type TBuyerUser, ZBuyerUser } from '@portcall/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /secured/buyer/settings/buyer-user/{id}/load: a colleague with grants, rules, teams and vessels. */
export function loadBuyerUser(id: number): Promise<TBuyerUser> {
  return apiRequest(`/secured/buyer/settings/buyer-user/${id}/load`, {
    schema: ZBuyerUser,
    redirectOn404: false,
  });
}

export const buyerUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.buyerSettings.user(id), queryFn: () => loadBuyerUser(id) });

export function useBuyerUser(id: number | null) {
  return useQuery({ ...buyerUserQueryOptions(id ?? 0), enabled: id !== null });
}
