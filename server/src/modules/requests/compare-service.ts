import { Decimal } from '@portcall/contracts/money';
import type { TExpenseSection, TRequestComparison, TRequestStatus } from '@portcall/contracts/requests';
import type { Caller } from '../../platform/http/access';
import type { RequestsContext, RequestsCore } from './core';
import { ratesOf } from './figures';

const SECTIONS: readonly TExpenseSection[] = ['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES'];

/**
 * GET request-case/{id}/evaluate: the quotes side by side per expense and section, every amount also
 * in the request's currency (the quote's own rate, rounded half-up to the currency's minor units at
 * that point), each total against the historical medians of the same expenses.
 */
export function createCompareService(ctx: RequestsContext, core: RequestsCore) {
  const { repo, read } = ctx;

  async function evaluate(caller: Caller, id: number): Promise<TRequestComparison> {
    const requestCase = await core.reachCase(caller, 'DA_REQUESTS_VIEW', id);
    const [currency, expenses, requests, pc] = await Promise.all([
      ctx.currencies.currency(requestCase.currency),
      repo.expensesOf(id),
      repo.requestsOf(id),
      read.portCall(requestCase.portCallId),
    ]);
    const units = currency?.minorUnits ?? 2;
    const text = (d: Decimal) => d.toFixed(units);
    const quoted = requests.filter((r) => r.quotedAt !== null && r.status !== 'CANCELLED');
    // Historical medians in the request's currency, per catalogue item.
    const itemIds = expenses.flatMap((e) => (e.catalogueItemId === null ? [] : [e.catalogueItemId]));
    const [lines, names, history] = await Promise.all([
      repo.linesOf(quoted.map((r) => r.id)),
      read.companyNames(quoted.map((r) => r.agentCompanyId)),
      pc
        ? read.historicalFigures({
            companyId: requestCase.companyId,
            portId: pc.portId,
            catalogueItemIds: [...new Set(itemIds)],
            requestCurrency: requestCase.currency,
            rates: ratesOf(requestCase.currency, requestCase.exchangeRates),
            minorUnits: units,
          })
        : undefined,
    ]);
    const medians = new Map<number, Decimal>();
    for (const [itemId, figures] of history?.byItem ?? []) {
      medians.set(itemId, new Decimal(figures.median).toDecimalPlaces(units, Decimal.ROUND_HALF_UP));
    }
    const medianOf = (e: (typeof expenses)[number]) =>
      e.catalogueItemId === null ? undefined : medians.get(e.catalogueItemId);

    const quoteRates = new Map(
      quoted.map((r) => [r.id, r.currency && r.currency !== requestCase.currency ? (r.rate ?? '0') : '1']),
    );
    const converted = (requestId: number, amount: string) =>
      new Decimal(amount).times(quoteRates.get(requestId) ?? '1').toDecimalPlaces(units, Decimal.ROUND_HALF_UP);

    const rows = expenses.map((e) => ({
      expenseId: e.id,
      name: e.name,
      section: e.section as TExpenseSection,
      historicalMedian: medianOf(e) ? text(medianOf(e) as Decimal) : null,
      quotes: quoted.map((r) => {
        const amount = lines.find((l) => l.requestId === r.id && l.expenseId === e.id)?.amount ?? null;
        return {
          requestId: r.id,
          agentName: names.get(r.agentCompanyId) ?? '',
          amount,
          convertedAmount: amount === null ? null : text(converted(r.id, amount)),
        };
      }),
    }));
    const historicalTotal =
      medians.size > 0 ? expenses.reduce((sum, e) => sum.plus(medianOf(e) ?? 0), new Decimal(0)) : null;

    const totals = quoted.map((r) => {
      const own = lines.filter((l) => l.requestId === r.id && l.amount !== null);
      const total = own.reduce((sum, l) => sum.plus(l.amount as string), new Decimal(0));
      const sectionTotal = (section: TExpenseSection) =>
        own
          .filter((l) => expenses.find((e) => e.id === l.expenseId)?.section === section)
          .reduce((sum, l) => sum.plus(converted(r.id, l.amount as string)), new Decimal(0));
      const convertedTotal = own.reduce((sum, l) => sum.plus(converted(r.id, l.amount as string)), new Decimal(0));
      // Against history: only the expenses this agent quoted and that have a median.
      const historyOfQuoted = own.reduce((sum, l) => {
        const e = expenses.find((x) => x.id === l.expenseId);
        return sum.plus((e && medianOf(e)) ?? 0);
      }, new Decimal(0));
      const hasHistory = own.some((l) => {
        const e = expenses.find((x) => x.id === l.expenseId);
        return e !== undefined && medianOf(e) !== undefined;
      });
      return {
        requestId: r.id,
        agentName: names.get(r.agentCompanyId) ?? '',
        status: r.status as TRequestStatus,
        currency: r.currency ?? requestCase.currency,
        rate: new Decimal(quoteRates.get(r.id) ?? '1').toString(),
        total: total.toFixed(),
        convertedTotal: text(convertedTotal),
        sections: SECTIONS.map((section) => ({ section, convertedTotal: text(sectionTotal(section)) })),
        versusHistorical: hasHistory ? text(convertedTotal.minus(historyOfQuoted)) : null,
      };
    });
    return {
      requestCaseId: id,
      currency: requestCase.currency,
      rows,
      totals,
      historicalTotal: historicalTotal ? text(historicalTotal) : null,
    };
  }

  return { evaluate };
}
