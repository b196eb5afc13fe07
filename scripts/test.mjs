// `npm test`: install what is missing (npm packages, Debian's Chromium), run every suite, and close
// with one `N passed, N failed` line. `node scripts/test.mjs server|web|e2e|unit` runs one part.
import fs from 'node:fs';
import path from 'node:path';
import { ensureApertium, ensureChromium, ensureDependencies, printFailures, root, run, summarize } from './lib.mjs';

const only = process.argv[2];
// `--label=pg` (from .ci/run) adds a second run's results to the first one's instead of replacing them.
const label = process.argv.find((a) => a.startsWith('--label='))?.slice('--label='.length);
const resultsDir = path.join(root, '.test-cache', 'results');
if (!label) fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

ensureDependencies();

const suites = [
  { name: 'unit', projects: ['contracts', 'web'] },
  { name: 'server', projects: ['server'] },
  { name: 'e2e', projects: ['e2e'] },
].filter((s) => !only || s.name === only || (only === 'web' && s.name === 'unit'));
if (suites.some((s) => s.name === 'e2e')) ensureChromium();
// The server's translator tests (and the e2e server) run the offline Apertium translator.
if (suites.some((s) => s.name === 'server' || s.name === 'e2e')) ensureApertium();

let exitCode = 0;
const took = [];
for (const suite of suites) {
  const started = Date.now();
  const outputFile = path.join(resultsDir, `${suite.name}${label ? `-${label}` : ''}.json`);
  const args = [
    'vitest',
    'run',
    ...suite.projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  console.log(`\n=== ${suite.name} tests ===`);
  if (run('npx', args) !== 0) exitCode = 1;
  took.push(`${suite.name}${label ? ` (${label})` : ''} ${Math.round((Date.now() - started) / 1000)} s`);
  // .ci/run prints every pass's times at its end, where CI's kept output is.
  fs.appendFileSync(path.join(resultsDir, 'took.txt'), `${took.at(-1)}\n`);
}

const totals = summarize(resultsDir);
printFailures(totals);
console.log(`\nTook: ${took.join(', ')}`);
if (totals.passed + totals.failed === 0) exitCode = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
