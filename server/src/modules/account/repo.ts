import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { keptStatement } from '../../platform/db/query-helpers';
import { countries } from '../refdata/db';
import {
  companies,
  companyCategories,
  companyPorts,
  departments,
  profileAuthorities,
  profileProducts,
  profiles,
} from './db';
import { findProfileGrants, prepareFindClaims } from './grants-read-model';

export type ProfileRow = typeof profiles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface ProfileGrants {
  products: string[];
  authorities: Array<{ authority: string; isEnabled: boolean }>;
  rules: Array<{ id: number; name: string; ruleType: string }>;
  /** The active vessels the profile looks after (fleet module's profile_vessels). */
  vessels: Array<{ id: number; name: string }>;
  department: { id: number; name: string; abbreviation: string } | null;
}

/** Queries over companies and profiles; no rules, no calls to other services. */
export function createAccountRepo(db: Db) {
  // Who of a company may work on DA (every message and notification fan-out asks) and a sender's
  // name: built once and named.
  const withAccess = keptStatement(db, (tx) =>
    tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          eq(profiles.companyId, sql.placeholder('companyId')),
          eq(profiles.status, 'ACTIVE'),
          eq(profiles.isEnabled, true),
          sql`exists (select 1 from ${profileProducts} pp where pp.profile_id = ${profiles.id}
            and pp.product = ${sql.placeholder('product')})`,
          sql`exists (select 1 from ${profileAuthorities} pa where pa.profile_id = ${profiles.id}
            and pa.authority = ${sql.placeholder('authority')} and pa.is_enabled)`,
        ),
      )
      .prepare('account_profiles_with_access'),
  );
  const profileWithCompany = keptStatement(db, (tx) =>
    tx
      .select({ profile: profiles, company: companies })
      .from(profiles)
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(eq(profiles.id, sql.placeholder('id')))
      .prepare('account_profile_with_company'),
  );
  return {
    async findProfileById(id: number, tx: Db = db): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    async findProfileByUsername(username: string, tx: Db = db): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(sql`lower(${profiles.username}) = lower(${username})`);
      return row;
    },

    /** Name, role and department of profiles of one company, for showing who is assigned. */
    async findProfileSummaries(companyId: number, ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: profiles.id,
          name: profiles.name,
          surname: profiles.surname,
          role: profiles.role,
          isEnabled: profiles.isEnabled,
          departmentId: departments.id,
          departmentName: departments.name,
        })
        .from(profiles)
        .leftJoin(departments, eq(departments.id, profiles.departmentId))
        .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, ids)));
    },

    async findCompanyById(id: number, tx: Db = db): Promise<CompanyRow | undefined> {
      const [row] = await tx.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    async companyNameExists(type: string, name: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.type, type), sql`lower(${companies.name}) = lower(${name})`));
      return row !== undefined;
    },

    /**
     * Agents and vendors matching a name, those serving the port (or worldwide) first. Locked
     * companies are never offered.
     */
    async searchSuppliers(
      input: { text?: string; portId?: number; types: string[]; page: number; size: number; preferredIds?: number[] },
      tx: Db = db,
    ) {
      const preferred = input.preferredIds?.length
        ? sql<boolean>`(${inArray(companies.id, input.preferredIds)})`
        : sql<boolean>`(false)::boolean`;
      const servesPort = input.portId
        ? sql<boolean>`(${companies.isWorldwide} OR EXISTS (SELECT 1 FROM ${companyPorts} WHERE ${companyPorts.companyId} = ${companies.id} AND ${companyPorts.portId} = ${input.portId}))`
        : sql<boolean>`(false)::boolean`;
      const where = and(
        inArray(companies.type, input.types),
        eq(companies.isLocked, false),
        input.text
          ? sql`lower(${companies.name}) LIKE ${`%${input.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
      );
      const rows = await tx
        .select({
          id: companies.id,
          name: companies.name,
          type: companies.type,
          city: companies.city,
          countryName: countries.name,
          isWorldwide: companies.isWorldwide,
          servesPort,
          isPreferred: preferred,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(companies)
        .leftJoin(countries, eq(countries.id, companies.countryId))
        .where(where)
        .orderBy(
          desc(preferred),
          ...(input.portId ? [desc(servesPort)] : []),
          sql`lower(${companies.name})`,
          asc(companies.id),
        )
        .limit(input.size)
        .offset(input.page * input.size);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async findCompanyLinks(companyId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          portIds: sql<number[]>`coalesce((select json_agg(cp.port_id order by cp.port_id) from ${companyPorts} cp
            where cp.company_id = ${companies.id}), '[]'::json)`,
          categoryIds: sql<number[]>`coalesce((select json_agg(cc.category_id order by cc.category_id)
            from ${companyCategories} cc where cc.company_id = ${companies.id}), '[]'::json)`,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return { portIds: (row?.portIds ?? []).map(Number), categoryIds: (row?.categoryIds ?? []).map(Number) };
    },

    /** Products, authorities, active rules, active vessels and department: see grants-read-model.ts. */
    findGrants(profile: Pick<ProfileRow, 'id' | 'departmentId'>, tx: Db = db): Promise<ProfileGrants> {
      return findProfileGrants(tx, profile);
    },

    /** Profile, company, grants and company links in one statement: see grants-read-model.ts. */
    findClaims: prepareFindClaims(db),

    /** Who notifications and e-mails reach: the people of these ids, with their mute switches. */
    async findRecipients(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          id: profiles.id,
          companyId: profiles.companyId,
          email: profiles.email,
          isEmailMuted: profiles.isEmailMuted,
          isNotificationMuted: profiles.isNotificationMuted,
        })
        .from(profiles)
        .where(inArray(profiles.id, ids));
    },

    /**
     * The active people of a company who hold a product with an enabled authority (who may take
     * part in an appointment's conversation, say). Region rules are the settings module's to apply.
     */
    async findProfileIdsWithAccess(companyId: number, product: string, authority: string, tx: Db = db) {
      const rows = await withAccess(tx).execute({ companyId, product, authority });
      return rows.map((r) => r.id);
    },

    /** Agent companies (not locked) among these ids, or named so (any letter case). */
    async findAgents(by: { ids?: number[]; names?: string[] }, tx: Db = db) {
      const ids = by.ids ?? [];
      const names = (by.names ?? []).map((n) => n.toLowerCase());
      if (ids.length === 0 && names.length === 0) return [];
      return tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          and(
            eq(companies.type, 'AGENT'),
            eq(companies.isLocked, false),
            ids.length ? inArray(companies.id, ids) : inArray(sql`lower(${companies.name})`, names),
          ),
        );
    },

    /** A profile with its company, one join (claims and profile loads read both). */
    async findProfileWithCompany(id: number, tx: Db = db) {
      const [row] = await profileWithCompany(tx).execute({ id });
      return row;
    },

    /** The company row locked for a change that reads it first (registration review). */
    async lockCompany(id: number, tx: Db): Promise<CompanyRow | undefined> {
      const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
      return row;
    },

    /** The managers of a company with an e-mail (who a registration review is sent to). */
    async findCompanyManagers(companyId: number, tx: Db = db) {
      return tx
        .select({ id: profiles.id, email: profiles.email, name: profiles.name })
        .from(profiles)
        .where(and(eq(profiles.companyId, companyId), eq(profiles.role, 'MANAGER')))
        .orderBy(asc(profiles.id));
    },

    async insertCompany(values: typeof companies.$inferInsert, tx: Db = db): Promise<CompanyRow> {
      const [row] = await tx.insert(companies).values(values).returning();
      return row as CompanyRow;
    },

    async updateCompany(id: number, values: Partial<typeof companies.$inferInsert>, tx: Db = db): Promise<CompanyRow> {
      const [row] = await tx.update(companies).set(values).where(eq(companies.id, id)).returning();
      return row as CompanyRow;
    },

    async replaceCompanyLinks(companyId: number, links: { portIds: number[]; categoryIds: number[] }, tx: Db = db) {
      await tx.delete(companyPorts).where(eq(companyPorts.companyId, companyId));
      await tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId));
      if (links.portIds.length)
        await tx.insert(companyPorts).values(links.portIds.map((portId) => ({ companyId, portId })));
      if (links.categoryIds.length)
        await tx.insert(companyCategories).values(links.categoryIds.map((categoryId) => ({ companyId, categoryId })));
    },

    async insertProfile(values: typeof profiles.$inferInsert, tx: Db = db): Promise<ProfileRow> {
      const [row] = await tx.insert(profiles).values(values).returning();
      return row as ProfileRow;
    },

    async updateProfile(id: number, values: Partial<typeof profiles.$inferInsert>, tx: Db = db): Promise<ProfileRow> {
      const [row] = await tx.update(profiles).set(values).where(eq(profiles.id, id)).returning();
      return row as ProfileRow;
    },

    /**
     * Counts a failed login, in one statement so parallel tries cannot lose a count. The try that
     * reaches the limit (exactly, so a burst of parallel tries locks once) locks the profile until
     * `lockUntil` and counts the lock.
     */
    async recordFailedLogin(id: number, maxTries: number, lockUntil: Date, tx: Db = db): Promise<ProfileRow> {
      const reachesLimit = sql`${profiles.loginTries} + 1 = ${maxTries}`;
      const [row] = await tx
        .update(profiles)
        .set({
          loginTries: sql`${profiles.loginTries} + 1`,
          isLocked: sql`${profiles.isLocked} OR ${reachesLimit}`,
          lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${profiles.lockedUntil} END`,
          lockCount: sql`CASE WHEN ${reachesLimit} THEN ${profiles.lockCount} + 1 ELSE ${profiles.lockCount} END`,
        })
        .where(eq(profiles.id, id))
        .returning();
      return row as ProfileRow;
    },

    /** Lifts a lock whose time is up: the tries start again from zero; the lock count stays. */
    async liftLapsedLock(id: number, now: Date, tx: Db = db): Promise<ProfileRow | undefined> {
      const [row] = await tx
        .update(profiles)
        .set({ isLocked: false, loginTries: 0, lockedUntil: null })
        .where(and(eq(profiles.id, id), eq(profiles.isLocked, true), lte(profiles.lockedUntil, now)))
        .returning();
      return row as ProfileRow | undefined;
    },

    async grant(
      profileId: number,
      grants: { products: readonly string[]; authorities: readonly string[] },
      tx: Db = db,
    ) {
      if (grants.products.length)
        await tx
          .insert(profileProducts)
          .values(grants.products.map((product) => ({ profileId, product })))
          .onConflictDoNothing();
      if (grants.authorities.length)
        await tx
          .insert(profileAuthorities)
          .values(grants.authorities.map((authority) => ({ profileId, authority, isEnabled: true })))
          .onConflictDoNothing();
    },

    /**
     * A new terms version was published: every ACTIVE customer profile (not administrators) that has
     * not accepted `version` must accept it again (PENDING_TERMS_AND_CONDITIONS). Answers how many.
     */
    async requireTermsAgain(version: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(profiles)
        .set({ status: 'PENDING_TERMS_AND_CONDITIONS' })
        .where(
          and(
            eq(profiles.status, 'ACTIVE'),
            ne(profiles.type, 'ADMIN'),
            or(isNull(profiles.termsVersion), ne(profiles.termsVersion, version)),
          ),
        )
        .returning({ id: profiles.id });
      return rows.length;
    },

    async insertDepartment(values: typeof departments.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(departments).values(values).returning();
      return row as typeof departments.$inferSelect;
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
