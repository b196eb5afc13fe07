import { Decimal, roundToMinorUnits } from '@portcall/contracts/money';

/**
 * Money math of the line actions, pure so property tests can prove it: an evaluated amount from
 * units x price per unit (the named rounding point of a line entry), the environmental discount
 * taken off an evaluated amount, and statistics converted with an exchange rate. Stored amounts keep
 * 4 decimals; only these named points round.
 */
export type LineMoneyRefusal = 'ENVIRONMENTAL_DISCOUNT_TOO_LARGE';
export type LineMoneyResult<T> = { ok: true; value: T } | { ok: false; code: LineMoneyRefusal };

const str = (v: Decimal) => v.toFixed(4);

/** unit x price per unit, half-up to the currency's minor units. */
export function amountFromUnits(unit: string, pricePerUnit: string, minorUnits: number): string {
  return str(roundToMinorUnits(new Decimal(unit).times(pricePerUnit), minorUnits));
}

/**
 * The evaluated amount after an environmental discount. `gross` is the amount before any discount
 * (the current evaluated amount plus the discount already taken), so saving a new discount replaces
 * the old one instead of stacking on it. The result is never negative.
 */
export function applyDiscount(gross: string, discount: string): LineMoneyResult<{ net: string; discount: string }> {
  const d = new Decimal(discount);
  if (d.isNeg() || d.gt(gross)) return { ok: false, code: 'ENVIRONMENTAL_DISCOUNT_TOO_LARGE' };
  return { ok: true, value: { net: str(new Decimal(gross).minus(d)), discount: str(d) } };
}

/** The amount before the discount currently applied. */
export function grossOf(evaluated: string, discount: string | null): string {
  return str(new Decimal(evaluated).plus(discount ?? '0'));
}

/** A value in the DA currency shown in another: times the rate, 2 decimals half-up. */
export function convert(value: string, exchangeRate: string): string {
  return new Decimal(value).times(exchangeRate).toFixed(2, Decimal.ROUND_HALF_UP);
}
