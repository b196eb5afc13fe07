import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 25, admin regions and rules: support adds a region to a buyer and renames it, through the
// buyer's own region calls.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('admin regions and rules', () => {
  it('adds a region with a country to the demo buyer and renames it', async () => {
    const stamp = Date.now() % 100_000;
    const { page } = await openPage(browser);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await page.getByRole('tab', { name: 'Regions and rules' }).click();
    const buyer = page.getByRole('combobox', { name: 'Buyer' });
    await buyer.click();
    await buyer.fill('Nordic');
    await page
      .getByRole('option', { name: /Nordic Bulk/ })
      .first()
      .click();
    const regions = page.getByRole('table', { name: 'Regions' });
    await regions.getByText('Mediterranean', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add region' }).first().click();
    const form = page.getByRole('form', { name: 'New region' });
    await form.getByRole('textbox', { name: 'Region name' }).fill(`Baltic ${stamp}`);
    const countries = form.getByRole('combobox', { name: 'Countries' });
    await countries.click();
    await countries.fill('Eston');
    await page.getByRole('option', { name: 'Estonia' }).first().click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Add' }).click();
    await regions.getByText(`Baltic ${stamp}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: `Edit Baltic ${stamp}` }).click();
    const edit = page.getByRole('form', { name: 'Region' });
    await edit.getByRole('textbox', { name: 'Region name' }).fill(`Eastern Baltic ${stamp}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await regions.getByText(`Eastern Baltic ${stamp}`, { exact: true }).waitFor();
    await screenshot(page, 'admin-regions-edited');
  });
});
