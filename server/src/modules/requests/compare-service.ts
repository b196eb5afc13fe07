import type { TRequestComparison } from '@portcall/contracts/requests';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { RequestsContext, RequestsCore } from './core';

/**
 * GET request-case/{id}/evaluate: the quotes side by side per expense and section, every amount also
 * in the request's currency (the quote's own rate, rounded half-up to the currency's minor units at
 * that point), each total against the historical medians of the same expenses. One statement
 * computes the page in `numeric` (`page-read-model.ts`).
 */
export function createCompareService(ctx: RequestsContext, core: RequestsCore) {
  async function evaluate(caller: Caller, id: number): Promise<TRequestComparison> {
    core.requireCaseReader(caller, 'DA_REQUESTS_VIEW');
    const page = await ctx.pages.comparison(id, caller.companyId);
    if (!page) throw notFound();
    // Beside each quote, its agent's figures (one more statement).
    const names = new Map(page.totals.map((q) => [q.requestId, q.agentName]));
    const agents = (await ctx.scorecards.ofCase(caller.companyId, id)).flatMap((r) => {
      const agentName = names.get(r.requestId);
      return agentName === undefined ? [] : [{ ...r, agentName }];
    });
    return { ...page, agents };
  }

  return { evaluate };
}
