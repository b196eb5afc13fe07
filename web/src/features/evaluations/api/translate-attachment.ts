import { translationHeaders, ZTranslatorFeedbackAnswer } from '@portcall/contracts/translation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl, authHeaders } from '../../../api/http-client';
import { networkError, toApiError } from '../../../api/http-policy';
import { evaluationKeys } from './keys';

export interface AttachmentTranslation {
  requestId: string;
  language: string;
  languageName: string;
  /** The translated text of each page, in order. */
  pages: string[];
  /** The line above the pages: what was translated, from what, by which translator. */
  heading: string;
}

/** Splits the plain-text answer at its "=== Page n of m ===" lines. */
export function parseTranslation(text: string): { heading: string; pages: string[] } {
  const parts = text.split(/^=== Page \d+ of \d+ ===$/m);
  return { heading: (parts[0] ?? '').trim(), pages: parts.slice(1).map((p) => p.replace(/^\n/, '').trimEnd()) };
}

/**
 * GET download/evaluation/{id}/expense/{expenseId}/attachment/{fileId}/translate: the agent's file
 * in English (a blob of text, page by page); the request id and the language come in headers.
 */
async function translateAttachment(evaluationId: number, expenseId: number, fileId: number) {
  let response: Response;
  try {
    response = await fetch(
      apiUrl(`/secured/download/evaluation/${evaluationId}/expense/${expenseId}/attachment/${fileId}/translate`),
      { headers: authHeaders(), credentials: 'same-origin' },
    );
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  const { heading, pages } = parseTranslation(await response.text());
  return {
    requestId: response.headers.get(translationHeaders.requestId) ?? '',
    language: response.headers.get(translationHeaders.language) ?? '',
    languageName: response.headers.get(translationHeaders.languageName) ?? '',
    heading,
    pages,
  } satisfies AttachmentTranslation;
}

export function useAttachmentTranslation(evaluationId: number, target: { expenseId: number; fileId: number } | null) {
  return useQuery({
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'translation', target?.expenseId, target?.fileId] as const,
    queryFn: () => translateAttachment(evaluationId, target?.expenseId as number, target?.fileId as number),
    enabled: target !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST formula/document/translator/feedback: was this translation useful. */
export function useTranslatorFeedbackMutation() {
  return useMutation({
    mutationFn: (body: { requestId: string; isUseful: boolean; comment?: string }) =>
      apiRequest('/secured/formula/document/translator/feedback', {
        method: 'POST',
        body,
        schema: ZTranslatorFeedbackAnswer,
      }),
    meta: { silent: true },
  });
}
