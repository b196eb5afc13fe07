import { z } from 'zod';
import { MAX_INT4 } from './fields';
import { ZKypDocumentKind, ZKypStatus } from './kyp';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';

/**
 * Registration review (admin support, "Pending registrations"): a self-registered company waits
 * PENDING until an administrator approves it (buyers then see it) or rejects it with a reason the
 * company is told. A rejected company may be approved later (docs/decisions.md "Registration review").
 */
export const registrationStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ZRegistrationStatus = z.enum(registrationStatuses);
export type TRegistrationStatus = z.infer<typeof ZRegistrationStatus>;

export const ZRegistrationQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: ZRegistrationStatus.default('PENDING'),
  type: z.enum(['BUYER', 'AGENT', 'VENDOR']).optional(),
  text: z.string().trim().max(100).optional(),
});
export type TRegistrationQuery = z.infer<typeof ZRegistrationQuery>;

export const ZRegistrationItem = z.object({
  companyId: z.number(),
  name: z.string(),
  type: z.enum(['BUYER', 'AGENT', 'VENDOR']),
  country: z.string().nullable(),
  ports: z.array(z.object({ id: z.number(), name: z.string(), unlocode: z.string().nullable() })),
  rfqEmail: z.string().nullable(),
  ordersEmail: z.string().nullable(),
  registeredAt: z.string(),
  /** The first profile, who registered the company. */
  registeredBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  status: ZRegistrationStatus,
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The company's KYP case, null before one is opened. */
  kyp: z
    .object({
      status: ZKypStatus,
      documents: z.array(z.object({ kind: ZKypDocumentKind, filename: z.string() })),
    })
    .nullable(),
});
export type TRegistrationItem = z.infer<typeof ZRegistrationItem>;

export const ZRegistrationParams = z.strictObject({ companyId: z.coerce.number().int().min(1).max(MAX_INT4) });
export const ZRegistrationReject = z.strictObject({
  reason: z
    .string({ error: messages.REGISTRATION_REASON_REQUIRED })
    .trim()
    .min(1, messages.REGISTRATION_REASON_REQUIRED)
    .max(1000),
});
export type TRegistrationReject = z.infer<typeof ZRegistrationReject>;

/** Where a company's own registration stands, as its settings and onboarding checklist show it. */
export const ZRegistrationReview = z.object({
  status: ZRegistrationStatus,
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type TRegistrationReview = z.infer<typeof ZRegistrationReview>;
