import { type TAdminProfilesRequest, ZAdminProfileItem } from '@portcall/contracts/admin';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** POST /secured/admin-profiles/all (operations §7 "Admin profiles"): page, size, filter, order. */
export function listAdminProfiles(body: TAdminProfilesRequest, signal?: AbortSignal) {
  return apiRequest('/secured/admin-profiles/all', { method: 'POST', body, signal, schema: ZPaged(ZAdminProfileItem) });
}

export function useAdminProfiles(body: TAdminProfilesRequest) {
  return useQuery({
    queryKey: adminKeys.profileList(body),
    queryFn: ({ signal }) => listAdminProfiles(body, signal),
    placeholderData: keepPreviousData,
  });
}
