import { z } from 'zod';
import { ZTraceStep } from './estimations';
import { ZId } from './fields';
import { ZEstimateSource } from './husbandry-estimator';
import { messages } from './messages';
import { ZNonNegativeAmount } from './money';

/**
 * The port cost estimator (operations §7 "Estimators", platform-core §6 PORT_ESTIMATOR_VIEW,
 * PORT_ADVANCED_ESTIMATOR_VIEW): a call at a port, for a vessel of the fleet or a model vessel (a size
 * class of the reference data), estimated expense by expense from the port's published formulas, each
 * with the trace of how it was computed.
 */
export const PORT_ESTIMATOR_PATH = '/da-app/secured/port-estimator';

/** The vessel's particulars the formulas read (decimal text); a missing one is asked of the user. */
export const VESSEL_PARTICULARS = ['gt', 'nt', 'dwt', 'loa', 'beam', 'draft'] as const;
export type TVesselParticular = (typeof VESSEL_PARTICULARS)[number];
export const PARTICULAR_LABELS: Record<TVesselParticular, string> = {
  gt: 'Gross tonnage (GT)',
  nt: 'Net tonnage (NT)',
  dwt: 'Deadweight (DWT, t)',
  loa: 'Length overall (LOA, m)',
  beam: 'Beam (m)',
  draft: 'Draft (m)',
};
/** Every input name a formula can read at the estimator (the editor lists them too). */
export const ESTIMATOR_INPUTS = [
  ...VESSEL_PARTICULARS,
  'vesselType',
  'sizeClass',
  'daysAlongside',
  'daysAtAnchor',
  'days',
  'cargoQuantity',
  'activity',
  'arrivalWeekday',
  'arrivalHour',
  'currency',
] as const;

const ZDecimalText = ZNonNegativeAmount;
export const ZEstimatorVessel = z.object({
  id: z.number(),
  name: z.string(),
  isModelVessel: z.boolean(),
  vesselType: z.string(),
  vesselTypeName: z.string(),
  sizeClass: z.string().nullable(),
  /** What is known of the vessel: DWT for every vessel; the rest is entered at the estimator. */
  particulars: z.partialRecord(z.enum(VESSEL_PARTICULARS), z.string()),
});
export type TEstimatorVessel = z.infer<typeof ZEstimatorVessel>;

export const ZFilterVesselsQuery = z.strictObject({
  text: z.string().max(100).default(''),
  isModelVessel: z.enum(['true', 'false']).default('false'),
});
export const ZSimulationVesselsQuery = z.strictObject({ text: z.string().max(100).default('') });
export const ZLoadConfigurationQuery = z.strictObject({ isModelVessel: z.enum(['true', 'false']).default('false') });

/** What the estimator form needs for a port and vessel: the inputs its formulas read, what is known. */
export const ZLoadConfiguration = z.object({
  port: z.object({ id: z.number(), name: z.string(), unlocode: z.string() }),
  vessel: ZEstimatorVessel,
  /** The input names the port's published formulas read. */
  inputs: z.array(z.string()),
  /** The vessel particulars among them that the platform does not know (to be entered). */
  missingParticulars: z.array(z.enum(VESSEL_PARTICULARS)),
  activities: z.array(z.object({ code: z.string(), name: z.string() })),
  expenses: z.array(z.object({ expenseId: z.number(), expenseName: z.string(), currency: z.string() })),
});
export type TLoadConfiguration = z.infer<typeof ZLoadConfiguration>;

export const ZExecuteRequest = z.strictObject({
  portId: ZId,
  vesselId: ZId,
  isModelVessel: z.boolean().default(false),
  /** Particulars entered (or corrected) at the estimator; they win over the vessel's known ones. */
  particulars: z.partialRecord(z.enum(VESSEL_PARTICULARS), ZDecimalText).default({}),
  activities: z
    .array(z.string().regex(/^[A-Z_]{1,40}$/, messages.ESTIMATOR_ACTIVITY))
    .max(10)
    .default([]),
  daysAlongside: ZDecimalText.default('0'),
  daysAtAnchor: ZDecimalText.default('0'),
  cargoQuantity: ZDecimalText.default('0'),
  /** Arrival (local wall time) for overtime formulas: weekday and hour are derived from it. */
  arrival: z.iso.datetime({ local: true, offset: true }).optional(),
});
export type TExecuteRequest = z.input<typeof ZExecuteRequest>;

export const ZEstimatedExpense = z.object({
  expenseId: z.number(),
  expenseName: z.string(),
  /** The formula's estimation id (source FORMULA), else null. */
  estimationId: z.number().nullable(),
  currency: z.string(),
  /** Rounded to 2 decimals, as text; null when the formula could not run for these inputs. */
  amount: z.string().nullable(),
  /** The formula's text (source FORMULA), else null. */
  formula: z.string().nullable(),
  /** The inputs the formula read, with the value it read. */
  inputsUsed: z.record(z.string(), z.string()),
  trace: z.array(ZTraceStep),
  problem: z.string().nullable(),
  /**
   * Where the amount comes from, as in the husbandry estimator: the port's published formula, else the
   * mean of the agents' current price lists, else the mean of the platform's submitted final DAs.
   */
  source: ZEstimateSource,
  /** History: the final DAs the mean rests on; price list: the agents' prices; formula: 0. */
  daCount: z.number(),
});
export type TEstimatedExpense = z.infer<typeof ZEstimatedExpense>;
export const ZExecuteAnswer = z.object({
  port: z.object({ id: z.number(), name: z.string(), unlocode: z.string() }),
  vessel: ZEstimatorVessel,
  inputs: z.record(z.string(), z.string()),
  expenses: z.array(ZEstimatedExpense),
  totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type TExecuteAnswer = z.infer<typeof ZExecuteAnswer>;
