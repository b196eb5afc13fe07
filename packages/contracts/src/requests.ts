import { z } from 'zod';
import { ZAgentFigures } from './agent-directory';
import { ZCurrencyCode } from './bank-accounts';
import { ZEmail, ZId, ZIsoDay, ZOptionalText, ZRequiredText, ZVersion } from './fields';
import { messages } from './messages';
import { ZNonNegativeAmount, ZRate } from './money';
import { ZInstant } from './port-calls';
import { EXPENSE_SECTIONS, ZExpenseSectionCode } from './refdata';

/**
 * Requests for quotation (operations §2, §3, §4, §7; platform-core §4, §5). A buyer's request case
 * goes DRAFT -> SENT -> CLOSED (an agent appointed) or CANCELLED; each invited agent gets one
 * request for quotation: SENT -> SEEN -> QUOTED / DECLINED, QUOTED -> RENEGOTIATE -> QUOTED, and
 * CANCELLED by the buyer (revertible, like DECLINED).
 */
export const REQUEST_CASE_STATUSES = ['DRAFT', 'SENT', 'CLOSED', 'CANCELLED'] as const;
export const ZRequestCaseStatus = z.enum(REQUEST_CASE_STATUSES);
export type TRequestCaseStatus = z.infer<typeof ZRequestCaseStatus>;

export const REQUEST_STATUSES = ['SENT', 'SEEN', 'QUOTED', 'DECLINED', 'RENEGOTIATE', 'CANCELLED'] as const;
export const ZRequestStatus = z.enum(REQUEST_STATUSES);
export type TRequestStatus = z.infer<typeof ZRequestStatus>;

/** How many reminders a buyer may send an agent about one request (as for appointments). */
export const REQUEST_REMINDER_LIMIT = 3;
/** The wizard's steps (operations §2): vessel and port, expenses, agents, submit. */
export const REQUEST_WIZARD_STEPS = 4;

export { EXPENSE_SECTIONS };
export type TExpenseSection = (typeof EXPENSE_SECTIONS)[number];

// ---------- wizard ----------

/** A section's selection in the wizard (operations §3): every catalogue item of it, or the listed ones. */
export const ZSectionSelection = z.strictObject({
  isAll: z.boolean().default(false),
  ids: z.array(ZId).max(500).default([]),
});
export type TSectionSelection = z.infer<typeof ZSectionSelection>;
export const ZSelections = z.strictObject({
  PORT_EXPENSES: ZSectionSelection.default({ isAll: false, ids: [] }),
  AGENCY_EXPENSES: ZSectionSelection.default({ isAll: false, ids: [] }),
  HUSBANDRY_EXPENSES: ZSectionSelection.default({ isAll: false, ids: [] }),
});
export type TSelections = z.infer<typeof ZSelections>;
/** The selections as answered (response schemas carry no input coercion). */
const ZSectionSelectionOut = z.object({ isAll: z.boolean(), ids: z.array(z.number()) });
export const ZSelectionsOut = z.object({
  PORT_EXPENSES: ZSectionSelectionOut,
  AGENCY_EXPENSES: ZSectionSelectionOut,
  HUSBANDRY_EXPENSES: ZSectionSelectionOut,
});

/** What one unit of `currency` is worth in the request's currency: the rate conversions use. */
export const ZExchangeRate = z.strictObject({ currency: ZCurrencyCode, rate: ZRate });
export type TExchangeRate = z.infer<typeof ZExchangeRate>;

export const ZRequestActivity = z.strictObject({ activityTypeId: ZId, cargo: ZOptionalText(255) });

/**
 * What the agents quote for: one of the buyer's port calls, or a vessel and a port alone (with an
 * expected arrival if known), the port call then made by the award.
 */
const vesselPortFields = {
  portCallId: ZId.optional(),
  vesselId: ZId.optional(),
  portId: ZId.optional(),
  eta: ZInstant.optional(),
};
const requireVesselPort = (v: { portCallId?: number; vesselId?: number; portId?: number }, ctx: z.RefinementCtx) => {
  if (v.portCallId !== undefined) return;
  if (v.vesselId === undefined) ctx.addIssue({ code: 'custom', path: ['vesselId'], message: messages.REQUIRED_FIELD });
  if (v.portId === undefined) ctx.addIssue({ code: 'custom', path: ['portId'], message: messages.REQUIRED_FIELD });
};
export const ZSaveVesselPort = z
  .strictObject({ id: ZId.optional(), ...vesselPortFields, currency: ZCurrencyCode })
  .superRefine(requireVesselPort);
