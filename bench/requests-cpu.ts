import { ANY_PROFILE } from '../server/src/platform/http/access';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/requests-cpu.ts <kept bench database> [requests]`: the CPU one request of the
// requests suite costs, over sequential requests to request case 1 of a database kept by
// `BENCH_KEEP_DB=1 npx tsx bench/run.ts requests --db=postgres` (see lib/cpu.ts). Each page after
// its two floors: a bare Fastify route of this process answering the same bytes (the client and
// HTTP), and a secured no-op of the app (its hooks and session path, no statement).
const bench = await openKeptBench('requests-cpu.ts', {
  extraRoutes: (app) =>
    app.get('/da-app/secured/bench/no-op', { config: { access: { profileTypes: ANY_PROFILE } } }, async () => ({
      ok: true,
    })),
});
const headers = await bench.login(MANAGER);
const get = (url: string) => async () => {
  const response = await fetch(`${bench.base}${url}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
};
await bench.measure('GET secured no-op', get('/da-app/secured/bench/no-op'));
for (const what of ['load-historical-expenses', 'evaluate']) {
  const url = `/da-app/secured/request-case/1/${what}`;
  await bench.measureBareFloor(what, url, headers);
  await bench.measure(what, get(url));
}
await bench.close();
