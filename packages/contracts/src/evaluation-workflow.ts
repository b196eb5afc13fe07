import { z } from 'zod';
import { daQueueStages } from './da-queue';
import { ZAccountingCodeGroup } from './evaluations';
import { ZId, ZIsoDay, ZRequiredText, ZVersion } from './fields';
import { ZPaged, ZPageQuery } from './paging';
import { ZExpenseSection } from './proformas';

/**
 * Evaluation workflow calls (operations §7 "Evaluations", "Accounting codes"): budget
 * commit and department reminders, the integration task, payment instructions / due date / APR,
 * the charterer account report, accounting-code CSV and bulk state, and the admin's reopen DA.
 */
const version = ZVersion;

const ZSectionAmount = z.object({ section: ZExpenseSection, amount: z.string() });

export const ZBudgetCommitForm = z.strictObject({
  /** The eligible department committing; defaults to the caller's own department. */
  departmentName: z.string().trim().min(1).max(200).optional(),
});
export const ZBudgetCommit = z.object({
  evaluationId: z.number(),
  checkedAt: z.string().nullable(),
  /** Every eligible department of the buyer, committed or not. */
  departments: z.array(
    z.object({
      departmentId: z.number(),
      name: z.string(),
      committed: z.boolean(),
      committedById: z.number().nullable(),
      committedAt: z.string().nullable(),
      items: z.array(ZSectionAmount),
      remindersToday: z.number(),
    }),
  ),
  isFullyCommitted: z.boolean(),
});
export type TBudgetCommit = z.infer<typeof ZBudgetCommit>;
export const ZDepartmentReminderParams = z.strictObject({ id: ZId, departmentName: z.string().min(1).max(200) });
export const ZBudgetReminder = z.object({
  evaluationId: z.number(),
  departmentName: z.string(),
  recipientIds: z.array(z.number()),
  sentById: z.number(),
  sentAt: z.string(),
  remindersToday: z.number(),
  /** Whether a live notification went out; false: stored for the notifications list only. */
  delivered: z.boolean(),
});

export const taskStatuses = ['PENDING', 'FAILED', 'DONE'] as const;
export const ZEvaluationTask = z.object({
  id: z.number(),
  evaluationId: z.number(),
  kind: z.string(),
  status: z.enum(taskStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEvaluationTask = z.infer<typeof ZEvaluationTask>;

export const ZSavePaymentInstructions = z.strictObject({ id: ZId, version, paymentInstructionId: ZId });
export const ZSavePaymentDueDate = z.strictObject({ id: ZId, version, paymentDueDate: ZIsoDay });
export const ZAprSubmit = z.strictObject({ id: ZId, version });
export const ZEvaluationPaymentDetails = z.object({
  evaluationId: z.number(),
  paymentInstructionId: z.number().nullable(),
  paymentDueDate: z.string().nullable(),
  version: z.number(),
});

export const ZChartererAccountLine = z.object({
  expenseEvaluationId: z.number(),
  parentId: z.number().nullable(),
  section: ZExpenseSection,
  name: z.string(),
  code: z.string().nullable(),
  amount: z.string(),
  currency: z.string().nullable(),
});
export const ZCurrencyTotal = z.object({ currency: z.string().nullable(), total: z.string() });
export const ZChartererAccountExpenses = z.object({
  lines: z.array(ZChartererAccountLine),
  totals: z.array(ZCurrencyTotal),
});
export const ZChartererAccountReport = ZChartererAccountExpenses.extend({
  id: z.number(),
  evaluationId: z.number(),
  reportedById: z.number(),
  reportedAt: z.string(),
});

export const accountingCodeCsvColumns = ['code', 'subAccount', 'description', 'group', 'isActive'] as const;
export const ZAccountingCodeUploadAnswer = z.object({ created: z.number(), updated: z.number() });
export const ZAccountingCodeStateUpdate = z.strictObject({
  ids: z.array(ZId).min(1).max(1000),
  isActive: z.boolean(),
});
export { ZAccountingCodeGroup };

export const ZReopenDaParams = z.strictObject({ proformaId: ZId });
export const ZReopenDa = z.strictObject({ reason: ZRequiredText(1000) });
/** The admin console's search of DAs to reopen: vessel, port, agent or buyer name, or the DA number. */
export const ZReopenDaSearch = ZPageQuery.extend({ text: z.string().trim().max(100).optional() });
export type TReopenDaSearch = z.infer<typeof ZReopenDaSearch>;
export const ZReopenDaCandidate = z.object({
  proformaId: z.number(),
  evaluationId: z.number(),
  type: z.string(),
  vessel: z.string(),
  port: z.string(),
  agent: z.string(),
  buyer: z.string(),
  stage: z.enum(daQueueStages),
  /** Whether the reopen rules let it reopen now (approved or closed, and its payment not locked). */
  isReopenable: z.boolean(),
  submittedAt: z.string().nullable(),
});
export type TReopenDaCandidate = z.infer<typeof ZReopenDaCandidate>;
export const ZReopenDaPage = ZPaged(ZReopenDaCandidate);
export const ZReopenDaAnswer = z.object({
  proformaId: z.number(),
  evaluationId: z.number(),
  proformaStatus: z.string(),
  evaluationStatus: z.string(),
});
