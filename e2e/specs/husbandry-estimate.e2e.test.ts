import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 40: on a fresh install the husbandry estimator answers at the demo ports. The demo data holds
// past final DAs at Piraeus (husbandry history) and published husbandry formulas there; the buyer
// manager opens the estimator from the port estimator, picks Piraeus, ticks the crew group and gets
// an estimate whose every line says where its figure comes from.
const BUYER = 'manager@nordic-bulk.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the husbandry estimate on a fresh install', () => {
  it('the buyer manager picks a demo port and gets an estimate whose lines say their source', async () => {
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Port estimator' }).first().click();
    await page.getByRole('heading', { name: 'Port estimator' }).waitFor();
    await page.getByRole('link', { name: 'Husbandry estimator' }).click();
    await page.getByRole('heading', { name: 'Husbandry estimator' }).waitFor();

    // The picker offers the demo ports without typing a letter; typing narrows it.
    const port = page.getByRole('combobox', { name: 'Port' });
    await port.click();
    await page.getByRole('option', { name: /Piraeus \(GRPIR\)/ }).waitFor();
    await port.fill('Pira');
    await page.getByRole('option', { name: /Piraeus \(GRPIR\)/ }).click();

    // Every item of the port says its source: the published formula, or the final DAs it rests on.
    const groups = page.getByRole('table', { name: 'Husbandry groups' });
    await groups.waitFor();
    const crewChange = groups.getByRole('row', { name: /Crew change handling fee/ });
    await crewChange.getByText('Formula').waitFor();
    await crewChange.getByText('225.00').waitFor();
    const transport = groups.getByRole('row', { name: /Crew transportation/ });
    await transport.getByText('History · 2 DAs').waitFor();
    await transport.getByText('99.75').waitFor();

    await page.getByRole('checkbox', { name: 'Choose Crew matters' }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const estimate = page.getByRole('table', { name: 'Estimated husbandry lines' });
    await estimate.waitFor();
    const lines = estimate.getByRole('row').filter({ hasText: /Formula|History|Price list/ });
    await expect.poll(() => lines.count()).toBe(3);
    await estimate
      .getByRole('row', { name: /Crew change handling fee/ })
      .getByText('Formula')
      .waitFor();
    await estimate
      .getByRole('row', { name: /Crew transportation/ })
      .getByText('History · 2 DAs')
      .waitFor();
    await estimate
      .getByRole('row', { name: /Crew hotel accommodation/ })
      .getByText('History · 1 DA')
      .waitFor();
    // 225.00 (formula) + 99.75 + 120.00 (history means).
    await estimate.getByRole('row', { name: /Total/ }).getByText('444.75').waitFor();

    await expectNoHorizontalScroll(page, 'husbandry-estimate');
    await screenshot(page, 'husbandry-estimate');
    expect(buyer.pageErrors).toEqual([]);
  });
});
