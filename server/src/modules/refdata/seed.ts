import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pino } from 'pino';
import type { Db } from '../../platform/db/client';
import { parseCsv } from './csv';
import * as t from './db';
import { laterWordSuffixes, rankOfHarborSize, toSearchName } from './search';

/**
 * Loads the reference lists of server/seed/reference into the database.
 *
 * Each dataset is upserted on its natural key (alpha2, UN/LOCODE, code...), so ids stay stable
 * and rows other modules point at are never deleted. A dataset whose files hash to what
 * seed_versions recorded is skipped, which makes a restart with unchanged files a no-op.
 * Flags an administrator may change later (is_active, is_enabled, is_estimation_active) are
 * only set when a row is first inserted, and a row an administrator edited (`edited_at`, admin
 * Metadata) is never written again: a new file version cannot undo an administrator's change.
 */
export async function seedReferenceData(db: Db, options: { log?: SeedLog; dir?: string } = {}): Promise<void> {
  const log = options.log ?? pino({ name: 'seed' });
  const dir = options.dir ?? referenceDir;
  await db.transaction(async (tx) => {
    // Several nodes may boot at once: the second waits, then finds every dataset current.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const seeded = new Map((await tx.select().from(t.seedVersions)).map((v) => [v.dataset, v.hash]));
    let hasChanged = false;
    for (const dataset of datasets) {
      const text = fs.readFileSync(path.join(dir, dataset.file), 'utf8');
      const hash = createHash('sha256').update(SEED_FORMAT).update(text).digest('hex');
      if (seeded.get(dataset.name) === hash) continue;
      hasChanged = true;
      const rowCount = await dataset.load(tx, text, log);
      await tx
        .insert(t.seedVersions)
        .values({ dataset: dataset.name, hash, rowCount })
        .onConflictDoUpdate({ target: t.seedVersions.dataset, set: { hash, rowCount, seededAt: sql`now()` } });
      log.info({ dataset: dataset.name, rows: rowCount }, 'reference data seeded');
    }
    // Fresh statistics after a bulk load, or the planner guesses port search sizes and scans all ports.
    if (hasChanged) await tx.execute(sql`analyze ports, port_search_words, port_aliases, countries`);
  });
}

/** What the seed logs through: a pino logger, or a test's collector. */
export interface SeedLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
type Rows<K extends string> = Array<Record<K, string>>;
interface Dataset {
  name: string;
  file: string;
  load(db: Db, text: string, log: SeedLog): Promise<number>;
}

/** A dataset is one CSV file; its loader sees exactly the columns it declared. */
function dataset<K extends string>(
  name: string,
  columns: readonly K[],
  load: (db: Db, rows: Rows<K>, log: SeedLog) => Promise<number>,
): Dataset {
  return { name, file: `${name}.csv`, load: (db, text, log) => load(db, parseCsv(text, columns), log) };
}

export const referenceDir = path.resolve(import.meta.dirname, '../../../seed/reference');
/** Bump when the way files map to rows changes, so every dataset loads again. */
const SEED_FORMAT = 'refdata-2';
const SEED_LOCK = 7_201_001;
/** Rows per INSERT: 1000 ports x 12 columns stays far below Postgres' 65535 parameters. */
const BATCH = 1000;

const codeListFiles: Array<[string, t.CodeListTable]> = [
  ['segments', t.segments],
  ['agent_types', t.agentTypes],
  ['vendor_types', t.vendorTypes],
  ['voyage_types', t.voyageTypes],
  ['port_mapping_types', t.portMappingTypes],
  ['logo_types', t.logoTypes],
  ['accounting_code_application_types', t.accountingCodeApplicationTypes],
  ['discrepancy_reasons', t.discrepancyReasons],
  ['verification_discount_types', t.verificationDiscountTypes],
  ['verification_discrepancy_types', t.verificationDiscrepancyTypes],
  ['expense_sections', t.expenseSections],
];

