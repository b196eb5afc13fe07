/**
 * A declared read model (docs/decisions.md "Read models"): what the evaluation load must know
 * before it may answer, read in one statement: the evaluation's revision (the kept answer's tag),
 * its appointment's company and the country of the appointment's port call (what the appointments
 * module's scope check decides on), and whether the caller's region rules (settings module) reach
 * that country. Only reads; those rows are written by their modules.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { ports } from '../refdata/db';
import { profileRules, regionCountries, regions, ruleRegions, rules } from '../settings/db';
import { evaluations } from './db';

/** What the load's scope check reads; `appointmentCompanyId` is null without appointment or port call. */
export interface LoadScopeRow {
  revision: number;
  appointmentCompanyId: number | null;
  isInRegion: boolean;
}

export function createLoadReadModel(db: Db) {
  // The caller's active REGION_RULEs of its company, as settings/region-scope.ts reads them.
  const regionRules = sql`${profileRules} pr join ${rules} r on r.id = pr.rule_id and r.rule_type = 'REGION_RULE'
      and r.state = 'ACTIVE' and r.company_id = ${sql.placeholder('companyId')}
    where pr.profile_id = ${sql.placeholder('profileId')}`;
  // No rule: unrestricted. Rules: the port's country in one of their active regions (several add up;
  // a rule whose regions are inactive or empty shows nothing).
  const isInRegion = sql<boolean>`(not exists (select 1 from ${regionRules}) or exists (select 1 from ${profileRules} pr2
      join ${rules} r2 on r2.id = pr2.rule_id and r2.rule_type = 'REGION_RULE' and r2.state = 'ACTIVE'
        and r2.company_id = ${sql.placeholder('companyId')}
      join ${ruleRegions} rr on rr.rule_id = r2.id
      join ${regions} g on g.id = rr.region_id and g.state = 'ACTIVE'
      join ${regionCountries} rc on rc.region_id = g.id and rc.country_id = ${ports.countryId}
      where pr2.profile_id = ${sql.placeholder('profileId')}))`;
  // The appointment counts only with its port call as the appointments module reads it (port and
  // vessel joined), so a missing one is a 404 here as there.
  const companyOfReached = sql<
    number | null
  >`case when ${ports.id} is null then null else ${appointments.companyId} end`;
  const statement = db
    .select({
      revision: evaluations.revision,
      appointmentCompanyId: companyOfReached,
      isInRegion,
    })
    .from(evaluations)
    .leftJoin(appointments, eq(appointments.id, evaluations.appointmentId))
    .leftJoin(portCalls, eq(portCalls.id, appointments.portCallId))
    .leftJoin(vessels, eq(vessels.id, portCalls.vesselId))
    .leftJoin(ports, and(eq(ports.id, portCalls.portId), sql`${vessels.id} is not null`))
    .where(eq(evaluations.id, sql.placeholder('id')))
    // Named once per connection: every load runs it, and planning it costs more than running it.
    .prepare('evaluations_load_scope');

  return {
    /** The load's scope facts of evaluation `id` for a buyer profile; undefined when there is no such evaluation. */
    async loadScope(id: number, caller: { companyId: number; profileId: number }): Promise<LoadScopeRow | undefined> {
      const [row] = await statement.execute({ id, companyId: caller.companyId, profileId: caller.profileId });
      if (!row) return undefined;
      return {
        revision: Number(row.revision),
        appointmentCompanyId: row.appointmentCompanyId === null ? null : Number(row.appointmentCompanyId),
        isInRegion: row.isInRegion,
      };
    },
  };
}
export type LoadReadModel = ReturnType<typeof createLoadReadModel>;
