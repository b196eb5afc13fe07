import { z } from 'zod';
import { ZEvaluation, ZExpenseEvaluation, ZVersionedItems } from './evaluations';
import { ZId, ZInt4, ZOptionalText, ZRequiredText, ZVersion } from './fields';
import { ZNonNegativeAmount, ZRate } from './money';
import { ZEstimatedExpense } from './port-estimator';

/**
 * Line actions of an evaluation (operations §7 "Evaluations (base evaluation)"): bulk split,
 * bulk approval of split children, parameters, edits, environmental discount, expense inspection,
 * expense analysis with feedback, clarification requests and the lines of a DA by expense name.
 */
const version = ZVersion;

export const ZBulkSplit = z.strictObject({
  evaluationId: ZId,
  items: z
    .array(z.strictObject({ id: ZId, version, chartererAmount: ZNonNegativeAmount }))
    .min(1)
    .max(500),
});

/** Without items: every VERIFIED split child of the evaluation; with items: exactly those (versions checked). */
export const ZBulkApprovePendingSplit = z.strictObject({ items: ZVersionedItems.optional() });

/** A catalogue parameter choice of an expense (operations §3 Expense: parameterId, optionId). */
export const ZExpenseParameter = z.strictObject({ parameterId: ZId, optionId: ZId });

/** save-expense-evaluation-parameters: what the buyer evaluated the line's quantity on. */
export const ZExpenseParameters = z.strictObject({
  version,
  parameters: z.array(ZExpenseParameter).max(50).default([]),
  unit: ZNonNegativeAmount.optional(),
  remarks: ZOptionalText(2000),
});

/** The husbandry variant: the same plus the husbandry flags ('ctm amount' lines are cash to master). */
export const ZHusbandryParameters = ZExpenseParameters.extend({
  isCashToMaster: z.boolean().default(false),
  isRechargeable: z.boolean().default(false),
  persons: ZInt4(0, 100_000).nullable().optional(),
});

/**
 * edit-expense-evaluation: the evaluated amount, given directly or as unit x price per unit
 * (rounded half-up to the currency's minor units). A changed amount needs a discrepancy type.
 */
const editBase = z.strictObject({
  version,
  evaluatedAmount: ZNonNegativeAmount.optional(),
  unit: ZNonNegativeAmount.optional(),
  pricePerUnit: ZNonNegativeAmount.optional(),
  chartererAmount: ZNonNegativeAmount.nullable().optional(),
  discrepancyTypeId: ZId.nullable().optional(),
  discrepancyReasonId: ZId.nullable().optional(),
  comments: ZOptionalText(2000),
});
const amountGiven = {
  check: (v: { evaluatedAmount?: string; unit?: string; pricePerUnit?: string }) =>
    v.evaluatedAmount !== undefined || (v.unit !== undefined && v.pricePerUnit !== undefined),
  options: {
    message: 'Please give the evaluated amount, or the units and the price per unit',
    path: ['evaluatedAmount'],
  },
};
export const ZEditExpense = editBase.refine(amountGiven.check, amountGiven.options);
export type TEditExpense = z.infer<typeof editBase> & {
  isCashToMaster?: boolean;
  isRechargeable?: boolean;
  persons?: number | null;
};
export const ZEditHusbandryExpense = editBase
  .extend({
    isCashToMaster: z.boolean().optional(),
    isRechargeable: z.boolean().optional(),
    persons: ZInt4(0, 100_000).nullable().optional(),
  })
  .refine(amountGiven.check, amountGiven.options);

/** environmental-discount-amount/save: taken off the line's evaluated amount (0 removes it). */
export const ZEnvironmentalDiscount = z.strictObject({ version, amount: ZNonNegativeAmount });

