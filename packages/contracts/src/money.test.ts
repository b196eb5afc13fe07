import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, Decimal, roundToMinorUnits, sumAmounts, toAmountString, ZAmount } from './money';

describe('money', () => {
  it('adds amounts exactly where floats would not', () => {
    expect(sumAmounts(['0.10', '0.20']).toString()).toBe('0.3');
    expect(toAmountString(sumAmounts(['1234.505', '0.005']))).toBe('1234.51');
  });

  it('rounds half-up to the currency minor units', () => {
    expect(roundToMinorUnits('2.345', 2).toString()).toBe('2.35');
    expect(roundToMinorUnits('1.0005', 3).toString()).toBe('1.001'); // KWD
    expect(roundToMinorUnits('1500.5', 0).toString()).toBe('1501'); // JPY
  });

  it('splitting any amount in two parts always adds back to the cent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 100 }), (cents, percent) => {
        const total = new Decimal(cents.toString()).div(100);
        const owner = roundToMinorUnits(total.mul(percent).div(100), 2);
        const charterer = total.minus(owner);
        expect(owner.plus(charterer).equals(total)).toBe(true);
        expect(charterer.isNegative()).toBe(false);
      }),
    );
  });

  it('accepts only decimal strings on the wire', () => {
    expect(ZAmount.safeParse('1234.50').success).toBe(true);
    expect(ZAmount.safeParse('1,234.50').success).toBe(false);
    expect(ZAmount.safeParse('1e3').success).toBe(false);
    expect(ZAmount.safeParse(12.5).success).toBe(false);
  });

  it('says what is wrong with an entered amount, never rounding it', () => {
    const usd = { code: 'USD', minorUnits: 2 };
    expect(amountProblem('1,500.55', usd)).toBeNull();
    expect(amountProblem('1500.550', usd)).toBeNull();
    expect(amountProblem('1500.555', usd)).toBe('USD amounts have at most 2 decimals');
    expect(amountProblem('1500.5', { code: 'JPY', minorUnits: 0 })).toBe('JPY amounts have no decimals');
    expect(amountProblem('1.555', { code: 'KWD', minorUnits: 3 })).toBeNull();
    expect(amountProblem('9999999999999.99', usd)).toBeNull();
    expect(amountProblem('10000000000000', usd)).toBe('Please enter an amount up to 9,999,999,999,999.99!');
    expect(amountProblem('-1', usd)).toBe('The amount cannot be negative');
    expect(amountProblem('1e5', usd)).toBe('Please insert an amount in digits, for example 1,250.50');
    expect(amountProblem('', usd)).toBeNull();
  });
});
