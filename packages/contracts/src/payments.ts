import { z } from 'zod';
import { MAX_INT4, ZIban, ZId, ZIsoDay, ZVersion } from './fields';
import { messages } from './messages';
import { Decimal, ZAmount, ZNonNegativeAmount } from './money';

/** Payments (operations §7 "Payments", platform-core §8 remitted-amount warnings). */
export const paymentStatuses = ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'PAID', 'BACK_FOR_REVIEW'] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** A warning answered with a successful pay: a catalogue code and its filled text. */
export const ZPaymentWarning = z.object({
  code: z.enum(['REMITTED_BELOW_PERCENTAGE', 'REMITTED_ABOVE_APPROVED']),
  message: z.string(),
});
export type TPaymentWarning = z.infer<typeof ZPaymentWarning>;

export const ZPaymentAttachment = z.object({ id: z.number(), filename: z.string(), size: z.number() });

export const ZPayment = z.object({
  id: z.number(),
  companyId: z.number(),
  evaluationId: z.number(),
  proformaId: z.number(),
  appointmentId: z.number(),
  currency: z.string().nullable(),
  status: ZPaymentStatus,
  /** The approved total of the evaluation's lines (frozen when approval is requested). */
  approvedAmount: z.string(),
  remittedAmount: z.string().nullable(),
  paidDate: z.string().nullable(),
  requestedById: z.number().nullable(),
  approvedById: z.number().nullable(),
  paidById: z.number().nullable(),
  comments: z.string().nullable(),
  attachments: z.array(ZPaymentAttachment),
  version: z.number(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** A pay answer: the payment and the remitted-amount warnings (never errors). */
export const ZPaymentWithWarnings = ZPayment.extend({ warnings: z.array(ZPaymentWarning) });
export type TPaymentWithWarnings = z.infer<typeof ZPaymentWithWarnings>;

export const ZPaymentVersion = z.strictObject({ version: ZVersion });
/**
 * payments/{id}/request-approval: the reviewer may choose, in the same step, the DA's payment
 * instructions (of the payment's currency) and its due date, where the evaluation left them unset.
 */
export const ZPaymentRequestApproval = z.strictObject({
  version: ZVersion,
  paymentInstructionId: ZId.optional(),
  paymentDueDate: ZIsoDay.optional(),
});
export type TPaymentRequestApproval = z.infer<typeof ZPaymentRequestApproval>;
export const ZPaymentBackForReview = z.strictObject({
  version: ZVersion,
  comments: z.string().max(2000).optional(),
});
export const ZPaymentRef = z.strictObject({ id: ZId, version: ZVersion });
export const ZBulkApprovePayments = z.strictObject({ items: z.array(ZPaymentRef).min(1).max(200) });
export const ZPayments = z.array(ZPayment);

const ZDate = ZIsoDay;

/** The `form` part of financial/payment/pay (attachments: remittance documents). */
export const ZPayForm = z.strictObject({
  paymentId: ZId,
  version: ZVersion,
  remittedAmount: ZNonNegativeAmount,
  paidDate: ZDate.optional(),
});
export type TPayForm = z.infer<typeof ZPayForm>;

export const ZBulkPay = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: ZId,
        version: ZVersion,
        /** Defaults to the approved amount. */
        remittedAmount: ZNonNegativeAmount.optional(),
      }),
    )
    .min(1)
    .max(200),
  paidDate: ZDate.optional(),
});
export type TBulkPay = z.infer<typeof ZBulkPay>;
export const ZBulkPayAnswer = z.object({ items: z.array(ZPaymentWithWarnings) });

/** An administrator's balance adjustment: signed amount on the buyer's account in that currency. */
export const ZAdjustBalance = z.strictObject({
  buyerId: ZId,
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: ZAmount.refine((v) => !/^-?0+(\.0+)?$/.test(v), 'The amount cannot be zero'),
  reason: z.string().min(1).max(500),
});
export type TAdjustBalance = z.infer<typeof ZAdjustBalance>;

export const ZCashFlowAccount = z.object({
  id: z.number(),
  companyId: z.number(),
  currency: z.string(),
  /** Always the sum of the account's movements. */
  balance: z.string(),
});
export const ZCashFlowAccounts = z.array(ZCashFlowAccount);

export const ZCashFlowMovement = z.object({
  id: z.number(),
  accountId: z.number(),
  currency: z.string(),
  kind: z.enum(['PAYMENT', 'ADJUSTMENT']),
  /** Signed: a payment adds what was remitted, an adjustment its signed amount. */
  amount: z.string(),
  paymentId: z.number().nullable(),
  reason: z.string().nullable(),
  createdById: z.number().nullable(),
  createdAt: z.string(),
});
export const ZCashFlowMovements = z.array(ZCashFlowMovement);
export const ZCashFlowQuery = z.strictObject({ fromDate: ZDate.optional(), toDate: ZDate.optional() });
export const ZAdjustAnswer = z.object({ account: ZCashFlowAccount, movement: ZCashFlowMovement });

