import Decimal from 'decimal.js';
import { z } from 'zod';
import { messages } from './messages';

/**
 * Money is decimal end to end (DESIGN §5): strings on the wire, numeric(20,4) in the database,
 * decimal.js in between. A JS number never holds an amount.
 */
export { Decimal };

/** An amount on the wire: optional minus, digits, up to 4 decimals ("1234.50"). */
export const AMOUNT_PATTERN = /^-?\d{1,16}(\.\d{1,4})?$/;
/** An exchange rate on the wire: up to 10 decimals. */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,10})?$/;

export const ZAmount = z.string().regex(AMOUNT_PATTERN, messages.INVALID_AMOUNT);
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
