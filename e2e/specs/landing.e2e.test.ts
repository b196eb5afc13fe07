import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { demoProfiles } from '../support/demo';
import { loginThroughForm } from '../support/session';

// platform-core §2 "Landing after login": each demo profile lands where the rules send it, and its
// navigation shows only the modules it holds.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('landing after login', () => {
  for (const profile of demoProfiles) {
    it(`lands the ${profile.kind} on ${profile.landing}`, async () => {
      const { page, pageErrors } = await openPage(browser);
      await page.goto('/authorization');
      await loginThroughForm(page, profile.username);
      await page.waitForURL((url) => url.pathname === profile.landing);
      await expect.poll(() => new URL(page.url()).pathname).toBe(profile.landing);
      // The secured frame is up: the account button in the header and the module navigation.
      await page.getByRole('button', { name: 'Your account' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `landing-${profile.username.split('@')[0]}-${profile.kind.replaceAll(' ', '-')}`);
      expect(pageErrors).toEqual([]);
    });
  }

  it('shows a buyer without the dashboard product only the modules it holds', async () => {
    const { page } = await openPage(browser);
    await page.goto('/authorization');
    await loginThroughForm(page, 'user@nordic-bulk.example');
    const nav = page.getByRole('navigation', { name: 'Modules' });
    await nav.getByRole('link', { name: 'DA tool' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Financial' }).count()).toBe(0);
  });

  it("keeps a profile out of another profile kind's area", async () => {
    const { page } = await openPage(browser);
    await page.goto('/authorization');
    await loginThroughForm(page, 'vendor@harbour-supply.example');
    await page.goto('/secured/buyer/da-tool');
    await page.waitForURL((url) => url.pathname === '/error-no-access');
    await page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    await screenshot(page, 'error-no-access');
  });
});
