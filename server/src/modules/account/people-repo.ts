import { and, asc, count, eq, exists, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textOrder } from '../../platform/db/query-helpers';
import { companies, departments, profileAuthorities, profileProducts, profiles } from './db';

export type ProfileRow = typeof profiles.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;

/**
 * A company's people and departments: profiles, the products and authorities they hold, and the
 * departments they belong to. These are the account module's tables, so their writes live here; the
 * settings module (the buyer's people page) gets this repo from the account module's entry rather
 * than writing them itself. What settings keeps of a person (rules, teams) stays with settings.
 */
export function createPeopleRepo(db: Db) {
  return {
    /** Serialises people edits of one company, so two managers cannot demote each other at once. */
    async lockCompany(companyId: number, tx: Db = db) {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    },

    async findProfile(id: number, tx: Db = db): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    listUsers(companyId: number, tx: Db = db) {
      return tx
        .select({
          id: profiles.id,
          name: profiles.name,
          surname: profiles.surname,
          email: profiles.email,
          role: profiles.role,
          status: profiles.status,
          isEnabled: profiles.isEnabled,
          departmentId: departments.id,
          departmentName: departments.name,
        })
        .from(profiles)
        .leftJoin(departments, eq(departments.id, profiles.departmentId))
        .where(eq(profiles.companyId, companyId))
        .orderBy(textOrder(profiles.surname), textOrder(profiles.name), asc(profiles.id));
    },

    async usernameTaken(username: string, exceptProfileId: number | null, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            sql`lower(${profiles.username}) = lower(${username})`,
            exceptProfileId === null ? undefined : ne(profiles.id, exceptProfileId),
          ),
        );
      return row !== undefined;
    },

    async insertProfile(values: typeof profiles.$inferInsert, tx: Db = db): Promise<ProfileRow> {
      const [row] = await tx.insert(profiles).values(values).returning();
      return row as ProfileRow;
    },

    async updateProfile(id: number, values: Partial<typeof profiles.$inferInsert>, tx: Db = db): Promise<ProfileRow> {
      const [row] = await tx.update(profiles).set(values).where(eq(profiles.id, id)).returning();
      return row as ProfileRow;
    },

    async findGrants(profileId: number, tx: Db = db) {
      const productRows = await tx
        .select({ product: profileProducts.product })
        .from(profileProducts)
        .where(eq(profileProducts.profileId, profileId))
        .orderBy(asc(profileProducts.product));
      const authorityRows = await tx
        .select({ authority: profileAuthorities.authority, isEnabled: profileAuthorities.isEnabled })
        .from(profileAuthorities)
        .where(eq(profileAuthorities.profileId, profileId))
        .orderBy(asc(profileAuthorities.authority));
      return { products: productRows.map((r) => r.product), authorities: authorityRows };
    },

    async replaceGrants(
      profileId: number,
      grants: { products: readonly string[]; authorities: ReadonlyArray<{ authority: string; isEnabled: boolean }> },
      tx: Db = db,
    ) {
      await tx.delete(profileProducts).where(eq(profileProducts.profileId, profileId));
      await tx.delete(profileAuthorities).where(eq(profileAuthorities.profileId, profileId));
      if (grants.products.length)
        await tx.insert(profileProducts).values(grants.products.map((product) => ({ profileId, product })));
      if (grants.authorities.length)
        await tx.insert(profileAuthorities).values(grants.authorities.map((a) => ({ profileId, ...a })));
    },

    /**
     * Managers who can still manage people: role MANAGER, enabled, not INACTIVE, holding an enabled
     * SETTINGS_EDIT_USER. One profile can be left out (the one being edited).
     */
    async countPeopleManagers(companyId: number, exceptProfileId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(profiles)
        .where(
          and(
            eq(profiles.companyId, companyId),
            ne(profiles.id, exceptProfileId),
            eq(profiles.role, 'MANAGER'),
            eq(profiles.isEnabled, true),
            ne(profiles.status, 'INACTIVE'),
            exists(
              tx
                .select({ one: sql`1` })
                .from(profileAuthorities)
                .where(
                  and(
                    eq(profileAuthorities.profileId, profiles.id),
                    eq(profileAuthorities.authority, 'SETTINGS_EDIT_USER'),
                    eq(profileAuthorities.isEnabled, true),
                  ),
                ),
            ),
          ),
        );
      return Number(row?.n ?? 0);
    },

    // ---- departments ----

    async findDepartment(id: number, tx: Db = db): Promise<DepartmentRow | undefined> {
      const [row] = await tx.select().from(departments).where(eq(departments.id, id));
      return row;
    },

    listDepartments(companyId: number, options: { eligibleOnly: boolean }, tx: Db = db) {
      return tx
        .select()
        .from(departments)
        .where(
          and(
            eq(departments.companyId, companyId),
            options.eligibleOnly ? eq(departments.isEligible, true) : undefined,
          ),
        )
        .orderBy(textOrder(departments.name), asc(departments.id));
    },

    async departmentNameTaken(companyId: number, name: string, exceptId: number | null, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.companyId, companyId),
            sql`lower(${departments.name}) = lower(${name})`,
            exceptId === null ? undefined : ne(departments.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insertDepartment(values: typeof departments.$inferInsert, tx: Db = db): Promise<DepartmentRow> {
      const [row] = await tx.insert(departments).values(values).returning();
      return row as DepartmentRow;
    },

    async updateDepartment(
      id: number,
      values: Partial<typeof departments.$inferInsert>,
      tx: Db = db,
    ): Promise<DepartmentRow> {
      const [row] = await tx.update(departments).set(values).where(eq(departments.id, id)).returning();
      return row as DepartmentRow;
    },
  };
}
export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
