import { Decimal } from '@portcall/contracts/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, figuresOf, median, ratesOf } from './figures';

const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 9_999_999_999_999n }), fc.integer({ min: 0, max: 9999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);
const rate = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(10, '0')}`);

describe('money of requests', () => {
  it('converts exactly: amount times rate, rounded half-up to the minor units, never through a float', () => {
    fc.assert(
      fc.property(amount, rate, fc.constantFrom(0, 2, 3), (a, r, units) => {
        const converted = convert(a, 'USD', ratesOf('EUR', [{ currency: 'USD', rate: r }]), units) as Decimal;
        const exact = new Decimal(a).times(r);
        expect(converted.decimalPlaces()).toBeLessThanOrEqual(units);
        // Half-up: within half a minor unit of the exact product, ties going up.
        const half = new Decimal(10).pow(-units).dividedBy(2);
        expect(converted.minus(exact).abs().lte(half)).toBe(true);
        expect(converted.eq(exact.toDecimalPlaces(units, Decimal.ROUND_HALF_UP))).toBe(true);
      }),
    );
  });

  it('keeps the request currency at rate 1 and knows no rate it was not given', () => {
    const rates = ratesOf('KWD', [{ currency: 'USD', rate: '0.3075' }]);
    expect(convert('10.1235', 'KWD', rates, 3)?.toFixed(3)).toBe('10.124');
    expect(convert('100', 'USD', rates, 3)?.toFixed(3)).toBe('30.750');
    expect(convert('100', 'EUR', rates, 3)).toBeNull();
  });

  it('takes the median between min and max, and of an even count the mean of the middle two', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 30 }), (values) => {
        const decimals = values.map((v) => new Decimal(v));
        const m = median(decimals) as Decimal;
        expect(m.gte(Decimal.min(...decimals)) && m.lte(Decimal.max(...decimals))).toBe(true);
        const f = figuresOf(decimals, 2);
        expect(f.count).toBe(values.length);
        expect(new Decimal(f.min as string).lte(f.max as string)).toBe(true);
      }),
    );
    expect(median(['1', '3', '2', '10'].map((v) => new Decimal(v)))?.toString()).toBe('2.5');
    expect(figuresOf([], 2)).toEqual({ count: 0, median: null, min: null, max: null });
  });
});
