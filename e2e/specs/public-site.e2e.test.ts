import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';

// platform-core §2: every path outside /secured loads the public area; the footer carries the
// spec's links, and 'Cookie Settings' while cookie consent is on (it is, in the seed).
const pages = [
  '/home',
  '/company',
  '/careers',
  '/articles',
  '/partnerships',
  '/faq',
  '/contact',
  '/clients',
  '/solutions',
  '/privacy',
  '/terms',
  '/cookies',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public site', () => {
  it('serves every public page with a heading', async () => {
    const { page, pageErrors } = await openPage(browser);
    for (const path of pages) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `public${path.replaceAll('/', '-')}`);
    }
    expect(pageErrors).toEqual([]);
  });

  it('links every footer destination of the spec', async () => {
    const { page } = await openPage(browser);
    await page.goto('/home');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const path of [...pages, '/authorization']) expect(hrefs).toContain(path);
    await footer.getByRole('button', { name: 'Cookie Settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    await screenshot(page, 'public-cookie-settings');
  });

  it('opens /error-not-found for an unknown path and / goes home', async () => {
    const { page } = await openPage(browser);
    await page.goto('/no-such-page');
    await page.waitForURL((url) => url.pathname === '/error-not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'error-not-found');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
