import { hasAuthority } from '@portcall/contracts/access';
import { Decimal } from '@portcall/contracts/money';
import type {
  TPaymentListFilters,
  TPaymentListItem,
  TPaymentListPage,
  TSupplierPayment,
} from '@portcall/contracts/payment-list';
import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { RegionScopeService } from '../../platform/scope/region';
import type { payments } from './db';
import type { PaymentListRepo, PaymentListScope } from './list-read-model';

/**
 * The financial page's payments (list, exports, advice), scoped like every payment read; the
 * queries are in list-read-model.ts.
 */

const amountOf = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);

type PageRow = Awaited<ReturnType<PaymentListRepo['page']>>['rows'][number];

function toItem(r: PageRow): TPaymentListItem {
  const p = r.payment as typeof payments.$inferSelect;
  return {
    id: p.id,
    buyerId: p.companyId,
    buyerName: r.buyerName as string,
    evaluationId: p.evaluationId,
    proformaId: p.proformaId,
    appointmentId: p.appointmentId,
    vessel: r.vessel as string,
    port: r.port as string,
    agent: r.agent as string,
    voyageNumber: (r.voyageNumber as string | null) ?? null,
    currency: p.currency,
    status: p.status as TPaymentListItem['status'],
    approvedAmount: amountOf(r.shownAmount as string),
    remittedAmount: p.remittedAmount === null ? null : amountOf(p.remittedAmount),
    paidDate: p.paidDate,
    requestedById: p.requestedById,
    requestedBy: (r.requestedBy as string | null) ?? null,
    approvedBy: (r.approvedBy as string | null) ?? null,
    comments: p.comments,
    attachmentCount: Number(r.attachmentCount),
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
    paymentDueDate: (r.paymentDueDate as string | null) ?? null,
    instruction:
      r.instructionName === null
        ? null
        : {
            name: r.instructionName as string,
            reviewerId: (r.namedReviewerId as number | null) ?? null,
            approverId: (r.namedApproverId as number | null) ?? null,
            approvalThreshold: r.approvalThreshold === null ? null : amountOf(r.approvalThreshold as string),
          },
  };
}

const toSupplierPayment = (p: typeof payments.$inferSelect): TSupplierPayment => ({
  proformaId: p.proformaId,
  status: p.status as TSupplierPayment['status'],
  currency: p.currency,
  approvedAmount: amountOf(p.approvedAmount),
  remittedAmount: p.remittedAmount === null ? null : amountOf(p.remittedAmount),
  paidDate: p.paidDate,
});

export interface PaymentListDeps {
  db: Db;
  repo: PaymentListRepo;
  regionScope: Pick<RegionScopeService, 'regionScopeFor'>;
}

/**
 * The scope of a payment list read: a buyer of the FINANCIAL product with FINANCIAL_VIEW sees its
 * company's payments inside its region rules; an administrator with ADMIN_FINANCIAL every buyer's,
 * or one buyer's with `buyerId`.
 */
