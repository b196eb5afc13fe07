import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { asLocodePrefix, laterWordSuffixes, rankOfHarborSize, toSearchName } from './search';

describe('toSearchName', () => {
  it('folds accents, case and punctuation to single spaces', () => {
    expect(toSearchName('São Sebastião')).toBe('sao sebastiao');
    expect(toSearchName("  St. John's--Harbour ")).toBe('st john s harbour');
    expect(toSearchName('Fanø / Æbelø')).toBe('fano aebelo');
    expect(toSearchName('%_')).toBe('');
  });
});

describe('laterWordSuffixes', () => {
  it('lists what a prefix of each later word must match', () => {
    expect(laterWordSuffixes('new york city')).toEqual(['york city', 'city']);
    expect(laterWordSuffixes('rotterdam')).toEqual([]);
  });
});

describe('asLocodePrefix', () => {
  it('accepts what could start a UN/LOCODE, upper-cased', () => {
    expect(asLocodePrefix('nlrtm')).toBe('NLRTM');
    expect(asLocodePrefix('NL')).toBe('NL');
    expect(asLocodePrefix('US2AB')).toBe('US2AB');
    expect(asLocodePrefix('rotterdam')).toBeNull();
    expect(asLocodePrefix('n1')).toBeNull();
    expect(asLocodePrefix('NL%')).toBeNull();
  });
});

describe('rankOfHarborSize', () => {
  it('ranks larger World Port Index harbours higher', () => {
    expect(['Large', 'Medium', 'Small', 'Very Small', '', undefined].map(rankOfHarborSize)).toEqual([4, 3, 2, 1, 0, 0]);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('code,name,notes\r\nA,"Port, dues","say ""hi""\nthere"\nB,Pilotage,\n', ['code', 'notes']);
    expect(rows).toEqual([
      { code: 'A', name: 'Port, dues', notes: 'say "hi"\nthere' },
      { code: 'B', name: 'Pilotage', notes: '' },
    ]);
  });

  it('refuses a file without a column the caller reads, or a ragged row', () => {
    expect(() => parseCsv('code\nA\n', ['name'])).toThrow(/name/);
    expect(() => parseCsv('code,name\nA\n', ['code'])).toThrow(/1 fields/);
  });
});
