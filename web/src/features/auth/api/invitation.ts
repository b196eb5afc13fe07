import { type TSupplierInvitationPrefill, ZSupplierInvitationPrefill } from '@portcall/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/**
 * GET /public/registration/invitation/{token}: what the buyer who invited the agency knew of it, to
 * fill the registration wizard; 404 once the link is used or expired.
 */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['registration-invitation', token],
    queryFn: ({ signal }): Promise<TSupplierInvitationPrefill> =>
      apiRequest(`/public/registration/invitation/${encodeURIComponent(token ?? '')}`, {
        schema: ZSupplierInvitationPrefill,
        signal,
        redirectOn404: false,
      }),
    enabled: token !== null,
    retry: false,
    meta: { silent: true },
  });
}
