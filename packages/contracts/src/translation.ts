import { z } from 'zod';
import { ZId, ZOptionalText } from './fields';

/**
 * Translation of the agent's attachments (operations §7 "Document helper and translation"): the
 * translated text comes as a blob, with its request id and the detected language in headers.
 */
export const ZTranslateAttachmentParams = z.strictObject({ id: ZId, expenseId: ZId, fileId: ZId });

/** Headers of the translation answer (lower-case, as fetch reads them). */
export const translationHeaders = {
  requestId: 'x-request-id',
  language: 'x-detected-language',
  languageName: 'x-detected-language-name',
  pageCount: 'x-page-count',
} as const;

export const ZTranslatorFeedback = z.strictObject({
  requestId: z.uuid(),
  isUseful: z.boolean(),
  comment: ZOptionalText(2000),
});
export type TTranslatorFeedback = z.infer<typeof ZTranslatorFeedback>;

export const ZTranslatorFeedbackAnswer = z.object({
  requestId: z.string(),
  isUseful: z.boolean(),
  comment: z.string().nullable(),
  feedbackAt: z.string(),
});
