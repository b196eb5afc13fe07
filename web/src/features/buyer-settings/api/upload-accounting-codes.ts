import { ZAccountingCodeUploadAnswer } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { queryKeys } from '../../../api/query-keys';

export type TAccountingCodeUploadAnswer = z.infer<typeof ZAccountingCodeUploadAnswer>;

/**
 * POST buyer/{id}/accounting-codes/upload-attachment (multipart, one CSV in `attachments`): all or
 * nothing; a bad file is 400 ACCOUNTING_CODES_CSV_INVALID with one `line.{n}.{column}` field a problem.
 */
export function uploadAccountingCodes(buyerId: number, file: File): Promise<TAccountingCodeUploadAnswer> {
  return apiRequest(`/secured/buyer/${buyerId}/accounting-codes/upload-attachment`, {
    method: 'POST',
    body: buildMultipart({}, [file]),
    schema: ZAccountingCodeUploadAnswer,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useUploadAccountingCodesMutation(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAccountingCodes(buyerId, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.accountingCodes(buyerId) }),
    meta: { silent: true },
  });
}
