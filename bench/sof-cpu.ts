import Fastify from 'fastify';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';
import { webSofQuery } from './sof';

/**
 * `npx tsx bench/sof-cpu.ts <kept bench database> [requests]`: the CPU one SOF page read costs, in
 * the app (process.cpuUsage, its HTTP client included) and in PostgreSQL (the backends'
 * utime+stime from /proc), over sequential reads of the suite's SOF in a database kept by
 * `BENCH_KEEP_DB=1 npx tsx bench/run.ts sof --db=postgres`. Unlike wall-clock milliseconds this
 * hardly moves with the machine's load (Linux only: it reads /proc). `SOF_CPU_WRITE=1` also times
 * reads that each follow a comment (the answer cache missed every time: what a read costs without it).
 */
const bench = await openKeptBench('sof-cpu.ts');
const { base, admin, n } = bench;
const {
  rows: [sof],
} = await admin.query<{ port_call_id: string; id: string }>('select id, port_call_id from sofs order by id limit 1');
if (!sof) throw new Error('no SOF in this database: keep one from `bench/run.ts sof`');
const portCallId = Number(sof.port_call_id);

const body = JSON.stringify({ query: webSofQuery(), variables: { ids: [portCallId] } });

/**
 * The floor: a bare Fastify route answering the same bytes to the same client, in this process.
 * Its CPU is mostly the client's (fetch, reading 100 kB): subtract it to see the app's own.
 */
async function bareFloor(answer: string) {
  const bare = Fastify();
  bare.post('/bare', (_, reply) => reply.header('content-type', 'application/json').send(answer));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const where = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}/bare`;
  const hit = async () => {
    const response = await fetch(bareUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    if (text.includes('"errors"')) throw new Error('bare');
  };
  for (let i = 0; i < 20; i++) await hit();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await hit();
  const used = process.cpuUsage(cpu);
  await bare.close();
  console.log(
    `bare route of the same ${answer.length} bytes: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU a request (client and server)`,
  );
}
for (const [who, username] of [
  ['agent', 'agent@aegean-agency.example'],
  ['buyer MANAGER', MANAGER],
] as const) {
  const headers = { ...(await bench.login(username)), 'content-type': 'application/json' };
  const read = async () => {
    const response = await fetch(`${base}/sof/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) throw new Error(`${who}: ${response.status} ${text.slice(0, 200)}`);
    return text.length;
  };
  // Each read after a change of the SOF (a row update bumps its revision): the answer is built anew.
  const touch = () => admin.query('update sofs set updated_at = updated_at where id = $1', [sof.id]);
  await bench.measure(`${who}, repeated reads`, read);
  if (process.env.SOF_CPU_WRITE) await bench.measure(`${who}, each after a change`, read, touch);
}
{
  const headers = {
    ...(await bench.login('agent@aegean-agency.example')),
    'content-type': 'application/json',
  };
  await bareFloor(await (await fetch(`${base}/sof/graphql`, { method: 'POST', headers, body })).text());
}
await bench.close();
