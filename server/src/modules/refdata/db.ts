import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns';

const position = () => integer('position').notNull().default(0);
/**
 * Set when an administrator created or changed the row (admin console, Metadata): the reference
 * seed then leaves it as the administrator left it (docs/decisions.md "Metadata").
 */
const editedAt = () => timestamp('edited_at', { withTimezone: true });
/**
 * The name the reference files know a name-keyed row by (terminal, berth, expense category), kept
 * when an administrator renames it so the seed still recognises the row; null means its name.
 */
const seedKey = () => text('seed_key');

export const continents = pgTable('continents', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  id: id(),
  alpha2: text('alpha2').notNull().unique(),
  alpha3: text('alpha3'),
  name: text('name').notNull(),
  continentCode: text('continent_code'),
  /** '+30', or several separated by ';' ('+1787;+1939'), as in countries.csv. */
  phonePrefix: text('phone_prefix'),
  capital: text('capital'),
  /** ISO 4217 codes separated by ';'. */
  currencies: text('currencies'),
});

export const currencies = pgTable('currencies', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Decimals of the currency (KWD 3, JPY 0): amounts round to this at named points only. */
  minorUnits: integer('minor_units').notNull(),
  symbol: text('symbol'),
  isFund: boolean('is_fund').notNull().default(false),
});

export const ports = pgTable(
  'ports',
  {
    id: id(),
    unlocode: text('unlocode').notNull(),
    name: text('name').notNull(),
    nameAscii: text('name_ascii').notNull(),
    /** lower(name_ascii) without punctuation: what port search matches prefixes against. */
    searchName: text('search_name').notNull(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id),
    subdivision: text('subdivision'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    timezoneId: text('timezone_id'),
    harborSize: text('harbor_size'),
    /** Larger harbours first in search results: 4 large, 3 medium, 2 small, 1 very small, 0 other. */
    rank: integer('rank').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The UN/LOCODE function string ('1-3-----': port, road), as in ports.csv. */
    functionCodes: text('function'),
    /**
     * Whether the port cost estimator offers the port (operations §4; set by port analysis,
     * PATCH port/{id}/available-in-pce). Not a reference value: the seed never writes it.
     */
    isAvailableInPce: boolean('is_available_in_pce').notNull().default(false),
  },
  (t) => [
    uniqueIndex('ports_unlocode_idx').on(t.unlocode),
    // The unique index above cannot serve LIKE 'NLR%' under a non-C collation; this one can.
    index('ports_unlocode_pattern_idx').on(t.unlocode.op('text_pattern_ops')),
    index('ports_search_name_idx').on(t.searchName.op('text_pattern_ops')),
    index('ports_country_idx').on(t.countryId),
    // The port directory lists ports larger harbours first, then by name: a page is an index walk.
    index('ports_rank_name_idx').on(t.rank.desc(), t.searchName, t.id),
  ],
);

/**
 * The later words of a port's search name ('york' for 'new york'), so a word prefix is an index
 * lookup too; the first word is served by ports_search_name_idx. Derived: rebuilt by the seed.
 */
export const portSearchWords = pgTable(
  'port_search_words',
  {
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portId, t.suffix] }),
    index('port_search_words_suffix_idx').on(t.suffix.op('text_pattern_ops')),
  ],
);

/** Codes people still use for a port UN/LOCODE re-coded (CNSHA for Shanghai, see SOURCES.md). */
export const portAliases = pgTable(
  'port_aliases',
  {
    id: id(),
    code: text('code').notNull().unique(),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
  },
  (t) => [index('port_aliases_code_pattern_idx').on(t.code.op('text_pattern_ops'))],
);

export const terminals = pgTable(
  'terminals',
  {
    id: id(),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id),
    name: text('name').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    seedKey: seedKey(),
    editedAt: editedAt(),
  },
  (t) => [unique('terminals_port_name_unique').on(t.portId, t.name)],
);