/** In dependency order: a dataset only points at rows of datasets above it. */
const datasets: Dataset[] = [
  dataset('continents', ['code', 'name'], loadContinents),
  dataset(
    'countries',
    ['alpha2', 'alpha3', 'name', 'continent', 'phone_prefix', 'capital', 'currencies'],
    loadCountries,
  ),
  dataset('currencies', ['code', 'name', 'minor_units', 'is_fund', 'symbol'], loadCurrencies),
  dataset('ports', portColumns(), loadPorts),
  dataset('port_aliases', ['code', 'port_unlocode'], loadPortAliases),
  dataset('terminals', ['port_unlocode', 'name'], loadTerminals),
  dataset('berths', ['port_unlocode', 'terminal', 'name'], loadBerths),
  ...codeListFiles.map(([name, table]) => dataset(name, ['code', 'name'], (db, rows) => loadCodeList(db, table, rows))),
  dataset('activity_types', ['code', 'name', 'is_estimation_active'], loadActivityTypes),
  dataset('integration_configs', ['code', 'name', 'description'], loadIntegrationConfigs),
  dataset('vessel_types', ['code', 'name', 'category', 'typical_cargo', 'description'], loadVesselTypes),
  dataset('vessel_sizes', vesselSizeColumns(), loadVesselSizes),
  dataset('expense_catalogue', ['section', 'group', 'code', 'name', 'typical_unit', 'notes'], loadExpenseCatalogue),
];

function portColumns() {
  return [
    'unlocode',
    'name',
    'country_code',
    'lat',
    'lon',
    'timezone',
    'name_ascii',
    'subdivision',
    'function',
    'status',
    'wpi_harbor_size',
  ] as const;
}

function vesselSizeColumns() {
  return [
    'name',
    'typical_type',
    'min_dwt',
    'max_dwt',
    'capacity_unit',
    'min_capacity',
    'max_capacity',
    'notes',
  ] as const;
}

async function loadContinents(db: Db, rows: Rows<'code' | 'name'>) {
  const values = rows.map((r) => ({ code: r.code, name: r.name }));
  await db
    .insert(t.continents)
    .values(values)
    .onConflictDoUpdate({
      target: t.continents.code,
      set: excluded(t.continents, ['name']),
    });
  return values.length;
}

async function loadCountries(
  db: Db,
  rows: Rows<'alpha2' | 'alpha3' | 'name' | 'continent' | 'phone_prefix' | 'capital' | 'currencies'>,
) {
  const values = rows.map((r) => ({
    alpha2: r.alpha2,
    alpha3: orNull(r.alpha3),
    name: r.name,
    continentCode: orNull(r.continent),
    phonePrefix: orNull(r.phone_prefix),
    capital: orNull(r.capital),
    currencies: orNull(r.currencies),
  }));
  await db
    .insert(t.countries)
    .values(values)
    .onConflictDoUpdate({
      target: t.countries.alpha2,
      set: excluded(t.countries, ['alpha3', 'name', 'continentCode', 'phonePrefix', 'capital', 'currencies']),
    });
  return values.length;
}

async function loadCurrencies(
  db: Db,
  rows: Rows<'code' | 'name' | 'minor_units' | 'is_fund' | 'symbol'>,
  log: SeedLog,
) {
  // Gold, SDR, test codes... have no minor units: nothing is ever paid in them.
  const payable = rows.filter((r) => r.minor_units !== '');
  if (payable.length < rows.length) {
    log.info({ skipped: rows.length - payable.length }, 'currencies without minor units skipped');
  }
  const values = payable.map((r) => ({
    code: r.code,
    name: r.name,
    minorUnits: Number(r.minor_units),
    symbol: orNull(r.symbol),
    isFund: r.is_fund === 'true',
  }));
  await db
    .insert(t.currencies)
    .values(values)
    .onConflictDoUpdate({
      target: t.currencies.code,
      set: excluded(t.currencies, ['name', 'minorUnits', 'symbol', 'isFund']),
    });
  return values.length;
}

async function loadPorts(db: Db, rows: Rows<ReturnType<typeof portColumns>[number]>, log: SeedLog) {
  const countryIds = new Map(
    (await db.select({ id: t.countries.id, alpha2: t.countries.alpha2 }).from(t.countries)).map((c) => [
      c.alpha2,
      c.id,
    ]),
  );
  const known = rows.filter((r) => countryIds.has(r.country_code));
  if (known.length < rows.length) {
    log.warn({ skipped: rows.length - known.length }, 'ports of a country missing from countries.csv skipped');
  }
  const values = known.map((r) => ({
    unlocode: r.unlocode,
    name: r.name,
    nameAscii: r.name_ascii || r.name,
    searchName: toSearchName(r.name_ascii || r.name),
    countryId: countryIds.get(r.country_code) as number,
    subdivision: orNull(r.subdivision),
    lat: r.lat === '' ? null : Number(r.lat),
    lon: r.lon === '' ? null : Number(r.lon),
    timezoneId: orNull(r.timezone),
    harborSize: orNull(r.wpi_harbor_size),
    functionCodes: orNull(r.function),
    rank: rankOfHarborSize(r.wpi_harbor_size),
    // UN/LOCODE status XX: marked for removal.
    isActive: r.status !== 'XX',
  }));
  const saved: Array<{ id: number; searchName: string }> = [];
  for (const batch of chunks(values, BATCH)) {
    saved.push(
      ...(await db
        .insert(t.ports)
        .values(batch)
        .onConflictDoUpdate({
          target: t.ports.unlocode,
          set: excluded(t.ports, [
            'name',
            'nameAscii',
            'searchName',
            'countryId',
            'subdivision',
            'lat',
            'lon',
            'timezoneId',
            'harborSize',
            'functionCodes',
            'rank',
          ]),
        })
        .returning({ id: t.ports.id, searchName: t.ports.searchName })),
    );
  }
  await db.delete(t.portSearchWords);
  const words = saved.flatMap((p) => laterWordSuffixes(p.searchName).map((suffix) => ({ portId: p.id, suffix })));
  for (const batch of chunks(words, BATCH * 5)) await db.insert(t.portSearchWords).values(batch);
  return values.length;
}

