import Decimal from 'decimal.js';

/** Which character separates decimals in a document: decided once from its unambiguous amounts. */
export type DecimalMark = '.' | ',';

export interface ParsedAmount {
  /** Plain decimal string, e.g. "-1234.50": digits as printed, sign first, no separators. */
  value: string;
  decimals: number;
  /** 0..1: lower when a lone separator could have meant either thousands or decimals. */
  certainty: number;
}

const CURRENCY_NOISE = /(?:[A-Z]{3}|US\$|[$€£¥]|KD|BD|Fr\.?|R\$)/g;
const GROUP = /[\s\u00a0\u202f'’]/g;

/**
 * Reads a printed amount in any of the usual locale styles: 1,234.56 / 1.234,56 / 1 234,56 /
 * 1'234.56 / 1234 / (1,234.56) / -1.234,5 / 1,234.567 (KWD). `mark` is the document's decimal mark
 * when known; `currencyDecimals` settles a lone separator followed by three digits (KWD 1.250 is
 * one and a quarter, USD 1.250 in a comma-decimal document is twelve hundred and fifty).
 * Not an amount (a date, a phone number, words): null.
 */
export function parseAmount(text: string, mark?: DecimalMark | null, currencyDecimals?: number): ParsedAmount | null {
  let s = text.trim().replace(CURRENCY_NOISE, '').trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(s)) {
    negative = true;
    s = s.slice(1).trim();
  } else if (/-$/.test(s)) {
    negative = true;
    s = s.slice(0, -1).trim();
  }
  if (!/^\d[\d.,\s\u00a0\u202f'’]*$/.test(s) || /[.,]$/.test(s)) return null;
  // Spaces and apostrophes only ever group thousands.
  const groupedBySpace = GROUP.test(s);
  GROUP.lastIndex = 0;
  if (groupedBySpace) {
    const parts = s.split(/[.,]/);
    if (parts.length > 2) return null;
    const whole = parts[0]?.split(GROUP) ?? [];
    if (!validGroups(whole)) return null;
    s = whole.join('') + (parts.length === 2 ? `.${parts[1]}` : '');
    return finish(s, negative, 1);
  }
  const dots = count(s, '.');
  const commas = count(s, ',');
  if (dots === 0 && commas === 0) return finish(s, negative, 1);
  if (dots > 0 && commas > 0) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (count(s, decimal) !== 1) return null;
    const [whole = '', fraction = ''] = s.split(decimal);
    if (!validGroups(whole.split(thousands))) return null;
    return finish(`${whole.split(thousands).join('')}.${fraction}`, negative, 1);
  }
  const separator = dots > 0 ? '.' : ',';
  const parts = s.split(separator);
  if (parts.length > 2) return validGroups(parts) ? finish(parts.join(''), negative, 1) : null;
  const [whole = '', fraction = ''] = parts;
  if (fraction.length !== 3) return fraction.length > 3 ? null : finish(`${whole}.${fraction}`, negative, 1);
  // One separator and three digits after it: thousands or a 3-decimal currency.
  if (whole.length > 3 || whole === '0') return finish(`${whole}.${fraction}`, negative, 1);
  if (currencyDecimals === 3) return finish(`${whole}.${fraction}`, negative, mark === separator ? 1 : 0.8);
  if (mark && mark !== separator) return finish(whole + fraction, negative, 1);
  if (mark === separator) return finish(`${whole}.${fraction}`, negative, 0.9);
  return finish(whole + fraction, negative, 0.7);
}

/** The document's decimal mark, from the amounts whose mark is certain (two digits after it, or both marks). */
export function inferDecimalMark(texts: string[]): DecimalMark | null {
  let dot = 0;
  let comma = 0;
  for (const text of texts) {
    const s = text.replace(CURRENCY_NOISE, '').trim();
    if (!/^[-(]?\d[\d.,\s\u00a0\u202f'’]*\)?$/.test(s)) continue;
    const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
    if (last < 0) continue;
    const after = s.slice(last + 1).replace(/\D/g, '').length;
    const both = s.includes('.') && s.includes(',');
    if (both || after === 2 || after === 1) {
      if (s[last] === '.') dot++;
      else comma++;
    }
  }
  if (dot === comma) return null;
  return dot > comma ? '.' : ',';
}

function finish(plain: string, negative: boolean, certainty: number): ParsedAmount | null {
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const decimals = plain.includes('.') ? (plain.split('.')[1]?.length ?? 0) : 0;
  const value = new Decimal(plain);
  return { value: (negative && !value.isZero() ? '-' : '') + plain.replace(/^0+(?=\d)/, ''), decimals, certainty };
}

function validGroups(groups: string[]): boolean {
  if (groups.length < 2) return /^\d+$/.test(groups[0] ?? '');
  const [first = '', ...rest] = groups;
  return /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
}

const count = (s: string, c: string) => s.split(c).length - 1;
