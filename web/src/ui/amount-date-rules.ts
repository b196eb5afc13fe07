import { formatAmount, toCalendarDate } from '@portcall/contracts/format';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import { type FieldRule, isBlank } from './field-rules';

/** Amount and typed-date rules of platform-core §5: the ones that need decimal.js. */

/** 'Please enter an amount up to {n}!' for amounts (decimal strings) above n. */
export const maxAmountRule =
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
  };

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
