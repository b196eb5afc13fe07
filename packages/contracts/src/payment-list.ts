import { z } from 'zod';
import { MAX_INT4, ZId, ZIsoDay, ZText } from './fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection, ZPaged } from './paging';
import { ZPayment, ZPaymentStatus } from './payments';

/**
 * The financial page's payment list and its exports (docs/decisions.md "Financial pages and exports").
 * One filter set serves the page, the CSV and the XLSX, so an export holds exactly what the table shows.
 */
const ZDay = ZIsoDay;
const ZFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const paymentListSorts = ['id', 'status', 'approvedAmount', 'currency', 'updatedAt', 'vessel', 'port'] as const;

export const ZPaymentListFilters = z.strictObject({
  status: ZPaymentStatus.optional(),
  /** Payments the caller can act on now: review (reviewer) or approve and pay (approver). */
  awaitingMyAction: ZFlag,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** The day of the payment's last change, UTC, both ends included. */
  fromDate: ZDay.optional(),
  toDate: ZDay.optional(),
  /** Vessel, port or agent name. */
  text: ZText().trim().max(100).optional(),
  /** The payments of one appointment (the dashboard's payment badge). */
  appointmentId: ZId.optional(),
  /** Administrators only: one buyer (absent: every buyer). Ignored for a buyer's own list. */
  buyerId: ZId.optional(),
});
export type TPaymentListFilters = z.infer<typeof ZPaymentListFilters>;

export const ZPaymentListQuery = ZPaymentListFilters.extend({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  property: z.enum(paymentListSorts).optional(),
  direction: ZDirection.optional(),
});
export type TPaymentListQuery = z.input<typeof ZPaymentListQuery>;

export const paymentExportFormats = ['CSV', 'XLSX'] as const;
export const ZPaymentExportQuery = ZPaymentListFilters.extend({
  format: z.enum(paymentExportFormats),
  property: z.enum(paymentListSorts).optional(),
  direction: ZDirection.optional(),
});
export type TPaymentExportQuery = z.input<typeof ZPaymentExportQuery>;

/**
 * A row of the list: the payment's own fields (as ZPayment answers them) and what the table shows
 * beside them. `approvedAmount` is exact; while DRAFT or BACK_FOR_REVIEW it is the live total of the
 * approved lines.
 */
export const ZPaymentListItem = ZPayment.pick({
  id: true,
  evaluationId: true,
  proformaId: true,
  appointmentId: true,
  currency: true,
  status: true,
  approvedAmount: true,
  remittedAmount: true,
  paidDate: true,
  requestedById: true,
  comments: true,
  version: true,
}).extend({
  buyerId: z.number(),
  buyerName: z.string(),
  vessel: z.string(),
  port: z.string(),
  agent: z.string(),
  voyageNumber: z.string().nullable(),
  requestedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  attachmentCount: z.number(),
  updatedAt: z.string(),
  /** Where and when the DA is paid, as chosen on its evaluation (null until chosen). */
  paymentDueDate: z.string().nullable(),
  instruction: z
    .object({
      name: z.string(),
      reviewerId: z.number().nullable(),
      approverId: z.number().nullable(),
      approvalThreshold: z.string().nullable(),
    })
    .nullable(),
});
export type TPaymentListItem = z.infer<typeof ZPaymentListItem>;

export const ZPaymentListPage = ZPaged(ZPaymentListItem);
export type TPaymentListPage = z.infer<typeof ZPaymentListPage>;

/** The most rows an export holds: a larger list must be narrowed by its filters. */
export const PAYMENT_EXPORT_LIMIT = 10_000;

/** The administrator's buyer picker. */
export const ZFinancialBuyers = z.array(z.object({ id: z.number(), name: z.string() }));
export type TFinancialBuyers = z.infer<typeof ZFinancialBuyers>;

/** What the agent or vendor of a DA sees of its payment: the state, and what was remitted when. */
export const ZSupplierPayment = z.object({
  proformaId: z.number(),
  status: ZPaymentStatus,
  currency: z.string().nullable(),
  approvedAmount: z.string(),
  remittedAmount: z.string().nullable(),
  paidDate: z.string().nullable(),
});
export const ZSupplierPayments = z.array(ZSupplierPayment);
export type TSupplierPayment = z.infer<typeof ZSupplierPayment>;
