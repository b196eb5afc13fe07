import { type TFeedback, ZFeedbackAnswer } from '@portcall/contracts/da-helper';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST da-helper/feedback: the agent's corrections of a reading (they teach the helper its wording). */
export function sendFeedback(input: TFeedback) {
  return apiRequest('/secured/da-helper/feedback', { method: 'POST', body: input, schema: ZFeedbackAnswer });
}

export function useSendFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback, meta: { silent: true } });
}
