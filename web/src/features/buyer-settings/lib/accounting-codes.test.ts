import { accountingCodeCsvColumns } from '@portcall/contracts/evaluation-workflow';
import { describe, expect, it } from 'vitest';
import { csvRowErrors } from '../../../ui/csv-upload';
import type { TAccountingCode } from '../api/list-accounting-codes';
import { flattenAccountingCodes, matchesAccountingCode } from './accounting-codes';

const code = (
  id: number,
  group: TAccountingCode['group'],
  overrides: Partial<TAccountingCode> = {},
): TAccountingCode => ({
  id,
  buyerId: 1,
  code: `C${id}`,
  subAccount: null,
  description: `Code ${id}`,
  group,
  isActive: true,
  version: 0,
  ...overrides,
});

describe('accounting codes screen', () => {
  it('lists the groups in the spec order', () => {
    const rows = flattenAccountingCodes({
      OWNER_AMOUNT: [code(3, 'OWNER_AMOUNT')],
      PRINCIPAL_AMOUNT: [code(1, 'PRINCIPAL_AMOUNT')],
      CHARTERER_AMOUNT: [code(2, 'CHARTERER_AMOUNT')],
    });
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('filters by text in code, sub account or description, by group and by state', () => {
    const c = code(7, 'CHARTERER_AMOUNT', {
      code: '4010',
      subAccount: 'PDA',
      description: 'Port dues',
      isActive: false,
    });
    const none = { text: '', group: null, isActive: null };
    expect(matchesAccountingCode(c, none)).toBe(true);
    expect(matchesAccountingCode(c, { ...none, text: 'pda' })).toBe(true);
    expect(matchesAccountingCode(c, { ...none, text: 'dues' })).toBe(true);
    expect(matchesAccountingCode(c, { ...none, text: 'pilot' })).toBe(false);
    expect(matchesAccountingCode(c, { ...none, group: 'OWNER_AMOUNT' })).toBe(false);
    expect(matchesAccountingCode(c, { ...none, isActive: 'false' })).toBe(true);
    expect(matchesAccountingCode(c, { ...none, isActive: 'true' })).toBe(false);
  });

  it('turns the refused upload fields into row errors, line by line, columns in file order', () => {
    const errors = csvRowErrors(
      {
        'line.10.code': 'Line 10: code required',
        'line.3.group': 'Line 3: group must be one of ...',
        'line.3.code': 'Line 3: code required',
        attachments: 'not a row error',
      },
      accountingCodeCsvColumns,
    );
    expect(errors).toEqual([
      { line: 3, column: 'code', message: 'Line 3: code required' },
      { line: 3, column: 'group', message: 'Line 3: group must be one of ...' },
      { line: 10, column: 'code', message: 'Line 10: code required' },
    ]);
  });
});
