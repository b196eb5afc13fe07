import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { ADMIN_USERNAME } from '../support/demo';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 26: the platform administrator writes a port-dues formula with GT bands in the editor, tests
// it, saves the test as a test case and publishes it; the demo buyer opens the port estimator from the
// sidebar, estimates a call of one of its vessels at that port and reads how the amount was computed.
const BUYER = 'manager@nordic-bulk.example';
const PORT = 'Koper';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pickPort(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

describe('the port cost estimator', () => {
  it('an administrator publishes a banded port-dues formula; a buyer estimates a call with it and reads the working', async () => {
    const admin = await openPage(browser, LAPTOP);
    let page = admin.page;
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Expense formulas' }).first().click();
    await page.getByRole('heading', { name: 'Expense formulas' }).waitFor();
    await page.getByRole('link', { name: 'New formula' }).click();
    await page.getByRole('heading', { name: 'New formula' }).waitFor();

    await page.getByRole('combobox', { name: 'Expense' }).fill('Port dues');
    await page.getByRole('option', { name: 'Port dues / harbour dues' }).click();
    await pickPort(page, 'Add a port', PORT);
    await page.getByRole('group', { name: 'Ports' }).getByText(new RegExp(PORT)).waitFor();

    // A formula that cannot be read says where.
    const formula = page.getByRole('textbox', { name: 'Formula' });
    await formula.fill('tariff("dues", gt) * ');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'position' }).textContent())
      .toContain('The formula cannot be read at position 22: the formula ends too early');
    await formula.fill('tariff("dues", gt) * units(daysAlongside, 1)');

    await page.getByRole('button', { name: 'Add tariff table' }).click();
    await page.getByRole('textbox', { name: 'Tariff name' }).fill('dues');
    const bands = [
      { from: '0', to: '500', amount: '100' },
      { from: '500', to: '2000', amount: '250' },
      { from: '2000', to: '', base: '250', rate: '0.0125' },
    ];
    for (const [i, band] of bands.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add band' }).click();
      for (const [field, value] of Object.entries(band))
        if (value) await page.getByRole('textbox', { name: `Band ${i + 1} ${field}` }).fill(value);
    }

    const testPanel = page.getByLabel('Test panel');
    await testPanel.getByRole('textbox', { name: 'gt' }).fill('23456');
    await testPanel.getByRole('textbox', { name: 'daysAlongside' }).fill('2');
    await testPanel.getByRole('button', { name: 'Run test' }).click();
    await testPanel.getByText('Result: 1086.4 EUR').waitFor();
    await testPanel.getByText('23456 falls in 2000–∞: 250 + 0.0125 × 23456').waitFor();
    await testPanel.getByRole('textbox', { name: 'Test case name' }).fill('Supramax, two days');
    await testPanel.getByRole('button', { name: 'Save as test case' }).click();
    await page.getByRole('table', { name: 'Test cases' }).getByText('Supramax, two days').waitFor();

    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('heading', { name: 'Port dues / harbour dues' }).waitFor();
    await page.getByText('DRAFT', { exact: true }).waitFor();
    // Publishing asks first, saying the saved test cases must pass.
    await page.getByRole('button', { name: 'Publish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this formula?' });
    await confirm.getByText('All 1 saved test case must pass').waitFor();
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('PUBLISHED', { exact: true }).first().waitFor();
    // Its accuracy on past calls is measured beside it: Koper has no final DA to measure against yet.
    await page
      .getByRole('region', { name: 'Accuracy on past calls' })
      .getByText('No past call to measure against yet')
      .waitFor();
    await expectNoHorizontalScroll(page, 'port-estimator-1-formula');
    await screenshot(page, 'port-estimator-1-formula');
    expect(admin.pageErrors).toEqual([]);

    const buyer = await openPage(browser, LAPTOP);
    page = buyer.page;
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Port estimator' }).first().click();
    await page.getByRole('heading', { name: 'Port estimator' }).waitFor();
    // The picker offers only the ports the estimator estimates: Hamburg is not one of them.
    const hamburg = page.waitForResponse(
      (r) => r.url().includes('/ref/filter/ports') && r.url().includes('filter=Hamburg') && r.ok(),
    );
    await page.getByRole('combobox', { name: 'Port' }).fill('Hamburg');
    expect(await (await hamburg).json()).toEqual([]);
    await page.getByText('No Options!').waitFor();
    expect(await page.getByRole('option', { name: /Hamburg/ }).count()).toBe(0);
    await pickPort(page, 'Port', PORT);
    await page.getByRole('combobox', { name: 'Vessel' }).fill('Nordic Aurora');
    await page.getByRole('option', { name: 'Nordic Aurora' }).click();
    // The demo vessel's GT is not on record: the form asks for it.
    const gt = page.getByRole('textbox', { name: 'Gross tonnage (GT)' });
    await gt.fill('23456');
    await page.getByRole('textbox', { name: 'Days alongside' }).fill('2');
    await page.getByRole('button', { name: 'Estimate', exact: true }).click();

    const table = page.getByRole('table', { name: 'Estimated expenses' });
    const row = table.getByRole('row', { name: /Port dues \/ harbour dues/ });
    await row.getByText('1,086.40').waitFor();
    await row.getByText('Formula', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Show working' }).click();
    const working = page.getByLabel('Working of Port dues / harbour dues');
    await working.getByText('gt = 23456 · daysAlongside = 2').waitFor();
    await working.getByText('23456 falls in 2000–∞: 250 + 0.0125 × 23456').waitFor();
    await expectNoHorizontalScroll(page, 'port-estimator-2-estimate');
    await screenshot(page, 'port-estimator-2-estimate');

    // Advanced: a smaller ship falls in another band, and the difference is shown.
    await gt.fill('1200');
    await page.getByRole('button', { name: 'Estimate again' }).click();
    await row.getByText('500.00').waitFor();
    await row.getByText('-586.40').waitFor();
    await screenshot(page, 'port-estimator-3-difference');

    // The husbandry estimator sits beside it.
    await page.getByRole('link', { name: 'Husbandry estimator' }).click();
    await page.getByRole('heading', { name: 'Husbandry estimator' }).waitFor();
    await page.getByRole('combobox', { name: 'Port' }).fill('Pi');
    await screenshot(page, 'port-estimator-4-husbandry');
    expect(buyer.pageErrors).toEqual([]);
  });

  // Issue 40: Skaramangas has no formula and no past call, only the demo agent's price list.
  it("a buyer estimates a call at a port with only an agent's price list, each line saying so", async () => {
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Port estimator' }).first().click();
    await page.getByRole('heading', { name: 'Port estimator' }).waitFor();
    await pickPort(page, 'Port', 'Skaramang');
    await page.getByRole('combobox', { name: 'Vessel' }).fill('Nordic Aurora');
    await page.getByRole('option', { name: 'Nordic Aurora' }).click();
    await page.getByRole('button', { name: 'Estimate', exact: true }).click();

    const table = page.getByRole('table', { name: 'Estimated expenses' });
    const row = table.getByRole('row', { name: /Port dues \/ harbour dues/ });
    await row.getByText('2,850.00').waitFor();
    await row.getByText('Price list · 1 agent').waitFor();
    await row.getByText("Mean of the agents' current prices").waitFor();
    await table
      .getByRole('row', { name: /Agency fee/ })
      .getByText('Price list · 1 agent')
      .waitFor();
    expect(await table.getByText('Formula', { exact: true }).count()).toBe(0);
    await expectNoHorizontalScroll(page, 'port-estimator-5-price-list');
    await screenshot(page, 'port-estimator-5-price-list');
    expect(buyer.pageErrors).toEqual([]);
  });
});
