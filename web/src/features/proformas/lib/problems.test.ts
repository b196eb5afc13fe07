import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { type EditorLine, type EditorState, emptyEditor } from './editor';
import { saveProblems, serverProblems, submitProblems } from './problems';

const line = (key: string, patch: Partial<EditorLine>): EditorLine => ({
  key,
  section: 'PORT_EXPENSES',
  catalogueItemId: 1,
  name: 'Pilotage inward',
  isAdditional: false,
  amount: '',
  existing: [],
  files: [],
  ...patch,
});
const usd = (code: string) => (code === 'USD' ? { code: 'USD', minorUnits: 2 } : undefined);
const ready = (lines: EditorLine[]): EditorState => ({
  ...emptyEditor(),
  terminalName: 'Pier 7 terminal',
  berth: 'B7',
  bankAccountId: '5',
  lines,
});

describe('DA editor problems', () => {
  it("refuses an amount past the currency's minor units on its line, never cutting it", () => {
    const found = saveProblems(ready([line('a', { amount: '1500.555' })]), usd);
    expect(found?.fields).toEqual({ 'a.amount': 'USD amounts have at most 2 decimals' });
    expect(found?.items).toEqual(['Pilotage inward (Port expenses): USD amounts have at most 2 decimals']);
  });

  it('names each required field, one per line of the summary, not a run-on sentence', () => {
    const found = submitProblems({ ...emptyEditor(), lines: [] });
    expect(found?.headline).toBe('Please check all required fields!');
    expect(found?.items).toEqual([
      'Terminal: This field is required!',
      'Berth: This field is required!',
      'Bank account: Please choose a bank account',
    ]);
  });

  it('names the line an attachment is missing on', () => {
    const found = submitProblems(
      ready([
        line('a', { amount: '10', files: [new File(['x'], 'a.pdf')] }),
        line('b', { section: 'AGENCY_EXPENSES', name: 'Agency fee', amount: '20' }),
      ]),
    );
    expect(found).toEqual({
      headline: 'An attachment is missing',
      fields: { 'b.attachments': 'An attachment is missing' },
      items: ['Agency fee (Agency expenses): An attachment is missing'],
    });
  });

  it("puts the server's line messages, keyed by the line's place, on that line", () => {
    const state = ready([line('a', {}), line('b', { name: 'Agency fee', section: 'AGENCY_EXPENSES' })]);
    const error = new ApiError({
      status: 400,
      code: 'MISSING_ATTACHMENT',
      message: 'An attachment is missing',
      fields: { 'expenses.1.attachments': 'An attachment is missing' },
    });
    expect(serverProblems(state, error).fields).toEqual({ 'b.attachments': 'An attachment is missing' });
  });
});
