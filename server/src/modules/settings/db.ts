import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, profiles } from '../account/db';
import { countries } from '../refdata/db';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A buyer's region: a named set of countries (state ACTIVE or INACTIVE). */
export const regions = pgTable('regions', {
  id: id(),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  state: text('state').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  (t) => [primaryKey({ columns: [t.regionId, t.countryId] })],
);

/** A rule held on profiles; a REGION_RULE limits what they see to its regions' countries. */
export const rules = pgTable('rules', {
  id: id(),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  ruleType: text('rule_type').notNull(),
  entityType: text('entity_type'),
  state: text('state').notNull().default('ACTIVE'),
});

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
  (t) => [primaryKey({ columns: [t.ruleId, t.regionId] })],
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
  (t) => [primaryKey({ columns: [t.profileId, t.ruleId] })],
);
