import { ANY_PROFILE } from '../server/src/platform/http/access';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

/**
 * `npx tsx bench/claims-cpu.ts <kept bench database> [requests]`: the CPU one `auth/claims`, one
 * secured no-op and one 500-line evaluation load cost (app and PostgreSQL, sequential), over a
 * database kept by `BENCH_KEEP_DB=1 npx tsx bench/run.ts evaluation --db=postgres`. Each kept
 * answer is also measured after a change it must show (the change not counted): what a read costs
 * when the kept answer cannot be served.
 */
const bench = await openKeptBench('claims-cpu.ts', {
  // The statements one request sends are printed beside its CPU (CPU_SQL=1 lists them).
  capture: true,
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
const {
  rows: [evaluation],
} = await bench.admin.query<{ id: string }>(
  'select evaluation_id as id from expense_evaluations group by 1 having count(*) >= 500 order by 1 limit 1',
);
if (!evaluation) throw new Error('no 500-line evaluation: keep the database of `bench/run.ts evaluation`');
const hasRevision = (
  await bench.admin.query(
    "select 1 from information_schema.columns where table_name = 'evaluations' and column_name = 'revision'",
  )
).rowCount;

const bareFloor = (what: string, url: string) => bench.measureBareFloor(what, url, headers);

// The no-op against a bare route of its own 11 bytes: the claims' 5.5 kB floor would flatter it.
await bareFloor('the secured no-op', '/da-app/secured/bench/no-op');
await bench.measure('GET secured no-op', get('/da-app/secured/bench/no-op'));
await bareFloor('claims', '/da-app/secured/auth/claims');
await bench.measure('GET auth/claims', get('/da-app/secured/auth/claims'));
// A change of the manager's profile through the app would also be a write request of this node;
// a no-op POST is one (the session and claims are read again after it), with nothing changed.
await bench.measure('GET auth/claims after a write request', get('/da-app/secured/auth/claims'), () =>
  fetch(`${bench.base}/da-app/secured/auth/claims`, { method: 'POST', headers }).then((r) => r.arrayBuffer()),
);
const load = get(`/da-app/secured/evaluation/${evaluation.id}/load`);
await bareFloor('the evaluation load', `/da-app/secured/evaluation/${evaluation.id}/load`);
await bench.measure('GET evaluation/{id}/load (500 lines)', load);
if (hasRevision)
  await bench.measure('GET evaluation/{id}/load after a change of a line', load, () =>
    bench.admin.query(
      'update expense_evaluations set comments = comments where id = (select min(id) from expense_evaluations where evaluation_id = $1)',
      [evaluation.id],
    ),
  );
await bench.close();