/** Quay berths of a terminal, offered on a DA; the DA keeps the berth as text (agents name others). */
export const berths = pgTable(
  'berths',
  {
    id: id(),
    terminalId: bigint('terminal_id', { mode: 'number' })
      .notNull()
      .references(() => terminals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    seedKey: seedKey(),
    editedAt: editedAt(),
  },
  (t) => [unique('berths_terminal_name_unique').on(t.terminalId, t.name)],
);

/**
 * A fixed, ordered list of named codes. Each list is its own table so rows of other modules can
 * hold a real foreign key to it (an expense evaluation's discrepancy type, a company's agent type).
 */
const codeList = (name: string) =>
  pgTable(name, {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    editedAt: editedAt(),
  });

export const segments = codeList('segments');
export const agentTypes = codeList('agent_types');
export const vendorTypes = codeList('vendor_types');
export const voyageTypes = codeList('voyage_types');
export const portMappingTypes = codeList('port_mapping_types');
export const logoTypes = codeList('logo_types');
export const accountingCodeApplicationTypes = codeList('accounting_code_application_types');
export const discrepancyReasons = codeList('discrepancy_reasons');
export const verificationDiscountTypes = codeList('verification_discount_types');
export const verificationDiscrepancyTypes = codeList('verification_discrepancy_types');
export const expenseSections = codeList('expense_sections');

export type CodeListTable = typeof agentTypes;

export const activityTypes = pgTable('activity_types', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: position(),
  isActive: boolean('is_active').notNull().default(true),
  /** Offered by the cost estimators (ref/activity-types/list-estimation-active). */
  isEstimationActive: boolean('is_estimation_active').notNull().default(false),
  editedAt: editedAt(),
});

export const integrationConfigs = pgTable('integration_configs', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  position: position(),
  isEnabled: boolean('is_enabled').notNull().default(false),
});

export const vesselTypes = pgTable('vessel_types', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  segmentId: bigint('segment_id', { mode: 'number' })
    .notNull()
    .references(() => segments.id),
  typicalCargo: text('typical_cargo'),
  description: text('description'),
  position: position(),
  isActive: boolean('is_active').notNull().default(true),
});

export const vesselSizes = pgTable('vessel_sizes', {
  id: id(),
  name: text('name').notNull().unique(),
  vesselTypeId: bigint('vessel_type_id', { mode: 'number' })
    .notNull()
    .references(() => vesselTypes.id),
  minDwt: integer('min_dwt').notNull(),
  maxDwt: integer('max_dwt').notNull(),
  /** m3, TEU or CEU where the class is defined by capacity; its DWT bounds are then approximate. */
  capacityUnit: text('capacity_unit'),
  minCapacity: integer('min_capacity'),
  maxCapacity: integer('max_capacity'),
  notes: text('notes'),
  position: position(),
  isActive: boolean('is_active').notNull().default(true),
});

/** The groups of the expense catalogue within a section ('Pilotage' in PORT_EXPENSES). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: id(),
    sectionId: bigint('section_id', { mode: 'number' })
      .notNull()
      .references(() => expenseSections.id),
    name: text('name').notNull(),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    seedKey: seedKey(),
    editedAt: editedAt(),
  },
  (t) => [unique('expense_categories_section_name_unique').on(t.sectionId, t.name)],
);

export const expenseCatalogueItems = pgTable(
  'expense_catalogue_items',
  {
    id: id(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => expenseCategories.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** The usual charging basis (per GT, per tug per movement, lump sum), not a tariff. */
    unit: text('unit').notNull(),
    notes: text('notes'),
    position: position(),
    isActive: boolean('is_active').notNull().default(true),
    editedAt: editedAt(),
  },
  (t) => [index('expense_catalogue_items_category_idx').on(t.categoryId)],
);

/** What the reference seed last loaded, per dataset, so a restart with unchanged files is a no-op. */
export const seedVersions = pgTable('seed_versions', {
  dataset: text('dataset').primaryKey(),
  hash: text('hash').notNull(),
  rowCount: integer('row_count').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What one unit of a currency was worth in US dollars from a day on (until the currency's next
 * row): the rates benchmarks convert past amounts with (docs/decisions.md "Line benchmarks").
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    validFrom: date('valid_from').notNull(),
    usdPerUnit: numeric('usd_per_unit', { precision: 20, scale: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.validFrom] })],
);
