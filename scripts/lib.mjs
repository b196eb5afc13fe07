// Helpers for the project's own scripts; only Node built-ins, so they run before `npm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const isStale =
    !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000);
  if (!isStale) return;
  console.log('Installing dependencies...');
  // `npm install` rather than `npm ci`: it honours the lockfile too, and it does not refuse a lockfile
  // that lacks another platform's optional binaries (which npm leaves out when it resolves here).
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) throw new Error('npm could not install the dependencies');
}

/** Builds the web app when its sources are newer than the last build. */
export function ensureWebBuild() {
  const builtAt = newestMtime(path.join(root, 'web', 'dist', 'index.html'));
  const sources = [
    'web/src',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'web/scripts',
    'web/public',
    'packages/contracts/src',
    'package-lock.json',
  ];
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log('Building the web app...');
  // Always the production build: called from inside vitest (the e2e setup), NODE_ENV=test would make
  // Vite build development React (StrictMode checks, jsx-dev-runtime, about 60 kB more gzipped JS),
  // which the journeys would then test and the bundle bench measure instead of what ships.
  const status = run('npm', ['run', 'build', '-w', 'web'], { env: { ...process.env, NODE_ENV: 'production' } });
  if (status !== 0) throw new Error('the web app did not build');
}

/** Debian's Chromium for the browser tests, installed with apt-get when missing (the machine is root). */
export function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  console.log('Installing Chromium from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env }) !== 0
  ) {
    throw new Error('Chromium could not be installed (apt-get install chromium)');
  }
}

/**
 * Debian's Apertium and its language pairs into English, for the embedded (offline) translator; each
 * package is installed with apt-get only when its mode file is missing. Packages are named in
 * `APERTIUM_PACKAGES`, the modes the server then finds in /usr/share/apertium/modes.
 */
export const APERTIUM_PACKAGES = [
  { pkg: 'apertium', file: '/usr/bin/apertium' },
  { pkg: 'apertium-eng-spa', file: '/usr/share/apertium/modes/spa-eng.mode' },
  { pkg: 'apertium-eng-cat', file: '/usr/share/apertium/modes/cat-eng.mode' },
  { pkg: 'apertium-en-gl', file: '/usr/share/apertium/modes/gl-en.mode' },
];

export function ensureApertium() {
  const missing = APERTIUM_PACKAGES.filter((p) => !fs.existsSync(p.file)).map((p) => p.pkg);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} from Debian packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0
  ) {
    throw new Error(`Apertium could not be installed (apt-get install ${missing.join(' ')})`);
  }
}

/** Debian's libfaketime, for running a suite a year ahead (CI), installed with apt-get when missing. */
export function ensureFaketime() {
  if (fs.existsSync('/usr/bin/faketime')) return;
  console.log('Installing libfaketime from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', 'faketime'], { env }) !== 0
  ) {
    throw new Error('libfaketime could not be installed (apt-get install faketime)');
  }
}

/**
 * Adds up the JSON reports of every suite run so far (also used by .ci/run), with the names of the
 * tests that failed: CI keeps only the end of its output, so the failures must be named there.
 */
export function summarize(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed +=
      (report.numFailedTests ?? 0) +
      (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = `${file.replace(/\.json$/, '')}: ${path.relative(root, suite.name)}`;
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        totals.failures.push(`${where} > ${t.fullName ?? t.title}${firstLinesOf(t.failureMessages?.[0])}`);
      }
      if (suite.status === 'failed' && failedTests.length === 0) {
        totals.failures.push(`${where} (the file failed: ${String(suite.message ?? '').split('\n')[0]})`);
      }
    }
  }
  return totals;
}

/**
 * The first lines of a failure's message, indented under its name: CI keeps only the end of its
 * output, so the reason has to be printed there, next to the closing count.
 */
function firstLinesOf(message) {
  if (!message) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colours of the reporter
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 4);
  return lines.map((line) => `\n      ${line.trim().slice(0, 300)}`).join('');
}

/** The failures, each with the first lines of its reason, before the closing count. */
export function printFailures(totals) {
  if (totals.failures.length === 0) return;
  console.log('\nFailed:');
  for (const f of totals.failures) console.log(`  ${f}`);
}
