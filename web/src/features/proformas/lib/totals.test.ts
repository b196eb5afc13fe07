import { describe, expect, it } from 'vitest';
import { isQuoted, readAmount, sectionTotals } from './totals';

describe('DA editor totals', () => {
  it('sums each section and the whole DA exactly', () => {
    const totals = sectionTotals([
      { section: 'PORT_EXPENSES', amount: '0.10' },
      { section: 'PORT_EXPENSES', amount: '0.20' },
      { section: 'AGENCY_EXPENSES', amount: '1,250.50' },
      { section: 'HUSBANDRY_EXPENSES', amount: '' },
    ]);
    expect(totals.PORT_EXPENSES.toFixed(2)).toBe('0.30');
    expect(totals.AGENCY_EXPENSES.toFixed(2)).toBe('1250.50');
    expect(totals.HUSBANDRY_EXPENSES.toFixed(2)).toBe('0.00');
    expect(totals.overall.toFixed(2)).toBe('1250.80');
  });

  it('keeps every cent of the largest amounts and leaves out one past 13 whole digits', () => {
    const totals = sectionTotals([
      { section: 'PORT_EXPENSES', amount: '9999999999999.99' },
      { section: 'PORT_EXPENSES', amount: '0.01' },
      { section: 'AGENCY_EXPENSES', amount: '99999999999999999' },
    ]);
    expect(totals.overall.toFixed(2)).toBe('10000000000000.00');
    expect(totals.AGENCY_EXPENSES.toFixed(2)).toBe('0.00');
  });

  it('reads blank or unreadable text as zero and zero as quoted', () => {
    expect(readAmount('abc').toFixed(2)).toBe('0.00');
    expect(readAmount(null).toFixed(2)).toBe('0.00');
    expect(isQuoted({ section: 'PORT_EXPENSES', amount: '0' })).toBe(true);
    expect(isQuoted({ section: 'PORT_EXPENSES', amount: ' ' })).toBe(false);
  });
});
