import fs from 'node:fs';
import { MANAGER } from './generate/dataset';
import { openKeptBench } from './lib/cpu';

// `npx tsx bench/requests-answers.ts <kept bench database> <file>`: the bodies of both pages of the
// requests suite's case, as served, into one file, so a change's answers can be compared byte for
// byte with the code before it on the same data (`cmp before.txt after.txt`).
const file = process.argv[3];
if (!file) throw new Error('usage: npx tsx bench/requests-answers.ts <database> <file>');
process.argv.splice(3, 1);
const bench = await openKeptBench('requests-answers.ts');
const headers = await bench.login(MANAGER);
const bodies: string[] = [];
for (const what of ['load-historical-expenses', 'evaluate']) {
  const response = await fetch(`${bench.base}/da-app/secured/request-case/1/${what}`, { headers });
  bodies.push(`${what} ${response.status}\n${await response.text()}\n`);
}
fs.writeFileSync(file, bodies.join(''));
await bench.close();
