import { type TDaHelperTarget, type THistoryRecord, ZHistoryRecord } from '@portcall/contracts/da-helper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { daHelperKeys } from './keys';

/** POST da-helper/register-response (multipart `form` = the DA or evaluation, one document). */
export function registerResponse(target: TDaHelperTarget, file: File | Blob): Promise<THistoryRecord> {
  return apiRequest('/secured/da-helper/register-response', {
    method: 'POST',
    body: buildMultipart(target, [file]),
    schema: ZHistoryRecord,
    redirectOn404: false,
  });
}

export function useRegisterResponseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { target: TDaHelperTarget; file: File | Blob }) => registerResponse(input.target, input.file),
    onSuccess: (record) => {
      if (record.evaluationId !== null)
        void queryClient.invalidateQueries({ queryKey: daHelperKeys.evaluationCache(record.evaluationId) });
    },
    meta: { silent: true },
  });
}
