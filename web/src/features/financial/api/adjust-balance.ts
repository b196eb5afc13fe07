import { type TAdjustBalance, ZAdjustAnswer } from '@portcall/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

/** POST financial/payment/adjust (JSON form) with the attempt's Idempotency-Key. */
export function adjustBalance({ form, idempotencyKey }: { form: TAdjustBalance; idempotencyKey: string }) {
  return apiRequest('/secured/financial/payment/adjust', {
    method: 'POST',
    body: form,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZAdjustAnswer,
  });
}

export function useAdjustBalanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: financialKeys.all() }),
    meta: { silent: true },
  });
}
