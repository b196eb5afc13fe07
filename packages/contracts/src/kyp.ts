import { z } from 'zod';
import { ZId, ZOptionalText, ZRequiredText, ZVersion } from './fields';
import { ZPageQuery } from './paging';

/**
 * Know-your-partner (KYC/KYP) verification of a supplier company (platform-core §3, §6, §7 "Admin and
 * other"): one case per agent or vendor, its documents, the checks a primary verifier records and a
 * different secondary verifier confirms (four eyes), expiry and the re-verification date.
 */
export const kypStatuses = ['REQUESTED', 'SUBMITTED', 'PRIMARY_VERIFIED', 'VERIFIED', 'REJECTED', 'EXPIRED'] as const;
export const ZKypStatus = z.enum(kypStatuses);
export type TKypStatus = z.infer<typeof ZKypStatus>;

export const kypDocumentKinds = ['REGISTRATION_CERTIFICATE', 'PROOF_OF_ADDRESS', 'OWNERSHIP', 'BANK_LETTER'] as const;
export const ZKypDocumentKind = z.enum(kypDocumentKinds);
export type TKypDocumentKind = z.infer<typeof ZKypDocumentKind>;
export const kypDocumentLabels: Record<TKypDocumentKind, string> = {
  REGISTRATION_CERTIFICATE: 'Registration certificate',
  PROOF_OF_ADDRESS: 'Proof of address',
  OWNERSHIP: 'Ownership',
  BANK_LETTER: 'Bank letter',
};

/** The checks a verifier ticks; the primary records them, the secondary confirms the same set. */
export const kypCheckNames = ['registration', 'address', 'ownership', 'bankAccount', 'sanctions'] as const;
export const ZKypChecks = z.strictObject({
  registration: z.boolean().default(false),
  address: z.boolean().default(false),
  ownership: z.boolean().default(false),
  bankAccount: z.boolean().default(false),
  sanctions: z.boolean().default(false),
});
export type TKypChecks = z.infer<typeof ZKypChecks>;

export const kypActions = ['SUBMIT', 'PRIMARY_VERIFY', 'SECONDARY_VERIFY', 'REJECT', 'REQUEST_REVERIFICATION'] as const;
export const ZKypAction = z.enum(kypActions);

/** The `form` part of PATCH kyp-verifications/{id} (multipart; a JSON body without files works too). */
export const ZKypPatch = z.strictObject({
  version: ZVersion,
  /** Documents added by this call: `part` is the index of an `attachments` file part. */
  documents: z
    .array(z.strictObject({ part: z.number().int().min(0).max(49), kind: ZKypDocumentKind }))
    .max(20)
    .default([]),
  removeDocumentIds: z.array(ZId).max(50).default([]),
  action: ZKypAction.optional(),
  checks: ZKypChecks.optional(),
  notes: ZOptionalText(2000),
  reason: ZOptionalText(2000),
});
export type TKypPatch = z.infer<typeof ZKypPatch>;

const ZPerson = z.object({ id: z.number(), fullName: z.string() }).nullable();
export const ZKypDocument = z.object({
  id: z.number(),
  kind: ZKypDocumentKind,
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TKypDocument = z.infer<typeof ZKypDocument>;

/**
 * A supplier's case. `id` and `requestedAt` are null while the case is not started: reading it opens
 * nothing (a read has no side effect); the supplier's first write opens it (docs/decisions.md).
 */
export const ZKypVerification = z.object({
  id: z.number().nullable(),
  supplierId: z.number(),
  supplierName: z.string(),
  supplierType: z.enum(['AGENT', 'VENDOR']),
  status: ZKypStatus,
  documents: z.array(ZKypDocument),
  checks: ZKypChecks.nullable(),
  notes: z.string().nullable(),
  requestedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  primaryVerifier: ZPerson,
  primaryVerifiedAt: z.string().nullable(),
  secondaryVerifier: ZPerson,
  verifiedAt: z.string().nullable(),
  rejectedBy: ZPerson,
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  reverificationDate: z.string().nullable(),
  version: z.number(),
});
export type TKypVerification = z.infer<typeof ZKypVerification>;

/** What a buyer reads of a supplier's verification wherever it picks one. */
export const ZKypSummary = z.object({
  status: ZKypStatus,
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TKypSummary = z.infer<typeof ZKypSummary>;

export const ZKypListQuery = ZPageQuery.extend({
  status: ZKypStatus.optional(),
  supplierType: z.enum(['AGENT', 'VENDOR']).optional(),
  text: z.string().trim().max(100).optional(),
}).strict();
/** The admin queue lists started cases only, so they always carry an id and a request date. */
export const ZKypListItem = ZKypVerification.omit({ documents: true, checks: true, notes: true }).extend({
  id: z.number(),
  requestedAt: z.string(),
  documentCount: z.number(),
});
export const ZKypPage = z.object({
  items: z.array(ZKypListItem),
  page: z.number(),
  size: z.number(),
  total: z.number(),
});
export const ZKypAdmin = z.object({
  id: z.number(),
  fullName: z.string(),
  isPrimaryVerifier: z.boolean(),
  isSecondaryVerifier: z.boolean(),
});
export const ZKypIdParams = z.strictObject({ id: ZId });
export const ZKypDocumentParams = z.strictObject({ id: ZId, documentId: ZId });
export const ZKypSupplierParams = z.strictObject({ supplierId: ZId });

/** Approving an unverified supplier's bank account: the buyer's override reason (audited). */
export const ZOverrideReason = ZRequiredText(1000);
