import { AppError } from '../errors';
import { languageName } from './languages';

/**
 * Translation into English behind one interface: the embedded provider (Apertium, offline) or a
 * production service reached over HTTP. Pages go in and come out one for one, so the translated
 * document keeps its page structure.
 */
export interface Translator {
  /** Shown to users: "the offline translator", "the translation service". */
  readonly label: string;
  /** ISO 639-3 codes this provider translates into English; undefined: whatever the service takes. */
  supportedLanguages(): string[] | undefined;
  translate(pages: string[], from: string): Promise<string[]>;
}

/** 422 naming the language and what the provider does translate. */
export function unsupportedLanguage(translator: Translator, code: string): AppError {
  const supported = (translator.supportedLanguages() ?? []).map(languageName).sort();
  return new AppError(422, 'TRANSLATION_LANGUAGE_UNSUPPORTED', undefined, {
    language: languageName(code),
    translator: translator.label,
    supported: supported.length > 0 ? supported.join(', ') : 'none (no language pair is installed)',
  });
}

/** Refuses a language the provider does not take, before any work is done. */
export function requireSupported(translator: Translator, code: string) {
  const supported = translator.supportedLanguages();
  if (supported && !supported.includes(code)) throw unsupportedLanguage(translator, code);
}
