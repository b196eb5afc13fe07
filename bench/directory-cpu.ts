import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/directory-cpu.ts <kept bench database> [requests]`: the CPU one request of the
// agent directory costs, over sequential requests to a database kept by
// `BENCH_KEEP_DB=1 npx tsx bench/run.ts directory --db=postgres` (see lib/cpu.ts).
const bench = await openKeptBench('directory-cpu.ts');
const headers = await bench.login(MANAGER);
const { admin } = bench;

// The suite's busiest agent and port of the MANAGER's buyer (bench/generate/dataset.ts `busiest`).
const busiest = async (column: string, table: string) =>
  Number(
    (
      await admin.query(
        `select ${column} as id from ${table} where company_id = (select company_id from profiles where username = $1)
         group by 1 order by count(*) desc, 1 limit 1`,
        [MANAGER],
      )
    ).rows[0].id,
  );
const agentId = await busiest('agent_company_id', 'appointments');
const portId = await busiest('port_id', 'port_calls');

const S = '/da-app/secured';
const targets: Array<[string, string]> = [
  ['search, no filter', `${S}/buyer/agent-directory/agents?page=0&size=20`],
  ['search, busiest port', `${S}/buyer/agent-directory/agents?page=0&size=20&portId=${portId}`],
  ['search, name text', `${S}/buyer/agent-directory/agents?page=0&size=20&name=agency`],
  ['search, min rating 3', `${S}/buyer/agent-directory/agents?page=0&size=20&minRating=3`],
  ['agent page', `${S}/agent?id=${agentId}`],
  ['agent page at busiest port', `${S}/agent?id=${agentId}&portId=${portId}`],
];
for (const [what, target] of targets) {
  await bench.measure(what, async () => {
    const response = await fetch(`${bench.base}${target}`, { headers });
    await response.text();
    if (!response.ok) throw new Error(`${what}: ${response.status}`);
  });
}
await bench.close();
