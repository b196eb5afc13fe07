import { ZAnalyzerFeedbackAnswer } from '@portcall/contracts/evaluation-lines';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

export interface AnalyzerFeedbackInput {
  expenseEvaluationId: number;
  isUseful: boolean;
  comment?: string;
}

/** POST formula/analyzer/feedback: whether an analysis helped. */
export function sendAnalyzerFeedback(body: AnalyzerFeedbackInput) {
  return apiRequest('/secured/formula/analyzer/feedback', {
    method: 'POST',
    body,
    schema: ZAnalyzerFeedbackAnswer,
    redirectOn404: false,
  });
}

export function useAnalyzerFeedbackMutation() {
  return useMutation({ mutationFn: sendAnalyzerFeedback, meta: { silent: true } });
}
