import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../../platform/db/columns';
import { companies } from '../account/db';
import { vesselTypes } from '../refdata/db';

/** A charterer (operations §7 "Charterers"): a party a buyer's vessels are chartered to. Never deleted. */
export const charterers = pgTable(
  'charterers',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('charterers_name_idx').on(sql`lower(${t.name})`)],
);

/** Which charterers a buyer works with for a vessel type (the buyer's charterer choices). */
export const chartererVesselTypes = pgTable(
  'charterer_vessel_types',
  {
    id: id(),
    chartererId: bigint('charterer_id', { mode: 'number' })
      .notNull()
      .references(() => charterers.id),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    vesselTypeId: bigint('vessel_type_id', { mode: 'number' })
      .notNull()
      .references(() => vesselTypes.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('charterer_vessel_types_key_idx').on(t.chartererId, t.buyerId, t.vesselTypeId),
    index('charterer_vessel_types_buyer_idx').on(t.buyerId, t.vesselTypeId),
  ],
);
