import type { TRegionsQuery, TRulesQuery } from '@portcall/contracts/settings';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, readPage, replaceMembers, textOrder } from '../../platform/db/query-helpers';
import { countries } from '../refdata/db';
import { profileRules, regionCountries, regions, ruleRegions, rules } from './db';

export type RegionRow = typeof regions.$inferSelect;
export type RuleRow = typeof rules.$inferSelect;

const nameTaken =
  (table: typeof regions | typeof rules) =>
  async (db: Db, companyId: number, name: string, exceptId: number | null): Promise<boolean> => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.companyId, companyId),
          sql`lower(${table.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(table.id, exceptId),
        ),
      );
    return row !== undefined;
  };
const regionNameTaken = nameTaken(regions);
const ruleNameTaken = nameTaken(rules);

/** Queries over regions, rules and the rules profiles hold. */
export function createRegionsRepo(db: Db) {
  return {
    // ---- regions ----

    async listRegions(companyId: number | null, query: TRegionsQuery, tx: Db = db) {
      const where = and(
        companyId === null ? undefined : eq(regions.companyId, companyId),
        query.name ? ilike(regions.name, containsPattern(query.name)) : undefined,
        query.state ? eq(regions.state, query.state) : undefined,
      );
      const sortable = { name: textOrder(regions.name), state: regions.state, createdAt: regions.createdAt };
      return readPage(
        query,
        tx
          .select()
          .from(regions)
          .where(where)
          .orderBy(...orderOf(sortable, query, 'name', regions.id)),
        tx.select({ n: count() }).from(regions).where(where),
      );
    },

    async findRegion(id: number, tx: Db = db): Promise<RegionRow | undefined> {
      const [row] = await tx.select().from(regions).where(eq(regions.id, id));
      return row;
    },

    async findRegionCountries(regionIds: number[], tx: Db = db) {
      if (regionIds.length === 0) return [];
      return tx
        .select({
          regionId: regionCountries.regionId,
          id: countries.id,
          name: countries.name,
          alpha2: countries.alpha2,
        })
        .from(regionCountries)
        .innerJoin(countries, eq(countries.id, regionCountries.countryId))
        .where(inArray(regionCountries.regionId, regionIds))
        .orderBy(textOrder(countries.name), asc(countries.id));
    },

    regionNameTaken: (companyId: number, name: string, exceptId: number | null, tx: Db = db) =>
      regionNameTaken(tx, companyId, name, exceptId),

    async insertRegion(values: typeof regions.$inferInsert, tx: Db = db): Promise<RegionRow> {
      const [row] = await tx.insert(regions).values(values).returning();
      return row as RegionRow;
    },

    async updateRegion(id: number, values: Partial<typeof regions.$inferInsert>, tx: Db = db): Promise<RegionRow> {
      const [row] = await tx.update(regions).set(values).where(eq(regions.id, id)).returning();
      return row as RegionRow;
    },

    async replaceRegionCountries(regionId: number, countryIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        regionCountries,
        { column: regionCountries.regionId, id: regionId },
        countryIds.map((countryId) => ({ regionId, countryId })),
      );
    },

    /** Regions of one buyer among the given ids (a rule may only name its own buyer's regions). */
    async existingRegionIds(companyId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.companyId, companyId), inArray(regions.id, ids)));
      return rows.map((r) => r.id);
    },

    listActiveRegions(companyId: number, tx: Db = db) {
      return tx
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(and(eq(regions.companyId, companyId), eq(regions.state, 'ACTIVE')))
        .orderBy(textOrder(regions.name), asc(regions.id));
    },

    /** The ACTIVE regions a profile's ACTIVE REGION_RULEs name (ref/profile/rules/regions). */
    listProfileRuleRegions(profileId: number, companyId: number, tx: Db = db) {
      return tx
        .selectDistinct({ id: regions.id, name: regions.name, sortName: textOrder(regions.name) })
        .from(profileRules)
        .innerJoin(
          rules,
          and(eq(rules.id, profileRules.ruleId), eq(rules.ruleType, 'REGION_RULE'), eq(rules.state, 'ACTIVE')),
        )
        .innerJoin(ruleRegions, eq(ruleRegions.ruleId, rules.id))
        .innerJoin(regions, and(eq(regions.id, ruleRegions.regionId), eq(regions.state, 'ACTIVE')))
        .where(and(eq(profileRules.profileId, profileId), eq(regions.companyId, companyId)))
        .orderBy(textOrder(regions.name), asc(regions.id));
    },

    // ---- rules ----

    async listRules(companyId: number | null, query: TRulesQuery, tx: Db = db) {
      const where = and(
        companyId === null ? undefined : eq(rules.companyId, companyId),
        query.name ? ilike(rules.name, containsPattern(query.name)) : undefined,
        query.ruleType ? eq(rules.ruleType, query.ruleType) : undefined,
        query.state ? eq(rules.state, query.state) : undefined,
      );
      const sortable = { name: textOrder(rules.name), ruleType: rules.ruleType, state: rules.state };
      return readPage(
        query,
        tx
          .select()
          .from(rules)
          .where(where)
          .orderBy(...orderOf(sortable, query, 'name', rules.id)),
        tx.select({ n: count() }).from(rules).where(where),
      );
    },

    async findRule(id: number, tx: Db = db): Promise<RuleRow | undefined> {
      const [row] = await tx.select().from(rules).where(eq(rules.id, id));
      return row;
    },

    async findRuleRegions(ruleIds: number[], tx: Db = db) {
      if (ruleIds.length === 0) return [];
      return tx
        .select({ ruleId: ruleRegions.ruleId, id: regions.id, name: regions.name })
        .from(ruleRegions)
        .innerJoin(regions, eq(regions.id, ruleRegions.regionId))
        .where(inArray(ruleRegions.ruleId, ruleIds))
        .orderBy(textOrder(regions.name), asc(regions.id));
    },

    ruleNameTaken: (companyId: number, name: string, exceptId: number | null, tx: Db = db) =>
      ruleNameTaken(tx, companyId, name, exceptId),

    async insertRule(values: typeof rules.$inferInsert, tx: Db = db): Promise<RuleRow> {
      const [row] = await tx.insert(rules).values(values).returning();
      return row as RuleRow;
    },

    async updateRule(id: number, values: Partial<typeof rules.$inferInsert>, tx: Db = db): Promise<RuleRow> {
      const [row] = await tx.update(rules).set(values).where(eq(rules.id, id)).returning();
      return row as RuleRow;
    },

    async replaceRuleRegions(ruleId: number, regionIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        ruleRegions,
        { column: ruleRegions.ruleId, id: ruleId },
        regionIds.map((regionId) => ({ ruleId, regionId })),
      );
    },

    async existingRuleIds(companyId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: rules.id })
        .from(rules)
        .where(and(eq(rules.companyId, companyId), inArray(rules.id, ids)));
      return rows.map((r) => r.id);
    },

    async findProfileRuleIds(profileId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: profileRules.ruleId })
        .from(profileRules)
        .where(eq(profileRules.profileId, profileId))
        .orderBy(asc(profileRules.ruleId));
      return rows.map((r) => r.id);
    },

    /** The rules a profile holds, by name (the user answer). */
    async findProfileRules(profileId: number, tx: Db = db) {
      return tx
        .select({ id: rules.id, name: rules.name, ruleType: rules.ruleType })
        .from(profileRules)
        .innerJoin(rules, eq(rules.id, profileRules.ruleId))
        .where(eq(profileRules.profileId, profileId))
        .orderBy(textOrder(rules.name), asc(rules.id));
    },

    async replaceProfileRules(profileId: number, ruleIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        profileRules,
        { column: profileRules.profileId, id: profileId },
        ruleIds.map((ruleId) => ({ profileId, ruleId })),
      );
    },
  };
}
export type RegionsRepo = ReturnType<typeof createRegionsRepo>;
