// `npx tsx bench/summary.ts`: writes bench/results/summary.md again from summary.json (after a merge
// of branches that each ran some suites, or after editing the kept runs by hand).
import fs from 'node:fs';
import path from 'node:path';
import { renderSummary } from './lib/summary';

const file = path.join(import.meta.dirname, 'results', 'summary.json');
console.log(`summary written to ${renderSummary(JSON.parse(fs.readFileSync(file, 'utf8')))}`);
