import type { TTranslatorFeedback } from '@portcall/contracts/translation';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import type { DocumentFile, DocumentText, ReadLimits } from '../../platform/documents/types';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { detectLanguage } from '../../platform/translation/languages';
import { requireSupported, type Translator } from '../../platform/translation/translator';
import type { TranslationRepo } from './repo';

export type ReadDocument = (file: DocumentFile, limits: ReadLimits) => Promise<DocumentText>;
export type ExpenseAttachment = (
  caller: Caller,
  evaluationId: number,
  expenseId: number,
  attachmentId: number,
) => Promise<{ filename: string; content: Buffer }>;

/** An agent's invoice runs to a few pages; a bound keeps one request from holding a node for minutes. */
export const TRANSLATION_LIMITS: ReadLimits = { maxPages: 30, timeoutMs: 60_000 };

/** A page's text as the reader saw it: its lines top to bottom, so tables stay row by row. */
export function pageText(page: DocumentText['pages'][number]): string {
  return page.lines.map((l) => l.text).join('\n');
}

/** The plain-text answer: a heading, then each page under its own separator line. */
export function formatTranslation(input: {
  filename: string;
  language: string;
  translator: string;
  pages: string[];
  isTranslated: boolean;
}): string {
  const heading = input.isTranslated
    ? `${input.filename}: translated from ${input.language} into English by ${input.translator}. Machine translation: check names and figures against the original.`
    : `${input.filename}: the document is already in English; its text is shown as read.`;
  const pages = input.pages.map((text, i) => `=== Page ${i + 1} of ${input.pages.length} ===\n${text}`);
  return `${heading}\n\n${pages.join('\n\n')}\n`;
}

/**
 * GET download/evaluation/{id}/expense/{expenseId}/attachment/{fileId}/translate: reads the agent's
 * file (text layer or OCR), detects its language and translates it into English page by page; the
 * request is recorded under its request id for the reader's feedback.
 */
export function createTranslationService(deps: {
  db: Db;
  repo: TranslationRepo;
  attachment: ExpenseAttachment;
  readDocument: ReadDocument;
  translator: Translator;
  clock: () => Date;
}) {
  const { repo, translator } = deps;
  return {
    async translateAttachment(
      caller: Caller,
      params: { id: number; expenseId: number; fileId: number },
      requestId: string,
    ) {
      const file = await deps.attachment(caller, params.id, params.expenseId, params.fileId);
      const document = await deps.readDocument({ buffer: file.content, filename: file.filename }, TRANSLATION_LIMITS);
      const original = document.pages.map(pageText);
      const allText = original.join('\n');
      if (allText.trim() === '') throw new AppError(422, 'TRANSLATION_NO_TEXT');
      const language = detectLanguage(allText);
      if (language.code === 'und') throw new AppError(422, 'TRANSLATION_LANGUAGE_UNDETECTED');
      const isTranslated = language.code !== 'eng';
      if (isTranslated) requireSupported(translator, language.code);
      const pages = isTranslated ? await translator.translate(original, language.code) : original;
      await repo.insert({
        id: requestId,
        companyId: caller.companyId,
        profileId: caller.profileId,
        evaluationId: params.id,
        expenseId: params.expenseId,
        attachmentId: params.fileId,
        sourceLanguage: language.code,
        translator: isTranslated ? translator.label : 'none',
        pageCount: pages.length,
      });
      return {
        filename: file.filename,
        language,
        pageCount: pages.length,
        text: formatTranslation({
          filename: file.filename,
          language: language.name,
          translator: translator.label,
          pages,
          isTranslated,
        }),
      };
    },

    /** POST formula/document/translator/feedback: was the translation useful; the last answer counts. */
    async feedback(caller: Caller, input: TTranslatorFeedback) {
      return deps.db.transaction(async (tx) => {
        const found = await repo.find(input.requestId, caller.companyId, tx);
        if (!found) throw notFound();
        const row = await repo.saveFeedback(
          found.id,
          { isUseful: input.isUseful, comment: input.comment ?? null, feedbackAt: deps.clock() },
          tx,
        );
        if (!row?.feedbackAt) throw notFound();
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'translation_request',
          entityId: row.id,
          action: 'FEEDBACK',
          after: { isUseful: row.isUseful, comment: row.comment },
        });
        return {
          requestId: row.id,
          isUseful: input.isUseful,
          comment: row.comment,
          feedbackAt: row.feedbackAt.toISOString(),
        };
      });
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
