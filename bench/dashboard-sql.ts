/**
 * The dashboard's page statements alone, by EXPLAIN ANALYZE: what the load on a shared machine does
 * not distort (execution and planning time inside PostgreSQL, rows and buffers read).
 *
 *   BENCH_KEEP_DB=1 npx tsx bench/run.ts dashboard --db=postgres    # prints "kept database bench_x"
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_x npx tsx bench/dashboard-sql.ts [regex] [--plans]
 *
 * For each of the bench's 39 targets it builds the page statement through the read model (the same
 * scope and filters as the request), runs EXPLAIN (ANALYZE, BUFFERS) five times and prints the best
 * execution and planning times and the page's total; then the same with the generic plan a prepared
 * statement keeps (`plan_cache_mode = force_generic_plan`), as the app's named statements do after
 * their first five runs; `--plans` prints both plans. `--try=<DDL>` (e.g. a `create index`) runs the
 * DDL in a transaction on one connection, measures there and rolls it back: a candidate index on a
 * kept database without changing it.
 */
import { eq, sql } from 'drizzle-orm';
// @ts-expect-error pg's value serialiser has no types of its own
import { prepareValue } from 'pg/lib/utils';
import { dashboardCountLimit } from '../packages/contracts/src/paging';
import { profiles } from '../server/src/modules/account/db';
import { createDashboardRepo, type DashboardScope } from '../server/src/modules/dashboard/dashboard-read-model';
import { createRegionScope } from '../server/src/modules/settings/region-scope';
import { openDatabase } from '../server/src/platform/db/client';
import { filterSets, GROUPINGS } from './dashboard';
import { MANAGER, REGION_USER, rowsOf } from './generate/dataset';
import { keptDataset } from './generate/kept-dataset';
import { installCapture } from './lib/capture';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a kept bench database');
const only = process.argv[2] && !process.argv[2].startsWith('--') ? new RegExp(process.argv[2], 'i') : undefined;
const plans = process.argv.includes('--plans');
const exact = process.argv.includes('--exact');
const tried = process.argv.find((a) => a.startsWith('--try='))?.slice('--try='.length);

const database = await openDatabase({ databaseUrl: url });
const { db } = database;
const capture = installCapture(database);
// biome-ignore lint/suspicious/noExplicitAny: node-postgres' pool behind drizzle.
const pool = (db as any).$client as import('pg').Pool;
// With --try every EXPLAIN runs on the one connection that holds the DDL's transaction.
const held = tried === undefined ? undefined : await pool.connect();
if (held && tried) {
  await held.query('begin');
  await held.query(tried);
}
const client = held ?? pool;

const [manager] = await db.select().from(profiles).where(eq(profiles.username, MANAGER));
const [regionUser] = await db.select().from(profiles).where(eq(profiles.username, REGION_USER));
if (!manager || !regionUser) throw new Error('not a bench database');
const buyerId = manager.companyId as number;
const dataset = await keptDataset(async (q) => rowsOf(await db.execute(sql.raw(q))) as Record<string, unknown>[]);

const repo = createDashboardRepo(db);
const regionScope = createRegionScope(db);
const users = [
  { who: 'MANAGER', profile: manager, restricted: false },
  { who: 'region USER', profile: regionUser, restricted: true },
];
const pageOf = { portCalls: 'pagePortCalls', voyages: 'pageVoyages', appointments: 'pageAppointments' } as const;

