import Decimal from 'decimal.js';
import { z } from 'zod';
import { formatMessage, messages } from './messages';

/**
 * Money is decimal end to end (DESIGN §5): strings on the wire, numeric(20,4) in the database,
 * decimal.js in between. A JS number never holds an amount.
 */
export { Decimal };

/** An amount on the wire: optional minus, digits, up to 4 decimals ("1234.50"). */
export const AMOUNT_PATTERN = /^-?\d{1,40}(\.\d{1,4})?$/;
/** An exchange rate on the wire: up to 10 decimals. */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,10})?$/;

/**
 * The largest amount anyone may enter: 13 integer digits. The columns are numeric(20,4) (16 integer
 * digits); the margin keeps sums of many lines and conversions at a rate inside the column.
 */
export const MAX_AMOUNT = '9999999999999.9999';
/** 'Please enter an amount up to 9,999,999,999,999.99!' (the spec's range message). */
export const MAX_AMOUNT_MESSAGE = formatMessage('MAX_AMOUNT', { n: '9,999,999,999,999.99' });
const isWithinMaxAmount = (v: string) => new Decimal(v).abs().lte(MAX_AMOUNT);

/** The one amount schema: a decimal string up to MAX_AMOUNT, refused (never cut) above it. */
export const ZAmount = z
  .string()
  .regex(AMOUNT_PATTERN, messages.INVALID_AMOUNT)
  .refine((v) => !AMOUNT_PATTERN.test(v) || isWithinMaxAmount(v), MAX_AMOUNT_MESSAGE);
export const ZNonNegativeAmount = ZAmount.refine((v) => !v.startsWith('-'), messages.NEGATIVE_AMOUNT);

export const ZRate = z.string().regex(RATE_PATTERN, 'Please insert a valid rate');

/** Rounds half-up to a currency's minor units (2 for most, 3 for KWD/BHD/OMR, 0 for JPY). */
export function roundToMinorUnits(value: Decimal.Value, minorUnits: number): Decimal {
  return new Decimal(value).toDecimalPlaces(minorUnits, Decimal.ROUND_HALF_UP);
}

/** Sums amounts exactly. */
export function sumAmounts(values: ReadonlyArray<Decimal.Value>): Decimal {
  return values.reduce<Decimal>((acc, v) => acc.plus(v), new Decimal(0));
}

/** The wire form of an amount with a fixed number of decimals. */
export function toAmountString(value: Decimal.Value, decimals = 2): string {
  return new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
}

/** Whole digits an entered amount may have: numeric(20,4) then still holds the sum of a DA's lines. */
export const MAX_AMOUNT_INTEGER_DIGITS = 13;

/** A currency as far as amounts care: its code and ISO 4217 minor units (2 unless told). */
export interface AmountCurrency {
  code: string;
  minorUnits: number;
}

/** The largest amount a person may enter in the currency: 13 nines and the minor units' nines. */
export function maxAmountOf(minorUnits: number): string {
  return '9'.repeat(MAX_AMOUNT_INTEGER_DIGITS) + (minorUnits > 0 ? `.${'9'.repeat(minorUnits)}` : '');
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What is wrong with an amount as entered (thousands commas allowed), or null when it is fine:
 * digits only, not negative, at most 13 whole digits and no more decimals than the currency has.
 * Nothing is rounded or cut here; a person decides what the amount is.
 */
export function amountProblem(text: string, currency: AmountCurrency = { code: '', minorUnits: 2 }): string | null {
  const cleaned = text.replaceAll(',', '').trim();
  if (cleaned === '') return null;
  if (cleaned.startsWith('-')) return messages.NEGATIVE_AMOUNT;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || cleaned === '.') return messages.AMOUNT_NOT_A_NUMBER;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (whole.length > MAX_AMOUNT_INTEGER_DIGITS) {
    const [maxWhole = '', maxFraction] = maxAmountOf(currency.minorUnits).split('.');
    const n = groupThousands(maxWhole) + (maxFraction ? `.${maxFraction}` : '');
    return formatMessage('MAX_AMOUNT', { n });
  }
  if (decimals.length > currency.minorUnits) {
    const code = currency.code || 'These';
    return currency.minorUnits === 0
      ? formatMessage('AMOUNT_NO_DECIMALS', { currency: code })
      : formatMessage('AMOUNT_TOO_MANY_DECIMALS', { currency: code, n: currency.minorUnits });
  }
  return null;
}
