import { ZPaymentListPage } from '@portcall/contracts/payment-list';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/**
 * GET financial/payments?appointmentId: the payment state of an appointment's DAs for the dashboard.
 * Asked only by profiles of the FINANCIAL product; a refusal shows nothing rather than leaving the page.
 */
export function useAppointmentPayments(appointmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['port-calls', 'payments', appointmentId] as const,
    queryFn: () =>
      apiRequest('/secured/financial/payments', {
        query: { appointmentId, size: 10 },
        schema: ZPaymentListPage,
        redirectOn403: false,
        redirectOn404: false,
      }),
    enabled,
    staleTime: 30_000,
  });
}
