import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { companies } from '../server/src/modules/account/db';
import { createAccountRepo } from '../server/src/modules/account/repo';
import { attachRealtime, type Realtime } from '../server/src/platform/realtime';
import { type Latency, percentile, ratio } from './lib/measure';
import { machineLoad, startBenchServerApp, writeResult } from './lib/setup';
import { addSummaryRows } from './lib/summary';
import { changesTopic, demoBuyerReaders, replayWorkingDay } from './realtime-working-day';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const PEOPLE = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The size of a live chat message: the payload both sides send. */
const PAYLOAD = {
  id: 1,
  conversationId: 1,
  senderFullName: 'Aegean Agency Operations',
  senderCompanyName: 'Aegean Agency',
  title: 'Berth',
  text: `<p>${'ETA moved to 06:00, pilot booked, berth 4 confirmed. '.repeat(6)}</p>`,
  attachments: [],
  received: true,
  isRead: false,
  unreadCount: 3,
};

const now = () => performance.timeOrigin + performance.now();

/** Delivery latency of `rounds` fan-outs: each socket notes when each round's event reaches it. */
async function measure(
  sockets: Socket[],
  event: string,
  fanOut: (sentAt: number, round: number) => void,
): Promise<Latency> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    const arrived = Promise.all(
      sockets.map(
        (s) =>
          new Promise<void>((resolve) =>
            s.once(event, (payload: { sentAt: number }) => {
              if (round >= 3) samples.push(now() - payload.sentAt);
              resolve();
            }),
          ),
      ),
    );
    fanOut(now(), round);
    await arrived;
  }
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

