import { hash } from 'node:crypto';
import type { TPaymentListFilters } from '@portcall/contracts/payment-list';
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
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
 * every buyer or one). Reads only: a DA's DRAFT payment is made when its lines are approved
 * (migration 0070), never by reading.
 */

export interface PaymentListScope {
  /** The buyer; null for an administrator listing every buyer. */
  companyId: number | null;
  /** The countries of the caller's region rules; null when no rule restricts them. */
  countryIds: number[] | null;
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

const p = (name: string) => sql.placeholder(name);
function awaitingCondition(): SQL {
  // A payment of an approved DA waits for review: the reviewer chooses its instructions and due date
  // when requesting approval if the evaluator has not (issue 47: never "set up on evaluation", a page a
  // reviewer cannot open); instructions naming a reviewer keep it for that reviewer.
  const review = and(
    sql`${p('isReviewer')}::boolean`,
    sql`${payments.status} in ('DRAFT', 'BACK_FOR_REVIEW')`,
    sql`${liveTotal} > 0`,
    or(
      sql`${evaluations.paymentInstructionId} is null`,
      eq(paymentInstructions.isActive, false),
      sql`${paymentInstructions.reviewerId} is null`,
      sql`${paymentInstructions.reviewerId} = ${p('profileId')}`,
    ),
  );
  // Four eyes: the approver of a payment is never the profile that requested its approval.
  const approve = and(
    sql`${p('isApprover')}::boolean`,
    or(
      and(
        eq(payments.status, 'PENDING_APPROVAL'),
        or(sql`${payments.requestedById} is null`, sql`${payments.requestedById} <> ${p('profileId')}`),
        or(
          sql`${paymentInstructions.approverId} is null`,
          sql`${paymentInstructions.approverId} = ${p('profileId')}`,
          sql`${payments.approvedAmount} <= ${paymentInstructions.approvalThreshold}`,
        ),
      ),
      eq(payments.status, 'APPROVED'),
    ),
  );
  return or(review, approve) as SQL;
}

/**
 * Which filters the statement holds. A filter that is absent is left out of the text, not bound as
 * null: the count joins only what its filters need (issue 45: the count walked every payment through
 * eleven joins), and a named statement's generic plan estimates only conditions that are there (an
 * "is null or" per optional filter made it expect one payment of thousands and nest eleven loops:
 * 5.6 s for a page whose custom plan took 15 ms, at every sixth read of a connection).
 */
interface Shape {
  byCompany: boolean;
  byCountries: boolean;
  byText: boolean;
  awaiting: boolean;
  byId: boolean;
  byAppointment: boolean;
  byStatus: boolean;
  byCurrency: boolean;
  byFromDate: boolean;
  byToDate: boolean;
}

/** Every condition of the list, its values bound by name (valuesOf), so each shape's statement is built once. */
function conditions(shape: Shape): SQL {
  const text = or(ilike(vessels.name, p('text')), ilike(ports.name, p('text')), ilike(agent.name, p('text')));
  return and(
    shape.byCompany ? sql`${payments.companyId} = ${p('companyId')}` : undefined,
    shape.byCountries ? sql`${ports.countryId} = any(${p('countryIds')}::bigint[])` : undefined,
    // A DRAFT whose lines are no longer approved (sent back after approval) has nothing to pay: the
    // list leaves it out until a line is approved again; asked for by its id, it is still found.
    shape.byId ? sql`${payments.id} = ${p('id')}` : sql`(${payments.status} <> 'DRAFT' or ${liveTotal} > 0)`,
    shape.byAppointment ? sql`${payments.appointmentId} = ${p('appointmentId')}` : undefined,
    shape.byStatus ? sql`${payments.status} = ${p('status')}` : undefined,
    shape.byCurrency ? sql`${payments.currency} = ${p('currency')}` : undefined,
    shape.byFromDate ? sql`${payments.updatedAt} >= ${p('fromDate')}::timestamptz` : undefined,
    shape.byToDate ? sql`${payments.updatedAt} < ${p('toDate')}::timestamptz` : undefined,
    shape.byText ? text : undefined,
    shape.awaiting ? awaitingCondition() : undefined,
  ) as SQL;
}

function valuesOf(scope: PaymentListScope, f: TPaymentListFilters, id: number | undefined) {
  return {
    companyId: scope.companyId,
    countryIds: scope.countryIds,
    profileId: scope.profileId,
    isReviewer: scope.isReviewer,
    isApprover: scope.isApprover,
    id: id ?? null,
    appointmentId: f.appointmentId ?? null,
    status: f.status ?? null,
    currency: f.currency ?? null,
    fromDate: f.fromDate ? dayStart(f.fromDate).toISOString() : null,
    toDate: f.toDate ? new Date(dayStart(f.toDate).getTime() + DAY_MS).toISOString() : null,
    text: f.text ? containsPattern(f.text) : null,
  };
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

  /**
   * A statement over payments with only the joins its filters and order read: every inner join is one
   * row by a non-null foreign key, so one left out drops no payment.
   */
  const withJoins = <Q extends PgSelect>(
    q: Q,
    needs: { route: boolean; vessel: boolean; agent: boolean; evaluation: boolean },
  ) => {
    // Typed as any select while joining: with an explicit selection a join leaves the rows' type as is.
    let joinedQuery: PgSelect = q;
    if (needs.route || needs.vessel || needs.agent)
      joinedQuery = joinedQuery
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
        .innerJoin(ports, eq(ports.id, portCalls.portId));
    if (needs.vessel) joinedQuery = joinedQuery.innerJoin(vessels, eq(vessels.id, portCalls.vesselId));
    if (needs.agent) joinedQuery = joinedQuery.innerJoin(agent, eq(agent.id, appointments.agentCompanyId));
    if (needs.evaluation)
      joinedQuery = joinedQuery
        .innerJoin(evaluations, eq(evaluations.id, payments.evaluationId))
        .leftJoin(paymentInstructions, eq(paymentInstructions.id, evaluations.paymentInstructionId));
    return joinedQuery as Q;
  };
  const filterNeeds = (shape: Shape) => ({
    route: shape.byCountries,
    vessel: shape.byText,
    agent: shape.byText,
    evaluation: shape.awaiting,
  });
  const countOf = (tx: Db, shape: Shape) =>
    withJoins(tx.select({ n: count() }).from(payments).$dynamic(), filterNeeds(shape)).where(conditions(shape));
  const countStatement = (tx: Db, shape: Shape, name = '') => countOf(tx, shape).prepare(name);
  // The page's payments are picked first, from payments and what the filters and order read, and only
  // those are joined to the rest (issue 45: joining every payment before keeping twenty was most of the
  // page's time). They arrive as an array (an InitPlan, run once), which the generic plan takes for a
  // few rows and joins by primary keys; as a joined subquery it expected a tenth of the payments (its
  // LIMIT and OFFSET are bound) and hash-joined them all. The total is an uncorrelated sub-select too,
  // so a page is one statement and one round trip; only an empty page asks the count alone.
  const rowsStatement = (tx: Db, shape: Shape, property: string, direction: 'ASC' | 'DESC', name = '') => {
    const by = direction === 'ASC' ? asc : desc;
    const key = sortable[property] ?? payments.updatedAt;
    const needs = filterNeeds(shape);
    const pageIds = withJoins(tx.select({ id: payments.id }).from(payments).$dynamic(), {
      ...needs,
      vessel: needs.vessel || property === 'vessel',
      route: needs.route || property === 'port',
    })
      .where(conditions(shape))
      .orderBy(by(key), by(payments.id))
      .limit(p('limit'))
      .offset(p('offset'));
    return base(tx, {
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
      total: sql<number>`(${countOf(tx, shape)})`.mapWith(Number),
    })
      .where(sql`${payments.id} = any(array(${pageIds}))`)
      .orderBy(by(key), by(payments.id))
      .prepare(name);
  };
  type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> };
  // Built once and named: with eleven joins, planning cost up to a hundred times the execution
  // (issue 45); a named statement is parsed once per connection and keeps a generic plan.
  const statements = new Map<string, Prepared>();
  const nameOf = (key: unknown[]) => `payment_list_${hash('sha1', JSON.stringify(key)).slice(0, 16)}`;
  function statementOf<T extends Prepared>(key: unknown[], build: () => T): T {
    const id = JSON.stringify(key);
    const found = statements.get(id);
    if (found) return found as T;
    const made = build();
    statements.set(id, made);
    return made;
  }

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
      const values = { ...valuesOf(scope, f, id), limit: w.limit, offset: w.offset };
      const shape: Shape = {
        byCompany: values.companyId !== null,
        byCountries: values.countryIds !== null,
        byText: values.text !== null,
        awaiting: f.awaitingMyAction === true,
        byId: values.id !== null,
        byAppointment: values.appointmentId !== null,
        byStatus: values.status !== null,
        byCurrency: values.currency !== null,
        byFromDate: values.fromDate !== null,
        byToDate: values.toDate !== null,
      };
      const direction = w.direction === 'ASC' ? 'ASC' : 'DESC';
      const property = w.property && w.property in sortable ? w.property : 'updatedAt';
      const key = ['rows', shape, property, direction];
      const rows = await (tx === db
        ? statementOf(key, () => rowsStatement(db, shape, property, direction, nameOf(key)))
        : rowsStatement(tx, shape, property, direction)
      ).execute(values);
      if (rows.length > 0) return { total: Number(rows[0]?.total ?? 0), rows };
      const [counted] = await (tx === db
        ? statementOf(['count', shape], () => countStatement(db, shape, nameOf(['count', shape])))
        : countStatement(tx, shape)
      ).execute(values);
      return { total: Number(counted?.n ?? 0), rows };
    },
  };
}
export type PaymentListRepo = ReturnType<typeof createPaymentListRepo>;
