import type { TPaymentListFilters } from '@portcall/contracts/payment-list';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { evaluations, expenseEvaluations } from '../evaluations/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { ports } from '../refdata/db';
import { paymentAttachments, paymentInstructions, payments } from './db';

/**
 * The financial page's read model: payments joined with their port call, agent and people, scoped
 * like every payment read (the buyer's company and region rules; an ADMIN_FINANCIAL administrator
 * every buyer or one). Reads only: the list service first creates the missing DRAFT payments
 * through the payments repository (list.ts).
 */

export interface PaymentListScope {
  /** The buyer; null for an administrator listing every buyer. */
  companyId: number | null;
  region: SQL | undefined;
  profileId: number;
  isReviewer: boolean;
  isApprover: boolean;
}

export interface PaymentWindow {
  offset: number;
  limit: number;
  property?: string;
  direction?: 'ASC' | 'DESC';
}

const buyer = alias(companies, 'payment_buyer');
const agent = alias(companies, 'payment_agent');
const requester = alias(profiles, 'payment_requester');
const approver = alias(profiles, 'payment_approver');

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The approved total of the payment's evaluation right now (the approved lines, as the payment service sums them). */
const liveTotal = sql<string>`(select coalesce(sum(coalesce(${expenseEvaluations.verifiedAmount}, ${expenseEvaluations.amount})), 0) from ${expenseEvaluations} where ${expenseEvaluations.evaluationId} = ${payments.evaluationId} and ${expenseEvaluations.status} = 'APPROVED')`;
/** While DRAFT or BACK_FOR_REVIEW the amount follows the lines; from PENDING_APPROVAL on it is frozen. */
const shownAmount = sql<string>`(case when ${payments.status} in ('DRAFT', 'BACK_FOR_REVIEW') then ${liveTotal} else ${payments.approvedAmount} end)`;

const sortable: Record<string, AnyColumn | SQL> = {
  id: payments.id,
  status: payments.status,
  approvedAmount: shownAmount,
  currency: payments.currency,
  updatedAt: payments.updatedAt,
  vessel: textOrder(vessels.name),
  port: textOrder(ports.name),
};

function awaitingCondition(scope: PaymentListScope): SQL {
  // A payment of an approved DA waits for review: the reviewer chooses its instructions and due date
  // when requesting approval if the evaluator has not (issue 47: never "set up on evaluation", a page a
  // reviewer cannot open); instructions naming a reviewer keep it for that reviewer.
  const review = scope.isReviewer
    ? and(
        sql`${payments.status} in ('DRAFT', 'BACK_FOR_REVIEW')`,
        sql`${liveTotal} > 0`,
        or(
          sql`${evaluations.paymentInstructionId} is null`,
          eq(paymentInstructions.isActive, false),
          sql`${paymentInstructions.reviewerId} is null`,
          eq(paymentInstructions.reviewerId, scope.profileId),
        ),
      )
    : undefined;
  // Four eyes: the approver of a payment is never the profile that requested its approval.
  const approve = scope.isApprover
    ? or(
        and(
          eq(payments.status, 'PENDING_APPROVAL'),
          or(sql`${payments.requestedById} is null`, ne(payments.requestedById, scope.profileId)),
          or(
            sql`${paymentInstructions.approverId} is null`,
            eq(paymentInstructions.approverId, scope.profileId),
            sql`${payments.approvedAmount} <= ${paymentInstructions.approvalThreshold}`,
          ),
        ),
        eq(payments.status, 'APPROVED'),
      )
    : undefined;
  return (or(review, approve) ?? sql`false`) as SQL;
}

function conditions(scope: PaymentListScope, f: TPaymentListFilters, id?: number): SQL {
  return and(
    scope.companyId === null ? undefined : eq(payments.companyId, scope.companyId),
    scope.region,
    id === undefined ? undefined : eq(payments.id, id),
    f.appointmentId === undefined ? undefined : eq(payments.appointmentId, f.appointmentId),
    f.status ? eq(payments.status, f.status) : undefined,
    f.currency ? eq(payments.currency, f.currency) : undefined,
    f.fromDate ? sql`${payments.updatedAt} >= ${dayStart(f.fromDate)}` : undefined,
    f.toDate ? sql`${payments.updatedAt} < ${new Date(dayStart(f.toDate).getTime() + DAY_MS)}` : undefined,
    f.text
      ? or(
          ilike(vessels.name, containsPattern(f.text)),
          ilike(ports.name, containsPattern(f.text)),
          ilike(agent.name, containsPattern(f.text)),
        )
      : undefined,
    f.awaitingMyAction ? awaitingCondition(scope) : undefined,
  ) as SQL;
}