async function loadPortAliases(db: Db, rows: Rows<'code' | 'port_unlocode'>, log: SeedLog) {
  const portIds = await portIdsByLocode(
    db,
    rows.map((r) => r.port_unlocode),
  );
  const values = rows
    .filter((r) => portIds.has(r.port_unlocode))
    .map((r) => ({ code: r.code, portId: portIds.get(r.port_unlocode) as number }));
  warnUnknownPorts(log, rows.length - values.length, 'port_aliases.csv');
  if (values.length > 0) {
    await db
      .insert(t.portAliases)
      .values(values)
      .onConflictDoUpdate({
        target: t.portAliases.code,
        set: excluded(t.portAliases, ['portId']),
      });
  }
  return values.length;
}

async function loadTerminals(db: Db, rows: Rows<'port_unlocode' | 'name'>, log: SeedLog) {
  const portIds = await portIdsByLocode(
    db,
    rows.map((r) => r.port_unlocode),
  );
  const perPort = new Map<string, number>();
  const values = rows
    .filter((r) => portIds.has(r.port_unlocode))
    .map((r) => {
      const position = (perPort.get(r.port_unlocode) ?? 0) + 1;
      perPort.set(r.port_unlocode, position);
      return { parentId: portIds.get(r.port_unlocode) as number, name: r.name, position };
    });
  warnUnknownPorts(log, rows.length - values.length, 'terminals.csv');
  const existing = await db
    .select({
      id: t.terminals.id,
      parentId: t.terminals.portId,
      name: t.terminals.name,
      seedKey: t.terminals.seedKey,
      editedAt: t.terminals.editedAt,
    })
    .from(t.terminals)
    .where(inArray(t.terminals.portId, [...portIds.values()]));
  const { inserts, updates } = matchNamedRows(existing, values);
  if (inserts.length > 0) {
    await db
      .insert(t.terminals)
      .values(inserts.map((v) => ({ portId: v.parentId, name: v.name, position: v.position })));
  }
  for (const u of updates) await db.update(t.terminals).set({ position: u.position }).where(eq(t.terminals.id, u.id));
  return values.length;
}

async function loadBerths(db: Db, rows: Rows<'port_unlocode' | 'terminal' | 'name'>, log: SeedLog) {
  const portIds = await portIdsByLocode(
    db,
    rows.map((r) => r.port_unlocode),
  );
  const known = await db
    .select({ id: t.terminals.id, portId: t.terminals.portId, name: t.terminals.name, seedKey: t.terminals.seedKey })
    .from(t.terminals)
    .where(inArray(t.terminals.portId, [...portIds.values()]));
  // A terminal an administrator renamed is still found by the name the files use.
  const terminalOf = (r: { port_unlocode: string; terminal: string }) =>
    known.find((k) => k.portId === portIds.get(r.port_unlocode) && (k.seedKey ?? k.name) === r.terminal)?.id;
  const perTerminal = new Map<number, number>();
  const values = rows.flatMap((r) => {
    const parentId = terminalOf(r);
    if (parentId === undefined) return [];
    const position = (perTerminal.get(parentId) ?? 0) + 1;
    perTerminal.set(parentId, position);
    return [{ parentId, name: r.name, position }];
  });
  warnUnknownPorts(log, rows.length - values.length, 'berths.csv');
  const terminalIds = [...new Set(values.map((v) => v.parentId))];
  const existing =
    terminalIds.length === 0
      ? []
      : await db
          .select({
            id: t.berths.id,
            parentId: t.berths.terminalId,
            name: t.berths.name,
            seedKey: t.berths.seedKey,
            editedAt: t.berths.editedAt,
          })
          .from(t.berths)
          .where(inArray(t.berths.terminalId, terminalIds));
  const { inserts, updates } = matchNamedRows(existing, values);
  if (inserts.length > 0) {
    await db
      .insert(t.berths)
      .values(inserts.map((v) => ({ terminalId: v.parentId, name: v.name, position: v.position })));
  }
  for (const u of updates) await db.update(t.berths).set({ position: u.position }).where(eq(t.berths.id, u.id));
  return values.length;
}