export function createPaymentListService(deps: PaymentListDeps) {
  const { db, repo } = deps;

  async function scopeOf(caller: Caller, buyerId: number | undefined): Promise<PaymentListScope> {
    const roles = {
      profileId: caller.profileId,
      isReviewer: hasAuthority(caller, 'FINANCIAL_PAYMENT_ORDER_REVIEWER'),
      isApprover: hasAuthority(caller, 'FINANCIAL_PAYMENT_ORDER_APPROVER'),
    };
    if (caller.type === 'ADMIN') {
      if (!hasAuthority(caller, 'ADMIN_FINANCIAL')) throw forbidden();
      return { companyId: buyerId ?? null, countryIds: null, ...roles };
    }
    if (!caller.products.includes('FINANCIAL') || !hasAuthority(caller, 'FINANCIAL_VIEW')) throw forbidden();
    const region = await deps.regionScope.regionScopeFor(caller);
    return { companyId: caller.companyId, countryIds: region?.countryIds ?? null, ...roles };
  }

  return {
    /**
     * A page of payments for the financial page (filters of ZPaymentListFilters). A pure read: every
     * approved DA already has its DRAFT payment, made when its first line was approved (migration 0070).
     */
    async list(
      caller: Caller,
      q: TPaymentListFilters & { page: number; size: number; property?: string; direction?: 'ASC' | 'DESC' },
    ): Promise<TPaymentListPage> {
      const scope = await scopeOf(caller, q.buyerId);
      const { total, rows } = await repo.page(scope, q, {
        offset: q.page * q.size,
        limit: q.size,
        property: q.property,
        direction: q.direction,
      });
      return { items: rows.map(toItem), page: q.page, size: q.size, total };
    },

    /** Every row of the list (up to `limit`) for an export, in the list's order. */
    async all(
      caller: Caller,
      q: TPaymentListFilters & { property?: string; direction?: 'ASC' | 'DESC' },
      limit: number,
    ): Promise<TPaymentListItem[]> {
      const scope = await scopeOf(caller, q.buyerId);
      const { rows } = await repo.page(scope, q, { offset: 0, limit, property: q.property, direction: q.direction });
      return rows.map(toItem);
    },

    /** The buyers an ADMIN_FINANCIAL administrator may pick. */
    async buyers(caller: Caller): Promise<Array<{ id: number; name: string }>> {
      if (caller.type !== 'ADMIN' || !hasAuthority(caller, 'ADMIN_FINANCIAL')) throw forbidden();
      return repo.buyers();
    },

    /**
     * The payment state of each DA of an appointment, for its agent or vendor (another supplier's
     * appointment, or a draft one, is 404). Only the state and the amounts: never who approved.
     */
    async ofSupplierAppointment(caller: Caller, appointmentId: number): Promise<TSupplierPayment[]> {
      const rows = await repo.ofSupplierAppointment(appointmentId, caller.companyId);
      if (!rows) throw notFound();
      return rows.map(toSupplierPayment);
    },

    /** The payments of the appointments on a supplier's DA tool page, by appointment, in one query. */
    async forSupplierList(caller: Caller, appointmentIds: number[]): Promise<Map<number, TSupplierPayment[]>> {
      const byAppointment = new Map<number, TSupplierPayment[]>();
      if (caller.type !== 'AGENT' && caller.type !== 'VENDOR') return byAppointment;
      for (const { payment } of await repo.ofSupplierAppointments(caller.companyId, appointmentIds)) {
        const list = byAppointment.get(payment.appointmentId) ?? [];
        list.push(toSupplierPayment(payment));
        byAppointment.set(payment.appointmentId, list);
      }
      return byAppointment;
    },

    /**
     * The payment state of the appointments on a buyer's dashboard page, in one query. The page is
     * already the caller's company and regions; a profile that may not see payments gets none (the
     * dashboard still answers).
     */
    async forDashboard(caller: Caller, appointmentIds: number[]): Promise<Map<number, TSupplierPayment[]>> {
      const byAppointment = new Map<number, TSupplierPayment[]>();
      const maySee =
        caller.type === 'BUYER' && caller.products.includes('FINANCIAL') && hasAuthority(caller, 'FINANCIAL_VIEW');
      if (!maySee || caller.companyId === null) return byAppointment;
      for (const p of await repo.ofBuyerAppointments(caller.companyId, appointmentIds)) {
        const list = byAppointment.get(p.appointmentId) ?? [];
        list.push(toSupplierPayment(p));
        byAppointment.set(p.appointmentId, list);
      }
      return byAppointment;
    },

    /** One payment of the list's scope (another company's, or outside the regions, is undefined). */
    async one(caller: Caller, id: number): Promise<TPaymentListItem | undefined> {
      const scope = await scopeOf(caller, undefined);
      const { rows } = await repo.page(scope, {}, { offset: 0, limit: 1 }, id, db);
      return rows[0] ? toItem(rows[0]) : undefined;
    },
  };
}
export type PaymentListService = ReturnType<typeof createPaymentListService>;
