import { describe, expect, it } from 'vitest';
import { sumTypedAmounts } from './quote-totals';

describe('sumTypedAmounts', () => {
  it('adds the typed amounts exactly, thousands separators included', () => {
    expect(sumTypedAmounts(['0.10', '0.20', '1,200.50']).toFixed(2)).toBe('1200.80');
  });

  it('counts blank and half-typed amounts as nothing while the agent types', () => {
    expect(sumTypedAmounts(['', undefined, '12.', 'abc', '300']).toFixed(2)).toBe('300.00');
  });
});
