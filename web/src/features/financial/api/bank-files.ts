import { type TBankStatement, type TBankStatementConfirm, ZBankStatement } from '@portcall/contracts/bank-files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

/**
 * GET financial/payments/payment-file: the pain.001 of every approved payment, saved under the
 * server's name. A refusal (an agent's account the file cannot name) is thrown with its catalogue
 * text, so the page shows why instead of a "file not found" window.
 */
export async function downloadPaymentFile(today: string): Promise<string> {
  const xml = await apiRequest<string>('/secured/financial/payments/payment-file', {
    headers: { Accept: 'application/xml' },
  });
  const name = `payments-pain001-${today}.xml`;
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/** POST financial/bank-statements/import (multipart: an empty `form` + the `statement` file). */
export function importBankStatement(file: File): Promise<TBankStatement> {
  const body = new FormData();
  body.append('form', JSON.stringify({}));
  body.append('statement', file, file.name);
  return apiRequest('/secured/financial/bank-statements/import', { method: 'POST', body, schema: ZBankStatement });
}

export const bankStatementKey = (id: number) => [...financialKeys.payments(), 'bank-statement', id] as const;

/** A statement's review; under the payments' key, so a payment's live change refreshes it too. */
export function useBankStatement(id: number | null) {
  return useQuery({
    queryKey: bankStatementKey(id ?? 0),
    queryFn: () => apiRequest(`/secured/financial/bank-statements/${id}`, { schema: ZBankStatement }),
    enabled: id !== null,
  });
}

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSuccess: (statement) => queryClient.setQueryData(bankStatementKey(statement.id), statement),
  });
}

/** POST financial/bank-statements/{id}/confirm with the attempt's Idempotency-Key. */
export function useConfirmBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: TBankStatementConfirm; idempotencyKey: string }) =>
      apiRequest(`/secured/financial/bank-statements/${input.id}/confirm`, {
        method: 'POST',
        body: input.body,
        headers: { 'Idempotency-Key': input.idempotencyKey },
        schema: ZBankStatement,
      }),
    onSuccess: async (statement) => {
      queryClient.setQueryData(bankStatementKey(statement.id), statement);
      await queryClient.invalidateQueries({ queryKey: financialKeys.all() });
    },
    meta: { silent: true },
  });
}
