import { type TRequestCase, ZRequestCase } from '@portcall/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** POST request-case/submit-step-4 (multipart): sends the draft to its agents. */
export function useSubmitRequestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment, files }: { id: number; comment?: string; files: File[] }): Promise<TRequestCase> =>
      apiRequest(`${rc}/submit-step-4`, {
        method: 'POST',
        body: buildMultipart({ id, ...(comment ? { comment } : {}) }, files),
        schema: ZRequestCase,
        redirectOn404: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    meta: { silent: true },
  });
}