export const ZSaveExpensesStep = z.strictObject({
  id: ZId,
  selections: ZSelections,
  exchangeRates: z.array(ZExchangeRate).max(50).default([]),
});
export const ZSaveAgentsStep = z.strictObject({
  id: ZId,
  agentIds: z.array(ZId).max(50),
  emails: z.array(ZEmail).max(20).default([]),
  dueDate: ZIsoDay.optional(),
  comment: ZOptionalText(4000),
});
export const ZSaveAgents = z.strictObject({ id: ZId, agentIds: z.array(ZId).max(50) });
export const ZSaveActivitiesExpenses = z.strictObject({
  id: ZId,
  activities: z.array(ZRequestActivity).max(20),
  selections: ZSelections,
});
/** The `form` part of submit-step-4 (multipart: attachments go to every agent). */
export const ZSubmitStep = z.strictObject({ id: ZId, comment: ZOptionalText(4000) });
/** The `form` part of submit-wizard: the whole wizard in one call. */
export const ZSubmitWizard = z
  .strictObject({
    ...vesselPortFields,
    currency: ZCurrencyCode,
    activities: z.array(ZRequestActivity).max(20),
    selections: ZSelections,
    exchangeRates: z.array(ZExchangeRate).max(50).default([]),
    agentIds: z.array(ZId).max(50),
    emails: z.array(ZEmail).max(20),
    dueDate: ZIsoDay.optional(),
    comment: ZOptionalText(4000),
  })
  .superRefine(requireVesselPort);
export type TSubmitWizard = z.infer<typeof ZSubmitWizard>;

export const ZCatalogueExpense = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  groupName: z.string(),
  section: ZExpenseSectionCode,
});
export type TCatalogueExpense = z.infer<typeof ZCatalogueExpense>;

export const ZRequestAgentOption = z.object({
  id: z.number(),
  name: z.string(),
  isOnPortCall: z.boolean(),
  /** The buyer's figures of the agent with their sample sizes (the agent directory's), to choose by. */
  figures: ZAgentFigures.optional(),
});

export type TRequestAgentOption = z.infer<typeof ZRequestAgentOption>;

/** The draft as the wizard resumes it, at `step` (the last step saved). */
export const ZRequestWizard = z.object({
  id: z.number(),
  status: ZRequestCaseStatus,
  step: z.number(),
  portCallId: z.number().nullable(),
  vesselId: z.number(),
  vesselName: z.string(),
  portId: z.number(),
  portName: z.string(),
  eta: z.string().nullable(),
  currency: z.string(),
  activities: z.array(z.object({ activityTypeId: z.number(), cargo: z.string().optional() })),
  selections: ZSelectionsOut,
  exchangeRates: z.array(z.object({ currency: z.string(), rate: z.string() })),
  agentIds: z.array(z.number()),
  emails: z.array(z.string()),
  dueDate: z.string().nullable(),
  comment: z.string().nullable(),
  version: z.number(),
});
export type TRequestWizard = z.infer<typeof ZRequestWizard>;

/** load-historical-expenses: per selected expense, what earlier DAs at the port charged. */
export const ZHistoricalExpense = z.object({
  catalogueItemId: z.number(),
  name: z.string(),
  section: ZExpenseSectionCode,
  count: z.number(),
  median: z.string().nullable(),
  min: z.string().nullable(),
  max: z.string().nullable(),
});
/**
 * The historical figures read the buyer's latest submitted DAs at the port, this many: recent prices
 * are the ones a quote should be checked against (tariffs change every year), and the cost of the
 * figures stays bounded however long a buyer's history at a busy port grows (docs/decisions.md).
 */
export const HISTORICAL_DA_COUNT = 200;

export const ZHistoricalExpenses = z.object({
  currency: z.string(),
  /** The rates the figures were converted with (1 for the request's own currency). */
  ratesUsed: z.array(z.object({ currency: z.string(), rate: z.string() })),
  /** Currencies met without a rate: their amounts are left out. */
  missingRates: z.array(z.string()),
  expenses: z.array(ZHistoricalExpense),
});
export type THistoricalExpenses = z.infer<typeof ZHistoricalExpenses>;

// ---------- the case and its requests ----------

export const ZRequestExpense = z.object({
  id: z.number(),
  section: ZExpenseSectionCode,
  catalogueItemId: z.number().nullable(),
  name: z.string(),
  groupName: z.string().nullable(),
});
export type TRequestExpense = z.infer<typeof ZRequestExpense>;

export const ZQuotedExpense = ZRequestExpense.extend({
  /** Null: not quoted. */
  amount: z.string().nullable(),
  currency: z.string(),
  comment: z.string().nullable(),
});
/** A quotation (operations §3): its expenses by section. */
export const ZQuotation = z.object({
  portExpensesSection: z.object({ expenses: z.array(ZQuotedExpense) }),
  agencyExpensesSection: z.object({ expenses: z.array(ZQuotedExpense) }),
  husbandryExpensesSection: z.object({ expenses: z.array(ZQuotedExpense) }),
});
export type TQuotation = z.infer<typeof ZQuotation>;

