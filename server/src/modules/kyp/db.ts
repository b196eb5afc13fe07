import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';

/**
 * One KYP verification case per supplier company (platform-core §3 "KYP verification"): REQUESTED
 * until the supplier submits its documents, then PRIMARY_VERIFIED by a primary verifier and VERIFIED
 * by a different secondary verifier (four eyes), or REJECTED with a reason; a verification expires.
 */
export const kypVerifications = pgTable(
  'kyp_verifications',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('REQUESTED'),
    checks: jsonb('checks').$type<Record<string, boolean>>(),
    notes: text('notes'),
    requestedAt: at('requested_at').notNull(),
    submittedAt: at('submitted_at'),
    primaryVerifierId: ref('primary_verifier_id').references(() => profiles.id),
    primaryVerifiedAt: at('primary_verified_at'),
    secondaryVerifierId: ref('secondary_verifier_id').references(() => profiles.id),
    verifiedAt: at('verified_at'),
    rejectedById: ref('rejected_by_id').references(() => profiles.id),
    rejectedAt: at('rejected_at'),
    rejectionReason: text('rejection_reason'),
    expiresAt: at('expires_at'),
    reverificationDate: at('reverification_date'),
    version: integer('version').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('kyp_verifications_company_idx').on(t.companyId),
    index('kyp_verifications_status_idx').on(t.status),
  ],
);

export const kypDocuments = pgTable(
  'kyp_documents',
  {
    id: id(),
    verificationId: ref('verification_id')
      .notNull()
      .references(() => kypVerifications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: ref('uploaded_by_id').references(() => profiles.id),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [index('kyp_documents_verification_idx').on(t.verificationId)],
);
