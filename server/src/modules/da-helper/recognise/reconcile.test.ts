import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../platform/documents/lines';
import type { DocumentText, PageSource } from '../../../platform/documents/types';
import { recogniseDa } from './recognise';
import { seededContext } from './test-context';

const ctx = seededContext();

/** A one-page document from rows of cells (x positions of a 5-column table), as a scan or a text layer reads it. */
function page(source: PageSource, rows: string[][]): DocumentText {
  const xs = [40, 80, 300, 360, 460];
  const pieces = rows.flatMap((cells, r) =>
    cells.flatMap((text, c) =>
      text ? [{ text, x: xs[c] ?? 0, y: 100 + 20 * r, width: 8 * text.length, height: 10, confidence: 0.9 }] : [],
    ),
  );
  return {
    kind: source === 'OCR' ? 'IMAGE' : 'PDF',
    pageCount: 1,
    pages: [{ page: 1, width: 595, height: 842, source, rotation: 0, lines: buildLines(1, pieces) }],
  };
}

const table = (pilotage: string, agency: string, towage = '2,200.00') => [
  ['', 'Currency', 'USD'],
  ['No.', 'Description', 'Qty', 'Unit price', 'Amount'],
  ['', 'PORT EXPENSES'],
  ['1', 'Pilotage inward', '', '', pilotage],
  ['2', 'Tugs outward', '2', '1,100.00', towage],
  ['', 'Subtotal port expenses', '', '', '4,545.60'],
  ['', 'AGENCY EXPENSES'],
  ['3', 'Agency fee', '', '', agency],
  ['', 'Grand total', '', '', '5,395.60'],
];

const amounts = (doc: DocumentText) => recogniseDa(doc, ctx).lines.map((l) => [l.description.value, l.amount.value]);

describe('amounts a scan misread, settled by the document', () => {
  it('puts back a decimal mark the scan lost, by the subtotal, with a lower confidence', () => {
    const da = recogniseDa(page('OCR', table('234560', '850.00')), ctx);
    expect(da.lines[0]?.amount).toMatchObject({ value: '2345.60', snippet: '234560', confidence: 0.7 });
    expect(da.totals.difference).toBe('0');
  });

  it('corrects one misread digit by the grand total, and an amount that disagrees with quantity x unit price', () => {
    expect(amounts(page('OCR', table('2,345.60', '856.00', '2,280.00')))).toEqual([
      ['Pilotage inward', '2345.60'],
      ['Tugs outward', '2200.00'],
      ['Agency fee', '850.00'],
    ]);
  });

  it('fills an amount cell the scan did not read from the total, never with the row number', () => {
    expect(amounts(page('OCR', table('2,345.60', '')))).toEqual([
      ['Pilotage inward', '2345.60'],
      ['Tugs outward', '2200.00'],
    ]);
    const rows = table('2,345.60', '850.00');
    rows[4] = ['2', 'Tugs outward', '2', '1,100.00', ''];
    expect(amounts(page('OCR', rows))).toEqual([
      ['Pilotage inward', '2345.60'],
      ['Tugs outward', '2200.00'],
      ['Agency fee', '850.00'],
    ]);
  });

  it('leaves a text layer as printed: a sum that disagrees is the agent`s, shown as a difference', () => {
    const da = recogniseDa(page('TEXT_LAYER', table('2,345.60', '856.00')), ctx);
    expect(da.lines[2]?.amount.value).toBe('856.00');
    expect(da.totals.difference).toBe('-6');
  });

  it('does not guess when two amounts could each be the misread one', () => {
    const rows = table('2,345.60', '850.00');
    rows.splice(5, 1); // no subtotal: only the grand total checks the three lines
    rows[3] = ['1', 'Pilotage inward', '', '', '2,345.66'];
    rows[4] = ['2', 'Tugs outward', '2', '', '2,206.00'];
    const da = recogniseDa(page('OCR', rows), ctx);
    expect(da.lines.map((l) => l.amount.value)).toEqual(['2345.66', '2206.00', '850.00']);
  });
});
