/// <reference types="vite/client" />

import { Writable } from 'node:stream';
import { ZErrorBody } from '@portcall/contracts/errors';
import { isMessageCode } from '@portcall/contracts/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../platform/http/access';
import { hostileBody, hostileFor, hostileSegment } from './bad-values';
import { createTestApp, type TestApp } from './harness';
import type { MatrixRow, RoleMatrix } from './role-matrix';
import { type ActorName, type Actors, createActors } from './scenario';

/**
 * Every registered API route, called by a caller it admits (taken from the role matrices, which
 * cover every route: role-matrix.test.ts fails on a route none has) with schema-shaped hostile values. Whatever the value: never a 5xx, always the
 * error body of DESIGN §5 with a catalogue code, and a refused request writes nothing. Seeded, with
 * a fixed number of cases a route, so a failure replays: FUZZ_SEED=<seed> reruns a reported one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 16);
const CASES_PER_ROUTE = 20;
const matrices = import.meta.glob<{ matrix: RoleMatrix<unknown> }>('../modules/*/matrix*.ts', { eager: true });

/**
 * The fuzz of one shard of the modules (their matrix files taken in turn, `shard` of `of`): the
 * shards are separate test files, so the workers share the fuzz instead of one worker running all
 * of it.
 */
export function describeFuzz(shard: number, of: number) {
  const ownMatrices = Object.keys(matrices)
    .sort()
    .filter((_, i) => i % of === shard - 1);
  let t: TestApp;
  let actors: Actors;
  const rowByRoute = new Map<string, MatrixRow>();

  /**
   * Warnings of values the database refused: the error handler turns them into a 400, but each one is
   * a value some schema should have refused first (with the field named), so the test fails on it.
   */
  const refusedByDatabase: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      if (line.includes('value refused by the database')) refusedByDatabase.push(line);
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ logStream, logLevel: 'warn' });
    actors = await createActors(t);
    for (const file of ownMatrices) {
      const { matrix } = matrices[file] as { matrix: RoleMatrix<unknown> };
      const fixtures = matrix.prepare ? await matrix.prepare(t, actors) : undefined;
      for (const row of matrix.rows(fixtures, actors)) if (!rowByRoute.has(row.route)) rowByRoute.set(row.route, row);
    }
  }, 240_000);
  afterAll(() => t?.close());

  type Plan =
    | { kind: 'path'; index: number; value: string }
    | { kind: 'query'; key: string; value: unknown }
    | { kind: 'field'; path: string[]; value: unknown }
    | { kind: 'body'; value: unknown }
    | { kind: 'broken-json' }
    | { kind: 'wrong-content-type' };

  /** Keys of an object schema, through zod's wrappers (pipe, optional, default, preprocess). */
  function schemaKeys(schema: unknown, depth = 0): string[] {
    const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def || depth > 6) return [];
    if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
    for (const inner of [def.in, def.innerType, def.schema, def.left, def.right])
      if (inner) {
        const keys = schemaKeys(inner, depth + 1);
        if (keys.length > 0) return keys;
      }
    return [];
  }

  /** Paths to every leaf of a sample body, so a hostile value lands where a real one was. */
  function leafPaths(value: unknown, path: string[] = []): string[][] {
    if (value === null || typeof value !== 'object') return path.length > 0 ? [path] : [];
    const entries = Object.entries(value);
    if (entries.length === 0) return path.length > 0 ? [path] : [];
    return entries.flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }

  function withValueAt(body: unknown, path: string[], value: unknown): unknown {
    const copy = structuredClone(body ?? {}) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path[path.length - 1] as string] = value;
    return copy;
  }

  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const encode = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80'; // a lone surrogate: invalid UTF-8 on the wire
    }
  };

  function plansFor(route: RouteOptions, row: MatrixRow, method: string): fc.Arbitrary<Plan> {
    const segments = (row.url ?? route.url).split('?')[0]?.split('/') ?? [];
    const params = route.url
      .split('/')
      .map((part, index) => (part.startsWith(':') ? index : -1))
      .filter((index) => index >= 0 && index < segments.length);
    const queryKeys = [
      ...new Set([
        ...schemaKeys(route.schema?.querystring),
        ...new URL(row.url ?? route.url, 'http://x').searchParams.keys(),
      ]),
    ];
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const fields = [...leafPaths(row.body), ...schemaKeys(route.schema?.body).map((k) => [k])];
    const plans: Array<fc.Arbitrary<Plan>> = [];
    if (params.length > 0)
      plans.push(
        fc.record({ kind: fc.constant('path' as const), index: fc.constantFrom(...params), value: hostileSegment }),
      );
    if (queryKeys.length > 0)
      plans.push(
        fc
          .constantFrom(...queryKeys)
          .chain((key) =>
            fc.record({ kind: fc.constant('query' as const), key: fc.constant(key), value: hostileFor(key) }),
          ),
      );
    if (hasBody && fields.length > 0)
      plans.push(
        fc.constantFrom(...fields).chain((path) =>
          fc.record({
            kind: fc.constant('field' as const),
            path: fc.constant(path),
            value: hostileFor(path[path.length - 1] ?? ''),
          }),
        ),
      );
    if (hasBody) plans.push(fc.record({ kind: fc.constant('body' as const), value: hostileBody }));
    if (hasBody) plans.push(fc.constantFrom({ kind: 'broken-json' as const }, { kind: 'wrong-content-type' as const }));
    if (plans.length === 0)
      plans.push(
        fc.record({ kind: fc.constant('query' as const), key: fc.constant('page'), value: hostileFor('page') }),
      );
    return fc.oneof(...plans);
  }

  function requestOf(route: RouteOptions, row: MatrixRow, method: string, plan: Plan) {
    const url = new URL(row.url ?? route.url, 'http://x');
    let path = url.pathname;
    let query = url.search.slice(1);
    let payload: string | undefined = row.body === undefined ? undefined : JSON.stringify(row.body);
    if (plan.kind === 'path') {
      const parts = path.split('/');
      parts[plan.index] = plan.value;
      path = parts.join('/');
    } else if (plan.kind === 'query') {
      const kept = query.split('&').filter((p) => p && !p.startsWith(`${plan.key}=`));
      query = [...kept, `${plan.key}=${encode(asText(plan.value))}`].join('&');
    } else if (plan.kind === 'field') {
      payload = JSON.stringify(withValueAt(row.body, plan.path, plan.value));
    } else if (plan.kind === 'body') {
      payload = JSON.stringify(plan.value);
    } else if (plan.kind === 'broken-json') {
      payload = `${payload ?? '{}'}}`;
    }
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const contentType = plan.kind === 'wrong-content-type' ? 'text/plain' : 'application/json';
    return {
      method: method as 'GET',
      url: query ? `${path}?${query}` : path,
      ...(hasBody ? { payload: payload ?? '{}', headers: { 'content-type': contentType } } : {}),
    };
  }

  /** The caller the route admits, as its matrix row says: a success first, then a business refusal. */
  function callerFor(route: RouteOptions, row: MatrixRow): ActorName | null {
    if ((route.config as { access?: { public?: boolean } } | undefined)?.access?.public) return 'anonymous';
    const rank = (status: number) => (status < 300 ? 0 : status === 409 || status === 400 ? 1 : status === 404 ? 2 : 3);
    const admitted = (Object.entries(row.expect) as Array<[ActorName, number]>)
      .filter(([, status]) => status !== 401 && status !== 403)
      .sort((a, b) => rank(a[1]) - rank(b[1]));
    return admitted[0]?.[0] ?? null;
  }

  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

  /** Row counts of the tables a request can write, and the audit trail; reference data is left out. */
  async function countRows(): Promise<string> {
    const tables = rowsOf(
      await t.database.db.execute(
        sql.raw(`SELECT relname FROM pg_stat_user_tables WHERE schemaname = 'public' AND relname NOT IN
          ('ports','port_aliases','port_search_words','countries','currencies','terminals') ORDER BY relname`),
      ),
    ).map((r) => String(r.relname));
    // One flat ARRAY[...] of sub-selects: a chain of `||` nests one level per table, and past about
    // 150 tables PGlite spun forever failing on the nesting depth instead of answering the error.
    const counts = sql.raw(
      `SELECT array_to_string(ARRAY[${tables.map((name) => `(SELECT count(*) FROM "${name}")`).join(', ')}], ',') AS c`,
    );
    return String(rowsOf(await t.database.db.execute(counts))[0]?.c);
  }

  /**
   * The row counts now. The next transaction id moves only when a transaction writes (or locks), so
   * the counts are taken again only then: most refused requests cost one cheap query.
   */
  let counted = { nextXid: '', rows: '' };
  async function writtenRows(): Promise<string> {
    const [row] = rowsOf(
      await t.database.db.execute(sql.raw('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x')),
    );
    const nextXid = String(row?.x);
    if (nextXid !== counted.nextXid) counted = { nextXid, rows: await countRows() };
    return counted.rows;
  }

  const sessions = new Map<ActorName, string>();
  async function headersFor(caller: ActorName, fresh: boolean): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (fresh || !sessions.has(caller))
      sessions.set(caller, await t.services.auth.openSession(actors[caller].profileId));
    return { authorization: `Bearer ${sessions.get(caller)}` };
  }

  describe(`every route of ${ownMatrices.map((f) => f.split('/').slice(-2).join('/')).join(', ')} under hostile input`, () => {
    it('the write check sees a write', async () => {
      const before = await writtenRows();
      await t.services.auth.openSession(actors.buyerA.profileId);
      expect(await writtenRows()).not.toBe(before);
    });

    it('never answers 5xx, always the error contract, and a refused request writes nothing', async () => {
      // Every route keeps the index (and so the seed) it has in the whole app's list; a shard fuzzes
      // the routes its modules' matrices name.
      const routes = t.routes
        .filter((r) => isApiPath(r.url))
        .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => [r, m] as const))
        .filter(([, method]) => method !== 'HEAD')
        .map((entry, index) => [...entry, index] as const)
        .filter(([route, method]) => rowByRoute.has(`${method} ${route.url}`));
      const failures: string[] = [];
      let cases = 0;
      for (const [route, method, index] of routes) {
        const row = rowByRoute.get(`${method} ${route.url}`);
        const caller = row ? callerFor(route, row) : null;
        if (!row || !caller) {
          failures.push(`${method} ${route.url}: no matrix row admits a caller`);
          continue;
        }
        for (const plan of fc.sample(plansFor(route, row, method), { seed: SEED + index, numRuns: CASES_PER_ROUTE })) {
          cases++;
          // A logout (or a case that ended the session) must not turn the next cases into 401s.
          const headers = await headersFor(caller, route.url.endsWith('/logout'));
          const request = requestOf(route, row, method, plan);
          const before = await writtenRows();
          const response = await t.app.inject({ ...request, headers: { ...request.headers, ...headers } });
          const where = `${method} ${route.url} as ${caller} (seed ${SEED + index}) ${request.url} ${String(request.payload ?? '').slice(0, 200)}`;
          const status = response.statusCode;
          if (status >= 500) failures.push(`${where} -> ${status} ${response.body.slice(0, 200)}`);
          if (refusedByDatabase.splice(0).length > 0) failures.push(`${where} -> ${status} refused by the database`);
          if (status === 401 && caller !== 'anonymous') sessions.delete(caller);
          if (status < 400) continue;
          const body = ZErrorBody.safeParse(response.json());
          if (!body.success || body.data.status !== status || !isMessageCode(body.data.code))
            failures.push(`${where} -> ${status} outside the error contract: ${response.body.slice(0, 200)}`);
          // A wrong login legitimately counts a try (lockout); everything else refused must leave no trace.
          if (status !== 401 && (await writtenRows()) !== before) failures.push(`${where} -> ${status} but wrote rows`);
        }
      }
      expect(cases).toBeGreaterThan(routes.length * (CASES_PER_ROUTE - 1));
      expect(failures).toEqual([]);
    }, 600_000);
  });
}
