import type { TDaQueueFilters, TDaQueueStage } from '@portcall/contracts/da-queue';
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern, type PageInput, readPage, textOrder } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { proformas } from '../proformas/db';
import { ports } from '../refdata/db';
import { evaluations, expenseEvaluations } from './db';

/**
 * The buyer DA tool's read model: evaluations joined with their DA, port call, agent, assignee and
 * payment, in one query a page. Like the financial page's list it reads across modules' tables
 * (a read model only; every write goes through the owning service).
 */

export interface DaQueueScope {
  companyId: number;
  region: SQL | undefined;
  profileId: number;
}

const agent = alias(companies, 'queue_agent');
const assignee = alias(profiles, 'queue_assignee');
const line = alias(expenseEvaluations, 'queue_line');
const child = alias(expenseEvaluations, 'queue_child');
/** The aliased table in a FROM of raw SQL (an alias alone renders as its name only). */
const lines = sql`${expenseEvaluations} ${line}`;

/** A line that counts: live, and not a split parent (its children count instead). */
const leafLine = sql`${line.evaluationId} = ${evaluations.id} and ${line.status} not in ('DELETED', 'REJECTED') and not exists (select 1 from ${expenseEvaluations} ${child} where ${child.parentId} = ${line.id})`;
const anyLeaf = (status: SQL) => sql`exists (select 1 from ${lines} where ${leafLine} and ${status})`;

/** The stage of da-queue.ts, from the payment first, then the evaluation's lines. */
export const stageOf = sql<TDaQueueStage>`(case
  when ${evaluations.paymentState} = 'PAID' then 'PAID'
  when ${evaluations.paymentState} in ('PENDING_APPROVAL', 'APPROVED') then 'TO_PAY'
  when ${evaluations.status} <> 'OPEN' then 'CLOSED'
  when ${anyLeaf(sql`${line.status} in ('PENDING', 'BACK_FOR_REVIEW')`)} then 'TO_EVALUATE'
  when ${anyLeaf(sql`${line.status} <> 'APPROVED'`)} then 'IN_REVIEW'
  else 'APPROVED' end)`;

const quotedAmount = sql<string>`(select coalesce(sum(${line.amount}), 0) from ${lines} where ${line.evaluationId} = ${evaluations.id} and ${line.parentId} is null and ${line.status} not in ('DELETED', 'REJECTED'))`;
const evaluatedAmount = sql<string>`(select coalesce(sum(coalesce(${line.verifiedAmount}, ${line.amount})), 0) from ${lines} where ${leafLine})`;

const sortable: Record<string, AnyColumn | SQL> = {
  submittedAt: proformas.submittedAt,
  id: evaluations.id,
  vessel: textOrder(vessels.name),
  port: textOrder(ports.name),
  agent: textOrder(agent.name),
  quotedAmount,
};

function conditions(scope: DaQueueScope, f: TDaQueueFilters): SQL {
  return and(
    eq(evaluations.companyId, scope.companyId),
    scope.region,
    f.stage ? sql`${stageOf} = ${f.stage}` : undefined,
    f.type ? eq(proformas.type, f.type) : undefined,
    f.appointmentId === undefined ? undefined : eq(evaluations.appointmentId, f.appointmentId),
    f.assignedToMe ? eq(evaluations.assigneeId, scope.profileId) : undefined,
    f.text
      ? or(
          ilike(vessels.name, containsPattern(f.text)),
          ilike(ports.name, containsPattern(f.text)),
          ilike(agent.name, containsPattern(f.text)),
          ilike(voyages.voyageNumber, containsPattern(f.text)),
        )
      : undefined,
  ) as SQL;
}

export function createDaQueueRepo(db: Db) {
  /** The queue's FROM: an evaluation with its pro forma, call, vessel, port, agent and assignee. */
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(proformas, eq(proformas.id, evaluations.proformaId))
      .innerJoin(appointments, eq(appointments.id, evaluations.appointmentId))
      .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
      .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
      .innerJoin(ports, eq(ports.id, portCalls.portId))
      .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
      .innerJoin(agent, eq(agent.id, appointments.agentCompanyId))
      .leftJoin(assignee, eq(assignee.id, evaluations.assigneeId));

  return {
    async page(scope: DaQueueScope, f: TDaQueueFilters, w: PageInput, tx: Db = db) {
      const where = conditions(scope, f);
      const by = w.direction === 'ASC' ? asc : desc;
      return readPage(
        w,
        joined(
          tx
            .select({
              evaluationId: evaluations.id,
              proformaId: evaluations.proformaId,
              appointmentId: evaluations.appointmentId,
              portCallId: portCalls.id,
              type: proformas.type,
              stage: stageOf,
              vessel: vessels.name,
              port: ports.name,
              agent: agent.name,
              voyageNumber: voyages.voyageNumber,
              currency: sql<string | null>`coalesce(${evaluations.currency}, ${proformas.currency})`,
              quotedAmount,
              evaluatedAmount,
              assigneeId: assignee.id,
              assigneeName: assignee.name,
              assigneeSurname: assignee.surname,
              paymentStatus: evaluations.paymentState,
              submittedAt: proformas.submittedAt,
            })
            .from(evaluations)
            .$dynamic(),
        )
          .where(where)
          .orderBy(by(sortable[w.property ?? 'submittedAt'] ?? proformas.submittedAt), by(evaluations.id)),
        joined(tx.select({ n: count() }).from(evaluations).$dynamic()).where(where),
      );
    },

    /** How many evaluations of the scope stand at each stage, and how many wait for the caller. */
    async counts(scope: DaQueueScope, tx: Db = db) {
      const rows = await joined(
        tx
          .select({
            stage: stageOf,
            n: count(),
            mine: sql<number>`count(*) filter (where ${evaluations.assigneeId} = ${scope.profileId})::int`,
          })
          .from(evaluations)
          .$dynamic(),
      )
        .where(conditions(scope, {}))
        .groupBy(stageOf);
      return rows.map((r) => ({ stage: r.stage as TDaQueueStage, n: Number(r.n), mine: Number(r.mine) }));
    },
  };
}
export type DaQueueRepo = ReturnType<typeof createDaQueueRepo>;
