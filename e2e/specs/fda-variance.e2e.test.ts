import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { approveAllLines, submittedPda } from '../support/submitted-pda';

// The FDA against its PDA by clicking alone: the agent opens the accepted appointment's
// DA from its list and submits the FDA; the buyer goes from the login page to the FDA's evaluation
// through its dashboard and sees how far each line moved from the PDA. The earlier steps (the
// appointment, the PDA submitted and its lines approved) go through the API: disbursements and
// buyer-da-tool click through those.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
let appointmentId = 0;
let voyageNumber = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const manager = await apiLogin(MANAGER);
  const pda = await submittedPda(
    { manager, agent: await apiLogin(AGENT) },
    {
      port: { search: 'Hamburg', unlocode: 'DEHAM' },
      voyagePrefix: 'VAR',
      eta: daysFromToday(36).at(8),
      ets: daysFromToday(38).at(18),
      cargo: 'Coal',
      currency: 'USD',
      rate: '1',
      bankName: 'Eurobank',
      berth: 'Burchardkai 7',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '2000.00' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '480.40' },
      ],
    },
  );
  await approveAllLines(manager, pda.evaluationId);
  appointmentId = pda.appointmentId;
  voyageNumber = pda.voyageNumber;
});
afterAll(async () => {
  await browser?.close();
});

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** A catalogue line of the port expenses, its amount and its supporting invoice. */
async function addPortLine(page: Page, item: string, amount: string) {
  const section = page.getByRole('region', { name: 'Port expenses' });
  await choose(page, 'Add from catalogue (port expenses)', item, item.slice(0, 8));
  const input = section.getByRole('textbox', { name: `Amount of ${item}` });
  await input.fill(amount);
  await input.blur();
  const row = section.getByRole('row').filter({ hasText: item });
  await row.locator('input[type=file]').setInputFiles(pdf(`${item}.pdf`));
  await row.getByText(`${item}.pdf`).first().waitFor();
}

describe('the FDA against its PDA, by clicking', () => {
  it('the agent submits the FDA from its DA list', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.waitForURL('**/secured/agent/da-tool');
    const daRow = page.getByRole('row').filter({ has: page.getByLabel(`Open DA for appointment ${appointmentId}`) });
    await daRow.getByText('PDA SUBMITTED').waitFor();
    await expectNoHorizontalScroll(page, 'fda-variance-1-agent-list');
    await screenshot(page, 'fda-variance-1-agent-list');

    await page.getByLabel(`Open DA for appointment ${appointmentId}`).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await page.getByRole('button', { name: 'New FDA' }).click();
    await page.getByRole('heading', { name: 'New FDA' }).waitFor();
    await page.getByRole('combobox', { name: 'Terminal' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Berth' }).fill('Burchardkai 7');
    await choose(page, 'Bank account', /Eurobank/);
    await page.getByRole('textbox', { name: 'Sailing date' }).fill(daysFromToday(38).typed);
    await page.locator('input[type=file][name="documents"]').setInputFiles(pdf('sof.pdf'));
    await page.getByText('sof.pdf').first().waitFor();
    // The port dues came out higher than quoted, the pilotage lower.
    await addPortLine(page, 'Port dues / harbour dues', '2300');
    await addPortLine(page, 'Pilotage inward', '400');
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,700.00');
    await expectNoHorizontalScroll(page, 'fda-variance-2-fda-filled');
    await screenshot(page, 'fda-variance-2-fda-filled');

    await page.getByRole('button', { name: 'Submit FDA' }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await expectNoHorizontalScroll(page, 'fda-variance-3-fda-submitted');
    await screenshot(page, 'fda-variance-3-fda-submitted');
    await page.getByRole('link', { name: 'Back to DA tool' }).click();
    await daRow.getByText('FDA SUBMITTED').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the buyer reaches the FDA evaluation from its dashboard and sees the variance per line', async () => {
    expect(voyageNumber, 'runs after the agent submitted the FDA').not.toBe('');
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.waitForURL(/\/secured\/buyer\/dashboard\/port-calls/);
    // Other journeys plan port calls too: the manager looks this voyage up, as a user would.
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    const row = page.getByRole('row').filter({ hasText: voyageNumber }).first();
    const fdaLink = row.getByRole('link', { name: /^FDA #\d+ · to verify$/ });
    await fdaLink.waitFor();
    await page.getByText('1–1 of 1').waitFor();
    await expectNoHorizontalScroll(page, 'fda-variance-4-dashboard');
    await screenshot(page, 'fda-variance-4-dashboard');

    await fdaLink.click();
    await page.getByRole('heading', { name: /^FDA evaluation #\d+/ }).waitFor();
    const variance = page.getByRole('region', { name: 'PDA vs FDA variance' });
    const lines = variance.getByRole('table', { name: 'Variance lines' });
    const dues = lines.getByRole('row').filter({ hasText: 'Port dues / harbour dues' });
    await expect.poll(() => dues.textContent()).toBe('Port dues / harbour dues2,000.002,300.00+300.00');
    const pilotage = lines.getByRole('row').filter({ hasText: 'Pilotage inward' });
    await expect.poll(() => pilotage.textContent()).toBe('Pilotage inward480.40400.00-80.40');
    // The chart draws both DAs side by side.
    await variance.locator('.recharts-bar-rectangle').first().waitFor();
    await variance.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page, 'fda-variance-5-evaluation');
    await screenshot(page, 'fda-variance-5-evaluation');
    expect(pageErrors).toEqual([]);
  });
});