export const ZRequestForQuotation = z.object({
  id: z.number(),
  requestCaseId: z.number(),
  agentId: z.number(),
  agentName: z.string(),
  buyerName: z.string(),
  status: ZRequestStatus,
  /** The quote's currency (the request's unless the agent chose another) and its rate to it. */
  currency: z.string(),
  requestCurrency: z.string(),
  rate: z.string().nullable(),
  total: z.string().nullable(),
  isAutomatic: z.boolean(),
  declineReason: z.string().nullable(),
  renegotiateComment: z.string().nullable(),
  vesselName: z.string(),
  portName: z.string(),
  eta: z.string().nullable(),
  dueDate: z.string().nullable(),
  comment: z.string().nullable(),
  sentAt: z.string().nullable(),
  seenAt: z.string().nullable(),
  quotedAt: z.string().nullable(),
  observer: z.object({
    pokes: z.number(),
    firstPokeDate: z.string().nullable(),
    lastPokeDate: z.string().nullable(),
    pokeLock: z.boolean(),
  }),
  quotation: ZQuotation,
  /** Once the case is closed by an award: this request's quote won it, or another agent's did. */
  outcome: z.enum(['AWARDED', 'NOT_CHOSEN']).nullable(),
  /** The appointment the award made, for the awarded agent only. */
  appointmentId: z.number().nullable(),
  version: z.number(),
});
export type TRequestForQuotation = z.infer<typeof ZRequestForQuotation>;

export const ZRequestSummary = z.object({
  id: z.number(),
  agentId: z.number(),
  agentName: z.string(),
  status: ZRequestStatus,
  currency: z.string(),
  total: z.string().nullable(),
  isAutomatic: z.boolean(),
  pokes: z.number(),
  pokeLock: z.boolean(),
  lastPokeDate: z.string().nullable(),
});

export const ZRequestCase = z.object({
  id: z.number(),
  status: ZRequestCaseStatus,
  portCallId: z.number().nullable(),
  portId: z.number(),
  portName: z.string(),
  vesselName: z.string(),
  eta: z.string().nullable(),
  currency: z.string(),
  dueDate: z.string().nullable(),
  comment: z.string().nullable(),
  emails: z.array(z.string()),
  appointmentId: z.number().nullable(),
  /** The request whose quote was awarded (set with CLOSED). */
  awardedRequestId: z.number().nullable(),
  isShared: z.boolean(),
  expenses: z.array(ZRequestExpense),
  requests: z.array(ZRequestSummary),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  version: z.number(),
});
export type TRequestCase = z.infer<typeof ZRequestCase>;

export const ZRequestCaseListItem = z.object({
  id: z.number(),
  status: ZRequestCaseStatus,
  vesselName: z.string(),
  portName: z.string(),
  eta: z.string().nullable(),
  currency: z.string(),
  requests: z.number(),
  quoted: z.number(),
  createdAt: z.string(),
  step: z.number(),
});
export const ZRequestCasesQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  status: ZRequestCaseStatus.optional(),
});
export const ZAgentRequestListItem = z.object({
  id: z.number(),
  requestCaseId: z.number(),
  status: ZRequestStatus,
  buyerName: z.string(),
  vesselName: z.string(),
  portName: z.string(),
  eta: z.string().nullable(),
  dueDate: z.string().nullable(),
  isAutomatic: z.boolean(),
  sentAt: z.string().nullable(),
});
export const ZAgentRequestsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  status: ZRequestStatus.optional(),
});

// ---------- actions ----------

