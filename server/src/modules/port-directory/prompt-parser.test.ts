import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, type ParserCountry, parsePortPrompt, singularForms } from './prompt-parser';

const countries: ParserCountry[] = [
  { id: 1, name: 'Greece', alpha2: 'GR', alpha3: 'GRC' },
  { id: 2, name: 'Netherlands', alpha2: 'NL', alpha3: 'NLD' },
  { id: 3, name: 'United States of America', alpha2: 'US', alpha3: 'USA' },
  { id: 4, name: 'Singapore', alpha2: 'SG', alpha3: 'SGP' },
  { id: 5, name: 'South Africa', alpha2: 'ZA', alpha3: 'ZAF' },
  { id: 6, name: 'India', alpha2: 'IN', alpha3: 'IND' },
  { id: 7, name: "Côte d'Ivoire", alpha2: 'CI', alpha3: 'CIV' },
];
const parse = (prompt: string) => parsePortPrompt(prompt, countries);

describe('the port prompt parser', () => {
  it('reads the example of the issue', () => {
    expect(parse('tanker ports in Greece with a drydock')).toEqual({
      filters: { segment: 'TANKER', countryId: 1, facility: 'DRYDOCK' },
      understood: [
        { kind: 'segment', value: 'TANKER', label: 'Tanker', text: 'tanker' },
        { kind: 'country', value: '1', label: 'Greece', text: 'Greece' },
        { kind: 'facility', value: 'DRYDOCK', label: 'Drydock', text: 'drydock' },
      ],
      unknownWords: [],
    });
  });

  it('knows countries by name, several-word name, capital code and demonym', () => {
    expect(parse('Greek ports').filters.countryId).toBe(1);
    expect(parse('ports in the Netherlands').filters.countryId).toBe(2);
    expect(parse('Dutch container terminals').filters).toEqual({ countryId: 2, segment: 'CONTAINER' });
    expect(parse('large ports in South Africa').filters).toEqual({ harborSize: 'Large', countryId: 5 });
    expect(parse('ports in USA').filters.countryId).toBe(3);
    expect(parse('bulk ports in SG').filters).toEqual({ segment: 'DRY_BULK', countryId: 4 });
    expect(parse("ports in cote d'ivoire").filters.countryId).toBe(7);
  });

  it('does not take a lower-case word for a country code ("in" is not India)', () => {
    expect(parse('tanker ports in greece').filters).toEqual({ segment: 'TANKER', countryId: 1 });
    expect(parse('ports in IN').filters.countryId).toBe(6);
  });

  it('prefers the longest phrase: "oil tanker" is a segment, "crude oil" a cargo, "dry dock" a facility', () => {
    expect(parse('oil tankers').filters).toEqual({ segment: 'TANKER' });
    expect(parse('crude oil with a dry dock').filters).toEqual({ cargo: 'CRUDE_OIL', facility: 'DRYDOCK' });
    expect(parse('ro-ro ports with fresh water').filters).toEqual({ segment: 'RO_RO', facility: 'FRESH_WATER' });
    expect(parse('lng carriers').filters).toEqual({ segment: 'GAS' });
  });

  it('reports every word it does not know, in order, and keeps the first value of a kind', () => {
    const parsed = parse('tanker ports near Flibberton with good weather');
    expect(parsed.filters).toEqual({ segment: 'TANKER' });
    expect(parsed.unknownWords).toEqual(['flibberton', 'good', 'weather']);
    expect(parse('tanker and container ports').unknownWords).toEqual(['container']);
  });

  it('takes a quoted text or what follows "named" as a port name', () => {
    expect(parse('tanker ports named Agioi Theodoroi').filters).toEqual({ name: 'Agioi Theodoroi', segment: 'TANKER' });
    expect(parse('"Piraeus" with bunkers').filters).toEqual({ name: 'Piraeus', facility: 'BUNKERS' });
  });

  it('reads a plural as its singular (property: any vocabulary word plus s)', () => {
    const words = ['tanker', 'drydock', 'bunker', 'crane', 'tug', 'container', 'ferry', 'repair', 'chemical'];
    fc.assert(
      fc.property(fc.constantFrom(...words), (word) => {
        const plural = word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
        expect(parse(plural).filters).toEqual(parse(word).filters);
        expect(parse(plural).unknownWords).toEqual([]);
      }),
    );
    expect(singularForms('ferries')).toContain('ferry');
  });

  it('never throws, and every word is a filter, a stop word or reported (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (prompt) => {
        const parsed = parse(prompt);
        const explained = parsed.understood.flatMap((u) => foldText(u.text).split(' ')).filter(Boolean);
        for (const word of parsed.unknownWords) expect(foldText(prompt)).toContain(word);
        expect(parsed.understood.length).toBeLessThanOrEqual(6);
        expect(new Set(parsed.understood.map((u) => u.kind)).size).toBe(parsed.understood.length);
        expect(explained.length + parsed.unknownWords.length).toBeLessThanOrEqual(
          prompt.split(/[^A-Za-z0-9\u00C0-\u024F]+/).length + 1,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('is insensitive to case and accents for names and vocabulary', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TANKER PORTS IN GREECE', 'Tanker Ports In Grèece', 'tanker ports in greece'),
        (p) => {
          expect(parse(p).filters).toEqual({ segment: 'TANKER', countryId: 1 });
        },
      ),
    );
  });
});
