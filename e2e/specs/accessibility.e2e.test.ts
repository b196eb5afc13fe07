import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { demoProfiles } from '../support/demo';
import { loginThroughForm } from '../support/session';

// axe-core (WCAG 2.1 A/AA) on the login, registration and landing pages: no serious or critical
// violation.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const publicPages = [
  '/authorization',
  '/authorization/register',
  '/authorization/register/buyer',
  '/authorization/register/agent',
  '/authorization/register/vendor',
];

describe('accessibility', () => {
  for (const path of publicPages) {
    it(`${path} has no serious or critical violation`, async () => {
      const { page } = await openPage(browser, undefined, { bypassCSP: true });
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  for (const profile of demoProfiles.filter((p) => ['buyer manager', 'agent', 'vendor', 'admin'].includes(p.kind))) {
    it(`the ${profile.kind} landing page has no serious or critical violation`, async () => {
      const { page } = await openPage(browser, undefined, { bypassCSP: true });
      await page.goto('/authorization');
      await loginThroughForm(page, profile.username);
      await page.waitForURL((url) => url.pathname === profile.landing);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('the login page shows the login error in an alert', async () => {
    const { page } = await openPage(browser, undefined, { bypassCSP: true });
    await page.goto('/authorization');
    await loginThroughFormExpectingFailure(page);
    await page.getByRole('alert').filter({ hasText: 'Username or password is wrong. Please try again!' }).waitFor();
    await screenshot(page, 'login-failed');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

async function loginThroughFormExpectingFailure(page: import('playwright-core').Page) {
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('manager@nordic-bulk.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