console.log(
  'target | execution ms | planning ms | total | shared buffers hit+read | generic plan: execution ms | buffers',
);
for (const user of users) {
  const caller = { profileId: user.profile.id, companyId: buyerId, type: 'BUYER' as const };
  const scope: DashboardScope = {
    companyId: buyerId,
    profileId: user.profile.id,
    region: await regionScope.regionScopeFor(caller),
  };
  for (const grouping of GROUPINGS) {
    for (const [label, filters] of filterSets(dataset, user.restricted)) {
      const name = `${user.who} ${grouping} ${label}`;
      if (only && !only.test(name)) continue;
      const f = Object.fromEntries(
        Object.entries(filters).map(([k, v]) => [k, k === 'myPendingTasks' ? true : v]),
      ) as Record<string, unknown>;
      const window = { page: 0, size: 5, countLimit: exact ? undefined : dashboardCountLimit(0, 5) };
      const { result, statements } = await capture.during(
        (): Promise<{ total: number }> => repo[pageOf[grouping]](scope, f, window),
      );
      const page = statements[statements.length - 1];
      if (!page) continue;
      let best: { execution: number; planning: number; buffers: number; plan: unknown } | undefined;
      for (let i = 0; i < 5; i++) {
        const explained = (await client.query(`explain (analyze, buffers, format json) ${page.text}`, page.values))
          .rows[0]['QUERY PLAN'][0];
        const run = {
          execution: explained['Execution Time'] as number,
          planning: explained['Planning Time'] as number,
          buffers: (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
          plan: explained,
        };
        if (!best || run.execution + run.planning < best.execution + best.planning) best = run;
      }
      if (!best) continue;
      // The plan the app's prepared statement keeps after its first runs: the generic one, forced.
      const session = held ?? (await pool.connect());
      let generic: { execution: number; buffers: number; plan: string } | undefined;
      let auto = '?';
      try {
        await session.query('set plan_cache_mode = force_generic_plan');
        await session.query(`prepare dashboard_generic as ${page.text}`);
        // EXECUTE takes its values as literals (a bind message would be the outer statement's).
        const args = page.values
          .map((v) => {
            const prepared = prepareValue(v);
            return prepared === null ? 'null' : session.escapeLiteral(String(prepared));
          })
          .join(', ');
        for (let i = 0; i < 5; i++) {
          const explained = (
            await session.query(`explain (analyze, buffers, format json) execute dashboard_generic(${args})`)
          ).rows[0]['QUERY PLAN'][0];
          const run = {
            execution: explained['Execution Time'] as number,
            buffers: (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
            plan: '',
          };
          if (!generic || run.execution < generic.execution) generic = run;
        }
        // What PostgreSQL's default (plan_cache_mode auto) settles on after the first five custom plans.
        await session.query('set plan_cache_mode = auto');
        await session.query(`prepare dashboard_auto as ${page.text}`);
        for (let i = 0; i < 8; i++) await session.query(`execute dashboard_auto(${args})`);
        const [chosen] = (
          await session.query(
            "select generic_plans, custom_plans from pg_prepared_statements where name = 'dashboard_auto'",
          )
        ).rows;
        auto = Number(chosen?.generic_plans) > 0 ? 'generic' : 'custom';
        if (plans && generic) {
          await session.query('set plan_cache_mode = force_generic_plan');
          generic.plan = (await session.query(`explain (analyze, buffers) execute dashboard_generic(${args})`)).rows
            .map((r: Record<string, string>) => r['QUERY PLAN'])
            .join('\n');
          await session.query('set plan_cache_mode = auto');
        }
      } finally {
        // Only this script's own statements: the pool's connections hold the app's named ones too.
        await session.query('deallocate dashboard_generic').catch(() => undefined);
        await session.query('deallocate dashboard_auto').catch(() => undefined);
        if (!held) session.release();
      }
      console.log(
        `${name} | ${best.execution.toFixed(2)} | ${best.planning.toFixed(2)} | ${result.total} | ${best.buffers}` +
          ` | ${generic?.execution.toFixed(2)} | ${generic?.buffers} | ${auto}`,
      );
      if (plans) {
        const text = await client.query(`explain (analyze, buffers) ${page.text}`, page.values);
        console.log(text.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
        console.log(`-- generic plan\n${generic?.plan}`);
      }
    }
  }
}
if (held) {
  await held.query('rollback');
  held.release();
}
await database.close();