async function openSockets(
  url: string,
  count: number,
  auth: (i: number) => Record<string, string>,
  subscribe?: (i: number) => string,
) {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect(url, { path: '/socket.io/', auth: auth(i), transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (subscribe) await socket.emitWithAck('subscribe', subscribe(i));
    sockets.push(socket);
  }
  return sockets;
}

/** A bare socket.io server broadcasting the same payload: what one fan-out costs with nothing of ours. */
async function bareBroadcast(): Promise<Latency> {
  const server = http.createServer();
  const io = new Server(server, { path: '/socket.io/', serveClient: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets = await openSockets(url, SOCKETS, () => ({}));
  try {
    return await measure(sockets, 'message', (sentAt) => io.emit('message', { ...PAYLOAD, sentAt }));
  } finally {
    for (const s of sockets) s.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  }
}

/**
 * `npm run bench -- realtime`: one chat message fanned out to 1,000 connected sockets (50 people with
 * 20 windows each) through the app's realtime (token handshake, per-person topics), on one node and
 * on two nodes over Redis (half the sockets on each, published on one), and the demo working day's
 * changes announced to as many windows, next to a bare socket.io broadcast of the same payload to the
 * same number of sockets, measured in the same run.
 */
export async function runRealtime() {
  const bare = await bareBroadcast();
  const results: Record<string, unknown> = { bare };
  for (const [label, nodeCount, redisUrl] of [
    ['one node', 1, undefined],
    ['two nodes over Redis', 2, REDIS_URL],
  ] as const) {
    const latency = await fanOutThroughApp(nodeCount, redisUrl);
    results[label] = {
      ...latency,
      ratioToBare: { p50: ratio(latency.p50, bare.p50), p99: ratio(latency.p99, bare.p99) },
    };
    addSummaryRows({
      suite: 'realtime',
      target: `one message to ${SOCKETS} sockets, ${label}`,
      value: latency.p99,
      unit: 'ms',
      measure: 'p99',
      baseline: bare.p99,
      ratio: ratio(latency.p99, bare.p99),
      aim: nodeCount === 1 ? 'p99 < 50 ms' : 'reference',
      met: nodeCount === 1 ? latency.p99 < 50 : null,
    });
    console.log(
      `realtime ${label}: ${SOCKETS} sockets p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms ` +
        `(bare socket.io p99 ${bare.p99} ms, ${ratio(latency.p99, bare.p99)}x)`,
    );
  }
  const day = await workingDayThroughApp();
  results['working day'] = { ...day, ratioToBare: { p50: ratio(day.p50, bare.p50), p99: ratio(day.p99, bare.p99) } };
  addSummaryRows({
    suite: 'realtime',
    target: `a working day's ${day.announced} announcements to ${SOCKETS} windows, one node`,
    value: day.p99,
    unit: 'ms',
    measure: 'p99',
    baseline: bare.p99,
    ratio: ratio(day.p99, bare.p99),
    aim: 'p99 < 2000 ms (issue 41: screens refresh within 2 s)',
    met: day.p99 < 2000,
  });
  console.log(
    `realtime working day: ${day.announced} of ${day.changes} changes reached the ${PEOPLE} readers' ${SOCKETS} windows, ` +
      `p50 ${day.p50} ms, p95 ${day.p95} ms, p99 ${day.p99} ms (bare socket.io p99 ${bare.p99} ms)`,
  );
  const file = writeResult('realtime', {
    at: new Date().toISOString(),
    suite: 'realtime',
    sockets: SOCKETS,
    people: PEOPLE,
    rounds: ROUNDS,
    load: machineLoad(),
    aim: 'p99 under 50 ms on one node',
    results,
  });
  console.log(`written to ${file}`);
}

/**
 * The demo working day's changes announced through the live module to 50 readers of the demo buyer
 * with SOCKETS/50 windows each, on one node (issue 41: fan-out with the announcements of a working day).
 */
async function workingDayThroughApp() {
  const nodes = await startBenchServerApp(1);
  const app = nodes.apps[0];
  const realtime = await attachRealtime(app.app.server, {
    authenticate: app.services.auth.authenticateNow,
    corsOrigins: [],
    log: app.app.log,
    hub: app.services.realtime,
  });
  let sockets: Socket[] = [];
  try {
    const readers = await demoBuyerReaders(nodes, PEOPLE);
    const readerOf = (i: number) => readers[i % PEOPLE] as { id: number; token: string };
    sockets = await openSockets(
      nodes.urls[0] as string,
      SOCKETS,
      (i) => ({ token: readerOf(i).token }),
      (i) => changesTopic(readerOf(i).id),
    );
    return await replayWorkingDay(
      nodes,
      sockets,
      readers.map((r) => r.id),
    );
  } finally {
    for (const s of sockets) s.close();
    await realtime.close();
    await nodes.close().catch(() => {});
  }
}

/** 50 people with SOCKETS/50 windows each, spread over the nodes; one message published on the first. */
async function fanOutThroughApp(nodeCount: number, redisUrl: string | undefined): Promise<Latency> {
  const nodes = await startBenchServerApp(nodeCount);
  const realtimes: Realtime[] = [];
  const sockets: Socket[] = [];
  try {
    const [buyer] = await nodes.database.db.select().from(companies).where(eq(companies.name, 'Nordic Bulk Carriers'));
    if (!buyer) throw new Error('the demo buyer is missing');
    const accounts = createAccountRepo(nodes.database.db);
    const people: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < PEOPLE; i++) {
      const profile = await accounts.insertProfile({
        companyId: buyer.id,
        type: 'BUYER',
        username: `realtime-bench-${i}@nordic-bulk.example`,
        email: `realtime-bench-${i}@nordic-bulk.example`,
        name: 'Bench',
        surname: `Reader ${i}`,
        passwordHash: 'not-used',
        status: 'ACTIVE',
        role: 'USER',
        termsVersion: '1.0',
        termsAcceptedAt: new Date(),
      });
      people.push({ id: profile.id, token: await nodes.apps[0].services.auth.openSession(profile.id) });
    }
    const personOf = (i: number) => people[i % PEOPLE] as { id: number; token: string };
    for (const app of nodes.apps) {
      realtimes.push(
        await attachRealtime(app.app.server, {
          authenticate: app.services.auth.authenticateNow,
          corsOrigins: [],
          log: app.app.log,
          redisUrl,
          hub: app.services.realtime,
        }),
      );
    }
    const perNode = Math.ceil(SOCKETS / nodeCount);
    for (let n = 0; n < nodeCount; n++) {
      const count = Math.min(perNode, SOCKETS - n * perNode);
      const offset = n * perNode;
      sockets.push(
        ...(await openSockets(
          nodes.urls[n] as string,
          count,
          (i) => ({ token: personOf(offset + i).token }),
          (i) => `${personOf(offset + i).id}/APPOINTMENT_CHAT`,
        )),
      );
    }
    const ids = people.map((p) => p.id);
    return await measure(sockets, 'message', (sentAt) =>
      nodes.apps[0].services.realtime.publish(ids, 'APPOINTMENT_CHAT', 'message', { ...PAYLOAD, sentAt }),
    );
  } finally {
    for (const s of sockets) s.close();
    for (const r of realtimes) await r.close();
    await nodes.close().catch(() => {});
  }
}
