import { describe, expect, it } from 'vitest';
import { formatAxisAmount } from './chart-axis';

describe('formatAxisAmount', () => {
  it('tells small ticks apart instead of rounding them all to 0', () => {
    expect([0, 0.1, 0.2, 0.3].map(formatAxisAmount)).toEqual(['0', '0.1', '0.2', '0.3']);
    expect(formatAxisAmount(0.30000000000000004)).toBe('0.30');
  });

  it('prints whole ticks grouped, without decimals', () => {
    expect([1000, 2500, -400].map(formatAxisAmount)).toEqual(['1,000', '2,500', '-400']);
    expect(formatAxisAmount(2.5)).toBe('2.5');
  });
});
