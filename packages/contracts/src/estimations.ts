import { z } from 'zod';
import { ZId, ZOptionalText, ZRequiredText } from './fields';
import { FORMULA_LIMITS } from './formula';
import { messages } from './messages';
import { ZAmount, ZNonNegativeAmount } from './money';

/**
 * Expense-estimation formulas (operations §7 "Expense estimation formulas", §4 lifecycle): an
 * expense of the catalogue at some ports (`locations`) is estimated by a formula over named inputs
 * and tariff tables. DRAFT is edited and tested; PUBLISHED estimates (one live formula per expense
 * and port: publishing archives the one it replaces); SCHEDULED publishes itself at its date;
 * ARCHIVED is kept for history and can be duplicated into a new draft.
 */
export const ESTIMATION_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] as const;
export const ZEstimationState = z.enum(ESTIMATION_STATES);
export type TEstimationState = z.infer<typeof ZEstimationState>;

/** A tariff band: `amount` flat, or `base + rate x value`; from inclusive, to exclusive (null: open). */
export const ZTariffBand = z
  .strictObject({
    from: ZAmount,
    to: ZAmount.nullable(),
    amount: ZNonNegativeAmount.optional(),
    base: ZNonNegativeAmount.optional(),
    rate: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,10})?$/, messages.TARIFF_RATE)
      .optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.rate === undefined && b.base === undefined), {
    message: messages.TARIFF_BAND_CHARGE,
  });
export type TTariffBand = z.infer<typeof ZTariffBand>;
const ZTariffName = z.string().regex(/^[A-Za-z0-9 _-]{1,40}$/, messages.TARIFF_NAME);
export const ZTariffs = z
  .record(ZTariffName, z.array(ZTariffBand).min(1).max(50))
  .refine((t) => Object.keys(t).length <= 20, messages.TOO_MANY_TARIFFS);

/** An input's value: a decimal number written as text, a text (vessel type, weekday), or yes/no. */
export const ZFormulaInput = z.union([z.string().max(100), z.boolean()]);
const ZInputName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, messages.FORMULA_INPUT_NAME);
export const ZFormulaInputs = z
  .record(ZInputName, ZFormulaInput)
  .refine((v) => Object.keys(v).length <= 60, messages.TOO_MANY_INPUTS);

/** A saved example: these inputs must give this amount, or the formula cannot be published. */
export const ZEstimationTestCase = z.strictObject({
  name: ZRequiredText(100),
  inputs: ZFormulaInputs,
  expected: ZAmount,
});
export type TEstimationTestCase = z.infer<typeof ZEstimationTestCase>;

// Not trimmed: an error's position must point into the text as the user typed it.
const ZFormulaText = z
  .string()
  .max(FORMULA_LIMITS.characters)
  .refine((v) => v.trim().length > 0, messages.REQUIRED_FIELD);
const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, messages.CURRENCY_CODE);

/** The `form` part of create and update (multipart; tariff documents in `attachments`). */
export const ZEstimationForm = z.strictObject({
  expenseId: ZId,
  portIds: z.array(ZId).min(1).max(500),
  currency: ZCurrencyCode,
  formula: ZFormulaText,
  tariffs: ZTariffs.default({}),
  testCases: z.array(ZEstimationTestCase).max(50).default([]),
  notes: ZOptionalText(2000),
  /** On update: the version read (a stale one is refused). */
  version: z.number().int().min(0).optional(),
});
export type TEstimationForm = z.infer<typeof ZEstimationForm>;

export const ZEstimationTestRequest = z.strictObject({
  formula: ZFormulaText,
  tariffs: ZTariffs.default({}),
  inputs: ZFormulaInputs.default({}),
});
export const ZTraceStep = z.object({ step: z.string(), detail: z.string(), result: z.string(), at: z.number() });
export const ZEstimationTestAnswer = z.object({ value: z.string(), trace: z.array(ZTraceStep) });
export type TEstimationTestAnswer = z.infer<typeof ZEstimationTestAnswer>;

export const ZEstimation = z.object({
  id: z.number(),
  expenseId: z.number(),
  expenseName: z.string(),
  locations: z.array(z.object({ id: z.number(), name: z.string(), unlocode: z.string() })),
  currency: z.string(),
  formula: z.string(),
  tariffs: z.record(
    z.string(),
    z.array(
      z.object({
        from: z.string(),
        to: z.string().nullable(),
        amount: z.string().optional(),
        base: z.string().optional(),
        rate: z.string().optional(),
      }),
    ),
  ),
  testCases: z.array(z.object({ name: z.string(), inputs: z.record(z.string(), ZFormulaInput), expected: z.string() })),
  notes: z.string().nullable(),
  state: ZEstimationState,
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  attachments: z.array(z.object({ id: z.number(), name: z.string(), size: z.number() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type TEstimation = z.infer<typeof ZEstimation>;

export const ZEstimationHistoryEntry = z.object({
  estimationId: z.number(),
  version: z.number(),
  action: z.string(),
  state: ZEstimationState,
  formula: z.string(),
  by: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  at: z.string(),
});
export const ZEstimationHistory = z.array(ZEstimationHistoryEntry);

export const ZScheduleQuery = z.strictObject({ schedule_date: z.iso.datetime({ offset: true }) });
export const ZEstimationListQuery = z.strictObject({
  expenseId: ZId.optional(),
  portId: ZId.optional(),
  state: ZEstimationState.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** `POST lambda/formula` (platform-core §7 "Admin and other"): a port's published formulas over raw inputs. */
export const ZLambdaFormulaRequest = z.strictObject({ portId: ZId, inputs: ZFormulaInputs.default({}) });
export const ZLambdaFormulaAnswer = z.object({
  portId: z.number(),
  expenses: z.array(
    z.object({
      estimationId: z.number(),
      expenseId: z.number(),
      expenseName: z.string(),
      currency: z.string(),
      amount: z.string().nullable(),
      trace: z.array(ZTraceStep),
      problem: z.string().nullable(),
    }),
  ),
});
export type TLambdaFormulaAnswer = z.infer<typeof ZLambdaFormulaAnswer>;