export const ZLineDetails = z.object({
  expenseEvaluationId: z.number(),
  parameters: z.array(z.object({ parameterId: z.number(), optionId: z.number() })),
  unit: z.string().nullable(),
  pricePerUnit: z.string().nullable(),
  remarks: z.string().nullable(),
  husbandry: z
    .object({ isCashToMaster: z.boolean(), isRechargeable: z.boolean(), persons: z.number().nullable() })
    .nullable(),
  environmentalDiscountAmount: z.string().nullable(),
  clarificationRequestedAt: z.string().nullable(),
});
export type TLineDetails = z.infer<typeof ZLineDetails>;

export const inspectionStatuses = ['OPEN', 'RESOLVED'] as const;
export const ZExpenseInspection = z.object({
  id: z.number(),
  evaluationId: z.number(),
  expenseEvaluationId: z.number(),
  source: z.string(),
  status: z.enum(inspectionStatuses),
  amount: z.string().nullable(),
  raisedById: z.number().nullable(),
  raisedAt: z.string(),
  resolvedById: z.number().nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  version: z.number(),
});
export type TExpenseInspection = z.infer<typeof ZExpenseInspection>;
export const ZExpenseInspections = z.array(ZExpenseInspection);
export const ZResolveInspection = z.strictObject({ id: ZId, version, comment: ZRequiredText(2000) });
export const ZBulkResolveInspections = z.strictObject({
  evaluationId: ZId,
  items: ZVersionedItems,
  comment: ZRequiredText(2000),
});

export const ZAnalyzeParams = z.strictObject({ id: ZId, expenseId: ZId });
export const ZAnalyzeQuery = z.strictObject({
  exchangeRate: ZRate.optional(),
  forceClearCache: z.enum(['true', 'false']).optional(),
});
const ZStats = z.object({
  mean: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
});
/** A line against the same catalogue expense at the same port in the buyer's earlier DAs. */
export const ZExpenseAnalysis = z.object({
  expenseEvaluationId: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  portId: z.number(),
  currency: z.string().nullable(),
  exchangeRate: z.string(),
  amount: z.string(),
  convertedAmount: z.string(),
  count: z.number(),
  /** In the DA currency (earlier DAs in the same currency only). */
  stats: ZStats,
  /** The same, multiplied by the exchange rate, 2 decimals half-up. */
  converted: ZStats,
  /**
   * The port's published formula for this expense run for the port call (its vessel, days from ETA
   * to ETS), with its working; `difference` is the line's amount minus the estimate when both are in
   * the DA's currency. Null when the port has no published formula for the expense.
   */
  formula: ZEstimatedExpense.pick({
    estimationId: true,
    currency: true,
    amount: true,
    formula: true,
    inputsUsed: true,
    trace: true,
    problem: true,
  })
    .extend({ difference: z.string().nullable() })
    .nullable(),
});
export type TExpenseAnalysis = z.infer<typeof ZExpenseAnalysis>;
export const ZAnalyzerFeedback = z.strictObject({
  expenseEvaluationId: ZId,
  isUseful: z.boolean(),
  comment: ZOptionalText(2000),
});
export const ZAnalyzerFeedbackAnswer = z.object({ id: z.number(), createdAt: z.string() });

export const ZClarificationRequest = z.strictObject({
  message: ZRequiredText(4000),
  expenseEvaluationIds: z.array(ZId).min(1).max(500),
});
export const ZClarificationAnswer = z.object({
  id: z.number(),
  evaluationId: z.number(),
  agentCompanyId: z.number(),
  message: z.string(),
  expenseEvaluationIds: z.array(z.number()),
  sentById: z.number().nullable(),
  sentAt: z.string(),
});

export const ZExpenseNameQuery = z.strictObject({ expenseName: z.string().trim().max(200).optional() });

/** What the line edits answer: the whole evaluation and the line's details. */
export const ZLineAnswer = z.object({ evaluation: ZEvaluation, details: ZLineDetails });

/** A line as form/{formId}/expense-evaluation/load answers it: with its details (children in splitExpenses). */
export const ZExpenseEvaluationWithDetails = ZExpenseEvaluation.extend({ details: ZLineDetails });
export const ZExpenseEvaluationList = z.array(ZExpenseEvaluationWithDetails);
