import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import * as t from './db';

/** Names that sort the same on PGlite and on PostgreSQL, whatever the database's collation. */
const byteOrder = (column: SQL) => sql`${column} collate "C"`;

const portOption = {
  id: t.ports.id,
  name: t.ports.name,
  unlocode: t.ports.unlocode,
  countryAlpha2: t.countries.alpha2,
};
/** The fixed code lists, by the name the service asks for. */
const codeLists = {
  segments: t.segments,
  agentTypes: t.agentTypes,
  vendorTypes: t.vendorTypes,
  voyageTypes: t.voyageTypes,
  portMappingTypes: t.portMappingTypes,
  logoTypes: t.logoTypes,
  accountingCodeApplicationTypes: t.accountingCodeApplicationTypes,
  discrepancyReasons: t.discrepancyReasons,
  verificationDiscountTypes: t.verificationDiscountTypes,
  verificationDiscrepancyTypes: t.verificationDiscrepancyTypes,
  expenseSections: t.expenseSections,
} satisfies Record<string, t.CodeListTable>;
export type CodeListName = keyof typeof codeLists;

export type PortOptionRow = { id: number; name: string; unlocode: string; countryAlpha2: string };

/** Queries of reference data; rows in and out, no rules. */
export function createRefdataRepo(db: Db) {
  return {
    listCodeList(list: CodeListName, options: { activeOnly: boolean }) {
      const table = codeLists[list];
      return db
        .select()
        .from(table)
        .where(options.activeOnly ? eq(table.isActive, true) : undefined)
        .orderBy(asc(table.position), asc(table.id));
    },

    listActivityTypes(options: { activeOnly: boolean; estimationOnly: boolean }) {
      const a = t.activityTypes;
      return db
        .select()
        .from(a)
        .where(
          and(
            options.activeOnly ? eq(a.isActive, true) : undefined,
            options.estimationOnly ? eq(a.isEstimationActive, true) : undefined,
          ),
        )
        .orderBy(asc(a.position), asc(a.id));
    },

    listIntegrationConfigs() {
      return db.select().from(t.integrationConfigs).orderBy(asc(t.integrationConfigs.position));
    },

    listVesselTypes() {
      const v = t.vesselTypes;
      return db
        .select({ id: v.id, code: v.code, name: v.name, segmentCode: t.segments.code })
        .from(v)
        .innerJoin(t.segments, eq(t.segments.id, v.segmentId))
        .where(eq(v.isActive, true))
        .orderBy(asc(v.position), asc(v.id));
    },

    listVesselSizes() {
      const s = t.vesselSizes;
      return db
        .select({
          id: s.id,
          name: s.name,
          vesselTypeCode: t.vesselTypes.code,
          minDwt: s.minDwt,
          maxDwt: s.maxDwt,
          capacityUnit: s.capacityUnit,
          minCapacity: s.minCapacity,
          maxCapacity: s.maxCapacity,
        })
        .from(s)
        .innerJoin(t.vesselTypes, eq(t.vesselTypes.id, s.vesselTypeId))
        .where(eq(s.isActive, true))
        .orderBy(asc(t.vesselTypes.position), asc(s.position), asc(s.id));
    },

    listExpenseCategories(options: { activeOnly: boolean }) {
      const c = t.expenseCategories;
      return db
        .select({ id: c.id, name: c.name, position: c.position, sectionCode: t.expenseSections.code })
        .from(c)
        .innerJoin(t.expenseSections, eq(t.expenseSections.id, c.sectionId))
        .where(options.activeOnly ? and(eq(c.isActive, true), eq(t.expenseSections.isActive, true)) : undefined)
        .orderBy(asc(t.expenseSections.position), asc(c.position), asc(c.id));
    },

    listCatalogueItems(options: { activeOnly: boolean; sectionCode?: string }) {
      const i = t.expenseCatalogueItems;
      const c = t.expenseCategories;
      const s = t.expenseSections;
      return db
        .select({
          id: i.id,
          code: i.code,
          name: i.name,
          unit: i.unit,
          position: i.position,
          categoryId: c.id,
          categoryName: c.name,
          sectionCode: s.code,
        })
        .from(i)
        .innerJoin(c, eq(c.id, i.categoryId))
        .innerJoin(s, eq(s.id, c.sectionId))
        .where(
          and(
            options.activeOnly ? and(eq(i.isActive, true), eq(c.isActive, true), eq(s.isActive, true)) : undefined,
            options.sectionCode ? eq(s.code, options.sectionCode) : undefined,
          ),
        )
        .orderBy(asc(s.position), asc(c.position), asc(i.position), asc(i.id));
    },

    listContinents() {
      return db.select().from(t.continents).orderBy(asc(t.continents.name));
    },

    async findContinent(id: number) {
      const [row] = await db.select().from(t.continents).where(eq(t.continents.id, id));
      return row;
    },

    listCountries(options: { continentCode?: string } = {}) {
      return db
        .select()
        .from(t.countries)
        .where(options.continentCode ? eq(t.countries.continentCode, options.continentCode) : undefined);
    },

    async findCountry(id: number) {
      const [row] = await db
        .select({ country: t.countries, continent: t.continents })
        .from(t.countries)
        .leftJoin(t.continents, eq(t.continents.code, t.countries.continentCode))
        .where(eq(t.countries.id, id));
      return row;
    },

    /** Payable currencies: ISO funds (BOV, CHE...) are units of account, not money a DA is in. */
    listCurrencies() {
      return db
        .select()
        .from(t.currencies)
        .where(eq(t.currencies.isFund, false))
        .orderBy(byteOrder(sql`${t.currencies.code}`));
    },

    async findPort(id: number) {
      const [row] = await db
        .select({
          port: t.ports,
          country: { id: t.countries.id, name: t.countries.name, alpha2: t.countries.alpha2 },
        })
        .from(t.ports)
        .innerJoin(t.countries, eq(t.countries.id, t.ports.countryId))
        .where(eq(t.ports.id, id));
      return row;
    },

    listPortsOfCountry(countryId: number): Promise<PortOptionRow[]> {
      return db
        .select(portOption)
        .from(t.ports)
        .innerJoin(t.countries, eq(t.countries.id, t.ports.countryId))
        .where(eq(t.ports.countryId, countryId))
        .orderBy(desc(t.ports.rank), byteOrder(sql`${t.ports.searchName}`), asc(t.ports.id));
    },

    /**
     * Ports whose name, or a later word of it, starts with `namePrefix`, or whose UN/LOCODE (or a
     * legacy alias code) starts with `locodePrefix`. Each branch is a prefix lookup on its own
     * text_pattern_ops index, so the cost follows the matches, not the 17k ports. Exact name or
     * code matches come first ('singapore' finds SGSIN before larger ports with Singapore in
     * their name), then larger harbours, then by name.
     */
    filterPorts(options: {
      namePrefix: string;
      locodePrefix: string | null;
      countryId?: number;
      activeOnly: boolean;
      /** Only the ports the port cost estimator offers. */
      isAvailableInPce?: boolean;
      limit: number;
    }): Promise<PortOptionRow[]> {
      const { namePrefix, locodePrefix } = options;
      const like = `${namePrefix}%`;
      const candidates: SQL[] = [
        sql`select ${t.ports.id} from ${t.ports} where ${t.ports.searchName} like ${like}`,
        sql`select ${t.portSearchWords.portId} from ${t.portSearchWords} where ${t.portSearchWords.suffix} like ${like}`,
      ];
      if (locodePrefix) {
        const codeLike = `${locodePrefix}%`;
        candidates.push(
          sql`select ${t.ports.id} from ${t.ports} where ${t.ports.unlocode} like ${codeLike}`,
          sql`select ${t.portAliases.portId} from ${t.portAliases} where ${t.portAliases.code} like ${codeLike}`,
        );
      }
      const isExact = locodePrefix
        ? sql`(${t.ports.searchName} = ${namePrefix} or ${t.ports.unlocode} = ${locodePrefix})`
        : sql`(${t.ports.searchName} = ${namePrefix})`;
      return db
        .select(portOption)
        .from(t.ports)
        .innerJoin(t.countries, eq(t.countries.id, t.ports.countryId))
        .where(
          and(
            sql`${t.ports.id} in (${sql.join(candidates, sql` union `)})`,
            options.countryId ? eq(t.ports.countryId, options.countryId) : undefined,
            options.activeOnly ? eq(t.ports.isActive, true) : undefined,
            options.isAvailableInPce ? eq(t.ports.isAvailableInPce, true) : undefined,
          ),
        )
        .orderBy(desc(isExact), desc(t.ports.rank), byteOrder(sql`${t.ports.searchName}`), asc(t.ports.id))
        .limit(options.limit);
    },

    listTerminals(portId: number) {
      const m = t.terminals;
      return db
        .select({ id: m.id, name: m.name })
        .from(m)
        .where(and(eq(m.portId, portId), eq(m.isActive, true)))
        .orderBy(asc(m.position), asc(m.id));
    },

    listBerths(terminalId: number) {
      const m = t.berths;
      return db
        .select({ id: m.id, name: m.name })
        .from(m)
        .where(and(eq(m.terminalId, terminalId), eq(m.isActive, true)))
        .orderBy(asc(m.position), asc(m.id));
    },

    async terminalExists(id: number) {
      const rows = await db.select({ id: t.terminals.id }).from(t.terminals).where(eq(t.terminals.id, id));
      return rows.length === 1;
    },

    async portExists(id: number) {
      const rows = await db.select({ id: t.ports.id }).from(t.ports).where(eq(t.ports.id, id));
      return rows.length === 1;
    },

    async existingIds(table: typeof t.ports | typeof t.countries, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return rows.map((r) => r.id);
    },

    async existingActiveCodeIds(list: CodeListName, ids: number[]) {
      if (ids.length === 0) return [];
      const table = codeLists[list];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.isActive, true)));
      return rows.map((r) => r.id);
    },
  };
}

export type RefdataRepo = ReturnType<typeof createRefdataRepo>;
