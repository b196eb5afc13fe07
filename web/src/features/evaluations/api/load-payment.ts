import { type TPayment, ZPayment } from '@portcall/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** GET proforma/{id}/payment: where the DA's payment stands (created DRAFT on first read). */
export function useProformaPayment(evaluationId: number, proformaId: number, enabled: boolean) {
  return useQuery({
    // Keyed by the DA too: when the agent's revision takes over the evaluation, the superseded DA
    // answers 404 once (not a page to leave for) and the evaluation's new DA is read.
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'payment', proformaId] as const,
    queryFn: (): Promise<TPayment> =>
      apiRequest(`/secured/proforma/${proformaId}/payment`, {
        schema: ZPayment,
        redirectOn403: false,
        redirectOn404: false,
      }),
    enabled,
    // Others move the payment (reviewer, approver on the Financial page): read it again on each visit.
    staleTime: 0,
    meta: { silent: true },
  });
}