export const ZRequestId = z.strictObject({ id: ZId });
export const ZRenegotiate = z.strictObject({ id: ZId, comment: ZRequiredText(2000) });
export const ZDecline = z.strictObject({ id: ZId, reason: ZRequiredText(2000) });
export const ZQuoteLine = z.strictObject({
  expenseId: ZId,
  amount: ZNonNegativeAmount.optional(),
  comment: ZOptionalText(1000),
});
export const ZQuote = z.strictObject({
  id: ZId,
  /** Left out: the request's currency (operations §3). */
  currency: ZCurrencyCode.optional(),
  /** What one unit of the quote's currency is worth in the request's; required for another currency. */
  rate: ZRate.optional(),
  expenses: z.array(ZQuoteLine).max(1000),
});
export type TQuote = z.infer<typeof ZQuote>;
export const ZAdditionalRequests = z.strictObject({ requestCaseId: ZId, agentIds: z.array(ZId).min(1).max(50) });
export const ZAdditionalExpenses = z.strictObject({
  expenses: z.array(z.strictObject({ section: ZExpenseSectionCode, name: ZRequiredText(255) })).max(100),
});
export const ZShareRequestCase = z.strictObject({ emails: z.array(ZEmail).min(1).max(20) });
/** How many addresses got the link, and when its code lapses. */
export const ZShareAnswer = z.object({ sharedWith: z.number(), expiresAt: z.string() });
/** POST request-case/{id}/award: the quote of one request wins the case (docs/decisions.md). */
export const ZAwardQuote = z.strictObject({ requestForQuotationId: ZId });
export const ZAwardAnswer = z.object({
  appointmentId: z.number(),
  portCallId: z.number(),
  /** The agent's PDA draft made from the quote's lines. */
  proformaId: z.number(),
  requestCase: ZRequestCase,
});
export type TAwardAnswer = z.infer<typeof ZAwardAnswer>;
export const ZSharedCode = z.strictObject({ code: z.string().min(1).max(200) });

export const ZRequestComment = z.object({
  id: z.number(),
  expenseId: z.number(),
  commentText: z.string(),
  authorName: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});
export const ZCommentBody = z.strictObject({ commentText: ZRequiredText(10_000) });

export const ZPricelistAmount = z.object({
  expenseId: z.number(),
  amount: z.string(),
  currency: z.string(),
});

// ---------- evaluate (the comparison) ----------

export const ZComparedQuote = z.object({
  requestId: z.number(),
  agentName: z.string(),
  amount: z.string().nullable(),
  /** In the request's currency. */
  convertedAmount: z.string().nullable(),
});
export const ZComparisonRow = z.object({
  expenseId: z.number(),
  name: z.string(),
  section: ZExpenseSectionCode,
  historicalMedian: z.string().nullable(),
  quotes: z.array(ZComparedQuote),
});
export const ZComparisonTotal = z.object({
  requestId: z.number(),
  agentName: z.string(),
  status: ZRequestStatus,
  currency: z.string(),
  rate: z.string(),
  total: z.string(),
  convertedTotal: z.string(),
  sections: z.array(z.object({ section: ZExpenseSectionCode, convertedTotal: z.string() })),
  /** Converted total minus the historical medians' sum over the same expenses; null without history. */
  versusHistorical: z.string().nullable(),
});
export const ZRequestComparison = z.object({
  requestCaseId: z.number(),
  currency: z.string(),
  rows: z.array(ZComparisonRow),
  totals: z.array(ZComparisonTotal),
  historicalTotal: z.string().nullable(),
  /** Each quoting agent's figures over the buyer's calls, with their sample sizes (agent directory). */
  agents: z
    .array(z.object({ requestId: z.number(), agentId: z.number(), agentName: z.string(), figures: ZAgentFigures }))
    .optional(),
});
export type TRequestComparison = z.infer<typeof ZRequestComparison>;

/** The public shared page (operations §1): the case read-only, without other agents' quotes. */
export const ZSharedRequestCase = z.object({
  id: z.number(),
  status: ZRequestCaseStatus,
  buyerName: z.string(),
  vesselName: z.string(),
  portName: z.string(),
  eta: z.string().nullable(),
  currency: z.string(),
  dueDate: z.string().nullable(),
  comment: z.string().nullable(),
  expenses: z.array(ZRequestExpense),
});
export type TSharedRequestCase = z.infer<typeof ZSharedRequestCase>;

// ---------- agent price list ----------

export const ZPricelistItemSave = z
  .strictObject({
    id: ZId.optional(),
    portId: ZId,
    catalogueItemId: ZId,
    currency: ZCurrencyCode,
    amount: ZNonNegativeAmount,
    validFrom: ZIsoDay,
    validTo: ZIsoDay,
  })
  .refine((v) => v.validTo >= v.validFrom, { path: ['validTo'], message: 'The end must not be before the start' });
export type TPricelistItemSave = z.infer<typeof ZPricelistItemSave>;
export const ZPricelistItem = z.object({
  id: z.number(),
  portId: z.number(),
  portName: z.string(),
  catalogueItemId: z.number(),
  expenseName: z.string(),
  section: ZExpenseSectionCode,
  currency: z.string(),
  amount: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type TPricelistItem = z.infer<typeof ZPricelistItem>;
export const ZPricelist = z.object({ hasAutoQuoteEnabled: z.boolean(), items: z.array(ZPricelistItem) });
export const ZAutoQuoteQuery = z.strictObject({
  hasAutoQuoteEnabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

export const ZVersionBody = z.strictObject({ version: ZVersion.optional() });
