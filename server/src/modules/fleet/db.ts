import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { vesselSizes, vesselTypes } from '../refdata/db';

const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id);

/**
 * A buyer company's vessel. The IMO number is unique per buyer, not worldwide: the owner and a
 * charterer of the same ship are two buyers who both call ports with it. Never deleted: port
 * calls keep pointing at a deactivated vessel.
 */
export const vessels = pgTable(
  'vessels',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    imo: text('imo').notNull(),
    vesselTypeId: bigint('vessel_type_id', { mode: 'number' })
      .notNull()
      .references(() => vesselTypes.id),
    vesselSizeId: bigint('vessel_size_id', { mode: 'number' }).references(() => vesselSizes.id),
    /** Deadweight in metric tonnes. */
    dwt: integer('dwt').notNull(),
    commodityType: text('commodity_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vessels_company_imo_idx').on(t.companyId, t.imo)],
);

/** A named group of a buyer's vessels. */
export const fleets = pgTable(
  'fleets',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fleets_company_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const fleetVessels = pgTable(
  'fleet_vessels',
  {
    fleetId: bigint('fleet_id', { mode: 'number' })
      .notNull()
      .references(() => fleets.id, { onDelete: 'cascade' }),
    vesselId: bigint('vessel_id', { mode: 'number' })
      .notNull()
      .references(() => vessels.id),
  },
  (t) => [primaryKey({ columns: [t.fleetId, t.vesselId] }), index('fleet_vessels_vessel_idx').on(t.vesselId)],
);

/** The vessels a buyer profile looks after (Profile.vessels, platform-core §3). */
export const profileVessels = pgTable(
  'profile_vessels',
  {
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    vesselId: bigint('vessel_id', { mode: 'number' })
      .notNull()
      .references(() => vessels.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.vesselId] }), index('profile_vessels_vessel_idx').on(t.vesselId)],
);
