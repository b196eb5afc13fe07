/**
 * A declared read model (docs/decisions.md "Read models"): what the evaluation load must know
 * before it may answer, read in one statement: the evaluation's revision (the kept answer's tag),
 * its appointment's company when the appointment's port call exists (what the appointments
 * module's scope check decides on), and whether the caller's region rules (settings module) reach
 * the port's country. The reading is the function `evaluation_load_scope` (migration
 * evaluation_load_scope), so its plan is kept per connection on PGlite too. Only reads.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';

/** What the load's scope check reads; `appointmentCompanyId` is null without appointment or port call. */
export interface LoadScopeRow {
  revision: number;
  appointmentCompanyId: number | null;
  isInRegion: boolean;
}

export function createLoadReadModel(db: Db) {
  // Named once per connection (PostgreSQL): every load runs it.
  const statement = db
    .select({
      revision: sql<string | number>`revision`,
      appointmentCompanyId: sql<string | number | null>`appointment_company_id`,
      isInRegion: sql<boolean>`is_in_region`,
    })
    .from(
      sql`evaluation_load_scope(${sql.placeholder('id')}, ${sql.placeholder('companyId')}, ${sql.placeholder('profileId')})`,
    )
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
