import { IBAN_PATTERN, PASSWORD_PATTERN } from '@portcall/contracts/fields';
import { formatAmount, toCalendarDate } from '@portcall/contracts/format';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { z } from 'zod';

/**
 * Field rules of platform-core §5 for forms that have no schema of their own (a form with a
 * contracts schema validates through zodResolver and gets the very same texts from the catalogue).
 * A rule answers true or the message to show.
 */
export type FieldRule = (value: unknown) => true | string;

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export const fieldRules = {
  /** Text and date fields: 'This field is required!'. */
  requiredField: ((value) => (isBlank(value) ? messages.REQUIRED_FIELD : true)) as FieldRule,
  /** Other fields (selects, uploads, checkboxes): 'This field is required'. */
  required: ((value) => (isBlank(value) || value === false ? messages.REQUIRED : true)) as FieldRule,
  email: ((value) =>
    isBlank(value) || z.email().safeParse(String(value).trim()).success
      ? true
      : messages.INVALID_EMAIL_FIELD) as FieldRule,
  password: ((value) =>
    isBlank(value) || PASSWORD_PATTERN.test(String(value)) ? true : messages.INVALID_PASSWORD) as FieldRule,
  iban: ((value) => (isBlank(value) || IBAN_PATTERN.test(String(value)) ? true : messages.INVALID_IBAN)) as FieldRule,
  maxLength:
    (n: number): FieldRule =>
    (value) =>
      typeof value === 'string' && value.length > n ? formatMessage('MAX_LENGTH', { n }) : true,
  /** 'Please enter an amount up to {n}!' for amounts (decimal strings) above n. */
  maxAmount:
    (n: string | number): FieldRule =>
    (value) => {
      if (isBlank(value)) return true;
      try {
        return new Decimal(String(value)).greaterThan(n)
          ? formatMessage('MAX_AMOUNT', { n: formatAmount(String(n)) })
          : true;
      } catch {
        return messages.INVALID_AMOUNT;
      }
    },
};

/** Runs rules in order and answers the first failure, for react-hook-form's `validate`. */
export function combineRules(...rules: Array<FieldRule | false | null | undefined>) {
  const active = rules.filter((r): r is FieldRule => typeof r === 'function');
  return (value: unknown): true | string => {
    for (const rule of active) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
}

/** Positive number fields accept digits only (platform-core §5). */
export function keepDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The amount to send once the user leaves the field: the currency's decimals (2 unless told), no
 * separators; '' if empty. Only called on an amount with no more decimals than that, so the
 * padding never rounds.
 */
export function finishAmount(text: string, decimals = 2): string {
  const raw = text.replaceAll(',', '').trim();
  if (raw === '' || raw === '.') return '';
  try {
    const amount = new Decimal(raw);
    return amount.isNegative()
      ? amount.abs().toFixed(decimals, Decimal.ROUND_HALF_UP)
      : amount.toFixed(decimals, Decimal.ROUND_HALF_UP);
  } catch {
    return '';
  }
}

/** Reads a typed dd/MM/yyyy as yyyy-MM-dd; null when it is not a real day. */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match;
  return toCalendarDate(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`);
}

/** A chosen day before the minimum or after the maximum is cleared (platform-core §5 Date field). */
export function keepDateInRange(day: string | null, min?: string | null, max?: string | null): string | null {
  if (!day) return null;
  const minDay = min ? toCalendarDate(min) : null;
  const maxDay = max ? toCalendarDate(max) : null;
  if (minDay && day < minDay) return null;
  if (maxDay && day > maxDay) return null;
  return day;
}
