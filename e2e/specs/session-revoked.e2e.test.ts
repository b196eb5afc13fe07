import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followApiCalls, launchBrowser, openPage, screenshot } from '../support/browser';
import { loginThroughForm, revokeSession, storedToken } from '../support/session';

// platform-core §4 and §8: a 401 clears the stored session and persisted state and logs the user
// out with 'Full authentication is required to access this resource'.
const MESSAGE = 'Full authentication is required to access this resource';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('revoked session', () => {
  it('logs the user out with the message on the next call', async () => {
    const { page, pageErrors } = await openPage(browser);
    const apiCalls = followApiCalls(page);
    await page.goto('/authorization');
    await loginThroughForm(page, 'deputy@nordic-bulk.example');
    // Let the landing page finish its own calls: one still in flight when the session is revoked
    // would end it on this page, before the step this test is about.
    await page.getByRole('button', { name: /Your account/ }).waitFor();
    await apiCalls.settled();
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // Revoked elsewhere (another tab, an administrator): the app learns it from its next call, here
    // the one the DA tool makes when the user opens it.
    expect(await revokeSession(token ?? '')).toBeLessThan(300);
    await page.getByRole('link', { name: 'DA tool', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/authorization');
    await page.getByText(MESSAGE).first().waitFor();
    await screenshot(page, 'session-revoked');
    // Nothing of the session is left in the browser.
    expect(await storedToken(page)).toBeNull();
    expect(pageErrors).toEqual([]);

    // Logging in again returns to the page the user was on.
    await loginThroughForm(page, 'deputy@nordic-bulk.example');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/secured/buyer/da-tool');
  });
});
