import { type TBankAccount, type TBankAccountForm, ZBankAccount } from '@portcall/contracts/bank-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { bankAccountKeys } from './keys';

export interface SaveBankAccountInput {
  form: TBankAccountForm;
  files: File[];
  /** An approved account is changed through edit-approved, which sends it back to pending. */
  isApproved: boolean;
}

/** POST bank-account/save or bank-account/edit-approved (multipart `form` + `attachments`). */
export function saveBankAccount({ form, files, isApproved }: SaveBankAccountInput): Promise<TBankAccount> {
  return apiRequest(`/secured/bank-account/${isApproved ? 'edit-approved' : 'save'}`, {
    method: 'POST',
    body: buildMultipart(form, files),
    schema: ZBankAccount,
    redirectOn404: false,
  });
}

export function useSaveBankAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    // The DA editor offers the approved ones: its list is refreshed too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ['proformas', 'bank-accounts'] });
    },
    meta: { silent: true },
  });
}