interface NamedRow {
  id: number;
  parentId: number;
  name: string;
  seedKey: string | null;
  editedAt: Date | null;
}

/**
 * Rows keyed by their name within a parent (terminals, berths, expense categories): a file row is
 * the existing row with that name, or the one an administrator renamed from it (seed_key). A
 * missing one is inserted; an existing one gets its position unless an administrator edited it.
 */
function matchNamedRows<V extends { parentId: number; name: string; position: number }>(
  existing: NamedRow[],
  values: V[],
) {
  const byKey = new Map<string, NamedRow>();
  for (const row of existing) {
    byKey.set(`${row.parentId}\0${row.name}`, row);
    if (row.seedKey !== null) byKey.set(`${row.parentId}\0${row.seedKey}`, row);
  }
  const inserts: V[] = [];
  const updates: Array<{ id: number; position: number }> = [];
  for (const v of values) {
    const row = byKey.get(`${v.parentId}\0${v.name}`);
    if (!row) inserts.push(v);
    else if (row.editedAt === null) updates.push({ id: row.id, position: v.position });
  }
  return { inserts, updates };
}

async function loadCodeList(db: Db, table: t.CodeListTable, rows: Rows<'code' | 'name'>) {
  const values = rows.map((r, i) => ({ code: r.code, name: r.name, position: i + 1 }));
  await db
    .insert(table)
    .values(values)
    .onConflictDoUpdate({
      target: table.code,
      set: excluded(table, ['name', 'position']),
      setWhere: isNull(table.editedAt),
    });
  return values.length;
}

async function loadActivityTypes(db: Db, rows: Rows<'code' | 'name' | 'is_estimation_active'>) {
  const values = rows.map((r, i) => ({
    code: r.code,
    name: r.name,
    position: i + 1,
    isEstimationActive: r.is_estimation_active === 'true',
  }));
  await db
    .insert(t.activityTypes)
    .values(values)
    .onConflictDoUpdate({
      target: t.activityTypes.code,
      set: excluded(t.activityTypes, ['name', 'position']),
      setWhere: isNull(t.activityTypes.editedAt),
    });
  return values.length;
}

async function loadIntegrationConfigs(db: Db, rows: Rows<'code' | 'name' | 'description'>) {
  const values = rows.map((r, i) => ({
    code: r.code,
    name: r.name,
    description: orNull(r.description),
    position: i + 1,
  }));
  await db
    .insert(t.integrationConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: t.integrationConfigs.code,
      set: excluded(t.integrationConfigs, ['name', 'description', 'position']),
    });
  return values.length;
}

async function loadVesselTypes(db: Db, rows: Rows<'code' | 'name' | 'category' | 'typical_cargo' | 'description'>) {
  const segmentIds = await idsByCode(db, t.segments);
  const values = rows.map((r, i) => ({
    code: r.code,
    name: r.name,
    segmentId: required(segmentIds, r.category, 'segment'),
    typicalCargo: orNull(r.typical_cargo),
    description: orNull(r.description),
    position: i + 1,
  }));
  await db
    .insert(t.vesselTypes)
    .values(values)
    .onConflictDoUpdate({
      target: t.vesselTypes.code,
      set: excluded(t.vesselTypes, ['name', 'segmentId', 'typicalCargo', 'description', 'position']),
    });
  return values.length;
}

async function loadVesselSizes(db: Db, rows: Rows<ReturnType<typeof vesselSizeColumns>[number]>) {
  const typeIds = await idsByCode(db, t.vesselTypes);
  const values = rows.map((r, i) => ({
    name: r.name,
    vesselTypeId: required(typeIds, r.typical_type, 'vessel type'),
    minDwt: Number(r.min_dwt),
    maxDwt: Number(r.max_dwt),
    capacityUnit: orNull(r.capacity_unit),
    minCapacity: r.min_capacity === '' ? null : Number(r.min_capacity),
    maxCapacity: r.max_capacity === '' ? null : Number(r.max_capacity),
    notes: orNull(r.notes),
    position: i + 1,
  }));
  await db
    .insert(t.vesselSizes)
    .values(values)
    .onConflictDoUpdate({
      target: t.vesselSizes.name,
      set: excluded(t.vesselSizes, [
        'vesselTypeId',
        'minDwt',
        'maxDwt',
        'capacityUnit',
        'minCapacity',
        'maxCapacity',
        'notes',
        'position',
      ]),
    });
  return values.length;
}

