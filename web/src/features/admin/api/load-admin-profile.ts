import { ZAdminProfileDetails } from '@portcall/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin-profile/{id}/load: the profile as its owner sees it, with its company's name. */
export function useAdminProfile(id: number | null) {
  return useQuery({
    queryKey: adminKeys.profile(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/secured/admin-profile/${id}/load`, { signal, schema: ZAdminProfileDetails }),
    enabled: id !== null,
  });
}
