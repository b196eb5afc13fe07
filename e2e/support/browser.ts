import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

/** Debian's Chromium, headless, with nothing that phones home (DESIGN §4: never a downloaded browser). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the e2e global setup starts the server and sets it)');
  return url.replace(/\/$/, '');
}

export const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page; a journey should end with none. */
  pageErrors: string[];
}

let pagesOpened = 0;

/**
 * A fresh context (no stored session, no cookies) with a desktop viewport. Call it inside a test:
 * it is closed when the test ends.
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1366, height: 860 },
  options: { bypassCSP?: boolean } = {},
): Promise<OpenPage> {
  // Journeys run under the server's real CSP; only the axe checks bypass it to inject their script.
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    serviceWorkers: 'block',
    bypassCSP: options.bypassCSP ?? false,
    // Charts draw at once instead of growing in, so a picture never catches a bar half drawn.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The context closes with the test; a failed journey first leaves a picture of where each of its
  // people stopped (numbered in the order their pages opened).
  const person = ++pagesOpened;
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const name = `failed-${task.name
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()
        .slice(0, 80)}-${person}`;
      await picture(page, name).catch(() => undefined);
    }
    await context.close();
  });
  return { context, page, pageErrors };
}

/**
 * Keeps a full-page picture of a journey's step under e2e/artifacts/ (gitignored), to look at what was
 * built. E2E_PICTURES=failures (CI, where nobody sees them) keeps only the pictures of failed journeys:
 * a full-page picture lays the whole page out again twice, a fifth of a journey's browser time.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_PICTURES === 'failures') return;
  await picture(page, name);
}

/**
 * The page is pictured from its top (the fixed header would otherwise sit over the middle of a
 * scrolled page), then put back where the user had scrolled.
 */
async function picture(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
}

/** Waits until the app has started: the full-page loader is gone. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}

/**
 * Follows the page's calls to the API, so a journey can wait until the screen has finished asking
 * before it changes something behind the app's back. `waitForLoadState('networkidle')` does not do
 * this in a single-page app: it settles once for the document, long before a screen reached by a
 * client-side navigation has sent its calls.
 */
export function followApiCalls(page: Page): { settled: (quietMs?: number) => Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/da-app/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finish = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    async settled(quietMs = 750) {
      const deadline = Date.now() + 30_000;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`${inFlight.size} API calls still in flight after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
