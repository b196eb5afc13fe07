import { ZSupplierPayments } from '@portcall/contracts/payment-list';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import type { SupplierKind } from './keys';

/** GET {agent|vendor}/appointment/{id}/payments: the payment state of each DA of the appointment. */
export function useSupplierPayments(kind: SupplierKind, appointmentId: number) {
  return useQuery({
    queryKey: ['proformas', kind, appointmentId, 'payments'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/secured/${kind}/appointment/${appointmentId}/payments`, { signal, schema: ZSupplierPayments }),
  });
}
