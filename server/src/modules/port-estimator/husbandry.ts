import { FormulaError } from '@portcall/contracts/formula';
import type { TEstimateSource, THusbandryAnswer, THusbandryGroup } from '@portcall/contracts/husbandry-estimator';
import { Decimal } from '@portcall/contracts/money';
import type { CompiledEstimation } from '../estimations/module';
import type { HusbandryAverage, HusbandryItem, HusbandryReadModel } from './husbandry-read-model';
import { choosePrices } from './price-sources-read-model';

/** One way of pricing an item in a currency: its price of one, the amount for a quantity. */
interface ItemPrice {
  expenseItemId: number;
  currency: string;
  source: TEstimateSource;
  estimationId: number | null;
  count: number;
  /** The price of one (2 decimals). */
  unit: Decimal;
  amountFor(quantity: string): Decimal;
}

const ROUND = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * A husbandry formula reads `quantity` (what is asked of the item) and `currency`; it answers the
 * amount for that quantity. One that cannot run so (it reads a vessel particular, say) gives way to
 * the next source rather than failing the estimate.
 */
function formulaPrice(f: CompiledEstimation): ItemPrice | null {
  const run = (quantity: string): Decimal | null => {
    if (!f.run) return null;
    try {
      const { value } = f.run({ quantity: new Decimal(quantity), currency: f.currency });
      return value instanceof Decimal ? ROUND(value) : null;
    } catch (error) {
      if (error instanceof FormulaError) return null;
      throw error;
    }
  };
  const unit = run('1');
  if (unit === null) return null;
  return {
    expenseItemId: f.expenseId,
    currency: f.currency,
    source: 'FORMULA',
    estimationId: f.id,
    count: 0,
    unit,
    amountFor: (quantity) => run(quantity) ?? ROUND(unit.times(quantity)),
  };
}

const averagePrice =
  (source: TEstimateSource) =>
  (a: HusbandryAverage): ItemPrice => ({
    expenseItemId: a.expenseItemId,
    currency: a.currency,
    source,
    estimationId: null,
    count: a.count,
    unit: new Decimal(a.avgPrice),
    amountFor: (quantity) => ROUND(new Decimal(a.avgPrice).times(quantity)),
  });

/** Groups the chosen prices by catalogue group and currency, each item times its quantity. */
function toAnswer(
  portId: number,
  items: HusbandryItem[],
  prices: Map<number, ItemPrice[]>,
  quantityOf: (expenseItemId: number) => string | null,
  groupIds: number[] | null,
): THusbandryAnswer {
  const groups = new Map<string, THusbandryGroup>();
  for (const item of items) {
    if (groupIds && !groupIds.includes(item.groupId)) continue;
    const quantity = quantityOf(item.expenseItemId);
    if (quantity === null) continue;
    for (const p of prices.get(item.expenseItemId) ?? []) {
      const key = `${item.groupId}:${p.currency}`;
      const group = groups.get(key) ?? {
        groupId: item.groupId,
        name: item.groupName,
        currency: p.currency,
        amount: '0.00',
        groupTotal: '0.00',
        daCount: 0,
        expenseItemAvgPriceList: [],
      };
      const amount = p.amountFor(quantity);
      group.expenseItemAvgPriceList.push({
        expenseItemId: item.expenseItemId,
        name: item.expenseItemName,
        currency: p.currency,
        avgPrice: p.unit.toFixed(2),
        daCount: p.count,
        source: p.source,
        estimationId: p.estimationId,
        quantity,
        amount: amount.toFixed(2),
      });
      group.amount = new Decimal(group.amount).plus(amount).toFixed(2);
      group.groupTotal = new Decimal(group.groupTotal).plus(p.unit).toFixed(2);
      if (p.source === 'HISTORY') group.daCount = Math.max(group.daCount, p.count);
      groups.set(key, group);
    }
  }
  const totals = new Map<string, Decimal>();
  for (const g of groups.values()) totals.set(g.currency, (totals.get(g.currency) ?? new Decimal(0)).plus(g.amount));
  return {
    portId,
    groups: [...groups.values()],
    totals: [...totals].map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
  };
}

/**
 * The husbandry estimator: for each husbandry item of the catalogue, the port's published formula,
 * else the mean of the agents' current prices at the port, else the mean of the platform's submitted
 * final DAs' lines there; each line says which. Basic: whole groups (one of each item); advanced:
 * chosen items with quantities.
 */
export function createHusbandryService(deps: {
  read: HusbandryReadModel;
  formulas: { forPort(portId: number): Promise<CompiledEstimation[]> };
  clock: () => Date;
}) {
  const { read } = deps;
  const today = () => deps.clock().toISOString().slice(0, 10);

  async function pricesAt(portId: number) {
    const [items, formulas, lists, history] = await Promise.all([
      read.items(),
      deps.formulas.forPort(portId),
      read.priceLists(portId, today()),
      read.history(portId),
    ]);
    const husbandry = new Set(items.map((i) => i.expenseItemId));
    const fromFormulas = formulas
      .filter((f) => husbandry.has(f.expenseId))
      .map(formulaPrice)
      .filter((p): p is ItemPrice => p !== null);
    const prices = choosePrices([
      fromFormulas,
      lists.map(averagePrice('PRICE_LIST')),
      history.map(averagePrice('HISTORY')),
    ]);
    return { items, prices };
  }

  return {
    async basicGroups(portId: number) {
      const { items, prices } = await pricesAt(portId);
      return toAnswer(portId, items, prices, () => '1', null);
    },
    async calculate(portId: number, groupIds: number[]) {
      const { items, prices } = await pricesAt(portId);
      return toAnswer(portId, items, prices, () => '1', [...new Set(groupIds)]);
    },
    async advancedGroup(portId: number, groupId: number) {
      const { items, prices } = await pricesAt(portId);
      return toAnswer(portId, items, prices, () => '1', [groupId]);
    },
    async advancedCalculate(portId: number, asked: Array<{ expenseItemId: number; quantity: string }>) {
      const quantities = new Map(asked.map((i) => [i.expenseItemId, i.quantity]));
      const { items, prices } = await pricesAt(portId);
      return toAnswer(portId, items, prices, (id) => quantities.get(id) ?? null, null);
    },
    ports: (filter: string) => read.portsWithSources(filter, today()),
  };
}
export type HusbandryService = ReturnType<typeof createHusbandryService>;
