import { z } from 'zod';
import { ZIban, ZId, ZOptionalText, ZRequiredText, ZVersion } from './fields';

/** Bank accounts of agents and vendors (operations §4, §7 "Bank accounts"). */
export const bankAccountStatuses = ['PENDING', 'APPROVED'] as const;
export const ZBankAccountStatus = z.enum(bankAccountStatuses);
export type TBankAccountStatus = z.infer<typeof ZBankAccountStatus>;

export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Please choose a currency');

/** The `form` part of bank-account/save and /edit-approved (multipart, or JSON without files). */
export const ZBankAccountForm = z.strictObject({
  id: ZId.optional(),
  version: ZVersion.optional(),
  currency: ZCurrencyCode,
  bankName: ZRequiredText(200),
  beneficiaryName: ZRequiredText(200),
  iban: ZIban,
  swift: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'Please insert a valid SWIFT/BIC code'),
  bankAddress: ZOptionalText(500),
  isActive: z.boolean().default(true),
  /** Attachments already stored that stay with the account (others are removed). */
  keepAttachmentIds: z.array(ZId).max(50).default([]),
});
export type TBankAccountForm = z.infer<typeof ZBankAccountForm>;

export const ZBankAccountApprove = z.strictObject({
  id: ZId,
  version: ZVersion,
  /** A buyer approving the account of a supplier that is not KYP verified must say why (audited). */
  overrideReason: ZOptionalText(1000),
});
/** The `form` of bank-account-document-scanner/register-request (multipart, one `attachments` file). */
export const ZScanRequestForm = z.strictObject({ bankAccountId: ZId.optional() });
export const ZScanRequest = z.object({ id: z.number(), status: z.string(), filename: z.string() });
export const ZBankAccountVerbalVerify = z.strictObject({
  id: ZId,
  version: ZVersion,
  /** Who at the agent's office confirmed the details on the phone. */
  verifiedWith: ZRequiredText(200),
  verifiedAt: z.iso.datetime({ offset: true }).optional(),
});

export const ZSupplierBankAccountsQuery = z.strictObject({
  currency: ZCurrencyCode.optional(),
  buyerId: ZId.optional(),
  /** Buyers and administrators name the agent or vendor whose accounts they review. */
  supplierId: ZId.optional(),
});
export const ZBankCodesQuery = z.strictObject({ buyerId: ZId, currency: ZCurrencyCode });

export const ZBankAccountAttachment = z.object({ id: z.number(), filename: z.string(), size: z.number() });
export const ZPersonStamp = z.object({ id: z.number(), fullName: z.string() }).nullable();

export const ZBankAccount = z.object({
  id: z.number(),
  supplierId: z.number(),
  currency: z.string(),
  bankName: z.string(),
  beneficiaryName: z.string(),
  iban: z.string(),
  swift: z.string(),
  bankAddress: z.string().nullable(),
  isActive: z.boolean(),
  status: ZBankAccountStatus,
  approvedBy: ZPersonStamp,
  approvedAt: z.string().nullable(),
  /** Set when a buyer approved while the supplier was not KYP verified. */
  approvalOverrideReason: z.string().nullable(),
  verbalVerification: z
    .object({ verifiedBy: ZPersonStamp, verifiedAt: z.string(), verifiedWith: z.string() })
    .nullable(),
  attachments: z.array(ZBankAccountAttachment),
  version: z.number(),
  updatedAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZBankCodes = z.object({
  items: z.array(z.object({ label: z.string(), value: z.string(), status: ZBankAccountStatus })),
  preselectedId: z.string().nullable(),
});
export type TBankCodes = z.infer<typeof ZBankCodes>;

/** The buyer's review list: accounts of the agents and vendors it appointed, by state (paged). */
export const ZBankAccountReviewQuery = z.strictObject({
  status: ZBankAccountStatus.optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(10),
});
export const ZBankAccountForReview = ZBankAccount.extend({
  supplierName: z.string(),
  /** The supplier is not KYP verified: the reviewing buyer approves its account only with a reason. */
  approvalNeedsReason: z.boolean(),
});
export type TBankAccountForReview = z.infer<typeof ZBankAccountForReview>;
export const ZBankAccountReviewPage = z.object({
  items: z.array(ZBankAccountForReview),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type TBankAccountReviewPage = z.infer<typeof ZBankAccountReviewPage>;
