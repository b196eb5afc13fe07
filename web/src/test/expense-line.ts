import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';

/** An evaluation's expense line as the load answers it: a pending, unverified port expense. */
export const expenseLine = (over: Partial<TExpenseEvaluation> = {}): TExpenseEvaluation => ({
  id: 1,
  parentId: null,
  section: 'PORT_EXPENSES',
  name: 'Pilotage',
  code: null,
  status: 'PENDING',
  splitType: null,
  amount: '100.00',
  verifiedAmount: null,
  chartererAmount: null,
  discrepancyTypeId: null,
  discrepancyReasonId: null,
  discrepancyAmount: null,
  accountingCodeId: null,
  comments: null,
  version: 0,
  editExpenses: [],
  splitExpenses: [],
  ...over,
});
