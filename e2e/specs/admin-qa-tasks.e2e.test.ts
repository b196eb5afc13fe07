import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 25, support's QA tasks: an admin sets up a demo company from the Support section, logs out,
// and logs in with the credentials shown once; the new manager's dashboard has its port calls.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('admin QA tasks', () => {
  it('sets up a demo company whose manager logs in with the shown credentials and sees the dashboard', async () => {
    const { page } = await openPage(browser);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'QA tasks' }).click();

    const form = page.getByRole('form', { name: 'Set up a demo company' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Greta');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Quist');
    await form.getByRole('button', { name: 'Set up demo company' }).click();
    const created = page.getByRole('status', { name: 'Demo company created' });
    await created.waitFor({ timeout: 30_000 });
    const username = (await created.getByTestId('demo-username').textContent())?.trim() ?? '';
    const password = (await created.getByTestId('demo-password').textContent())?.trim() ?? '';
    expect(username).toMatch(/^greta\.quist\.[0-9a-f]{4}@demo\.portcall\.example$/);
    expect(password.length).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'admin-qa-demo-company');

    await page.getByRole('navigation', { name: 'Modules' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    await loginThroughForm(page, username, password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/secured/buyer/dashboard/port-calls');
    await page.getByText('Quist Fjord').first().waitFor();
    await page.getByText('Quist Bergen').first().waitFor();
    await screenshot(page, 'admin-qa-demo-dashboard');
  });
});
