import { ZPaged } from '@portcall/contracts/paging';
import { ZRegistrationItem, ZRegistrationReview } from '@portcall/contracts/registrations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin/registrations: self-registered companies by review status. */
export function useRegistrations(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: adminKeys.registrations(query),
    queryFn: ({ signal }) =>
      apiRequest('/secured/admin/registrations', { query, signal, schema: ZPaged(ZRegistrationItem) }),
    placeholderData: keepPreviousData,
  });
}

export type RegistrationDecision = { companyId: number } & ({ kind: 'approve' } | { kind: 'reject'; reason: string });

/** POST /secured/admin/registrations/{companyId}/approve or .../reject {reason}. */
export function useReviewRegistrationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RegistrationDecision) =>
      apiRequest(`/secured/admin/registrations/${decision.companyId}/${decision.kind}`, {
        method: 'POST',
        body: decision.kind === 'reject' ? { reason: decision.reason } : undefined,
        schema: ZRegistrationReview,
        redirectOn404: false,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] });
    },
    meta: { silent: true },
  });
}
