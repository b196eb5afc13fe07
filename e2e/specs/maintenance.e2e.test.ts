import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { apiLogin, setFeatureFlag } from '../support/session';

// platform-core §2: while the maintenance flag is on, every path shows the maintenance page.
const TITLE = 'Maintenance!';
const TEXT = "Our services are being upgraded. We'll be back online before you know it. Thank you for your patience!";

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(ADMIN_USERNAME);
});
afterAll(async () => {
  // Never leave the shared server in maintenance for the next spec.
  if (adminToken) await setFeatureFlag(adminToken, 'MAINTENANCE_MODE', false);
  await browser?.close();
});

describe('maintenance page', () => {
  it('shows on every path while the flag is on, and lifts when it is off', async () => {
    const { page } = await openPage(browser);
    await setFeatureFlag(adminToken, 'MAINTENANCE_MODE', true);
    for (const path of ['/home', '/authorization', '/secured/buyer/da-tool']) {
      await page.goto(path);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await page.getByText(TEXT).waitFor();
    }
    await screenshot(page, 'maintenance');

    await setFeatureFlag(adminToken, 'MAINTENANCE_MODE', false);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('heading', { name: TITLE }).waitFor({ state: 'detached' });
  });
});
