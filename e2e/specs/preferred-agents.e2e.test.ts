import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Preferred agents (operations §7 "Buyer teams and support"): the demo manager names the agents it
// prefers at a port, from a CSV (refused whole when a row is wrong) and one port at a time in the
// drawer, then clears a port. Narvik and Koper: ports no other journey calls at, so the order of
// agents other journeys see stays as it was.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'Aegean Port Agency';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function uploadCsv(page: Page, name: string, text: string) {
  const box = page.getByRole('region', { name: 'Upload preferred agents' });
  await box.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await box.getByText(name).waitFor();
  await box.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** Types into a searching select and picks the option the server answered. */
async function search(page: Page, scope: ReturnType<Page['getByRole']>, field: string, text: string, option: RegExp) {
  const box = scope.getByRole('combobox', { name: field, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  // A multi-select keeps its list open over the form; leaving the field closes it.
  await box.press('Tab');
}

describe('preferred agents', () => {
  it('the manager sets preferred agents from a CSV and per port, and clears a port', async () => {
    const { page, pageErrors } = await openPage(browser);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Preferred agents' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/settings/preferred-agents');
    await page.getByRole('heading', { name: 'Preferred agents' }).waitFor();

    // An unknown agent on line 3: nothing is saved, and the row says why.
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await uploadCsv(page, 'bad.csv', `port,agent\nNONVK,${AGENT}\nNONVK,No Such Agency Ltd\n`);
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('3');
    await screenshot(page, 'preferred-agents-row-error');
    const table = page.getByRole('table', { name: 'Preferred agents' });
    expect(await table.getByText('Narvik').count()).toBe(0);

    await uploadCsv(page, 'agents.csv', `port,agent\nNONVK,${AGENT}\n`);
    await page.getByText('Preferred agents saved for 1 port(s)').waitFor();
    const narvik = table.getByRole('row').filter({ hasText: 'Narvik' });
    await narvik.getByText(AGENT).waitFor();

    // One more port, in the drawer.
    await page.getByRole('button', { name: 'Add port' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New port' });
    await search(page, drawer, 'Port', 'Koper', /Koper \(SIKOP\)/);
    await search(page, drawer, 'Agents', 'Aegean', new RegExp(AGENT));
    await screenshot(page, 'preferred-agents-drawer');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Preferred agents saved', { exact: true }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Koper' }).getByText(AGENT).waitFor();

    // Both cleared again: no port left over for other journeys.
    for (const port of ['Narvik (NONVK)', 'Koper (SIKOP)']) {
      await page.getByRole('button', { name: `Edit ${port}` }).click();
      await page
        .getByRole('dialog', { name: `Edit ${port}` })
        .getByRole('button', { name: 'Remove all' })
        .click();
      await table
        .getByRole('row')
        .filter({ hasText: port.split(' ')[0] as string })
        .waitFor({ state: 'detached' });
    }
    expect(pageErrors).toEqual([]);
  });
});
