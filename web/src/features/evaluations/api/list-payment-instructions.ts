import { type TPaymentInstruction, ZPaymentInstructions } from '@portcall/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/**
 * GET payment-instructions: the caller's company's instructions (FINANCIAL product). Without that
 * access the call is refused and the panel says so instead of leaving the page.
 */
export function listOwnPaymentInstructions(signal?: AbortSignal): Promise<TPaymentInstruction[]> {
  return apiRequest('/secured/payment-instructions', {
    signal,
    schema: ZPaymentInstructions,
    redirectOn403: false,
  });
}

export function useOwnPaymentInstructions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['evaluations', 'payment-instructions'] as const,
    queryFn: ({ signal }) => listOwnPaymentInstructions(signal),
    meta: { silent: true },
  });
}
