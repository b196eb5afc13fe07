import { z } from 'zod';
import { messages } from './messages';
import { IBAN_PATTERN, PASSWORD_PATTERN } from './patterns';

/**
 * Field rules of platform-core §5, shared by the server's request schemas and the web's forms,
 * so a message a user reads in a field is the one the server would answer with.
 */

// The patterns are in patterns.ts (no zod), for the web's field rules; re-exported here.
export { IBAN_PATTERN, PASSWORD_PATTERN } from './patterns';

// ---------- text ----------

/** Text longer than this is prose (remarks, instructions); up to it, a one-line value (name, code). */
const ONE_LINE_MAX = 255;
const TAB_AND_LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL can store: no U+0000 and no lone UTF-16 surrogate (neither has a UTF-8 form, so
 * the database refuses both). Every text field of every request must pass this.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * No C0 control character or DEL: nothing a person types into a name, a code or a number. Prose keeps
 * its tabs and line breaks.
 */
const isCleanText = (max: number) => (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (max > ONE_LINE_MAX && TAB_AND_LINE_BREAKS.has(code)) continue;
    return false;
  }
  return isStorableText(value);
};

/** Any text from the wire: the base of every free string a request carries (search text, filters). */
export const ZText = () => z.string().refine(isStorableText, messages.CONTROL_CHARACTERS);

export const ZRequiredText = (max = 255) =>
  z
    .string({ error: messages.REQUIRED_FIELD })
    .trim()
    .min(1, messages.REQUIRED_FIELD)
    .max(max, messages.MAX_LENGTH.replace('{n}', String(max)))
    .refine(isCleanText(max), messages.CONTROL_CHARACTERS);

export const ZOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, messages.MAX_LENGTH.replace('{n}', String(max)))
    .refine(isCleanText(max), messages.CONTROL_CHARACTERS)
    .optional();

/**
 * The path (`items.0.name`) of the first text anywhere in a request's query, params or body that the
 * database cannot store (see isStorableText), or null. The server refuses such a request before any
 * schema or query sees it, so a schema that forgot `ZText` still cannot hand it to the database.
 */
export function findUnstorablePath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.');
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key].join('.');
    const found = findUnstorablePath(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const ZEmail = z
  .string({ error: messages.REQUIRED_FIELD })
  .trim()
  .min(1, messages.REQUIRED_FIELD)
  .max(254, messages.MAX_LENGTH.replace('{n}', '254'))
  .pipe(z.email({ error: messages.INVALID_EMAIL_FIELD }));

export const ZPassword = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(PASSWORD_PATTERN, messages.INVALID_PASSWORD);

export const ZIban = z.string({ error: messages.REQUIRED_FIELD }).regex(IBAN_PATTERN, messages.INVALID_IBAN);

// ---------- numbers and ids ----------

/** The largest value of a PostgreSQL `integer` column (versions, counts, positions). */
export const MAX_INT4 = 2_147_483_647;

/**
 * Numeric ids of rows (see docs/decisions.md: ids are bigint identities, safe below 2^53). Digits only
 * in a path or query: "1e3", "0x10" and a 20-digit number (which a float would round) are refused
 * before any query sees them.
 */
export const ZId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,16}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: messages.INVALID_ID })
    .int(messages.INVALID_ID)
    .positive(messages.INVALID_ID)
    .max(Number.MAX_SAFE_INTEGER, messages.INVALID_ID),
);

/** A whole number that fits an `integer` column; `min` 0 by default. */
export const ZInt4 = (min = 0, max = MAX_INT4) =>
  z
    .number()
    .int(messages.NUMBER_OUT_OF_RANGE.replace('{min}', String(min)).replace('{max}', String(max)))
    .min(min, messages.NUMBER_OUT_OF_RANGE.replace('{min}', String(min)).replace('{max}', String(max)))
    .max(max, messages.NUMBER_OUT_OF_RANGE.replace('{min}', String(min)).replace('{max}', String(max)));

/** The optimistic-concurrency version a client echoes back (an `integer` column). */
export const ZVersion = ZInt4();

// ---------- dates ----------

/** The years the product means: anything outside is a typo or a probe, and never reaches SQL. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day `yyyy-MM-dd` (no 2026-02-31) within MIN_YEAR..MAX_YEAR. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
export const isYearInRange = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/** A calendar day on the wire (`2026-03-12`), within the product's years. */
export const ZIsoDay = z
  .string({ error: messages.REQUIRED_FIELD })
  .refine((v) => !/^\d{4}-/.test(v) || isYearInRange(Number(v.slice(0, 4))), messages.DATE_OUT_OF_RANGE)
  .refine(isIsoDay, messages.INVALID_DATE);

/** Phone value (platform-core §3): countryId is the prefix's country, number the digits. */
export const ZPhone = z.object({
  countryId: z.number({ error: messages.PHONE_PREFIX_REQUIRED }).int().positive(),
  number: z
    .string({ error: messages.REQUIRED_FIELD })
    .trim()
    .min(1, messages.REQUIRED_FIELD)
    .regex(/^[0-9 ()-]{4,20}$/, messages.INVALID_PHONE_NUMBER),
});
export type TPhone = z.infer<typeof ZPhone>;

/** Reference data option (platform-core §3): label is the name, value the id as text. */
export const ZOption = z.object({ label: z.string(), value: z.string() });
export type TOption = z.infer<typeof ZOption>;
