import fs from 'node:fs';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

/**
 * `npx tsx bench/estimator-answers.ts <kept bench database> <file>`: the bytes of a dozen different
 * executes (fleet and model vessels, days, cargo, activities, particulars entered or missing, arrival
 * or none), one answer per line, written to <file>. Run it before and after a change to `execute`
 * and compare the two files: the answers must stay byte-identical.
 */
const bench = await openKeptBench('estimator-answers.ts');
const file = process.argv[3];
if (!file) throw new Error('usage: npx tsx bench/estimator-answers.ts <database> <file>');
const headers = { ...(await bench.login(MANAGER)), 'content-type': 'application/json' };
const {
  rows: [port],
} = await bench.admin.query<{ id: number }>('select id from ports where is_available_in_pce order by id limit 1');
const { rows: vessels } = await bench.admin.query<{ id: number }>(
  `select v.id from vessels v join profiles p on p.company_id = v.company_id
   where p.username = $1 order by v.id limit 3`,
  [MANAGER],
);
const { rows: models } = await bench.admin.query<{ id: number }>(
  'select id from vessel_sizes where is_active order by id limit 2',
);
if (!port || vessels.length === 0 || models.length === 0) throw new Error('keep a database of the estimator suite');
const fleet = vessels.map((v) => ({ portId: port.id, vesselId: v.id }));
const model = models.map((m) => ({ portId: port.id, vesselId: m.id, isModelVessel: true }));
const requests = [
  ...fleet.map((v, i) => ({
    ...v,
    particulars: { gt: String(400 + i * 9000), nt: '12000' },
    activities: ['LOADING'],
    daysAlongside: '2.5',
    daysAtAnchor: '1',
    cargoQuantity: '45000',
    arrival: '2026-06-07T06:00:00+03:00',
  })),
  { ...fleet[0], particulars: { gt: '1999.995' }, daysAlongside: '0.01', cargoQuantity: '0.005' },
  {
    ...fleet[0],
    particulars: { gt: '123456789' },
    activities: ['DISCHARGING'],
    daysAlongside: '14',
    daysAtAnchor: '3.25',
  },
  { ...fleet[0], particulars: { gt: '700' }, arrival: '2026-06-08T23:59:00Z', cargoQuantity: '10.5' },
  { ...fleet[0] },
  { ...model[0], particulars: { gt: '5000' }, daysAlongside: '1', arrival: '2026-06-07T00:00:00' },
  { ...model[0] },
  { ...model[1], particulars: { gt: '88000.5', nt: '40000' }, activities: ['LOADING', 'DISCHARGING'] },
  { ...fleet[1], particulars: { gt: '10000' }, daysAlongside: '99999', cargoQuantity: '99999999' },
  { ...fleet[2], particulars: { gt: '0' }, daysAlongside: '0', daysAtAnchor: '0' },
];
const lines: string[] = [];
for (const body of requests) {
  const response = await fetch(`${bench.base}/da-app/secured/port-estimator/execute`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  lines.push(`${response.status} ${await response.text()}`);
}
fs.writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`${lines.length} answers written to ${file} (${lines.map((l) => l.slice(0, 3)).join(' ')})`);
await bench.close();
