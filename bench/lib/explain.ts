import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Database, postgresConnectionOptions } from '../../server/src/platform/db/client';
import { pgliteOf, type Statement } from './capture';

/** EXPLAIN ANALYZE of the statements of one request that take more than 2 ms on their own. */
export async function explain(
  database: Database,
  databaseUrl: string | undefined,
  name: string,
  statements: Statement[],
) {
  const out: string[] = [];
  const pool =
    database.kind === 'postgres'
      ? new pg.Client({ connectionString: databaseUrl, options: postgresConnectionOptions })
      : undefined;
  await pool?.connect();
  const query = async (text: string, values: unknown[]) =>
    pool
      ? (await pool.query(text, values)).rows
      : ((await pgliteOf(database).query(text, values)) as { rows: unknown[] }).rows;
  out.push(`### ${name}: ${statements.length} statements`, ...statements.map((s) => `  - ${s.text.slice(0, 160)}`));
  for (const s of statements) {
    if (!/^\s*select/i.test(s.text)) continue;
    const started = performance.now();
    await query(s.text, s.values);
    const ms = performance.now() - started;
    if (ms < 2) continue;
    const plan = await query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    out.push(`=== ${name} (${ms.toFixed(1)} ms)\n${s.text}\n${JSON.stringify(s.values)}`);
    for (const row of plan as Array<Record<string, string>>) out.push(Object.values(row)[0] as string);
  }
  await pool?.end();
  return out;
}

/** Writes the plans of a run to bench/results/explain-<suite>-<db><label>.txt; answers the path. */
export function writeExplained(suite: string, kind: string, label: string, explained: string[]) {
  if (explained.length === 0) return undefined;
  const file = path.join(import.meta.dirname, '..', 'results', `explain-${suite}-${kind}${label}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, explained.join('\n'));
  return file;
}
