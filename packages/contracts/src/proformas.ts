import { z } from 'zod';
import { ZCurrencyCode } from './bank-accounts';
import { ZId, ZInt4, ZIsoDay, ZOptionalText, ZVersion } from './fields';
import { ZNonNegativeAmount, ZRate } from './money';

/** Proformas (DAs) of agents and vendors (DESIGN §6, platform-core §4, §5 "Proforma"). */
export const proformaTypes = ['PDA', 'FDA', 'INVOICE'] as const;
export const ZProformaType = z.enum(proformaTypes);
export type TProformaType = z.infer<typeof ZProformaType>;

export const proformaStatuses = ['DRAFT', 'SUBMITTED', 'WITHDRAWN', 'DELETED'] as const;
export const ZProformaStatus = z.enum(proformaStatuses);
export type TProformaStatus = z.infer<typeof ZProformaStatus>;

export const expenseSections = ['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES'] as const;
export const ZExpenseSection = z.enum(expenseSections);
export type TExpenseSection = z.infer<typeof ZExpenseSection>;

/** An expense's documents: supporting invoices, and the bank payment documents of bank charges. */
export const ZExpenseAttachmentKind = z.enum(['SUPPORTING', 'BANK_PAYMENT']);
/** The DA's own documents: the statement of facts (FDA) and the invoice (INVOICE). */
export const ZProformaDocumentKind = z.enum(['STATEMENT_OF_FACTS', 'INVOICE', 'OTHER']);

/** A file of the request: `part` is the index among the request's `attachments` parts. */
const ZNewFile = <K extends z.ZodType>(kind: K) => z.strictObject({ part: ZInt4(0, 49), kind });

export const ZProformaExpenseForm = z.strictObject({
  /** An expense of this draft (kept and updated); absent for a new line. */
  id: ZId.optional(),
  section: ZExpenseSection,
  /** A catalogue item; absent for an additional item, which needs a name. */
  catalogueItemId: ZId.optional(),
  name: ZOptionalText(200),
  /** Null or absent: not quoted. */
  amount: ZNonNegativeAmount.nullable().optional(),
  unit: ZNonNegativeAmount.optional(),
  currency: ZCurrencyCode.optional(),
  parameters: z
    .array(z.strictObject({ parameterId: ZId, optionId: ZId }))
    .max(20)
    .default([]),
  keepAttachmentIds: z.array(ZId).max(50).default([]),
  files: z.array(ZNewFile(ZExpenseAttachmentKind)).max(50).default([]),
  /**
   * The DA helper run (history record) this line was read from: its document is attached to the
   * line as a supporting file, the one stored file shared by every line read from it.
   */
  helperRecordId: ZId.optional(),
});

/** The `form` part of the agent's proforma save (multipart; a JSON body works without files). */
export const ZProformaForm = z.strictObject({
  id: ZId.optional(),
  version: ZVersion.optional(),
  type: ZProformaType,
  currency: ZCurrencyCode.optional(),
  rate: ZRate.optional(),
  terminalId: ZId.optional(),
  /** A terminal the port does not list yet, by name (used when terminalId is absent; kept for the port). */
  terminalName: ZOptionalText(100),
  berth: ZOptionalText(100),
  bankAccountId: ZId.optional(),
  sailingDate: ZIsoDay.optional(),
  invoiceNumber: ZOptionalText(100),
  invoiceDate: ZIsoDay.optional(),
  remarks: ZOptionalText(2000),
  expenses: z.array(ZProformaExpenseForm).max(500).default([]),
  keepDocumentIds: z.array(ZId).max(50).default([]),
  documents: z.array(ZNewFile(ZProformaDocumentKind)).max(50).default([]),
});
export type TProformaForm = z.infer<typeof ZProformaForm>;

export const ZProformaAction = z.strictObject({ id: ZId, version: ZVersion });
export const ZAppointmentProformaParams = z.strictObject({ id: ZId, proformaId: ZId });

export const ZAttachmentRef = z.object({ id: z.number(), filename: z.string(), size: z.number(), kind: z.string() });

export const ZProformaExpense = z.object({
  id: z.number(),
  section: ZExpenseSection,
  catalogueItemId: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  expenseGroupName: z.string().nullable(),
  expenseGroupOrder: z.number(),
  expenseOrder: z.number(),
  isAdditional: z.boolean(),
  parameters: z.array(z.object({ parameterId: z.number(), optionId: z.number() })),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  unit: z.string(),
  /** amount / unit, to the amount's 4 decimals. */
  pricePerUnit: z.string().nullable(),
  attachments: z.array(ZAttachmentRef),
});
export type TProformaExpense = z.infer<typeof ZProformaExpense>;

export const ZProforma = z.object({
  id: z.number(),
  appointmentId: z.number(),
  buyerId: z.number(),
  supplierId: z.number(),
  type: ZProformaType,
  status: ZProformaStatus,
  currency: z.string().nullable(),
  rate: z.string().nullable(),
  terminalId: z.number().nullable(),
  berth: z.string().nullable(),
  bankAccountId: z.number().nullable(),
  sailingDate: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  remarks: z.string().nullable(),
  submittedAt: z.string().nullable(),
  total: z.string(),
  sections: z.object({
    PORT_EXPENSES: z.array(ZProformaExpense),
    AGENCY_EXPENSES: z.array(ZProformaExpense),
    HUSBANDRY_EXPENSES: z.array(ZProformaExpense),
  }),
  documents: z.array(ZAttachmentRef),
  evaluationId: z.number().nullable(),
  /** 1 for a DA as first drafted; a revision (revisionOf: the DA it revises) counts on. */
  revision: z.number(),
  revisionOf: z.number().nullable(),
  version: z.number(),
});
export type TProforma = z.infer<typeof ZProforma>;
