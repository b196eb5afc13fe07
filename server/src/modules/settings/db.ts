import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { countries } from '../refdata/db';

const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A buyer's region: a named set of countries (state ACTIVE or INACTIVE). Names are unique per buyer. */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    state: text('state').notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('regions_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const regionCountries = pgTable(
  'region_countries',
  {
    regionId: bigint('region_id', { mode: 'number' })
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.regionId, t.countryId] }), index('region_countries_country_idx').on(t.countryId)],
);

/** A rule held on profiles; a REGION_RULE limits what they see to its regions' countries. */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    ruleType: text('rule_type').notNull(),
    entityType: text('entity_type'),
    state: text('state').notNull().default('ACTIVE'),
  },
  (t) => [uniqueIndex('rules_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const ruleRegions = pgTable(
  'rule_regions',
  {
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    regionId: bigint('region_id', { mode: 'number' })
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.regionId] }), index('rule_regions_region_idx').on(t.regionId)],
);

export const profileRules = pgTable(
  'profile_rules',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.ruleId] }), index('profile_rules_rule_idx').on(t.ruleId)],
);

/**
 * A legal entity of the buyer that DAs are billed to; the default one's address can stand in for
 * the principal's on an appointment (operations §3). Never deleted, only made inactive.
 */
export const billingCompanies = pgTable(
  'billing_companies',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    street: text('street').notNull(),
    postcode: text('postcode'),
    city: text('city').notNull(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id),
    email: text('email'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('billing_companies_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    // At most one default per buyer, even under concurrent saves.
    uniqueIndex('billing_companies_default_idx').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);

/** A buyer's team of people (evaluations and port calls are handed to teams). */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.profileId] }), index('team_members_profile_idx').on(t.profileId)],
);

/** What only a buyer has: the principal's contact details shown to agents. One row per buyer. */
export const buyerSettings = pgTable('buyer_settings', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id),
  operationsContactEmail: text('operations_contact_email'),
  fax: text('fax'),
  isLegalEntityDisplayed: boolean('is_legal_entity_displayed').notNull().default(false),
});

/** Form fields a buyer hides from its people (buyer-hidden-fields); keys from contracts. */
export const buyerHiddenFields = pgTable(
  'buyer_hidden_fields',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    field: text('field').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.field] })],
);

/**
 * A buyer's preferred agents at a port: they come first where the buyer chooses an agent there
 * (supplier search, the request-for-quotation agent step).
 */
export const buyerPreferredAgents = pgTable(
  'buyer_preferred_agents',
  {
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    portId: bigint('port_id', { mode: 'number' }).notNull(),
    agentCompanyId: bigint('agent_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.portId, t.agentCompanyId] })],
);
