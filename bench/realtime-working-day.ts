import { LIVE_EVENT, LIVE_TOPIC } from '@portcall/contracts/live';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { companies, profileAuthorities, profileProducts } from '../server/src/modules/account/db';
import { createAccountRepo } from '../server/src/modules/account/repo';
import { createLiveModule } from '../server/src/modules/live/module';
import { auditLog } from '../server/src/platform/audit/db';
import { type Latency, summarise } from './lib/measure';
import type { startBenchServerApp } from './lib/setup';

type Nodes = Awaited<ReturnType<typeof startBenchServerApp>>;

/** What a buyer's reader of every shared screen holds: the products and authorities the live module asks. */
const PRODUCTS = ['DA_TOOL', 'SOF_EXCHANGE', 'CLAIMS'];
const AUTHORITIES = ['DA_VIEW', 'DA_REQUESTS_VIEW', 'SOF_VIEW', 'CLAIMS_VIEW'];

/**
 * `people` readers of the demo buyer who may read every shared screen, each with a session token:
 * the audience of the working day's announcements.
 */
export async function demoBuyerReaders(nodes: Nodes, people: number) {
  const db = nodes.database.db;
  const [buyer] = await db.select().from(companies).where(eq(companies.name, 'Nordic Bulk Carriers'));
  if (!buyer) throw new Error('the demo buyer is missing');
  const accounts = createAccountRepo(db);
  const readers: Array<{ id: number; token: string }> = [];
  for (let i = 0; i < people; i++) {
    const profile = await accounts.insertProfile({
      companyId: buyer.id,
      type: 'BUYER',
      username: `live-bench-${i}@nordic-bulk.example`,
      email: `live-bench-${i}@nordic-bulk.example`,
      name: 'Bench',
      surname: `Watcher ${i}`,
      passwordHash: 'not-used',
      status: 'ACTIVE',
      role: 'USER',
      termsVersion: '1.0',
      termsAcceptedAt: new Date(),
    });
    await db.insert(profileProducts).values(PRODUCTS.map((product) => ({ profileId: profile.id, product })));
    await db
      .insert(profileAuthorities)
      .values(AUTHORITIES.map((authority) => ({ profileId: profile.id, authority })))
      .onConflictDoNothing();
    readers.push({ id: profile.id, token: await nodes.apps[0].services.auth.openSession(profile.id) });
  }
  return readers;
}

/**
 * Replays the demo working day's audited changes (the seed made them through the API: appointments,
 * DAs, evaluations, payments, SOFs, requests) through the live module, one change at a time: audience
 * resolution on the database, then the fan-out to every open window of the demo buyer's readers.
 * A sample runs from handing the change over (the commit) until the last window heard of it.
 */
export async function replayWorkingDay(
  nodes: Nodes,
  sockets: Socket[],
  readerIds: number[],
): Promise<Latency & { changes: number; announced: number }> {
  const app = nodes.apps[0];
  const live = createLiveModule({
    db: nodes.database.db,
    realtime: app.services.realtime,
    seeing: (companyId, ids, countryId) => app.services.regionScope.profilesSeeing(companyId, ids, countryId),
    onError: (error) => {
      throw error;
    },
  });
  const changes = await nodes.database.db
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, profileId: auditLog.profileId })
    .from(auditLog)
    .where(
      inArray(auditLog.entity, [
        'appointment',
        'proforma',
        'assignment',
        'statement_of_facts',
        'evaluation',
        'expense_evaluation',
        'payment',
        'port_call',
        'request_case',
        'request_for_quotation',
        'claim',
      ]),
    )
    .orderBy(asc(auditLog.id));
  const watchers = new Set(readerIds);
  const now = () => performance.timeOrigin + performance.now();
  const samples: number[] = [];
  for (const change of changes) {
    // Every window counts the announcements it hears; the change is done when each heard all of
    // those naming the bench readers (a line and its evaluation are one announcement).
    const heard = sockets.map(() => 0);
    const listeners = sockets.map((socket, i) => {
      const listener = () => {
        heard[i] = (heard[i] ?? 0) + 1;
      };
      socket.on(LIVE_EVENT, listener);
      return listener;
    });
    const startedAt = now();
    const deliveries = await live.deliver([{ ...change, actorName: null }]);
    const expected = deliveries.filter((d) => d.profileIds.some((id) => watchers.has(id))).length;
    if (expected > 0) {
      while (heard.some((n) => n < expected)) await new Promise((resolve) => setImmediate(resolve));
      samples.push(now() - startedAt);
    }
    sockets.forEach((socket, i) => {
      socket.off(LIVE_EVENT, listeners[i]);
    });
  }
  return { ...summarise(samples), changes: changes.length, announced: samples.length };
}

/** The topic a reader's windows subscribe to for live changes. */
export const changesTopic = (profileId: number) => `${profileId}/${LIVE_TOPIC}`;
