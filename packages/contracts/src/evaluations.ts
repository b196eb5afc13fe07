import { z } from 'zod';
import { ZCurrencyCode } from './bank-accounts';
import { ZId, ZIsoDay, ZOptionalText, ZRequiredText, ZVersion } from './fields';
import { messages } from './messages';
import { ZAmount, ZNonNegativeAmount, ZRate } from './money';
import { ZExpenseSection } from './proformas';

/** Evaluations of submitted DAs on the buyer's side (DESIGN §6, operations §7 "Evaluations"). */
export const expenseEvaluationStatuses = [
  'PENDING',
  'VERIFIED',
  'APPROVED',
  'REJECTED',
  'BACK_FOR_REVIEW',
  'DELETED',
] as const;
export const ZExpenseEvaluationStatus = z.enum(expenseEvaluationStatuses);
export type TExpenseEvaluationStatus = z.infer<typeof ZExpenseEvaluationStatus>;

export const evaluationStatuses = ['OPEN', 'WITHDRAWN', 'DELETED'] as const;
export const splitTypes = ['OWNER', 'CHARTERER'] as const;
export const ZSplitType = z.enum(splitTypes);

export const accountingCodeGroups = ['PRINCIPAL_AMOUNT', 'CHARTERER_AMOUNT', 'OWNER_AMOUNT'] as const;
export const ZAccountingCodeGroup = z.enum(accountingCodeGroups);
export type TAccountingCodeGroup = z.infer<typeof ZAccountingCodeGroup>;

const version = ZVersion;
export const ZVersioned = z.strictObject({ version });
export const ZEvaluationRef = z.strictObject({ id: ZId });

export const ZSaveEvaluationValues = z.strictObject({
  id: ZId,
  version,
  currency: ZCurrencyCode.optional(),
  rate: ZRate.optional(),
  rateEur: ZRate.optional(),
  terminalId: ZId.nullable().optional(),
  /** A reference berth of the DA's port (operations §3); its terminal becomes the evaluation's. */
  berthId: ZId.nullable().optional(),
  /** Free text, only where the port lists no berths (docs/decisions.md). */
  berth: ZOptionalText(100),
  invoiceNumber: ZOptionalText(100),
  invoiceDate: ZIsoDay.nullable().optional(),
  relationIds: z.array(ZId).max(50).optional(),
});

/** GET evaluation/{id}/berths: the reference berths of the DA's port, labelled with their terminal. */
export const ZEvaluationBerth = z.object({ label: z.string(), value: z.string(), terminalId: z.number() });
export type TEvaluationBerth = z.infer<typeof ZEvaluationBerth>;

/** The form of verify-expense-evaluation (multipart with account attachments, or JSON). */
export const ZVerifyExpense = z.strictObject({
  version,
  verifiedAmount: ZNonNegativeAmount,
  /** The charterers' share of the verified amount (platform-core §5: not above the amount). */
  chartererAmount: ZNonNegativeAmount.optional(),
  discrepancyTypeId: ZId.optional(),
  discrepancyReasonId: ZId.optional(),
  discrepancyAmount: ZAmount.optional(),
  comments: ZOptionalText(2000),
});
export type TVerifyExpense = z.infer<typeof ZVerifyExpense>;

export const ZSplitExpense = z.strictObject({ version, chartererAmount: ZNonNegativeAmount });
export const ZDivideSplit = z.strictObject({ version, amount: ZNonNegativeAmount });
export const ZReallocateSplit = z.strictObject({ version, amount: ZNonNegativeAmount, toId: ZId });
export const ZBackForReview = z.strictObject({ version, comments: ZRequiredText(2000) });
export const ZVersionedItems = z
  .array(z.strictObject({ id: ZId, version }))
  .min(1)
  .max(500);
export const ZBulkApprove = z.strictObject({ evaluationId: ZId, items: ZVersionedItems });
export const ZMarkAsDeleted = z.strictObject({ id: ZId, items: ZVersionedItems.optional() });
export const ZAmendInvoiceNumber = z.strictObject({ invoiceNumber: ZRequiredText(100) });
export const ZFormParams = z.strictObject({ formId: ZId });
export const ZAssignAccountingCodeQuery = z.strictObject({
  accountingCodeId: ZId,
  version: z.coerce.number().pipe(ZVersion).optional(),
});
/** One code on several lines of an evaluation (each line's version checked), all or nothing. */
export const ZBulkAssignAccountingCode = z.strictObject({
  evaluationId: ZId,
  accountingCodeId: ZId,
  items: ZVersionedItems,
});

/**
 * One successful edit of a line (edit-expense-evaluation and its husbandry variant): the line's
 * evaluated amount, units and price per unit before and after, the discrepancy it set, the editor's
 * remarks, who and when. The load answer lists them newest first under the line (operations §3
 * editExpenses).
 */
export const ZEditExpenseEntry = z.object({
  id: z.number(),
  evaluatedAmount: z.string(),
  previousAmount: z.string(),
  unit: z.string().nullable(),
  previousUnit: z.string().nullable(),
  pricePerUnit: z.string().nullable(),
  previousPricePerUnit: z.string().nullable(),
  discrepancyTypeId: z.number().nullable(),
  discrepancyReasonId: z.number().nullable(),
  discrepancyAmount: z.string().nullable(),
  remarks: z.string().nullable(),
  editedBy: z.object({ id: z.number(), fullName: z.string() }),
  editedAt: z.string(),
});
export type TEditExpenseEntry = z.infer<typeof ZEditExpenseEntry>;

