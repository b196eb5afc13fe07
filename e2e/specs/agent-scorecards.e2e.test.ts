import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { chooseEach as choose } from '../support/pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// Agent scorecards where agents are chosen, by clicking alone: the demo buyer sorts the agent
// directory by the calls each agent handled for it, reads each figure with its sample size, then
// starts a request for quotation and finds the same figures beside the agents in the picker.
const BUYER = 'manager@nordic-bulk.example';
const AGENT_NAME = 'Aegean Port Agency';

let browser: Browser;
let voyageNumber: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // A prior step: a port call of the demo buyer with the demo agent appointed and accepted (a call
  // the agent handled for it); the request below is made for it.
  const call = await appointedDemoAgent(
    { manager: await apiLogin(BUYER), agent: await apiLogin('agent@aegean-agency.example') },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'SCORE',
      eta: daysFromToday(30).at(8),
      ets: daysFromToday(32).at(18),
      cargo: 'Grain',
    },
  );
  voyageNumber = call.voyageNumber;
});
afterAll(async () => {
  await browser?.close();
});

/** The texts of one column of a table, found by its header. */
async function columnTexts(table: Locator, header: string) {
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

describe('agent scorecards', () => {
  it('sorts the directory by a figure with its sample sizes, and shows the figures in the RFQ picker', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Agent directory' }).first().click();
    await page.getByRole('heading', { name: 'Find an agent' }).waitFor();
    const table = page.getByRole('table', { name: 'Agents' });
    await table.getByRole('link').first().waitFor();

    // Ascending first, then descending: the agents with most calls for the buyer come first.
    const sortByCalls = table.getByRole('button', { name: 'Calls with you' });
    await sortByCalls.click();
    await table.locator('th[aria-sort="ascending"]').waitFor();
    await sortByCalls.click();
    await table.locator('th[aria-sort="descending"]').waitFor();
    await expect.poll(async () => (await table.getAttribute('aria-busy')) === 'false').toBe(true);
    await table.getByRole('link', { name: AGENT_NAME }).waitFor();
    const calls = (await columnTexts(table, 'Calls with you')).map(Number);
    expect(calls[0]).toBeGreaterThan(0);
    expect(calls).toEqual([...calls].sort((a, b) => b - a));
    // Every figure either rests on its calls ("over N calls") or says there is none yet; within the
    // hour it reads in minutes.
    for (const text of await columnTexts(table, 'Answers in'))
      expect(text).toMatch(/^(\d[\d,]*\.\d h|\d+ min|< 1 min)over \d+ calls?$|^No data yet$/);
    const aegean = table.getByRole('row').filter({ has: page.getByRole('link', { name: AGENT_NAME }) });
    await aegean
      .getByText(/over \d+ calls?/)
      .first()
      .waitFor();
    await screenshot(page, 'agent-scorecards-1-directory');

    // ---- a request for quotation: the picker shows the same figures beside each agent ----
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('link', { name: 'Requests for quotation' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/da-tool/request-cases');
    await page.getByRole('link', { name: 'New request' }).click();
    await page.getByText('An existing port call').click();
    await choose(page, 'Port call', [new RegExp(voyageNumber)]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => /\/request-case\/\d+\/wizard$/.test(url.pathname));
    await choose(page, 'Activities', [/.+/]);
    await choose(page, 'Port expenses', [/Port dues/]);
    await choose(page, 'Husbandry expenses', [/Crew transportation/]);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('combobox', { name: 'Agents', exact: true }).click();
    const option = page.getByRole('option', { name: new RegExp(AGENT_NAME) }).first();
    await option
      .getByLabel(`Figures of ${AGENT_NAME}`)
      .getByText(/Calls with you [1-9]\d*/)
      .waitFor();
    await screenshot(page, 'agent-scorecards-2-picker');
    await option.click();
    await page.keyboard.press('Escape');
    await page
      .getByLabel("Chosen agents' figures")
      .getByLabel(`Figures of ${AGENT_NAME}`)
      .getByText(/Calls with you [1-9]\d*/)
      .waitFor();
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
