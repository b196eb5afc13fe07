import { filterSets, GROUPINGS } from './dashboard';
import { MANAGER, REGION_USER } from './generate/dataset';
import { keptDataset } from './generate/kept-dataset';
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
const dataset = await keptDataset(async (text) => (await bench.admin.query(text)).rows);

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
