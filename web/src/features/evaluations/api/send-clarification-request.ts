import { ZClarificationAnswer, type ZClarificationRequest } from '@portcall/contracts/evaluation-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TClarificationRequest = z.input<typeof ZClarificationRequest>;

/** POST evaluation/{id}/clarifications-request/send: asks the agent about some lines, with a message. */
export function sendClarificationRequest(
  evaluationId: number,
  body: TClarificationRequest,
): Promise<z.infer<typeof ZClarificationAnswer>> {
  return apiRequest(`/secured/evaluation/${evaluationId}/clarifications-request/send`, {
    method: 'POST',
    body,
    schema: ZClarificationAnswer,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** The lines carry the time of their last request, so the evaluation is read again. */
export function useSendClarificationRequestMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClarificationRequest) => sendClarificationRequest(evaluationId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
