import Fastify from 'fastify';
import type { Database } from '../../server/src/platform/db/client';
import type { Statement } from './capture';
import { replayer } from './capture';
import { httpClient, type Latency, ratio, sampleLoop } from './measure';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * What a 200 can still get wrong (a GraphQL error, a missing row): answers why the first
   * response is not the one meant to be measured, undefined when it is.
   */
  check?: (body: string) => string | undefined;
  /**
   * Also measure a bare Fastify route answering this target's first response body (same method,
   * same bytes, no database) at the same concurrency: what HTTP and JSON alone cost in this run.
   */
  bareRoute?: boolean;
  /**
   * Send one request before the one recorded, so the recorded SQL (the raw-SQL baseline) is a
   * request's at steady state, not the first one's that fills the app's caches (compiled formulas).
   */
  warmUp?: boolean;
  /** Run before each request, untimed (what makes every request find what it reads changed). */
  before?: () => Promise<void>;
}

export interface TargetResult {
  name: string;
  status: number;
  bytes: number;
  statements: number;
  http: Latency;
  rawSql: Latency;
  ratio: { p50: number; p95: number; p99: number };
  /** The bare route of the same payload (targets with `bareRoute`), and http / bare. */
  bare?: Latency;
  ratioToBare?: { p50: number; p95: number; p99: number };
}

/** A bare Fastify route answering `body` as JSON, on a free port of this process. */
async function bareRoute(method: 'GET' | 'POST', body: string) {
  const bare = Fastify({ bodyLimit: 10 * 1024 * 1024 });
  bare.route({
    method,
    url: '/bare',
    handler: (_, reply) => reply.header('content-type', 'application/json').send(body),
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return { bare, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/bare` };
}

/** The bench servers (by their database) whose first target was measured. */
const warmed = new WeakSet<Database>();
/**
 * Seconds of unrecorded requests before a target's samples: 3 for the first target a freshly started
 * server answers, whose code V8 is still compiling (the dashboard's first page read 1.6-1.9x its SQL,
 * the same page with a port filter measured next 1.2x); sampleLoop's half second for the others.
 */
function warmupFor(database: Database) {
  if (warmed.has(database)) return undefined;
  warmed.add(database);
  return 3;
}

/**
 * One request of the target while recording its SQL, then the request at `concurrency` through
 * HTTP and its recorded SQL at the same concurrency straight to the database, in the same run.
 */
export async function measureTarget(
  target: Target,
  ctx: {
    database: Database;
    databaseUrl: string | undefined;
    capture: { during<T>(run: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> };
    concurrency: number;
    seconds: number;
  },
): Promise<TargetResult & { captured: Statement[] }> {
  const client = httpClient(ctx.concurrency);
  const send = () => client.request(target.method, target.url, target.headers, target.body);
  if (target.warmUp) await send();
  await target.before?.();
  const { result: first, statements } = await ctx.capture.during(send);
  if (first.status !== 200) throw new Error(`${target.name}: ${first.status} ${first.body.slice(0, 300)}`);
  const wrong = target.check?.(first.body);
  if (wrong) throw new Error(`${target.name}: ${wrong}`);
  const http = await sampleLoop(
    ctx.concurrency,
    ctx.seconds,
    async () => {
      const { status } = await send();
      if (status !== 200) throw new Error(`${target.name}: ${status} under load`);
    },
    { warmupSeconds: warmupFor(ctx.database), before: target.before },
  );
  client.close();
  const raw = replayer(ctx.database, ctx.databaseUrl, ctx.concurrency);
  const rawSql = await sampleLoop(ctx.concurrency, ctx.seconds, () => raw.run(statements));
  await raw.close();
  let bare: Latency | undefined;
  if (target.bareRoute) {
    const server = await bareRoute(target.method, first.body);
    const bareClient = httpClient(ctx.concurrency);
    const contentType: Record<string, string> = target.body ? { 'content-type': 'application/json' } : {};
    bare = await sampleLoop(ctx.concurrency, ctx.seconds, async () => {
      const { status } = await bareClient.request(target.method, server.url, contentType, target.body);
      if (status !== 200) throw new Error(`bare route: ${status}`);
    });
    bareClient.close();
    await server.bare.close();
  }
  return {
    name: target.name,
    status: first.status,
    bytes: first.body.length,
    statements: statements.length,
    http,
    rawSql,
    ratio: { p50: ratio(http.p50, rawSql.p50), p95: ratio(http.p95, rawSql.p95), p99: ratio(http.p99, rawSql.p99) },
    ...(bare
      ? {
          bare,
          ratioToBare: {
            p50: ratio(http.p50, bare.p50),
            p95: ratio(http.p95, bare.p95),
            p99: ratio(http.p99, bare.p99),
          },
        }
      : {}),
    captured: statements,
  };
}

export function printResult(r: TargetResult) {
  console.log(
    `${r.name.padEnd(58)} p50 ${fmt(r.http.p50)} p95 ${fmt(r.http.p95)} p99 ${fmt(r.http.p99)} | ` +
      `raw SQL p50 ${fmt(r.rawSql.p50)} p95 ${fmt(r.rawSql.p95)} | ratio p50 ${r.ratio.p50}x p95 ${r.ratio.p95}x ` +
      `(${r.statements} stmts)` +
      (r.bare && r.ratioToBare
        ? `\n${''.padEnd(58)} bare route of the same ${r.bytes} bytes p50 ${fmt(r.bare.p50)} p95 ${fmt(r.bare.p95)} | ` +
          `ratio p50 ${r.ratioToBare.p50}x p95 ${r.ratioToBare.p95}x`
        : ''),
  );
}

const fmt = (ms: number) => `${ms.toFixed(1)}ms`.padStart(8);
