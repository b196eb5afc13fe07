/**
 * A declared read model (docs/decisions.md "Read models"): what the budget workflow reads of the
 * account module: a buyer's departments that take part in DA work, a profile's department and the
 * people of a department (who a reminder goes to). Only reads; the account module owns those rows.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { departments, profiles } from '../account/db';

export function createWorkflowReadModel(db: Db) {
  return {
    /** The buyer's departments that take part in DA work (settings: `isEligible`). */
    async eligibleDepartments(companyId: number, tx: Db = db) {
      return tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), eq(departments.isEligible, true)))
        .orderBy(departments.name);
    },
    async departmentOfProfile(profileId: number, tx: Db = db) {
      const [row] = await tx
        .select({ departmentId: profiles.departmentId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row?.departmentId ?? null;
    },
    /** Active, enabled profiles of a department: who a reminder goes to. */
    async departmentProfiles(departmentId: number, tx: Db = db) {
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(eq(profiles.departmentId, departmentId), eq(profiles.status, 'ACTIVE'), eq(profiles.isEnabled, true)),
        )
        .orderBy(profiles.id);
      return rows.map((r) => r.id);
    },
  };
}
