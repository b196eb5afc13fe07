import { RATING_CRITERIA } from '@portcall/contracts/ratings';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { appointments } from '../appointments/db';

/** One rating per appointment, by one buyer profile (its author, who may change it for 30 days). */
export const agentRatings = pgTable(
  'agent_ratings',
  {
    id: id(),
    appointmentId: ref('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id),
    buyerCompanyId: ref('buyer_company_id').notNull(),
    agentCompanyId: ref('agent_company_id').notNull(),
    ratedByProfileId: ref('rated_by_profile_id').notNull(),
    ratedByFullName: text('rated_by_full_name').notNull(),
    comment: text('comment'),
    // The criteria's sum and count, written with them (repo.replaceCriteria): the directory lists a
    // buyer's mean of an agent per row, and reading every criterion for it cost milliseconds a row.
    criteriaSum: integer('criteria_sum').notNull().default(0),
    criteriaCount: integer('criteria_count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('agent_ratings_buyer_agent_idx').on(t.buyerCompanyId, t.agentCompanyId, t.id, t.criteriaSum, t.criteriaCount),
  ],
);

export const agentRatingCriteria = pgTable(
  'agent_rating_criteria',
  {
    ratingId: ref('rating_id')
      .notNull()
      .references(() => agentRatings.id, { onDelete: 'cascade' }),
    criterion: text('criterion', { enum: RATING_CRITERIA }).notNull(),
    rating: integer('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.criterion] }),
    check('agent_rating_criteria_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A rating's mean: the mean of its criteria, kept as their sum and count on the rating row. A buyer's
 * mean of an agent counts each rating once, so a rating of four criteria weighs as one of two.
 */
export const meanOfRating = sql`(${agentRatings.criteriaSum}::numeric / nullif(${agentRatings.criteriaCount}, 0))`;
