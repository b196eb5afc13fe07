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
/** Where a value was read: page and box in the page's units (docs: platform/documents/types.ts). */
export const ZSourceBox = z.object({
  page: z.number(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
/** One value read from a bank letter, with the line it came from and how it was found. */
export const ZRecognisedValue = z.object({
  value: z.string(),
  box: ZSourceBox,
  snippet: z.string(),
  /** LABEL: next to its label ("IBAN:"); PATTERN: its shape alone (an IBAN anywhere). */
  foundBy: z.enum(['LABEL', 'PATTERN']),
  confidence: z.number(),
});
export type TRecognisedValue = z.infer<typeof ZRecognisedValue>;
export const bankDetailFields = ['iban', 'swift', 'beneficiaryName', 'bankName', 'bankAddress'] as const;
export type TBankDetailField = (typeof bankDetailFields)[number];
/** The bank details recogniser's answer (POST /ai/secured/bank-account-details, register-request). */
export const ZBankDetails = z.object({
  status: z.enum(['RECOGNISED', 'FAILED']),
  iban: ZRecognisedValue.extend({ isValid: z.boolean(), country: z.string().nullable() }).nullable(),
  swift: ZRecognisedValue.extend({ isValid: z.boolean(), country: z.string().nullable() }).nullable(),
  beneficiaryName: ZRecognisedValue.nullable(),
  bankName: ZRecognisedValue.nullable(),
  bankAddress: ZRecognisedValue.nullable(),
  problems: z.array(z.object({ field: z.string().nullable(), code: z.string(), message: z.string() })),
  pageCount: z.number(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;
export const ZScanRequest = z.object({
  id: z.number(),
  status: z.enum(['REGISTERED', 'RECOGNISED', 'FAILED']),
  filename: z.string(),
  details: ZBankDetails.nullable(),
});
/** A reviewer's view of an account's bank letter: what it says next to what was typed. */
export const ZBankAccountRecognition = z.object({
  documents: z.array(
    z.object({
      attachmentId: z.number(),
      filename: z.string(),
      details: ZBankDetails.nullable(),
      /** Why the file could not be read (not a document, too long...). */
      error: z.string().nullable(),
      differences: z.array(
        z.object({
          field: z.enum(bankDetailFields),
          typed: z.string().nullable(),
          read: z.string().nullable(),
          isDifferent: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TBankAccountRecognition = z.infer<typeof ZBankAccountRecognition>;
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
