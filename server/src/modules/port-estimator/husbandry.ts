import type { THusbandryAnswer, THusbandryGroup } from '@portcall/contracts/husbandry-estimator';
import { Decimal } from '@portcall/contracts/money';
import type { HusbandryAverage, HusbandryReadModel } from './husbandry-read-model';

/** Groups the averages (already per item and currency) into groups, each item times its quantity. */
function toAnswer(
  portId: number,
  rows: HusbandryAverage[],
  quantityOf: (expenseItemId: number) => string | null,
): THusbandryAnswer {
  const groups = new Map<string, THusbandryGroup>();
  for (const r of rows) {
    const quantity = quantityOf(r.expenseItemId);
    if (quantity === null) continue;
    const key = `${r.groupId}:${r.currency}`;
    const group = groups.get(key) ?? {
      groupId: r.groupId,
      name: r.groupName,
      currency: r.currency,
      amount: '0.00',
      groupTotal: '0.00',
      daCount: 0,
      expenseItemAvgPriceList: [],
    };
    const amount = new Decimal(r.avgPrice).times(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    group.expenseItemAvgPriceList.push({
      expenseItemId: r.expenseItemId,
      name: r.expenseItemName,
      currency: r.currency,
      avgPrice: new Decimal(r.avgPrice).toFixed(2),
      daCount: r.daCount,
      quantity,
      amount: amount.toFixed(2),
    });
    group.amount = new Decimal(group.amount).plus(amount).toFixed(2);
    group.groupTotal = new Decimal(group.groupTotal).plus(r.avgPrice).toFixed(2);
    group.daCount = Math.max(group.daCount, r.daCount);
    groups.set(key, group);
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
 * The husbandry estimator: averages of the platform's submitted final DAs' husbandry lines at a port.
 * Basic: whole groups (one of each item); advanced: chosen items with quantities.
 */
export function createHusbandryService(read: HusbandryReadModel) {
  return {
    basicGroups: async (portId: number) => toAnswer(portId, await read.averages(portId, null), () => '1'),
    calculate: async (portId: number, groupIds: number[]) =>
      toAnswer(portId, await read.averages(portId, [...new Set(groupIds)]), () => '1'),
    advancedGroup: async (portId: number, groupId: number) =>
      toAnswer(portId, await read.averages(portId, [groupId]), () => '1'),
    advancedCalculate: async (portId: number, items: Array<{ expenseItemId: number; quantity: string }>) => {
      const quantities = new Map(items.map((i) => [i.expenseItemId, i.quantity]));
      return toAnswer(portId, await read.averages(portId, null), (id) => quantities.get(id) ?? null);
    },
    ports: (filter: string) => read.portsWithHistory(filter),
  };
}
export type HusbandryService = ReturnType<typeof createHusbandryService>;
