import { Decimal } from '@portcall/contracts/money';

export interface Movement {
  currency: string;
  /** Signed decimal string. */
  amount: string;
  /** ISO instant. */
  createdAt: string;
}

/** One point of the chart: a UTC day and, per currency, the balance at the end of that day. */
export interface BalancePoint {
  day: string;
  /** Exact balances (what the tooltip and the table show). */
  balances: Record<string, string>;
  /** The same as numbers, for drawing only. */
  values: Record<string, number>;
}

/**
 * The balance of each currency over time from its movements: a running sum, one point per UTC day
 * with a movement, each day's balance carried into the next. The sum is decimal (a balance is the
 * sum of its movements, docs/decisions.md "Payments"); numbers appear only for the chart's scale.
 * The series opens at zero the day before the first movement.
 */
export function balanceSeries(movements: readonly Movement[]): { currencies: string[]; points: BalancePoint[] } {
  const sorted = [...movements].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const currencies = [...new Set(sorted.map((m) => m.currency))].sort();
  const running = new Map<string, Decimal>(currencies.map((c) => [c, new Decimal(0)]));
  const points: BalancePoint[] = [];
  for (const m of sorted) {
    running.set(m.currency, (running.get(m.currency) ?? new Decimal(0)).plus(m.amount));
    const day = m.createdAt.slice(0, 10);
    const balances: Record<string, string> = {};
    const values: Record<string, number> = {};
    for (const [currency, balance] of running) {
      balances[currency] = balance.toFixed(2);
      values[currency] = balance.toNumber();
    }
    const last = points.at(-1);
    if (last?.day === day) points[points.length - 1] = { day, balances, values };
    else points.push({ day, balances, values });
  }
  // An opening point at zero the day before the first movement, so even one movement draws a step.
  const first = points[0];
  if (first) {
    const before = new Date(`${first.day}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    points.unshift({
      day: before.toISOString().slice(0, 10),
      balances: Object.fromEntries(currencies.map((c) => [c, '0.00'])),
      values: Object.fromEntries(currencies.map((c) => [c, 0])),
    });
  }
  return { currencies, points };
}
