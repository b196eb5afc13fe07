import { createApertiumTranslator } from './apertium';
import { createHttpTranslator } from './http-translator';
import type { Translator } from './translator';

export interface TranslationConfig {
  /** 'apertium' (default, offline) or 'http' (TRANSLATION_URL). */
  provider: 'apertium' | 'http';
  url?: string;
  apiKey?: string;
  languages?: string[];
}

/** TRANSLATION_PROVIDER, TRANSLATION_URL, TRANSLATION_API_KEY, TRANSLATION_LANGUAGES (ISO 639-3, comma). */
export function readTranslationConfig(env: NodeJS.ProcessEnv): TranslationConfig {
  const provider = env.TRANSLATION_PROVIDER === 'http' ? 'http' : 'apertium';
  if (provider === 'http' && !env.TRANSLATION_URL) throw new Error('TRANSLATION_PROVIDER=http needs TRANSLATION_URL');
  const languages = env.TRANSLATION_LANGUAGES?.split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    provider,
    url: env.TRANSLATION_URL || undefined,
    apiKey: env.TRANSLATION_API_KEY || undefined,
    languages: languages && languages.length > 0 ? languages : undefined,
  };
}

export function createTranslator(config: TranslationConfig = { provider: 'apertium' }): Translator {
  if (config.provider === 'http' && config.url)
    return createHttpTranslator({ url: config.url, apiKey: config.apiKey, languages: config.languages });
  return createApertiumTranslator();
}
