import type { TLineDetails } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { expenseLine } from '../../../test/expense-line';
import {
  amountFromUnits,
  canDeleteChild,
  canEdit,
  canReallocate,
  describeDetails,
  describeEdits,
  failureText,
  grossBeforeDiscount,
  hasApprovedLines,
  lineNames,
  netAfterDiscount,
  pendingSplitItems,
  splittableLines,
  toWireAmount,
} from './line-actions';

const line = (over: Partial<TExpenseEvaluation>) => expenseLine({ code: 'PILOTAGE_IN', ...over });

const evaluation = (port: TExpenseEvaluation[]): TEvaluation => ({
  id: 9,
  proformaId: 1,
  appointmentId: 1,
  type: 'PDA',
  status: 'OPEN',
  assigneeId: null,
  currency: 'EUR',
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

const details = (over: Partial<TLineDetails>): TLineDetails => ({
  expenseEvaluationId: 1,
  parameters: [],
  unit: null,
  pricePerUnit: null,
  remarks: null,
  husbandry: null,
  environmentalDiscountAmount: null,
  clarificationRequestedAt: null,
  ...over,
});

const charterer = line({
  id: 11,
  parentId: 10,
  splitType: 'CHARTERER',
  amount: '40.00',
  status: 'VERIFIED',
  version: 2,
});
const owner = line({ id: 12, parentId: 10, splitType: 'OWNER', amount: '60.00' });
const split = line({ id: 10, name: 'Agency fee', status: 'VERIFIED', splitExpenses: [charterer, owner] });

describe('what a line may offer', () => {
  it('edits whole lines that are still changeable, never a split parent or an approved line', () => {
    expect(canEdit(line({ status: 'BACK_FOR_REVIEW' }))).toBe(true);
    expect(canEdit(line({ status: 'APPROVED' }))).toBe(false);
    expect(canEdit(split)).toBe(false);
    expect(canEdit(owner)).toBe(true);
  });

  it('reallocates to a changeable sibling and deletes a part only while no sibling is approved', () => {
    const e = evaluation([split]);
    expect(canReallocate(e, owner)).toBe(true);
    const approved = line({ ...split, splitExpenses: [{ ...charterer, status: 'APPROVED' }, owner] });
    const e2 = evaluation([approved]);
    expect(canReallocate(e2, owner)).toBe(false);
    expect(canDeleteChild(e2, owner)).toBe(false);
    expect(canDeleteChild(e, owner)).toBe(true);
    expect(canDeleteChild(e, split)).toBe(false);
  });

  it('bulk split takes unsplit pending/verified lines; pending split parts are the verified children', () => {
    const e = evaluation([split, line({ id: 2 }), line({ id: 3, status: 'APPROVED' })]);
    expect(splittableLines(e).map((l) => l.id)).toEqual([2]);
    expect(pendingSplitItems(e)).toEqual([{ id: 11, version: 2 }]);
    expect(pendingSplitItems(evaluation([{ ...split, status: 'DELETED' }]))).toEqual([]);
    expect(hasApprovedLines(e)).toBe(true);
    expect(hasApprovedLines(evaluation([split]))).toBe(false);
  });

  it('names split parts after their expense', () => {
    expect(lineNames(evaluation([split])).get(11)).toBe('Agency fee (Charterer)');
  });
});

describe('amounts typed in the dialogs', () => {
  it('computes units x price half-up to the cent, as the server does', () => {
    expect(amountFromUnits('3', '33.335')).toBe('100.01');
    expect(amountFromUnits('1,000', '0.10')).toBe('100.00');
    expect(amountFromUnits('', '1')).toBeNull();
    expect(toWireAmount('1,234.5')).toBe('1234.50');
    expect(toWireAmount('abc')).toBeNull();
  });

  it('never rounds a money amount: finer than the currency or too large is not sent at all', () => {
    expect(toWireAmount('1500.555')).toBeNull();
    expect(toWireAmount('1500.555', { code: 'KWD', minorUnits: 3 })).toBe('1500.555');
    expect(toWireAmount('12', { code: 'JPY', minorUnits: 0 })).toBe('12');
    expect(toWireAmount('99999999999999')).toBeNull();
    expect(toWireAmount('-5')).toBeNull();
  });

  it('previews a discount from the amount before the current one, never below zero', () => {
    const discounted = line({ verifiedAmount: '90.00' });
    const gross = grossBeforeDiscount(discounted, details({ environmentalDiscountAmount: '10.0000' }));
    expect(gross.toFixed(2)).toBe('100.00');
    expect(netAfterDiscount(gross, '25.55')?.toFixed(2)).toBe('74.45');
    expect(netAfterDiscount(gross, '100.01')).toBeNull();
    expect(netAfterDiscount(gross, '0')?.toFixed(2)).toBe('100.00');
  });

  it('describes what was edited on a line', () => {
    expect(
      describeDetails(
        details({ unit: '3', pricePerUnit: '33.3350', environmentalDiscountAmount: '5', remarks: 'Night' }),
      ),
    ).toEqual(['3.00 × 33.34', 'Environmental discount 5.00', 'Night']);
    expect(describeDetails(undefined)).toEqual([]);
  });
});

describe('failure text', () => {
  it('adds the field message a validation failure carries', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Form submission error',
      fields: { amount: 'The amount cannot be negative' },
    });
    expect(failureText(error)).toBe('Form submission error The amount cannot be negative');
    const same = new ApiError({ status: 400, code: 'X', message: 'Too large', fields: { amount: 'Too large' } });
    expect(failureText(same)).toBe('Too large');
  });
});

describe('edit history', () => {
  it('says who changed the amount from what to what, newest first as the server lists them', () => {
    const entry = {
      id: 1,
      evaluatedAmount: '900.3000',
      previousAmount: '1000.5000',
      unit: '3.0000',
      previousUnit: null,
      pricePerUnit: '300.1000',
      previousPricePerUnit: null,
      discrepancyTypeId: 1,
      discrepancyReasonId: null,
      discrepancyAmount: '-100.2000',
      remarks: 'Three tugs',
      editedBy: { id: 7, fullName: 'Ingrid Halvorsen' },
      editedAt: '2026-11-22T09:20:00.000Z',
    };
    const [text] = describeEdits([entry]);
    expect(text).toContain('Ingrid Halvorsen: 1,000.50 → 900.30 (3.00 × 300.10): Three tugs');
    // The edit's time says its zone, whatever the browser's.
    expect(text?.startsWith('22/11/2026 09:20:00 (UTC) ')).toBe(true);
    expect(describeEdits([])).toEqual([]);
  });
});
