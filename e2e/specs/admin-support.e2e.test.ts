import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { apiLogin, dismissCookieBanner, loginThroughForm, storedToken } from '../support/session';

// Issue 25: support finds a locked buyer user, unlocks it, switches into a buyer profile (the demo
// manager allows it), sees that buyer's dashboard under the mode-switch banner, and returns.
const PASSWORD = 'Locked2026';
const stamp = Date.now();
const lockedEmail = `locked-${stamp}@nordic-bulk.example`;

const login = (username: string, password: string) =>
  fetch(`${baseUrl()}/da-app/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Set-up: a colleague of the demo manager, locked out by five wrong passwords.
  const manager = await apiLogin('manager@nordic-bulk.example');
  await api(manager, '/secured/buyer/settings/buyer-user/create', {
    method: 'POST',
    body: {
      name: 'Petra',
      surname: `Locked ${stamp}`,
      email: lockedEmail,
      role: 'USER',
      products: ['DA_TOOL'],
      authorities: [{ authority: 'DA_VIEW', isEnabled: true }],
      password: PASSWORD,
    },
  });
  for (let i = 1; i <= 5; i++) await login(lockedEmail, `Wrong${i}abc`);
  expect((await login(lockedEmail, PASSWORD)).status).toBe(401);
});
afterAll(async () => browser?.close());

describe('admin support', () => {
  it('unlocks a locked buyer user, switches into a buyer profile, sees its dashboard and returns', async () => {
    const { page } = await openPage(browser);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();

    // Find the locked user.
    await page.getByRole('searchbox', { name: 'Search' }).fill(lockedEmail);
    const table = page.getByRole('table', { name: 'Profiles' });
    await table.getByText(lockedEmail).waitFor();
    await table.getByText('Locked', { exact: true }).waitFor();
    await screenshot(page, 'admin-support-locked');
    await page.getByRole('button', { name: `Unlock Petra Locked ${stamp}` }).click();
    await table.getByText('Locked', { exact: true }).waitFor({ state: 'detached' });
    expect((await login(lockedEmail, PASSWORD)).status).toBe(200);

    // Switch into the demo buyer manager.
    const adminToken = await storedToken(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill('manager@nordic-bulk.example');
    await page.getByRole('button', { name: 'Switch into Ingrid Halvorsen' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/dashboard/port-calls');
    const banner = page.getByRole('region', { name: 'Acting as another user' });
    await banner.getByText('Ingrid Halvorsen', { exact: false }).first().waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const switchedToken = await storedToken(page);
    expect(switchedToken).not.toBe(adminToken);
    await screenshot(page, 'admin-mode-switch-dashboard');

    // Back to the admin: the switched session is over, the admin's own goes on.
    await banner.getByRole('button', { name: 'Return to admin' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/admin/support');
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(await storedToken(page)).toBe(adminToken);
    const claims = await fetch(`${baseUrl()}/da-app/secured/auth/claims`, {
      headers: { authorization: `Bearer ${switchedToken}` },
    });
    expect(claims.status).toBe(401);
  });
});
