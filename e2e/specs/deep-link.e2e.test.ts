import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { loginThroughForm } from '../support/session';

// platform-core §2: an anonymous visitor of a secured path goes to /authorization, and after login
// returns to the path and query string asked for.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('deep link', () => {
  it('survives the login with its query string', async () => {
    const { page, pageErrors } = await openPage(browser);
    const deepLink = '/secured/buyer/da-tool?portCallId=42&tab=evaluation';
    await page.goto(deepLink);
    await page.waitForURL((url) => url.pathname === '/authorization');
    await waitForApp(page);
    await screenshot(page, 'deep-link-login');
    await loginThroughForm(page, 'manager@nordic-bulk.example');
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(deepLink);
    await page.getByRole('heading', { name: 'Disbursement accounts', level: 1 }).waitFor();
    await screenshot(page, 'deep-link-after-login');
    expect(pageErrors).toEqual([]);
  });

  it('does not return a second login to an old deep link', async () => {
    const { page } = await openPage(browser);
    await page.goto('/secured/buyer/claims');
    await page.waitForURL((url) => url.pathname === '/authorization');
    await loginThroughForm(page, 'manager@nordic-bulk.example');
    await page.waitForURL((url) => url.pathname === '/secured/buyer/claims');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    await loginThroughForm(page, 'manager@nordic-bulk.example');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/secured/buyer/dashboard/port-calls');
  });
});
