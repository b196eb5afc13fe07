import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies } from '../account/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { ports } from '../refdata/db';
import { requestCases, requestsForQuotation } from './db';

/**
 * The two lists of requests (the buyer's cases, the agent's inbox) as one statement each, built once
 * and prepared under a name: the page with its port call, vessel, port and names, and the total as
 * an uncorrelated sub-select (computed once). Before, each list took four statements in two rounds
 * and drizzle rebuilt them on every request (issue 45: the RFQ list at 3.2x its SQL). An empty page
 * (none, or past the end) asks the count alone.
 */

const p = (name: string) => sql.placeholder(name);

export function createRequestListsReadModel(db: Db) {
  const caseWhere = sql`${requestCases.companyId} = ${p('companyId')}
    and (${p('status')}::text is null or ${requestCases.status} = ${p('status')})`;
  const agentWhere = sql`${requestsForQuotation.agentCompanyId} = ${p('agentCompanyId')}
    and (${p('status')}::text is null or ${requestsForQuotation.status} = ${p('status')})`;
  // A case's vessel, port and ETA: its port call's, else the ones the case was made for (as `places`).
  const eta = sql<Date | null>`(case when ${requestCases.portCallId} is null then ${requestCases.eta} else ${portCalls.eta} end)`;
  const place = {
    vesselName: sql<string | null>`${vessels.name}`,
    portName: sql<string | null>`${ports.name}`,
    eta: eta.mapWith(requestCases.eta),
  };
  const totalOf = (table: typeof requestCases | typeof requestsForQuotation, where: SQL) =>
    sql<number>`(${db.select({ n: count() }).from(table).where(where)})`.mapWith(Number);

  const cases = db
    .select({
      id: requestCases.id,
      status: requestCases.status,
      currency: requestCases.currency,
      createdAt: requestCases.createdAt,
      step: requestCases.step,
      ...place,
      requests: sql<number>`(select count(*)::int from ${requestsForQuotation} q where q.request_case_id = ${requestCases.id})`,
      quoted: sql<number>`(select count(*)::int from ${requestsForQuotation} q where q.request_case_id = ${requestCases.id} and q.status = 'QUOTED')`,
      total: totalOf(requestCases, caseWhere),
    })
    .from(requestCases)
    .leftJoin(portCalls, eq(portCalls.id, requestCases.portCallId))
    .leftJoin(vessels, eq(vessels.id, sql`coalesce(${portCalls.vesselId}, ${requestCases.vesselId})`))
    .leftJoin(ports, eq(ports.id, sql`coalesce(${portCalls.portId}, ${requestCases.portId})`))
    .where(caseWhere)
    .orderBy(desc(requestCases.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('request_cases_page');
  const casesCount = db.select({ n: count() }).from(requestCases).where(caseWhere).prepare('request_cases_count');

  const buyer = sql<string | null>`(select c.name from ${companies} c where c.id = ${requestCases.companyId})`;
  const inbox = db
    .select({
      id: requestsForQuotation.id,
      requestCaseId: requestCases.id,
      status: requestsForQuotation.status,
      buyerName: buyer,
      ...place,
      dueDate: requestCases.dueDate,
      isAutomatic: requestsForQuotation.isAutomatic,
      sentAt: requestsForQuotation.sentAt,
      total: totalOf(requestsForQuotation, agentWhere),
    })
    .from(requestsForQuotation)
    .innerJoin(requestCases, eq(requestCases.id, requestsForQuotation.requestCaseId))
    .leftJoin(portCalls, eq(portCalls.id, requestCases.portCallId))
    .leftJoin(vessels, eq(vessels.id, sql`coalesce(${portCalls.vesselId}, ${requestCases.vesselId})`))
    .leftJoin(ports, eq(ports.id, sql`coalesce(${portCalls.portId}, ${requestCases.portId})`))
    .where(agentWhere)
    .orderBy(desc(requestsForQuotation.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('agent_requests_page');
  const inboxCount = db
    .select({ n: count() })
    .from(requestsForQuotation)
    .where(agentWhere)
    .prepare('agent_requests_count');

  /** The page, and its total: carried by the page's rows, or counted when the page is empty. */
  async function paged<R extends { total: number }>(
    page: { execute(v: Record<string, unknown>): Promise<R[]> },
    counter: { execute(v: Record<string, unknown>): Promise<Array<{ n: number }>> },
    values: Record<string, unknown>,
  ) {
    const rows = await page.execute(values);
    if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
    const [counted] = await counter.execute(values);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  const windowOf = (by: { page: number; size: number; status?: string }) => ({
    status: by.status ?? null,
    limit: by.size,
    offset: by.page * by.size,
  });

  return {
    /** GET request-cases: the company's cases, newest first, with where they are and their requests. */
    cases: (companyId: number, by: { page: number; size: number; status?: string }) =>
      paged(cases, casesCount, { companyId, ...windowOf(by) }),
    /** GET request-for-quotations: the requests addressed to the agent's company, newest first. */
    inbox: (agentCompanyId: number, by: { page: number; size: number; status?: string }) =>
      paged(inbox, inboxCount, { agentCompanyId, ...windowOf(by) }),
  };
}
export type RequestListsReadModel = ReturnType<typeof createRequestListsReadModel>;
