import type { Db } from '../../platform/db/client';
import type { ExpenseRow, PricelistRow, RequestCaseRow, RequestsRepo } from './repo';

/**
 * Whether the agent's price list covers a request completely: every expense of the case is a
 * catalogue item with a price at the port valid on the day, all prices in one currency, and that
 * currency is the request's or one the case has a rate for. Answers the quote, or null.
 */
export function coveredQuote(
  requestCase: Pick<RequestCaseRow, 'currency' | 'exchangeRates'>,
  expenses: readonly ExpenseRow[],
  prices: readonly PricelistRow[],
): { currency: string; rate: string | null; lines: Array<{ expenseId: number; amount: string }> } | null {
  if (expenses.length === 0) return null;
  const byItem = new Map<number, PricelistRow>();
  for (const price of prices) {
    // Overlapping spans are refused on save; should two still apply, the later start wins.
    const held = byItem.get(price.catalogueItemId);
    if (!held || held.validFrom < price.validFrom) byItem.set(price.catalogueItemId, price);
  }
  const lines: Array<{ expenseId: number; amount: string }> = [];
  const currencies = new Set<string>();
  for (const expense of expenses) {
    const price = expense.catalogueItemId === null ? undefined : byItem.get(expense.catalogueItemId);
    if (!price) return null;
    currencies.add(price.currency);
    lines.push({ expenseId: expense.id, amount: price.amount });
  }
  if (currencies.size !== 1) return null;
  const [currency] = [...currencies] as [string];
  if (currency === requestCase.currency) return { currency, rate: null, lines };
  const rate = requestCase.exchangeRates.find((r) => r.currency === currency)?.rate;
  return rate ? { currency, rate, lines } : null;
}

/** The day a price must be valid on: the port call's ETA day, else today. */
export const priceDay = (eta: Date | null | undefined, now: Date) => (eta ?? now).toISOString().slice(0, 10);

/** Quotes the request from the price list when covered; answers whether it did. */
export async function tryAutoQuote(
  repo: RequestsRepo,
  tx: Db,
  input: {
    requestCase: RequestCaseRow;
    requestId: number;
    agentCompanyId: number;
    portId: number;
    day: string;
    expenses: readonly ExpenseRow[];
    now: Date;
  },
): Promise<boolean> {
  if (!(await repo.hasAutoQuote(input.agentCompanyId, tx))) return false;
  const itemIds = input.expenses.flatMap((e) => (e.catalogueItemId === null ? [] : [e.catalogueItemId]));
  const prices = await repo.pricesOn(input.agentCompanyId, input.portId, input.day, itemIds, tx);
  const quote = coveredQuote(input.requestCase, input.expenses, prices);
  if (!quote) return false;
  await repo.replaceLines(
    input.requestId,
    quote.lines.map((l) => ({ requestId: input.requestId, expenseId: l.expenseId, amount: l.amount, comment: null })),
    tx,
  );
  await repo.updateRequest(
    input.requestId,
    {
      status: 'QUOTED',
      previousStatus: 'SENT',
      currency: quote.currency,
      rate: quote.rate,
      isAutomatic: true,
      quotedAt: input.now,
    },
    tx,
  );
  return true;
}