/** A buyer payment instruction (platform-core §3 names it without fields; docs/decisions.md "Payments"). */
export const ZPaymentInstructionForm = z.strictObject({
  name: z.string().trim().min(1, messages.REQUIRED_FIELD).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/, messages.REQUIRED),
  bankName: z.string().trim().min(1, messages.REQUIRED_FIELD).max(200),
  beneficiaryName: z.string().trim().min(1, messages.REQUIRED_FIELD).max(200),
  /** The IBAN-like rule of platform-core §5, the same one the supplier bank account applies. */
  iban: ZIban.max(50, messages.MAX_LENGTH.replace('{n}', '50')),
  swift: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/, 'Please insert a valid SWIFT/BIC'),
  reference: z.string().max(500).nullable().optional(),
  isActive: z.boolean().optional(),
  /** A FINANCIAL_PAYMENT_ORDER_REVIEWER of the company who requests approval (null: any reviewer). */
  reviewerId: z.number().int().positive().nullable().optional(),
  /** A FINANCIAL_PAYMENT_ORDER_APPROVER of the company who approves above the threshold (null: any approver). */
  approverId: z.number().int().positive().nullable().optional(),
  /** Payments above it need the named approver; null: every payment does. */
  approvalThreshold: ZNonNegativeAmount.nullable().optional(),
});
export type TPaymentInstructionForm = z.infer<typeof ZPaymentInstructionForm>;
export const ZPaymentInstructionPatch = ZPaymentInstructionForm.partial().extend({
  version: ZVersion,
});
export type TPaymentInstructionPatch = z.infer<typeof ZPaymentInstructionPatch>;
export const ZPaymentInstruction = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  currency: z.string(),
  bankName: z.string(),
  beneficiaryName: z.string(),
  iban: z.string(),
  swift: z.string(),
  reference: z.string().nullable(),
  isActive: z.boolean(),
  reviewer: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  approver: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  approvalThreshold: z.string().nullable(),
  version: z.number(),
});
export type TPaymentInstruction = z.infer<typeof ZPaymentInstruction>;
export const ZPaymentInstructions = z.array(ZPaymentInstruction);
/** Who an instruction may name: the company's enabled reviewers and approvers. */
const ZPersonOption = z.object({ id: z.number(), fullName: z.string() });
export const ZPaymentInstructionPeople = z.object({
  reviewers: z.array(ZPersonOption),
  approvers: z.array(ZPersonOption),
});
export type TPaymentInstructionPeople = z.infer<typeof ZPaymentInstructionPeople>;
export const ZPaymentInstructionParams = z.strictObject({
  buyerId: ZId,
  id: ZId,
});
/** Search: page, size, property (name | currency | id), direction, and a free-text `search`. */
export const ZPaymentInstructionSearch = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(10),
  property: z.enum(['id', 'name', 'currency']).optional(),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  search: z.string().max(100).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type TPaymentInstructionSearch = z.infer<typeof ZPaymentInstructionSearch>;
export const ZPaymentInstructionPage = z.object({
  items: ZPaymentInstructions,
  page: z.number(),
  size: z.number(),
  total: z.number(),
});

// ---- Write side, session 2 (docs/decisions.md "Payments") ----

/** A percentage as a decimal string with at most two decimals, 0 < p <= 100. */
const PERCENTAGE = /^\d{1,3}(\.\d{1,2})?$/;
export const ZPercentage = z
  .string()
  .refine((v) => PERCENTAGE.test(v) && new Decimal(v).greaterThan(0) && new Decimal(v).lessThanOrEqualTo(100), {
    message: messages.REMITTED_PERCENTAGE_INVALID,
  });

/** PUT buyer/{buyerId}/payment-settings. */
export const ZPaymentSettingsForm = z.strictObject({ remittedBelowPercentage: ZPercentage });
export type TPaymentSettingsForm = z.infer<typeof ZPaymentSettingsForm>;
export const ZPaymentSettings = z.object({
  buyerId: z.number(),
  /** Remitted below this percentage of the approved total answers REMITTED_BELOW_PERCENTAGE. */
  remittedBelowPercentage: z.string(),
  /** True while the buyer has never changed it (the default applies). */
  isDefault: z.boolean(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

/**
 * The `form` part of payments/verify-bulk-payment: what the bank's bulk payment remitted per
 * payment; `attachments` are the bank's remittance documents (at least one).
 */
export const ZVerifyBulkPaymentForm = z.strictObject({
  items: z
    .array(
      z.strictObject({
        paymentId: ZId,
        remittedAmount: ZNonNegativeAmount,
        /** Optional: when sent, a payment changed since it was read is 409 STALE_VERSION. */
        version: ZVersion.optional(),
      }),
    )
    .min(1)
    .max(200)
    .refine((items) => new Set(items.map((i) => i.paymentId)).size === items.length, {
      message: messages.PAYMENT_LISTED_TWICE,
    }),
  paidDate: ZDate.optional(),
  bankReference: z.string().max(200).optional(),
});
export type TVerifyBulkPaymentForm = z.infer<typeof ZVerifyBulkPaymentForm>;

/** PAID: it was APPROVED and is paid now; ALREADY_PAID: compared only; NOT_PAYABLE: not approved, unchanged. */
export const verifyOutcomes = ['PAID', 'ALREADY_PAID', 'NOT_PAYABLE'] as const;
export const ZVerifiedPayment = z.object({
  paymentId: z.number(),
  outcome: z.enum(verifyOutcomes),
  /** What the bank remitted for it. */
  remittedAmount: z.string(),
  /** The bank's amount equals the approved amount (newly paid) or the recorded remitted amount (already paid). */
  matches: z.boolean(),
  warnings: z.array(ZPaymentWarning),
  payment: ZPayment,
});
export const ZVerifyBulkPaymentAnswer = z.object({ items: z.array(ZVerifiedPayment) });
export type TVerifyBulkPaymentAnswer = z.infer<typeof ZVerifyBulkPaymentAnswer>;
