import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import { expenseLine } from '../../../test/expense-line';
import { accountingCodeReason, codableLines, missingCodeLines, selectionReason } from './accounting-codes';

const evaluation = (type: string, port: TExpenseEvaluation[]): TEvaluation => ({
  id: 9,
  proformaId: 1,
  appointmentId: 1,
  type,
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
  port: { total: '0', expenseEvaluations: port },
  agency: { total: '0', expenseEvaluations: [] },
  husbandry: { total: '0', expenseEvaluations: [] },
  version: 0,
});

describe('accounting codes on the evaluation', () => {
  const coded = expenseLine({ id: 1, status: 'VERIFIED', accountingCodeId: 7 });
  const uncoded = expenseLine({ id: 2, status: 'VERIFIED' });
  const approved = expenseLine({ id: 3, status: 'APPROVED', accountingCodeId: 7 });
  const owner = expenseLine({ id: 5, parentId: 4, splitType: 'OWNER', status: 'VERIFIED' });
  const split = expenseLine({ id: 4, status: 'VERIFIED', splitExpenses: [owner] });

  it('offers codes on lines that carry their own money and are still open to change', () => {
    const e = evaluation('FDA', [coded, uncoded, approved, split]);
    expect(codableLines(e).map((l) => l.id)).toEqual([1, 2, 5]);
  });

  it('names the lines of a final DA that approval would refuse, and none of a PDA', () => {
    expect(missingCodeLines(evaluation('FDA', [coded, uncoded, split]), [1, 2, 5]).map((l) => l.id)).toEqual([2, 5]);
    expect(missingCodeLines(evaluation('PDA', [coded, uncoded]), [1, 2])).toEqual([]);
  });

  it('says why a code cannot change, and refuses a choice of mixed kinds', () => {
    const e = evaluation('FDA', []);
    expect(accountingCodeReason(e, uncoded, true)).toBeNull();
    expect(accountingCodeReason(e, approved, true)).toBe(messages.REASON_ACCOUNTING_CODE_LOCKED);
    expect(accountingCodeReason(e, null, false)).toBe(messages.REASON_NO_ACCOUNTING_CODE_RIGHT);
    expect(accountingCodeReason({ status: 'WITHDRAWN' }, null, true)).toBe(messages.EVALUATION_NOT_OPEN);
    expect(selectionReason([])).toBe(messages.REASON_CHOOSE_EXPENSES);
    expect(selectionReason([uncoded, owner])).toBe(messages.REASON_MIXED_CODE_GROUPS);
    expect(selectionReason([uncoded, coded])).toBeNull();
  });
});
