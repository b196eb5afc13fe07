import { z } from 'zod';
import { AppError } from '../errors';
import type { Translator } from './translator';

const ZAnswer = z.object({ pages: z.array(z.string()) });

/**
 * The production provider: a translation service reached over HTTP (TRANSLATION_URL). The request
 * is `POST {url}` with `{sourceLanguage, targetLanguage: 'eng', pages}` (ISO 639-3) and an optional
 * bearer key; the answer is `{pages}`, one for each page sent.
 */
export function createHttpTranslator(options: {
  url: string;
  apiKey?: string;
  /** ISO 639-3 codes the service takes; undefined: any (the service refuses what it cannot do). */
  languages?: string[];
  timeoutMs?: number;
}): Translator {
  return {
    label: 'the translation service',
    supportedLanguages: () => options.languages,
    async translate(pages, from) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ sourceLanguage: from, targetLanguage: 'eng', pages }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch {
        throw new AppError(502, 'TRANSLATION_FAILED');
      }
      if (!response.ok) throw new AppError(502, 'TRANSLATION_FAILED');
      const answer = ZAnswer.safeParse(await response.json().catch(() => null));
      if (!answer.success || answer.data.pages.length !== pages.length) throw new AppError(502, 'TRANSLATION_FAILED');
      return answer.data.pages;
    },
  };
}
