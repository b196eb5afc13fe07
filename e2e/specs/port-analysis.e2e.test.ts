import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// The administrator's port analysis by clicking: find Eleusis, offer it in the port cost estimator,
// then issue an API key for another system (shown once).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('port analysis and the estimation API', () => {
  it('sets a port available in the estimator and issues an API key', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Port analysis' }).first().click();
    await page.getByRole('heading', { name: 'Ports', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Port name or UN/LOCODE' }).fill('Eleusis');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('table', { name: 'Ports found' }).getByRole('link', { name: 'Eleusis' }).click();
    await page.getByRole('heading', { name: 'Eleusis', level: 1 }).waitFor();
    const pce = page.getByRole('switch', { name: 'Available in the port cost estimator' });
    expect(await pce.isChecked()).toBe(false);
    await pce.click({ force: true });
    await expect.poll(() => pce.isChecked()).toBe(true);
    await expectNoHorizontalScroll(page, 'port-analysis-1-port');
    await screenshot(page, 'port-analysis-1-port');

    await page.getByRole('link', { name: 'Estimation API' }).first().click();
    await page.getByRole('heading', { name: 'Port mappings and API keys' }).waitFor();
    await page.getByRole('textbox', { name: 'System name' }).fill('Chartering system');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Key for Chartering system: copy it now').waitFor();
    await page.getByRole('table', { name: 'API keys' }).getByRole('cell', { name: 'Chartering system' }).waitFor();
    await expectNoHorizontalScroll(page, 'port-analysis-2-estimation-api');
    await screenshot(page, 'port-analysis-2-estimation-api');
    expect(pageErrors).toEqual([]);
  });
});
