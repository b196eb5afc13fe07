import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface BundleSize {
  page: string;
  files: number;
  rawKb: number;
  gzipKb: number;
}

/**
 * The JavaScript a browser really loads for a page (entry, preloads and lazy chunks), measured in
 * Debian's Chromium against the running server, raw and gzipped.
 */
export async function measureBundles(
  baseUrl: string,
  login: { username: string; password: string },
): Promise<BundleSize[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // A client-side navigation (login -> landing) does not reset Playwright's load state, so
    // 'networkidle' answers at once there: wait until no script has been asked for a while instead.
    let open = 0;
    let lastActivity = Date.now();
    const touch = (delta: number) => {
      open += delta;
      lastActivity = Date.now();
    };
    // Only scripts count: a realtime long-poll may stay open for as long as the page lives.
    const isScript = (request: { resourceType(): string }) => request.resourceType() === 'script';
    page.on('request', (request) => isScript(request) && touch(1));
    page.on('requestfinished', (request) => isScript(request) && touch(-1));
    page.on('requestfailed', (request) => isScript(request) && touch(-1));
    const settle = async (quietMs = 2000, limitMs = 30_000) => {
      const started = Date.now();
      while (Date.now() - started < limitMs && (open > 0 || Date.now() - lastActivity < quietMs))
        await page.waitForTimeout(100);
    };
    let scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        // a response without a body (redirect) holds no script
      }
    });
    const sizes: BundleSize[] = [];
    const record = (name: string) => {
      const buffers = [...scripts.values()];
      const raw = buffers.reduce((n, b) => n + b.length, 0);
      const gzip = buffers.reduce((n, b) => n + gzipSync(b).length, 0);
      sizes.push({
        page: name,
        files: buffers.length,
        rawKb: Math.round(raw / 102.4) / 10,
        gzipKb: Math.round(gzip / 102.4) / 10,
      });
      scripts = new Map();
    };
    await page.goto(`${baseUrl}/authorization`, { waitUntil: 'networkidle' });
    if (scripts.size === 0)
      throw new Error(`${baseUrl}/authorization loaded no script: is the web app built (npm run build)?`);
    record('login page (/authorization)');
    await page
      .getByLabel(/e-?mail|username/i)
      .first()
      .fill(login.username);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(login.password);
    await page
      .getByRole('button', { name: /log ?in|sign in/i })
      .first()
      .click();
    await page.waitForURL(/\/secured\//, { timeout: 30_000 });
    await settle();
    const landing = new URL(page.url()).pathname;
    record(`buyer landing (${landing}): JS loaded beyond the login page's`);
    // The same landing opened directly by a signed-in buyer (a bookmark, a reload): everything it
    // loads, with an empty cache.
    const direct = await browser.newContext({ serviceWorkers: 'block', storageState: await context.storageState() });
    try {
      const reopened = await direct.newPage();
      reopened.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          // a response without a body (redirect) holds no script
        }
      });
      await reopened.goto(`${baseUrl}${landing}`, { waitUntil: 'networkidle' });
      await reopened.waitForTimeout(2000);
      record(`buyer landing (${landing}) opened directly: all its JS`);
    } finally {
      await direct.close();
    }
    return sizes;
  } finally {
    await browser.close();
  }
}
