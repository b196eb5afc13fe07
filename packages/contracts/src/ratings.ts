import { z } from 'zod';
import { ZId, ZOptionalText } from './fields';
import { ZPaged } from './paging';

/** What a buyer rates an agent on after a call, each from 1 to 5. */
export const RATING_CRITERIA = ['RESPONSIVENESS', 'DA_ACCURACY', 'COMMUNICATION', 'PROBLEM_SOLVING'] as const;
export const ZRatingCriterion = z.enum(RATING_CRITERIA);
export type TRatingCriterion = z.infer<typeof ZRatingCriterion>;

/** A rating stays editable by its author for this long. */
export const RATING_EDIT_DAYS = 30;

export const ZCriterionRating = z.object({ criterion: ZRatingCriterion, rating: z.number().int().min(1).max(5) });

/** Agent rating = the mean of its criteria ratings, 0 if none (platform-core §9). */
export function agentRatingOf(criteriaRatings: ReadonlyArray<{ rating: number }>): number {
  if (criteriaRatings.length === 0) return 0;
  const sum = criteriaRatings.reduce((s, c) => s + c.rating, 0);
  return Math.round((sum / criteriaRatings.length) * 100) / 100;
}

export const ZAgentRating = z.object({
  id: z.number(),
  appointmentId: z.number(),
  agentId: z.number(),
  buyerId: z.number(),
  criteriaRatings: z.array(ZCriterionRating),
  /** The mean of the criteria. */
  rating: z.number(),
  comment: z.string().nullable(),
  ratedBy: z.object({ id: z.number(), fullName: z.string() }),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type TAgentRating = z.infer<typeof ZAgentRating>;

/** GET appointment/{id}/agent-rating: the appointment's rating, if any, and whether the caller may rate or change it. */
export const ZAppointmentAgentRating = z.object({
  appointmentId: z.number(),
  agentId: z.number(),
  criteria: z.array(ZRatingCriterion),
  rating: ZAgentRating.nullable(),
  canRate: z.boolean(),
});
export type TAppointmentAgentRating = z.infer<typeof ZAppointmentAgentRating>;

/** POST agent-rating: every criterion once. */
export const ZAgentRatingSave = z.strictObject({
  appointmentId: ZId,
  criteriaRatings: z
    .array(ZCriterionRating)
    .min(1)
    .max(RATING_CRITERIA.length)
    .refine((list) => new Set(list.map((c) => c.criterion)).size === list.length, 'Each criterion once'),
  comment: ZOptionalText(1000),
});
export type TAgentRatingSave = z.infer<typeof ZAgentRatingSave>;

export const ZAverageRating = z.object({ agentId: z.number(), average: z.number(), count: z.number().int() });
export type TAverageRating = z.infer<typeof ZAverageRating>;
export const ZAgentRatingPage = ZPaged(ZAgentRating);
