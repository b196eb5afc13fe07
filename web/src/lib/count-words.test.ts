import { describe, expect, it } from 'vitest';
import { countOf, countOrNone, filtersOn } from './count-words';

describe('counts in plain words', () => {
  it('says one thing in the singular and others in the plural', () => {
    expect(countOf(1, 'expense')).toBe('1 expense');
    expect(countOf(3, 'expense')).toBe('3 expenses');
    expect(countOf(2, 'inspection item')).toBe('2 inspection items');
  });

  it('says "No" for nothing when asked to, and uses the given plural', () => {
    expect(countOrNone(0, 'filter')).toBe('No filters');
    expect(countOrNone(2, 'filter')).toBe('2 filters');
    expect(countOrNone(0, 'entry', 'entries')).toBe('No entries');
  });

  it('says how many filters are on in words', () => {
    expect(filtersOn(0)).toBe('No filters');
    expect(filtersOn(1)).toBe('1 filter on');
    expect(filtersOn(2)).toBe('2 filters on');
  });
});
