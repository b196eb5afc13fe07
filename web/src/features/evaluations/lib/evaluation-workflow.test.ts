import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import type { TPaymentInstruction } from '@portcall/contracts/payments';
import { describe, expect, it } from 'vitest';
import { expenseLine } from '../../../test/expense-line';
import {
  canRetryTask,
  clarifiableLines,
  commitProgress,
  nonZeroSections,
  paymentInstructionOptions,
} from './evaluation-workflow';

const line = (id: number, name: string, status: TExpenseEvaluation['status'], children: TExpenseEvaluation[] = []) =>
  expenseLine({ id, name, status, amount: '10.00', splitExpenses: children });

const section = (lines: TExpenseEvaluation[]) => ({ total: '0', expenseEvaluations: lines });

describe('evaluation workflow panels', () => {
  it('offers a retry only for a failed task', () => {
    expect(canRetryTask({ status: 'FAILED' })).toBe(true);
    expect(canRetryTask({ status: 'PENDING' })).toBe(false);
    expect(canRetryTask({ status: 'DONE' })).toBe(false);
    expect(canRetryTask(null)).toBe(false);
  });

  it('counts committed departments', () => {
    const dept = (committed: boolean) => ({ committed }) as TBudgetDepartment;
    type TBudgetDepartment = Parameters<typeof commitProgress>[0]['departments'][number];
    expect(commitProgress({ departments: [dept(true), dept(false), dept(true)] })).toEqual({ committed: 2, total: 3 });
  });

  it('shows only the committed sections that carry money, comparing decimals exactly', () => {
    const items = [
      { section: 'PORT_EXPENSES', amount: '2480.40' },
      { section: 'AGENCY_EXPENSES', amount: '0.00' },
      { section: 'HUSBANDRY_EXPENSES', amount: '0.0001' },
    ];
    expect(nonZeroSections(items).map((i) => i.section)).toEqual(['PORT_EXPENSES', 'HUSBANDRY_EXPENSES']);
  });

  it('asks about whole live lines only, section by section', () => {
    const split = line(3, 'Agency fee', 'VERIFIED', [line(4, 'Agency fee', 'VERIFIED')]);
    const evaluation = {
      port: section([line(1, 'Pilotage', 'PENDING'), line(2, 'Towage', 'DELETED')]),
      agency: section([split]),
      husbandry: section([line(5, 'Launch', 'REJECTED')]),
    } as unknown as TEvaluation;
    expect(clarifiableLines(evaluation)).toEqual([
      { id: 1, label: 'Pilotage', section: 'Port expenses' },
      { id: 3, label: 'Agency fee', section: 'Agency expenses' },
    ]);
  });

  it('offers active payment instructions in the evaluation currency', () => {
    const instruction = (id: number, currency: string, isActive: boolean) =>
      ({ id, currency, isActive, name: `I${id}`, bankName: 'Bank', iban: 'NO93' }) as TPaymentInstruction;
    const options = paymentInstructionOptions(
      [instruction(1, 'EUR', true), instruction(2, 'USD', true), instruction(3, 'EUR', false)],
      'EUR',
    );
    expect(options).toEqual([{ value: '1', label: 'I1 · Bank · NO93' }]);
  });
});
