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

/**
 * The catalogue text when an amount has more decimals than its currency's minor units (EUR 2, KWD 3,
 * JPY 0), else null. Amounts are refused rather than rounded, so "1500.555" EUR is never stored as
 * something the user did not type; rounding happens at the named points only (DESIGN §5).
 */
export function minorUnitsProblem(amount: string, minorUnits: number, currency: string): string | null {
  const decimals = amount.split('.')[1]?.replace(/0+$/, '').length ?? 0;
  return decimals > minorUnits ? formatMessage('TOO_MANY_DECIMALS', { n: minorUnits, currency }) : null;
}
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
