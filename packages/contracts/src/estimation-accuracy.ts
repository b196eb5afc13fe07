import { z } from 'zod';

/**
 * How well a formula foretold the platform's past calls (issue 26 item 4): its estimate for each past
 * call against the approved amount of the same catalogue line in that call's final DA.
 */
export const ZAccuracy = z.object({
  /** Mean absolute percentage error, half-up to 2 decimals ("12.34" is 12.34 %); null: no call to rest on. */
  mape: z.string().nullable(),
  /** The calls the figure rests on. */
  calls: z.number().int(),
  /** Calls whose approved amount was zero: no percentage error exists, so they are left out. */
  zeroAmount: z.number().int(),
  /** Calls the formula could not estimate with what the platform knows of them (a particular not on record...). */
  notEstimated: z.number().int(),
  /** Calls whose final DA is in another currency than the formula's (no rate is guessed). */
  otherCurrency: z.number().int(),
});
export type TAccuracy = z.infer<typeof ZAccuracy>;

const ZPortRef = z.object({ id: z.number(), name: z.string(), unlocode: z.string() });

/** GET /da-app/secured/expense-estimation/{estimationId}/accuracy: one version, over all its ports and per port. */
export const ZEstimationAccuracy = z.object({
  estimationId: z.number(),
  version: z.number(),
  currency: z.string(),
  overall: ZAccuracy,
  ports: z.array(z.object({ port: ZPortRef, accuracy: ZAccuracy })),
  computedAt: z.string(),
});
export type TEstimationAccuracy = z.infer<typeof ZEstimationAccuracy>;

/** GET /port-analysis/secured/port/{id}/accuracy: the port's published formulas at that port. */
export const ZPortAccuracy = z.object({
  portId: z.number(),
  overall: ZAccuracy,
  formulas: z.array(
    z.object({
      estimationId: z.number(),
      expenseId: z.number(),
      expenseName: z.string(),
      currency: z.string(),
      accuracy: ZAccuracy,
    }),
  ),
  computedAt: z.string(),
});
export type TPortAccuracy = z.infer<typeof ZPortAccuracy>;