export function createPaymentListRepo(db: Db) {
  const base = (tx: Db, selection: Parameters<Db['select']>[0]) =>
    tx
      .select(selection)
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
      .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
      .innerJoin(ports, eq(ports.id, portCalls.portId))
      .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
      .innerJoin(buyer, eq(buyer.id, payments.companyId))
      .innerJoin(agent, eq(agent.id, appointments.agentCompanyId))
      .innerJoin(evaluations, eq(evaluations.id, payments.evaluationId))
      .leftJoin(paymentInstructions, eq(paymentInstructions.id, evaluations.paymentInstructionId))
      .leftJoin(requester, eq(requester.id, payments.requestedById))
      .leftJoin(approver, eq(approver.id, payments.approvedById));

  return {
    /** Every buyer company by name (the administrator's buyer picker). */
    async buyers(tx: Db = db) {
      return tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.type, 'BUYER'))
        .orderBy(textOrder(companies.name), asc(companies.id));
    },

    /** The payments of an appointment addressed (and sent) to the supplier company; undefined if none is. */
    async ofSupplierAppointment(appointmentId: number, supplierCompanyId: number, tx: Db = db) {
      const [appointment] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.agentCompanyId, supplierCompanyId),
            ne(appointments.state, 'DRAFT'),
          ),
        );
      if (!appointment) return undefined;
      return tx.select().from(payments).where(eq(payments.appointmentId, appointmentId)).orderBy(asc(payments.id));
    },

    /** The payments, past DRAFT, of some appointments addressed to a supplier (its DA tool page). */
    async ofSupplierAppointments(supplierCompanyId: number, appointmentIds: number[], tx: Db = db) {
      if (appointmentIds.length === 0) return [];
      return tx
        .select({ payment: payments })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .where(
          and(
            inArray(payments.appointmentId, appointmentIds),
            eq(appointments.agentCompanyId, supplierCompanyId),
            ne(payments.status, 'DRAFT'),
          ),
        )
        .orderBy(asc(payments.id));
    },

    /** The payments, past DRAFT, of some appointments of a buyer (the dashboard's page), in id order. */
    async ofBuyerAppointments(companyId: number, appointmentIds: number[], tx: Db = db) {
      if (appointmentIds.length === 0) return [];
      return tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.companyId, companyId),
            inArray(payments.appointmentId, appointmentIds),
            ne(payments.status, 'DRAFT'),
          ),
        )
        .orderBy(asc(payments.id));
    },

    async page(scope: PaymentListScope, f: TPaymentListFilters, w: PaymentWindow, id?: number, tx: Db = db) {
      const where = conditions(scope, f, id);
      const [counted] = await base(tx, { n: count() }).where(where);
      const by = w.direction === 'ASC' ? asc : desc;
      const rows = await base(tx, {
        payment: payments,
        shownAmount,
        buyerName: buyer.name,
        vessel: vessels.name,
        port: ports.name,
        agent: agent.name,
        voyageNumber: voyages.voyageNumber,
        paymentDueDate: evaluations.paymentDueDate,
        instructionName: paymentInstructions.name,
        namedReviewerId: paymentInstructions.reviewerId,
        namedApproverId: paymentInstructions.approverId,
        approvalThreshold: paymentInstructions.approvalThreshold,
        requestedBy: requester.name,
        approvedBy: approver.name,
        attachmentCount: sql<number>`(select count(*)::int from ${paymentAttachments} where ${paymentAttachments.paymentId} = ${payments.id})`,
      })
        .where(where)
        .orderBy(by(sortable[w.property ?? 'updatedAt'] ?? payments.updatedAt), by(payments.id))
        .limit(w.limit)
        .offset(w.offset);
      return { total: Number(counted?.n ?? 0), rows };
    },
  };
}
export type PaymentListRepo = ReturnType<typeof createPaymentListRepo>;
