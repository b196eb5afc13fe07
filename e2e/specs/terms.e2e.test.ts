import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { dismissCookieBanner, loginThroughForm, loginToTerms, storedToken } from '../support/session';

// platform-core §4 ProfileStatus: a PENDING_TERMS_AND_CONDITIONS profile must accept the terms.
// Refusing clears the session and the authentication state; accepting replaces the profile with the
// server's answer and lands the user. The demo newcomer is pending on a fresh database, and
// accepting changes that for every later test of the run, so the refusal runs first.
const NEWCOMER = 'newcomer@nordic-bulk.example';
const TERMS_REFUSED = 'You must accept the terms and conditions to use the platform';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('terms and conditions', () => {
  it('refusing the terms clears the session and returns to /authorization', async () => {
    const { page, pageErrors } = await openPage(browser);
    await page.goto('/authorization');
    await dismissCookieBanner(page);
    await loginToTerms(page, NEWCOMER);
    await page.getByRole('heading', { name: 'Terms and conditions', level: 1 }).waitFor();
    await screenshot(page, 'terms-pending');

    await page.getByRole('button', { name: 'Refuse', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    await page.getByRole('status').filter({ hasText: TERMS_REFUSED }).waitFor();
    await screenshot(page, 'terms-refused');
    expect(await storedToken(page)).toBeNull();

    // Nothing of the session is left: a secured page sends the visitor back to log in.
    await page.goto('/secured/buyer/da-tool');
    await page.waitForURL((url) => url.pathname === '/authorization');
    expect(pageErrors).toEqual([]);
  });

  it('accepting the terms lands the user on their landing page', async () => {
    const { page, pageErrors } = await openPage(browser);
    await page.goto('/authorization');
    await dismissCookieBanner(page);
    // Refusing changed nothing on the server: the terms are asked again.
    await loginToTerms(page, NEWCOMER);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();

    // DA tool product with DA_VIEW: the DA tool is the first module of the landing order it holds.
    await page.waitForURL((url) => url.pathname === '/secured/buyer/da-tool');
    await page.getByRole('button', { name: 'Your account' }).waitFor();
    await page.getByRole('heading', { name: 'Disbursement accounts', level: 1 }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await screenshot(page, 'terms-accepted-landing');

    // Accepted once is accepted: the next login goes straight to the landing page.
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/authorization');
    await loginThroughForm(page, NEWCOMER);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/secured/buyer/da-tool');
    expect(pageErrors).toEqual([]);
  });
});
