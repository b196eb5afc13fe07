/**
 * `npm run bench -- transfer`: the bytes a browser downloads for the login page and the buyer landing
 * (the page and every script and stylesheet it loads), measured in Debian's Chromium through the
 * DevTools protocol: cold (an empty cache) and warm (the same page opened again with that cache: what a
 * revisit downloads again). Printed next to the same files uncompressed, as the ratio
 * transferred / uncompressed. The service worker is blocked, so the figures are the HTTP cache's alone
 * (a worker precaching the app would make a revisit download even less). Never fails.
 */
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { machineLoad, startBenchServerApp, writeResult } from './lib/setup';
import { addSummaryRows } from './lib/summary';

const root = path.resolve(import.meta.dirname, '..');
const COUNTED = new Set(['Document', 'Script', 'Stylesheet']);

interface Transfer {
  page: string;
  visit: 'cold' | 'warm';
  /** Responses that came over the network (a cache hit without a request is not one). */
  downloads: number;
  /** Bytes received for them, headers included (Chromium's encodedDataLength). */
  transferredKb: number;
  /** The same responses' bodies once decoded. */
  uncompressedKb: number;
  /** Page, scripts and stylesheets the page used, from the network or the cache. */
  files: number;
}

/** Watches one page's document, script and stylesheet loads through a DevTools session. */
async function watch(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  // Chromium keeps its HTTP cache on; the session must not turn it off.
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  type Load = { type: string; fromCache: boolean; wire: number; body: number; done: boolean };
  let loads = new Map<string, Load>();
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', (e) => {
    if (!COUNTED.has(e.type ?? '')) return;
    loads.set(e.requestId, { type: e.type ?? '', fromCache: false, wire: 0, body: 0, done: false });
    lastActivity = Date.now();
  });
  session.on('Network.requestServedFromCache', (e) => {
    const load = loads.get(e.requestId);
    if (load) load.fromCache = true;
  });
  session.on('Network.responseReceived', (e) => {
    const load = loads.get(e.requestId);
    if (load && (e.response.fromDiskCache || e.response.fromServiceWorker)) load.fromCache = true;
  });
  session.on('Network.dataReceived', (e) => {
    const load = loads.get(e.requestId);
    if (load) load.body += e.dataLength;
  });
  const finish = (requestId: string, wire = 0) => {
    const load = loads.get(requestId);
    if (!load) return;
    load.wire = wire;
    load.done = true;
    lastActivity = Date.now();
  };
  session.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
  session.on('Network.loadingFailed', (e) => finish(e.requestId));
  return {
    /** Until no counted load is open and none started for a while (lazy chunks come late). */
    async settle(quietMs = 2000, limitMs = 30_000) {
      const started = Date.now();
      const open = () => [...loads.values()].some((l) => !l.done);
      while (Date.now() - started < limitMs && (open() || Date.now() - lastActivity < quietMs))
        await page.waitForTimeout(100);
    },
    take(name: string, visit: Transfer['visit'], uncompressedOf: Map<string, number>): Transfer {
      const all = [...loads.entries()];
      loads = new Map();
      const fromNetwork = all.filter(([, l]) => !l.fromCache && l.wire > 0);
      for (const [id, l] of all) if (l.body > 0) uncompressedOf.set(id, l.body);
      return {
        page: name,
        visit,
        downloads: fromNetwork.length,
        transferredKb: kb(fromNetwork.reduce((n, [, l]) => n + l.wire, 0)),
        uncompressedKb: kb(fromNetwork.reduce((n, [, l]) => n + l.body, 0)),
        files: all.length,
      };
    },
  };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function measure(base: string): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  const results: Transfer[] = [];
  const bodies = new Map<string, number>();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const login = await watch(page);
    const loginName = 'login page (/authorization)';
    await page.goto(`${base}/authorization`);
    await login.settle();
    results.push(login.take(loginName, 'cold', bodies));
    await page.goto(`${base}/authorization`);
    await login.settle();
    results.push(login.take(loginName, 'warm', bodies));

    await page
      .getByLabel(/e-?mail|username/i)
      .first()
      .fill('manager@nordic-bulk.example');
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO_PASSWORD);
    await page
      .getByRole('button', { name: /log ?in|sign in/i })
      .first()
      .click();
    await page.waitForURL(/\/secured\//, { timeout: 30_000 });
    await login.settle();
    const landing = new URL(page.url()).pathname;

    // The landing opened by a signed-in buyer with an empty cache (a bookmark on a new machine), then again.
    const direct = await browser.newContext({ serviceWorkers: 'block', storageState: await context.storageState() });
    const reopened = await direct.newPage();
    const watched = await watch(reopened);
    const landingName = `buyer landing (${landing})`;
    await reopened.goto(`${base}${landing}`);
    await watched.settle();
    results.push(watched.take(landingName, 'cold', bodies));
    await reopened.goto(`${base}${landing}`);
    await watched.settle();
    results.push(watched.take(landingName, 'warm', bodies));
    await direct.close();
  } finally {
    await browser.close();
  }
  return results;
}

export async function runTransfer() {
  const { ensureWebBuild } = (await import(path.join(root, 'scripts/lib.mjs'))) as { ensureWebBuild: () => void };
  ensureWebBuild();
  const server = await startBenchServerApp(1);
  try {
    const [base] = server.urls;
    const rows = await measure(base as string);
    console.log('\nBytes a browser downloads (page, scripts, stylesheets; headers included):');
    console.log(
      'page                                                  visit  downloads  transferred  uncompressed  ratio',
    );
    for (const r of rows) {
      const ratio = r.uncompressedKb > 0 ? (r.transferredKb / r.uncompressedKb).toFixed(2) : '—';
      console.log(
        `${r.page.padEnd(54)}${r.visit.padEnd(7)}${`${r.downloads}/${r.files}`.padStart(9)}  ${`${r.transferredKb} kB`.padStart(11)}  ${`${r.uncompressedKb} kB`.padStart(12)}  ${ratio.padStart(5)}`,
      );
    }
    const file = writeResult('transfer', { at: new Date().toISOString(), load: machineLoad(), rows });
    console.log(`written to ${file}`);
    const cold = (page: string) => rows.find((r) => r.page.startsWith(page) && r.visit === 'cold');
    const warm = (page: string) => rows.find((r) => r.page.startsWith(page) && r.visit === 'warm');
    for (const page of ['login page', 'buyer landing']) {
      const c = cold(page);
      const w = warm(page);
      if (!c || !w) continue;
      addSummaryRows(
        {
          suite: 'transfer',
          target: `${c.page}, cold`,
          value: c.transferredKb,
          unit: 'kB',
          measure: 'transferred',
          baseline: c.uncompressedKb,
          ratio: Math.round((c.transferredKb / c.uncompressedKb) * 100) / 100,
          aim: 'reference (baseline: the same files uncompressed)',
          met: null,
        },
        {
          suite: 'transfer',
          target: `${w.page}, warm (revisit)`,
          value: w.transferredKb,
          unit: 'kB',
          measure: 'transferred',
          baseline: c.transferredKb,
          ratio: Math.round((w.transferredKb / c.transferredKb) * 100) / 100,
          aim: 'reference (baseline: the cold visit)',
          met: null,
        },
      );
    }
  } finally {
    await server.close();
  }
}
