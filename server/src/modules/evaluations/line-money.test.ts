import { Decimal } from '@portcall/contracts/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountFromUnits, applyDiscount, convert, grossOf } from './line-money';

/** Amounts in cents (0.00 .. 10 000 000.00) written as wire strings. */
const cents = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
/** Up to 4 decimals, as stored. */
const fourDecimals = fc.integer({ min: 0, max: 1_000_000_000 }).map((c) => new Decimal(c).dividedBy(10_000).toFixed(4));

describe('line money math', () => {
  it('a discount is taken off to the cent, never leaves a negative amount, and is refused above the amount', () => {
    fc.assert(
      fc.property(cents, cents, (gross, discount) => {
        const r = applyDiscount(gross, discount);
        if (!r.ok) return new Decimal(discount).gt(gross) && r.code === 'ENVIRONMENTAL_DISCOUNT_TOO_LARGE';
        return (
          new Decimal(r.value.net).plus(r.value.discount).eq(gross) &&
          !new Decimal(r.value.net).isNeg() &&
          new Decimal(discount).lte(gross)
        );
      }),
    );
  });

  it('saving discounts one after another replaces them: the amount before discount never drifts', () => {
    fc.assert(
      fc.property(cents, fc.array(cents, { minLength: 1, maxLength: 8 }), (quoted, discounts) => {
        let net = quoted;
        let current: string | null = null;
        for (const discount of discounts) {
          const r = applyDiscount(grossOf(net, current), discount);
          if (!r.ok) continue;
          net = r.value.net;
          current = r.value.discount;
          if (new Decimal(net).isNeg()) return false;
        }
        return new Decimal(grossOf(net, current)).eq(quoted);
      }),
    );
  });

  it('units x price per unit rounds half-up to the currency minor units, within half a minor unit', () => {
    fc.assert(
      fc.property(fourDecimals, fourDecimals, fc.constantFrom(0, 2, 3), (unit, price, minorUnits) => {
        const amount = new Decimal(amountFromUnits(unit, price, minorUnits));
        const exact = new Decimal(unit).times(price);
        const half = new Decimal(10).pow(-minorUnits).dividedBy(2);
        return amount.decimalPlaces() <= minorUnits && amount.minus(exact).abs().lte(half) && !amount.isNeg();
      }),
    );
  });

  it('examples a finance approver would check by hand', () => {
    expect(amountFromUnits('3', '0.335', 2)).toBe('1.0100');
    expect(amountFromUnits('1.5', '0.3333', 3)).toBe('0.5000');
    expect(applyDiscount('100.00', '100.01')).toEqual({ ok: false, code: 'ENVIRONMENTAL_DISCOUNT_TOO_LARGE' });
    expect(applyDiscount('100.00', '100')).toEqual({ ok: true, value: { net: '0.0000', discount: '100.0000' } });
    expect(convert('950.25', '1.1')).toBe('1045.28');
  });
});
