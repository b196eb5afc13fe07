import { describe, expect, it } from 'vitest';
import { editDistance, suggestNames } from './suggest';

const rows = ['Maersk Line', 'Cargill Ocean Transportation', 'Trafigura', 'Vitol Chartering', 'Glencore'].map(
  (name) => ({ name }),
);
const names = (text: string) => suggestNames(text, rows).map((r) => r.name);

describe('charterer suggestions', () => {
  it('counts edits', () => {
    expect(editDistance('maersk', 'maersc')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('finds a name despite a typo, by a word or the start of one', () => {
    expect(names('maersc')).toEqual(['Maersk Line']);
    expect(names('carglil')).toEqual(['Cargill Ocean Transportation']);
    expect(names('trafigrua')).toEqual(['Trafigura']);
    expect(names('vitl')).toEqual(['Vitol Chartering']);
  });
  it('puts names containing the text first, and leaves far ones out', () => {
    expect(names('char')[0]).toBe('Vitol Chartering');
    expect(names('xyzzy')).toEqual([]);
  });
});
