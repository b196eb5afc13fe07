import { filterSets, GROUPINGS } from './dashboard';
import { type Dataset, MANAGER, REGION_USER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

/**
 * `npx tsx bench/dashboard-cpu.ts <kept bench database> [requests] [regex]`: the CPU one dashboard
 * request costs, in the app and in PostgreSQL, over sequential requests, for the bench's targets whose
 * name matches (see lib/cpu.ts). The rule of thumb of the issue: at concurrency 10 on 2 cores, p95 is
 * about 6x this total.
 */
const bench = await openKeptBench('dashboard-cpu.ts');
const pattern = process.argv[4];
const only = pattern ? new RegExp(pattern, 'i') : undefined;
const one = async (q: string) => (await bench.admin.query(q)).rows[0] as Record<string, unknown>;

// The bench's sample filter values, found again in the kept database as the generator chose them.
const buyerId = Number((await one(`select company_id from profiles where username = '${MANAGER}'`)).company_id);
const busiest = async (column: string, table: string) =>
  Number(
    (
      await one(
        `select ${column} as id from ${table} where company_id = ${buyerId} group by 1 order by count(*) desc, 1 limit 1`,
      )
    ).id,
  );
const latest = new Date(String((await one(`select max(eta) as at from port_calls where company_id = ${buyerId}`)).at));
const anchor = new Date(Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth(), latest.getUTCDate() - 60));
const dataset = {
  anchor,
  sample: {
    vesselId: await busiest('vessel_id', 'port_calls'),
    portId: await busiest('port_id', 'port_calls'),
    agentId: await busiest('agent_company_id', 'appointments'),
    regionId: Number(
      (await one(`select id from regions where company_id = ${buyerId} and name = 'Mediterranean' order by id limit 1`))
        .id,
    ),
    voyageFragment: `nb${String((anchor.getUTCFullYear() - 2) % 100).padStart(2, '0')}`,
  },
} as unknown as Dataset;

for (const user of [
  { who: 'MANAGER', headers: await bench.login(MANAGER), restricted: false },
  { who: 'region USER', headers: await bench.login(REGION_USER), restricted: true },
]) {
  for (const grouping of GROUPINGS) {
    for (const [label, filters] of filterSets(dataset, user.restricted)) {
      const target = `${user.who} ${grouping} ${label}`;
      if (only && !only.test(target)) continue;
      const query = new URLSearchParams({ page: '0', size: '5' });
      for (const [k, v] of Object.entries(filters)) query.set(k, String(v));
      await bench.measure(target, async () => {
        const response = await fetch(`${bench.base}/da-app/secured/dashboard/${grouping}?${query}`, {
          headers: user.headers,
        });
        await response.text();
        if (!response.ok) throw new Error(`${target}: ${response.status}`);
      });
    }
  }
}
await bench.close();
