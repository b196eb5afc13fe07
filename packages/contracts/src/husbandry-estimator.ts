import { z } from 'zod';
import { ZId } from './fields';
import { ZNonNegativeAmount } from './money';

/**
 * The husbandry estimator (operations §7 "Estimators", §3 "Husbandry groups": groupId, amount,
 * groupTotal, expenseItemAvgPriceList; platform-core §6 HBC_*): what husbandry costs at a port, item
 * by item from the port's published formula, else the agents' current price lists, else the platform's
 * own submitted final DAs, each line saying its source. A group with lines in two currencies answers
 * one row per currency (no conversion is guessed).
 */
export const HUSBANDRY_ESTIMATOR_PATH = '/da-app/secured/husbandry-estimator';

/**
 * Where an estimated line's figure comes from (issue 40): a published expense-estimation formula of
 * the port, the current price lists of the agents serving it, or the platform's submitted final DAs.
 * One source per line, tried in this order.
 */
export const ESTIMATE_SOURCES = ['FORMULA', 'PRICE_LIST', 'HISTORY'] as const;
export const ZEstimateSource = z.enum(ESTIMATE_SOURCES);
export type TEstimateSource = z.infer<typeof ZEstimateSource>;
export const ESTIMATE_SOURCE_LABELS: Record<TEstimateSource, string> = {
  FORMULA: 'Formula',
  PRICE_LIST: 'Price list',
  HISTORY: 'History',
};

export const ZExpenseItemAvgPrice = z.object({
  expenseItemId: z.number(),
  name: z.string(),
  currency: z.string(),
  /** The price of one: the formula at quantity 1, the price lists' or the DAs' mean. */
  avgPrice: z.string(),
  /** History: the DAs the mean rests on; price list: the agents' prices; formula: 0. */
  daCount: z.number(),
  source: ZEstimateSource,
  /** The formula's estimation id (source FORMULA), else null. */
  estimationId: z.number().nullable(),
  /** Advanced: the quantity asked for and avgPrice × quantity. */
  quantity: z.string(),
  amount: z.string(),
});
export const ZHusbandryGroup = z.object({
  groupId: z.number(),
  name: z.string(),
  currency: z.string(),
  /** The group's estimate: the sum of its items' amounts. */
  amount: z.string(),
  /** The sum of its items' averages (one of each). */
  groupTotal: z.string(),
  /** How many distinct DAs the group's history figures rest on (the most of any of its items). */
  daCount: z.number(),
  expenseItemAvgPriceList: z.array(ZExpenseItemAvgPrice),
});
export type THusbandryGroup = z.infer<typeof ZHusbandryGroup>;
export const ZHusbandryAnswer = z.object({
  portId: z.number(),
  groups: z.array(ZHusbandryGroup),
  totals: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type THusbandryAnswer = z.infer<typeof ZHusbandryAnswer>;

export const ZBasicGroupsQuery = z.strictObject({ portId: ZId });
export const ZAdvancedGroupQuery = z.strictObject({ portId: ZId, groupId: ZId });
export const ZHusbandryPortsQuery = z.strictObject({ filter: z.string().max(100).default('') });
export const ZBasicCalculateRequest = z.strictObject({
  portId: ZId,
  groupIds: z.array(ZId).min(1).max(100),
});
export const ZAdvancedCalculateRequest = z.strictObject({
  portId: ZId,
  items: z
    .array(z.strictObject({ expenseItemId: ZId, quantity: ZNonNegativeAmount }))
    .min(1)
    .max(200),
});
export const ZHusbandryPort = z.object({ id: z.number(), name: z.string(), unlocode: z.string() });
