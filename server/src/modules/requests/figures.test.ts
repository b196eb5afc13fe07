import { describe, expect, it } from 'vitest';
import { figuresText, ratesOf } from './figures';

describe('money of requests', () => {
  it('keeps the request currency at rate 1 beside the rates it was given', () => {
    const rates = ratesOf('KWD', [{ currency: 'USD', rate: '0.3075' }]);
    expect(rates.get('KWD')).toBe('1');
    expect(rates.get('USD')).toBe('0.3075');
    expect(rates.has('EUR')).toBe(false);
  });

  it('writes the figures with the minor units of the currency, the median rounded half-up', () => {
    expect(figuresText({ count: 2, min: '1.000', max: '2.000', median: '1.5005' }, 3)).toEqual({
      count: 2,
      min: '1.000',
      max: '2.000',
      median: '1.501',
    });
    expect(figuresText({ count: 4, min: '990', max: '1320', median: '1155.275' }, 0)).toMatchObject({
      median: '1155',
      min: '990',
    });
    expect(figuresText(undefined, 2)).toEqual({ count: 0, median: null, min: null, max: null });
  });
});