/** The CSV's groups become categories, in order of first appearance within their section. */
async function loadExpenseCatalogue(
  db: Db,
  rows: Rows<'section' | 'group' | 'code' | 'name' | 'typical_unit' | 'notes'>,
) {
  const sectionIds = await idsByCode(db, t.expenseSections);
  const categoryKey = (section: string, name: string) => `${section}\0${name}`;
  const categoryValues = new Map<string, { sectionId: number; name: string; position: number }>();
  const perSection = new Map<string, number>();
  for (const r of rows) {
    const key = categoryKey(r.section, r.group);
    if (categoryValues.has(key)) continue;
    const position = (perSection.get(r.section) ?? 0) + 1;
    perSection.set(r.section, position);
    categoryValues.set(key, { sectionId: required(sectionIds, r.section, 'expense section'), name: r.group, position });
  }
  const existing = await db
    .select({
      id: t.expenseCategories.id,
      parentId: t.expenseCategories.sectionId,
      name: t.expenseCategories.name,
      seedKey: t.expenseCategories.seedKey,
      editedAt: t.expenseCategories.editedAt,
    })
    .from(t.expenseCategories);
  const { inserts, updates } = matchNamedRows(
    existing,
    [...categoryValues.values()].map((c) => ({ parentId: c.sectionId, name: c.name, position: c.position })),
  );
  if (inserts.length > 0) {
    await db
      .insert(t.expenseCategories)
      .values(inserts.map((c) => ({ sectionId: c.parentId, name: c.name, position: c.position })));
  }
  for (const u of updates) {
    await db.update(t.expenseCategories).set({ position: u.position }).where(eq(t.expenseCategories.id, u.id));
  }
  const categories = await db
    .select({
      id: t.expenseCategories.id,
      sectionId: t.expenseCategories.sectionId,
      name: t.expenseCategories.name,
      seedKey: t.expenseCategories.seedKey,
    })
    .from(t.expenseCategories);
  const sectionCodes = new Map([...sectionIds].map(([code, id]) => [id, code]));
  // Found by the name the file uses, also after an administrator renamed the category.
  const categoryIds = new Map(
    categories.map((c) => [categoryKey(sectionCodes.get(c.sectionId) ?? '', c.seedKey ?? c.name), c.id]),
  );
  for (const c of categories) {
    const key = categoryKey(sectionCodes.get(c.sectionId) ?? '', c.name);
    if (!categoryIds.has(key)) categoryIds.set(key, c.id);
  }
  const perCategory = new Map<string, number>();
  const items = rows.map((r) => {
    const key = categoryKey(r.section, r.group);
    const position = (perCategory.get(key) ?? 0) + 1;
    perCategory.set(key, position);
    return {
      categoryId: categoryIds.get(key) as number,
      code: r.code,
      name: r.name,
      unit: r.typical_unit,
      notes: orNull(r.notes),
      position,
    };
  });
  await db
    .insert(t.expenseCatalogueItems)
    .values(items)
    .onConflictDoUpdate({
      target: t.expenseCatalogueItems.code,
      set: excluded(t.expenseCatalogueItems, ['categoryId', 'name', 'unit', 'notes', 'position']),
      setWhere: isNull(t.expenseCatalogueItems.editedAt),
    });
  return items.length;
}

async function portIdsByLocode(db: Db, locodes: string[]): Promise<Map<string, number>> {
  if (locodes.length === 0) return new Map();
  const rows = await db
    .select({ id: t.ports.id, unlocode: t.ports.unlocode })
    .from(t.ports)
    .where(inArray(t.ports.unlocode, locodes));
  return new Map(rows.map((p) => [p.unlocode, p.id]));
}

async function idsByCode(db: Db, table: t.CodeListTable | typeof t.vesselTypes): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, code: table.code }).from(table);
  return new Map(rows.map((r) => [r.code, r.id]));
}

function warnUnknownPorts(log: SeedLog, count: number, file: string) {
  if (count > 0) log.warn({ skipped: count, file }, 'rows naming an unknown UN/LOCODE skipped');
}

/** `SET col = excluded.col` for an upsert: the incoming row's value wins. */
function excluded<T extends PgTable>(table: T, keys: Array<keyof T['$inferInsert'] & string>): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name}"`)]));
}

function required(ids: Map<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`Reference data: unknown ${what} '${code}'`);
  return id;
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
