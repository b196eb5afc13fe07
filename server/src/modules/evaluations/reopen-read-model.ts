import type { TReopenDaSearch } from '@portcall/contracts/evaluation-workflow';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf, readPage } from '../../platform/db/query-helpers';
import { companies } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { proformas } from '../proformas/db';
import { ports } from '../refdata/db';
import { evaluations } from './db';
import { stageOf } from './queue-read-model';

const agent = alias(companies, 'reopen_agent');
const buyer = alias(companies, 'reopen_buyer');

/**
 * The admin console's DAs to reopen, across every buyer (an administrator with REOPEN_DA is not
 * scoped to a company): the buyer DA tool's stage, and whether reopen.ts would take it.
 */
export function createReopenDaReadModel(db: Db) {
  // Dynamic mode keeps each query's own selection type through the shared joins.
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(proformas, eq(proformas.id, evaluations.proformaId))
      .innerJoin(appointments, eq(appointments.id, evaluations.appointmentId))
      .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
      .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
      .innerJoin(ports, eq(ports.id, portCalls.portId))
      .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
      .innerJoin(agent, eq(agent.id, appointments.agentCompanyId))
      .innerJoin(buyer, eq(buyer.id, evaluations.companyId));

  function where(text: string | undefined): SQL | undefined {
    if (!text) return undefined;
    // A bare number is a DA number (or a voyage called exactly that): "2" should not also find every
    // vessel, voyage or agency whose name holds a 2.
    if (/^#?\d{1,9}$/.test(text)) {
      const number = text.replace('#', '');
      return or(eq(proformas.id, Number(number)), ilike(voyages.voyageNumber, number));
    }
    return or(
      ilike(vessels.name, containsPattern(text)),
      ilike(ports.name, containsPattern(text)),
      ilike(ports.unlocode, containsPattern(text)),
      ilike(agent.name, containsPattern(text)),
      ilike(buyer.name, containsPattern(text)),
      ilike(voyages.voyageNumber, containsPattern(text)),
    );
  }

  return {
    async search(query: TReopenDaSearch) {
      const condition = and(where(query.text));
      const { rows, total } = await readPage(
        query,
        joined(
          db
            .select({
              proformaId: proformas.id,
              evaluationId: evaluations.id,
              type: proformas.type,
              vessel: vessels.name,
              port: ports.name,
              agent: agent.name,
              buyer: buyer.name,
              stage: stageOf,
              submittedAt: proformas.submittedAt,
            })
            .from(evaluations)
            .$dynamic(),
        )
          .where(condition)
          .orderBy(desc(proformas.submittedAt), desc(evaluations.id)),
        joined(db.select({ n: count() }).from(evaluations).$dynamic()).where(condition),
      );
      return pageOf(
        rows.map((r) => ({
          ...r,
          isReopenable: r.stage === 'APPROVED' || r.stage === 'CLOSED',
          submittedAt: r.submittedAt?.toISOString() ?? null,
        })),
        total,
        query,
      );
    },
  };
}
export type ReopenDaReadModel = ReturnType<typeof createReopenDaReadModel>;
