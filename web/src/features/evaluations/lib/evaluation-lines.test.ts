import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { describe, expect, it } from 'vitest';
import { expenseLine } from '../../../test/expense-line';
import { approvableItems, evaluationTotal, isOutOfBudget, ownerShare, tableLines } from './evaluation-lines';

const line = expenseLine;

const evaluation = (port: TExpenseEvaluation[], totals = ['0.10', '0.20', '1000.00']): TEvaluation => ({
  id: 9,
  proformaId: 1,
  appointmentId: 1,
  type: 'PDA',
  status: 'OPEN',
  assigneeId: null,
  currency: 'USD',
  rate: '1',
  rateEur: null,
  terminalId: null,
  berthId: null,
  berth: null,
  invoiceNumber: null,
  invoiceDate: null,
  relationIds: [],
  paymentInstructionId: null,
  paymentDueDate: null,
  port: { total: totals[0] ?? '0', expenseEvaluations: port },
  agency: { total: totals[1] ?? '0', expenseEvaluations: [] },
  husbandry: { total: totals[2] ?? '0', expenseEvaluations: [] },
  version: 0,
});

describe('evaluation lines', () => {
  it('sums the section totals exactly', () => {
    expect(evaluationTotal(evaluation([])).toFixed(2)).toBe('1000.30');
  });

  it('approves verified whole lines and verified children, never a split parent', () => {
    const split = line({
      id: 2,
      status: 'VERIFIED',
      splitExpenses: [
        line({ id: 3, parentId: 2, status: 'VERIFIED', splitType: 'CHARTERER', version: 4 }),
        line({ id: 4, parentId: 2, status: 'PENDING', splitType: 'OWNER' }),
      ],
    });
    const items = approvableItems(
      evaluation([line({ id: 1, status: 'VERIFIED', version: 2 }), split, line({ id: 5 })]),
    );
    expect(items).toEqual([
      { id: 1, version: 2 },
      { id: 3, version: 4 },
    ]);
    expect(tableLines([split]).map((l) => [l.line.id, l.depth])).toEqual([
      [2, 0],
      [3, 1],
      [4, 1],
    ]);
  });

  it('is out of budget when any item is nonzero', () => {
    expect(isOutOfBudget([{ amount: '0.0000' }, { amount: '0' }])).toBe(false);
    expect(isOutOfBudget([{ amount: '0' }, { amount: '0.01' }])).toBe(true);
  });

  it('gives the owner the rest of a split, refusing zero or more than the line', () => {
    expect(ownerShare('100.00', '30.10')?.toFixed(2)).toBe('69.90');
    expect(ownerShare('100.00', '0')).toBeNull();
    expect(ownerShare('100.00', '100.01')).toBeNull();
    expect(ownerShare('100.00', '100')?.toFixed(2)).toBe('0.00');
  });
});
