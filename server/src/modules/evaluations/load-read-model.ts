/**
 * A declared read model (docs/decisions.md "Read models"): what the evaluation load must know
 * before it may answer, read in one statement: the evaluation's revision (the kept answer's tag),
 * its appointment's company and its port's country when the appointment's port call exists (what
 * the appointments module's scope check decides on; the caller's region rules come with the cached
 * session). The reading is the function `evaluation_load_scope` (migration evaluation_load_scope),
 * so its plan is kept per connection on PGlite too. Only reads.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/** What the load's scope check reads; both ids are null without appointment or port call. */
export interface LoadScopeRow {
  revision: number;
  appointmentCompanyId: number | null;
  portCountryId: number | null;
}

export function createLoadReadModel(db: Db) {
  // Named once per connection (PostgreSQL): every load runs it.
  const statement = db
    .select({
      revision: sql<string | number>`revision`,
      appointmentCompanyId: sql<string | number | null>`appointment_company_id`,
      portCountryId: sql<string | number | null>`port_country_id`,
    })
    .from(sql`evaluation_load_scope(${sql.placeholder('id')})`)
    .prepare('evaluations_load_scope');

  return {
    /** The load's scope facts of evaluation `id`; undefined when there is no such evaluation. */
    async loadScope(id: number): Promise<LoadScopeRow | undefined> {
      const [row] = await statement.execute({ id });
      if (!row) return undefined;
      return {
        revision: Number(row.revision),
        appointmentCompanyId: row.appointmentCompanyId === null ? null : Number(row.appointmentCompanyId),
        portCountryId: row.portCountryId === null ? null : Number(row.portCountryId),
      };
    },
  };
}
export type LoadReadModel = ReturnType<typeof createLoadReadModel>;
