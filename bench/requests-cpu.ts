import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/requests-cpu.ts <kept bench database> [requests]`: the CPU one request of the
// requests suite costs, over sequential requests to request case 1 of a database kept by
// `BENCH_KEEP_DB=1 npx tsx bench/run.ts requests --db=postgres` (see lib/cpu.ts).
const bench = await openKeptBench('requests-cpu.ts');
const headers = await bench.login(MANAGER);
for (const what of ['load-historical-expenses', 'evaluate']) {
  await bench.measure(what, async () => {
    const response = await fetch(`${bench.base}/da-app/secured/request-case/1/${what}`, { headers });
    await response.text();
    if (!response.ok) throw new Error(`${what}: ${response.status}`);
  });
}
await bench.close();
