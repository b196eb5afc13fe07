/**
 * Two result files of the same suite side by side (say, before and after an index):
 *   npx tsx bench/compare.ts bench/results/dashboard-postgres-before.json bench/results/dashboard-postgres-after.json
 * Prints a Markdown table of p50/p95 and the ratio to raw SQL for each target found in both.
 */
import fs from 'node:fs';

interface Row {
  name: string;
  http: { p50: number; p95: number };
  rawSql: { p50: number; p95: number };
  ratio: { p95: number };
  statements?: number;
}

const rowsOf = (file: string): Row[] => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(report.results) ? report.results : Object.values(report.results);
};
const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: compare.ts <before.json> <after.json>');
const after = new Map(rowsOf(afterFile).map((r) => [r.name, r]));
console.log(
  '| target | stmts | p50 before | p50 after | p95 before | p95 after | raw p95 before | raw p95 after | ratio p95 before | ratio p95 after |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const b of rowsOf(beforeFile)) {
  const a = after.get(b.name);
  if (!a) continue;
  console.log(
    `| ${b.name} | ${b.statements ?? '?'} -> ${a.statements ?? '?'} | ${b.http.p50} | ${a.http.p50} | ${b.http.p95} | ${a.http.p95} | ${b.rawSql.p95} | ${a.rawSql.p95} | ${b.ratio.p95}x | ${a.ratio.p95}x |`,
  );
}
