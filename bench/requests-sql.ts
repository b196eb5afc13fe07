import fs from 'node:fs';
import pg from 'pg';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/requests-sql.ts <kept bench database> [runs]`: each requests page's one statement
// alone, as the app sends it (recorded at the driver), run `runs` times on one connection: the
// backend's CPU per run (its /proc ticks), then its generic plan with EXPLAIN (ANALYZE, BUFFERS)
// (`SQL_EXPLAIN=0` to skip). Separates PostgreSQL's part of a page from the app's and the client's.
const seen = new Map<string, { text: string; values: unknown[] }>();
const query = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: the driver's overloads
(pg.Client.prototype as any).query = function (this: pg.Client, config: any, ...rest: any[]) {
  if (config && typeof config === 'object' && String(config.name ?? '').startsWith('requests_'))
    seen.set(config.name, { text: config.text, values: config.values ?? rest[0] ?? [] });
  // biome-ignore lint/suspicious/noExplicitAny: as above
  return (query as any).call(this, config, ...rest);
};
const bench = await openKeptBench('requests-sql.ts');
const headers = await bench.login(MANAGER);
for (const what of ['load-historical-expenses', 'evaluate'])
  await (await fetch(`${bench.base}/da-app/secured/request-case/1/${what}`, { headers })).text();
const { rows } = await bench.admin.query<{ pid: number }>('select pg_backend_pid() as pid');
const ticks = () => {
  const stat = fs.readFileSync(`/proc/${rows[0]?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(stat[11]) + Number(stat[12]);
};
for (const [name, { text, values }] of seen) {
  for (let i = 0; i < 20; i++) await bench.admin.query({ name, text, values });
  const t0 = ticks();
  for (let i = 0; i < bench.n; i++) await bench.admin.query({ name, text, values });
  console.log(`${name}: PostgreSQL ${(((ticks() - t0) * 10) / bench.n).toFixed(2)} ms CPU a run (${bench.n} runs)`);
  if (process.env.SQL_EXPLAIN === '0') continue;
  await bench.admin.query(`prepare x as ${text}`);
  await bench.admin.query('set plan_cache_mode = force_generic_plan');
  const literals = values.map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`));
  const plan = await bench.admin.query(`explain (analyze, buffers, costs off) execute x(${literals.join(', ')})`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  await bench.admin.query('deallocate x; reset plan_cache_mode');
}
await bench.close();
