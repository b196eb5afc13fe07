import {
  type TPaymentInstructionForm,
  type TPaymentInstructionPatch,
  ZPaymentInstruction,
} from '@portcall/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';
import { instructionsPath } from './list-payment-instructions';

/** POST buyers/{buyerId}/payment-instructions, or PATCH .../{id} with its version. */
export function useSavePaymentInstructionMutation(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; form: TPaymentInstructionForm | TPaymentInstructionPatch }) =>
      input.id === null
        ? apiRequest(instructionsPath(buyerId), { method: 'POST', body: input.form, schema: ZPaymentInstruction })
        : apiRequest(`${instructionsPath(buyerId)}/${input.id}`, {
            method: 'PATCH',
            body: input.form,
            schema: ZPaymentInstruction,
          }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: financialKeys.all() }),
    meta: { silent: true },
  });
}
