import { DA_HELPER_SURE_MATCH, type THistoryRecord } from '@portcall/contracts/da-helper';
import type { TExpenseCatalogueItem } from '@portcall/contracts/refdata';
import { describe, expect, it } from 'vitest';
import { correctionsOf, prefillLines } from './prefill';

const box = { page: 1, x: 0, y: 0, width: 10, height: 10 };
const sourced = (value: string, snippet = value) => ({ value, snippet, box, confidence: 1 });
const item = (id: number, label: string, sectionCode: 'PORT_EXPENSES' | 'AGENCY_EXPENSES') =>
  ({
    value: String(id),
    label,
    code: label,
    sectionCode,
    categoryId: 1,
    categoryName: 'c',
    unit: 'lump',
    position: 1,
  }) as unknown as TExpenseCatalogueItem;
const catalogue = [item(1, 'Port dues', 'PORT_EXPENSES'), item(2, 'Agency fee', 'AGENCY_EXPENSES')];
const line = (description: string, amount: string, itemId: number | null, confidence = 0.9, cell?: string) => ({
  description: sourced(description),
  amount: sourced(amount, amount === '1000.50' ? '1,000.50' : amount),
  quantity: null,
  unitPrice: null,
  section: 'PORT' as const,
  match: itemId ? { itemId, code: 'x', name: 'x', confidence, via: 'FUZZY' as const } : null,
  cell: cell ?? null,
  needsChoice: itemId !== null && confidence < DA_HELPER_SURE_MATCH,
});
const record = (lines: ReturnType<typeof line>[]) =>
  ({ id: 7, fileName: 'pda.xlsx', result: { lines } }) as unknown as THistoryRecord;

describe('prefillLines', () => {
  it('turns matched lines into catalogue lines of their section and the rest into additional items', () => {
    const lines = prefillLines(
      record([line('Port dues', '1000.50', 1), line('Agent fee', '400.00', 2, 0.6), line('Sundries', '5.00', null)]),
      catalogue,
      new Set(),
    );
    expect(lines.map((l) => [l.section, l.catalogueItemId, l.name, l.isAdditional, l.amount])).toEqual([
      ['PORT_EXPENSES', 1, 'Port dues', false, '1000.50'],
      ['AGENCY_EXPENSES', 2, 'Agency fee', false, '400.00'],
      ['PORT_EXPENSES', undefined, 'Sundries', true, '5.00'],
    ]);
    expect(lines[0]?.read).toMatchObject({ snippet: 'Port dues 1,000.50', confidence: 0.9, recordId: 7 });
    expect(lines[1]?.read.confidence).toBe(0.6);
  });

  it("takes the agent's choice for an unsure line and cites the page or the sheet cell", () => {
    const lines = prefillLines(
      record([line('Port dues', '1000.50', 1, 0.95, 'Sheet1!B4'), line('Communication and sundries', '85', 1, 0.46)]),
      catalogue,
      new Set(),
      new Map([[1, 2]]),
    );
    expect(lines.map((l) => [l.catalogueItemId, l.read.citation, l.read.needsChoice, l.read.readItemId])).toEqual([
      [1, 'at Sheet1!B4', false, 1],
      [2, 'on page 1', true, 1],
    ]);
    expect(lines[1]?.read.fileName).toBe('pda.xlsx');
  });

  it('adds an item already on the DA as an additional item, once', () => {
    const lines = prefillLines(
      record([line('Port dues', '1.00', 1), line('Port dues', '2.00', 1)]),
      catalogue,
      new Set([1]),
    );
    expect(lines.map((l) => l.isAdditional)).toEqual([true, true]);
  });
});

describe('correctionsOf', () => {
  it('sends the lines whose item or amount the agent changed, nothing else', () => {
    const [dues, fee] = prefillLines(
      record([line('Port dues', '1000.50', 1), line('Agent fee', '400.00', 2)]),
      catalogue,
      new Set(),
    );
    if (!dues || !fee) throw new Error('two lines');
    expect(correctionsOf([dues, fee])).toBeNull();
    expect(correctionsOf([{ ...dues, amount: '1,000.50' }])).toBeNull();
    expect(
      correctionsOf([
        { ...dues, amount: '1100.50' },
        { ...fee, catalogueItemId: 1 },
      ]),
    ).toEqual({
      historyRecordId: 7,
      corrections: [
        { description: 'Port dues', catalogueItemId: 1, readAmount: '1000.50', correctedAmount: '1100.50' },
        { description: 'Agent fee', catalogueItemId: 1, readAmount: '400.00', correctedAmount: null },
      ],
    });
  });

  it('teaches an unsure suggestion the agent confirmed, so it is sure next time', () => {
    const [unsure] = prefillLines(record([line('Agent fee', '400.00', 2, 0.5)]), catalogue, new Set());
    if (!unsure) throw new Error('one line');
    expect(correctionsOf([unsure])?.corrections).toEqual([
      { description: 'Agent fee', catalogueItemId: 2, readAmount: '400.00', correctedAmount: null },
    ]);
  });
});
