import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { ADMIN_USERNAME, demoProfiles } from '../support/demo';
import { loginThroughForm } from '../support/session';

// axe-core (WCAG 2.1 A/AA): no serious or critical violation on the login and registration pages,
// nor on any page a demo person reaches by clicking: every entry of the navigation and every tab of
// each page it opens, walked as each kind of person.
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

  // Pages already checked as someone else are not checked again (the same page, fewer buttons).
  const walked = new Set<string>();
  for (const username of WALKERS) {
    it(`every page and tab ${username} reaches from the navigation has no serious or critical violation`, async () => {
      const { page } = await openPage(browser, undefined, { bypassCSP: true });
      await page.goto('/authorization');
      await loginThroughForm(page, username);
      await page.waitForURL((url) => url.pathname.startsWith('/secured/'));
      const found: Record<string, string[]> = {};
      const check = async (where: string) => {
        if (walked.has(where)) return;
        walked.add(where);
        await settle(page);
        const violations = await seriousA11yViolations(page);
        if (violations.length > 0)
          found[where] = violations.map(
            (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
          );
      };
      const nav = page.getByRole('navigation', { name: 'Modules' });
      await nav.getByRole('link').first().waitFor();
      const entries = await nav.getByRole('link').allInnerTexts();
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const link = nav.getByRole('link', { name: entry.trim(), exact: true });
        await link.click();
        // The last page stays on screen while the next one loads: its tabs must not be read as this
        // one's. The entry is marked in the render that shows its page.
        await nav.locator('[data-active]').getByText(entry.trim(), { exact: true }).waitFor();
        await settle(page);
        const path = new URL(page.url()).pathname;
        await check(path);
        const tabs = await page.getByRole('main').getByRole('tab').allInnerTexts();
        for (const tab of tabs) {
          // A tab's count ("Awaiting my action 3") moves while other journeys work: found by its label.
          const name = tab.trim().split('\n')[0]?.trim() ?? '';
          if (!name) continue;
          // The count may join the label without a space once it loads ("Awaiting my action2").
          const label = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|\\d|$)`);
          // A tab of a panel the last click closed is gone: nothing of it to check.
          const target = page.getByRole('main').getByRole('tab', { name: label }).first();
          if (!(await target.isVisible())) continue;
          await target.click();
          await check(`${path} [${name}]`);
        }
      }
      expect(found).toEqual({});
    }, 300_000);
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

/** One person of each kind, and the finance and KYC roles whose pages the others do not open. */
const WALKERS = [
  demoProfiles[0].username,
  'reviewer@nordic-bulk.example',
  'approver@nordic-bulk.example',
  'user@nordic-bulk.example',
  'agent@aegean-agency.example',
  'vendor@harbour-supply.example',
  ADMIN_USERNAME,
  'kyc@portcall.example',
];

/** The page has drawn what it loads: no spinner, no skeleton left. */
async function settle(page: import('playwright-core').Page) {
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.mantine-Loader-root, .mantine-Skeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

async function loginThroughFormExpectingFailure(page: import('playwright-core').Page) {
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('manager@nordic-bulk.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
