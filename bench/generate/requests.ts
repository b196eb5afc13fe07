import { and, desc, eq } from 'drizzle-orm';
import { portCalls } from '../../server/src/modules/port-calls/db';
import {
  quotationLines,
  requestCaseExpenses,
  requestCases,
  requestsForQuotation,
} from '../../server/src/modules/requests/db';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched, insertReturningIds } from './batch';
import type { CatalogueItem } from './das';
import type { Random } from './prng';

const SECTIONS = ['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES'] as const;

/**
 * A sent request case of the buyer for its latest open port call at `portId`, asking for every one
 * of `items`, with one request per agent, each QUOTED (every line priced, one agent in USD): what
 * the compare screen shows once the agents have answered. Written straight to the requests tables
 * because the quotes are the agents' side (their logins), not what is measured.
 */
export async function generateRequestCase(
  db: Db,
  rnd: Random,
  input: { buyerId: number; createdById: number; portId: number; agentIds: number[]; items: CatalogueItem[] },
) {
  const [portCall] = await db
    .select({ id: portCalls.id, vesselId: portCalls.vesselId })
    .from(portCalls)
    .where(
      and(
        eq(portCalls.companyId, input.buyerId),
        eq(portCalls.portId, input.portId),
        eq(portCalls.status, 'IN_PROCESS'),
      ),
    )
    .orderBy(desc(portCalls.eta))
    .limit(1);
  if (!portCall) throw new Error(`no open port call of the buyer at port ${input.portId}`);
  const now = new Date();
  const selections = Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      { isAll: false, ids: input.items.filter((i) => i.section === section).map((i) => i.id) },
    ]),
  ) as typeof requestCases.$inferInsert.selections;
  const [requestCase] = await db
    .insert(requestCases)
    .values({
      companyId: input.buyerId,
      portCallId: portCall.id,
      vesselId: portCall.vesselId,
      portId: input.portId,
      status: 'SENT',
      step: 4,
      currency: 'EUR',
      activities: [{ activityTypeId: 1, cargo: 'Wheat' }],
      selections,
      exchangeRates: [{ currency: 'USD', rate: '0.92' }],
      agentIds: input.agentIds,
      emails: ['ops@nordic-bulk.example'],
      createdById: input.createdById,
      sentAt: now,
    })
    .returning({ id: requestCases.id });
  if (!requestCase) throw new Error('request case insert returned nothing');
  const expenseIds = await insertReturningIds(
    db,
    requestCaseExpenses,
    input.items.map((item, position) => ({
      requestCaseId: requestCase.id,
      section: item.section,
      catalogueItemId: item.id,
      name: item.name,
      position,
    })),
  );
  const requestIds = await insertReturningIds(
    db,
    requestsForQuotation,
    input.agentIds.map((agentCompanyId, i) => ({
      requestCaseId: requestCase.id,
      agentCompanyId,
      status: 'QUOTED' as const,
      currency: i === 0 ? 'USD' : 'EUR',
      rate: i === 0 ? '0.92' : null,
      sentAt: now,
      seenAt: now,
      quotedAt: now,
    })),
  );
  await insertBatched(
    db,
    quotationLines,
    requestIds.flatMap((requestId) =>
      expenseIds.map((expenseId) => ({ requestId, expenseId, amount: `${rnd.int(200, 20_000)}.${rnd.int(10, 99)}` })),
    ),
  );
  return { requestCaseId: requestCase.id, portCallId: portCall.id, expenses: expenseIds.length };
}