export const ZExpenseEvaluation = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  section: ZExpenseSection,
  name: z.string(),
  code: z.string().nullable(),
  status: ZExpenseEvaluationStatus,
  splitType: ZSplitType.nullable(),
  amount: z.string(),
  verifiedAmount: z.string().nullable(),
  chartererAmount: z.string().nullable(),
  discrepancyTypeId: z.number().nullable(),
  discrepancyReasonId: z.number().nullable(),
  discrepancyAmount: z.string().nullable(),
  accountingCodeId: z.number().nullable(),
  comments: z.string().nullable(),
  version: z.number(),
  editExpenses: z.array(ZEditExpenseEntry),
  get splitExpenses() {
    return z.array(ZExpenseEvaluation);
  },
});
export type TExpenseEvaluation = z.infer<typeof ZExpenseEvaluation>;

const ZSection = z.object({ total: z.string(), expenseEvaluations: z.array(ZExpenseEvaluation) });
export const ZEvaluation = z.object({
  id: z.number(),
  proformaId: z.number(),
  appointmentId: z.number(),
  type: z.string(),
  status: z.enum(evaluationStatuses),
  assigneeId: z.number().nullable(),
  currency: z.string().nullable(),
  rate: z.string().nullable(),
  rateEur: z.string().nullable(),
  terminalId: z.number().nullable(),
  berthId: z.number().nullable(),
  berth: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  relationIds: z.array(z.number()),
  /** Saved by save-payment-instructions / save-payment-due-date (the buyer's payment details). */
  paymentInstructionId: z.number().nullable(),
  paymentDueDate: z.string().nullable(),
  port: ZSection,
  agency: ZSection,
  husbandry: ZSection,
  version: z.number(),
});
export type TEvaluation = z.infer<typeof ZEvaluation>;

export const ZBudgetCheck = z.object({
  items: z.array(z.object({ section: ZExpenseSection, amount: z.string() })),
  isOutOfBudget: z.boolean(),
  checkedAt: z.string().nullable(),
});
export const ZRelatableProforma = z.object({
  id: z.number(),
  type: z.string(),
  total: z.string(),
  submittedAt: z.string().nullable(),
  selected: z.boolean(),
});
export const ZDiscrepancies = z.object({
  relationIds: z.array(z.number()),
  lines: z.array(
    z.object({
      section: ZExpenseSection,
      name: z.string(),
      code: z.string().nullable(),
      finalAmount: z.string(),
      proformaAmount: z.string(),
      difference: z.string(),
    }),
  ),
});

export const ZAccountingCodeSave = z.strictObject({
  id: ZId.optional(),
  version: version.optional(),
  buyerId: ZId.optional(),
  code: ZRequiredText(50),
  subAccount: ZOptionalText(50),
  description: ZRequiredText(200),
  group: ZAccountingCodeGroup,
  isActive: z.boolean().default(true),
});
export const ZAccountingCode = z.object({
  id: z.number(),
  buyerId: z.number(),
  code: z.string(),
  subAccount: z.string().nullable(),
  description: z.string(),
  group: ZAccountingCodeGroup,
  isActive: z.boolean(),
  version: z.number(),
});
/** GET ref/buyer/{buyerId}/department/{departmentId}/accounting-codes: params and the option answered. */
export const ZDepartmentAccountingCodesParams = z.strictObject({ buyerId: ZId, departmentId: ZId });
/** A reference option (operations §3: label, value as text) with the group the code may be given to. */
export const ZAccountingCodeOption = z.object({ label: z.string(), value: z.string(), group: ZAccountingCodeGroup });
export type TAccountingCodeOption = z.infer<typeof ZAccountingCodeOption>;
export const ZAccountingCodes = z.object({
  PRINCIPAL_AMOUNT: z.array(ZAccountingCode),
  CHARTERER_AMOUNT: z.array(ZAccountingCode),
  OWNER_AMOUNT: z.array(ZAccountingCode),
});

/** Evaluation assignment (platform-core §4): assign or unassign (assigneeId null). */
export const ZAssignEvaluation = z.strictObject({ evaluationId: ZId, assigneeId: ZId.nullable() });
export const ZActiveFlowStepQuery = z.strictObject({
  evaluationIds: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/, 'Please give evaluation ids separated by commas')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id > 0 && Number.isSafeInteger(id)), messages.INVALID_ID),
});
/**
 * Where an evaluation stands in its approval flow: VERIFICATION (lines pending), APPROVAL (all
 * verified, some not approved), PAYMENT (every live line approved), BACK_FOR_REVIEW (a line went back
 * to the agent), or CLOSED once the evaluation is no longer open.
 */
export const activeFlowSteps = ['VERIFICATION', 'APPROVAL', 'PAYMENT', 'BACK_FOR_REVIEW', 'CLOSED'] as const;
export const ZActiveFlowStep = z.object({ evaluationId: z.number(), activeFlowStep: z.enum(activeFlowSteps) });
export type TActiveFlowStep = (typeof activeFlowSteps)[number];
