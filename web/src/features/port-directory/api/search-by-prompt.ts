import { type TPortPromptAnswer, ZPortPromptAnswer } from '@portcall/contracts/port-directory';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST port-directory/ai/port/search: a plain-language prompt read into filters, with the first page. */
export function searchByPrompt(prompt: string) {
  return apiRequest<TPortPromptAnswer>('/secured/port-directory/ai/port/search', {
    method: 'POST',
    body: { prompt },
    schema: ZPortPromptAnswer,
  });
}

export function useSearchByPrompt() {
  return useMutation({ mutationFn: searchByPrompt });
}
