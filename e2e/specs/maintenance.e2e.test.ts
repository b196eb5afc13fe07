import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { apiLogin, dismissCookieBanner, loginThroughForm, setFeatureFlag } from '../support/session';

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

  it('spares administrators: a signed-in buyer sees the maintenance page, a signed-in admin keeps working', async () => {
    const buyer = await openPage(browser);
    await loginThroughForm(buyer.page, 'deputy@nordic-bulk.example');
    await dismissCookieBanner(buyer.page);
    const admin = await openPage(browser);
    await loginThroughForm(admin.page, ADMIN_USERNAME);
    await dismissCookieBanner(admin.page);

    await setFeatureFlag(adminToken, 'MAINTENANCE_MODE', true);
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { name: TITLE }).waitFor();
    await admin.page.reload();
    await admin.page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    await admin.page.getByRole('link', { name: 'System management', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'System management', level: 1 }).waitFor();
    expect(await admin.page.getByRole('heading', { name: TITLE }).count()).toBe(0);
    await screenshot(admin.page, 'maintenance-admin-system-management');

    // An administrator who was not signed in reaches the login form from the maintenance page.
    const late = await openPage(browser);
    await late.page.goto('/home');
    await late.page.getByRole('link', { name: 'Administrator sign-in' }).click();
    await loginThroughForm(late.page, ADMIN_USERNAME);
    await late.page.getByRole('heading', { name: 'Administration', level: 1 }).waitFor();
    await late.page.close();

    // The admin switches it off from the console; the buyer's page comes back.
    await admin.page.getByRole('switch', { name: 'Maintenance mode' }).click({ force: true });
    await admin.page.getByText('Maintenance mode switched off').waitFor();
    await buyer.page.reload();
    await buyer.page.getByRole('heading', { name: TITLE }).waitFor({ state: 'detached' });
    await buyer.page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});
