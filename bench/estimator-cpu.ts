import { ESTIMATOR_ACCESS } from '../server/src/modules/port-estimator/routes';
import { sendAnswer } from '../server/src/platform/http/answer-cache';
import { executeInputs } from './estimator';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/estimator-cpu.ts <kept bench database> [requests]`: the CPU one request costs and
// the statements it sends, for the port estimator's `execute` and the port directory's searches, next
// to `GET auth/claims` (the platform's floor), over sequential requests to a database kept by
// `BENCH_KEEP_DB=1 BENCH_SCALE=0.1 npx tsx bench/run.ts estimator --db=postgres` (see lib/cpu.ts).
// `CPU_ONLY=<regexp>` keeps the targets whose label matches; `CPU_SQL=1` lists their statements.
// The floor under execute: a route of the app (same hooks, access and read-only session path) that
// takes the same request body unchecked and sends the bytes of an execute answer as they are.
let sameAnswer = Buffer.alloc(0);
const bench = await openKeptBench('estimator-cpu.ts', {
  capture: true,
  extraRoutes: (app) =>
    app.post(
      '/da-app/secured/bench/same-answer',
      { config: { access: ESTIMATOR_ACCESS, isReadOnly: true } },
      (_, reply) => sendAnswer(reply, sameAnswer),
    ),
});
const headers = await bench.login(MANAGER);
const {
  rows: [port],
} = await bench.admin.query<{ id: number }>('select id from ports where is_available_in_pce order by id limit 1');
const {
  rows: [vessel],
} = await bench.admin.query<{ id: number }>(
  `select v.id from vessels v join profiles p on p.company_id = v.company_id
   where p.username = $1 order by v.id limit 1`,
  [MANAGER],
);
if (!port || !vessel) throw new Error('no port in the estimator: keep a database of the estimator suite');

const D = '/da-app/secured/port-directory';
const executeBody = { portId: port.id, vesselId: vessel.id, ...executeInputs };
const first = await fetch(`${bench.base}/da-app/secured/port-estimator/execute`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(executeBody),
});
sameAnswer = Buffer.from(await first.arrayBuffer());
const targets: Array<{ label: string; path: string; body?: unknown }> = [
  { label: 'GET auth/claims (floor)', path: '/da-app/secured/auth/claims' },
  { label: 'POST port-estimator/execute', path: '/da-app/secured/port-estimator/execute', body: executeBody },
  {
    label: `POST the same ${sameAnswer.length} bytes, no work (floor)`,
    path: '/da-app/secured/bench/same-answer',
    body: executeBody,
  },
  { label: 'GET port-directory/search no filter', path: `${D}/search?page=0&size=10` },
  { label: 'GET port-directory/search name prefix', path: `${D}/search?page=0&size=10&name=san` },
  {
    label: 'GET port-directory/search segment and facility',
    path: `${D}/search?page=0&size=10&segment=TANKER&facility=DRYDOCK`,
  },
  {
    label: 'POST port-directory/ai/port/search',
    path: `${D}/ai/port/search`,
    body: { prompt: 'tanker ports in Greece with a drydock' },
  },
];
const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;
for (const { label, path, body } of targets) {
  if (only && !only.test(label)) continue;
  await bench.measure(label, async () => {
    const response = await fetch(`${bench.base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${label}: ${response.status} ${text}`);
  });
}
await bench.close();
