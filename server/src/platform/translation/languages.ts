import { franc } from 'franc';

/**
 * The languages we name (ISO 639-3, as franc answers) and the only ones detection chooses from:
 * franc's full list holds close neighbours (Asturian, Occitan...) that short port documents would be
 * mistaken for, and a name we cannot show helps nobody.
 */
export const languageNames: Record<string, string> = {
  eng: 'English',
  spa: 'Spanish',
  cat: 'Catalan',
  glg: 'Galician',
  por: 'Portuguese',
  fra: 'French',
  ita: 'Italian',
  deu: 'German',
  nld: 'Dutch',
  ell: 'Greek',
  tur: 'Turkish',
  rus: 'Russian',
  ukr: 'Ukrainian',
  pol: 'Polish',
  ron: 'Romanian',
  bul: 'Bulgarian',
  hrv: 'Croatian',
  srp: 'Serbian',
  swe: 'Swedish',
  nob: 'Norwegian',
  dan: 'Danish',
  fin: 'Finnish',
  eus: 'Basque',
  isl: 'Icelandic',
  mkd: 'Macedonian',
  arb: 'Arabic',
  cmn: 'Chinese',
  jpn: 'Japanese',
  kor: 'Korean',
  ind: 'Indonesian',
  vie: 'Vietnamese',
  heb: 'Hebrew',
};

export function languageName(code: string): string {
  return languageNames[code] ?? code;
}

export interface DetectedLanguage {
  /** ISO 639-3, or 'und' when the text is too short or unlike any language we name. */
  code: string;
  name: string;
}

/** The language of a document's text (franc's trigram model, offline). */
export function detectLanguage(text: string): DetectedLanguage {
  const code = franc(text, { only: Object.keys(languageNames), minLength: 10 });
  return { code, name: code === 'und' ? 'Unknown' : languageName(code) };
}
