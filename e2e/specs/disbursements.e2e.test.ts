import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { attach, pdf } from '../support/da-editor';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, expectNoSidewaysScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent's DA journey by clicking alone: from the login page to the DA tool, accepting the
// appointment, the PDA (with the mistakes a person makes on the way), the list showing its state,
// then the FDA. The one prior step, the buyer appointing the demo agent at Koper (a port that lists
// no terminals), goes through the API; the buyer's side has its own journeys.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const TERMINAL = 'Luka Koper Container Terminal';

let browser: Browser;
/** Shared by the PDA and FDA journeys. */
let appointmentId = 0;
let agentToken = '';
beforeAll(async () => {
  browser = await launchBrowser();
  agentToken = await apiLogin(AGENT);
  const appointed = await appointedDemoAgent(
    { manager: await apiLogin(MANAGER), agent: agentToken },
    {
      port: { search: 'Koper', unlocode: 'SIKOP' },
      voyagePrefix: 'KP',
      eta: daysFromToday(6).at(8),
      ets: daysFromToday(8).at(18),
      cargo: 'Steel coils',
    },
    {
      accept: false,
      // A long message with a word longer than the card is wide (a reference, a link) must wrap.
      instructions: `Please book the pilot early. Reference: ${'KOPERSTEELCOILS'.repeat(12)}. ${'Berth window as agreed with the terminal. '.repeat(8)}`,
    },
  );
  appointmentId = appointed.appointmentId;
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function typeAmount(page: Page, section: string, item: string, amount: string) {
  const input = page.getByRole('region', { name: section }).getByRole('textbox', { name: `Amount of ${item}` });
  await input.fill(amount);
  await input.blur();
}

async function addLine(page: Page, section: string, item: string) {
  await choose(page, `Add from catalogue (${section.toLowerCase()})`, item, item.slice(0, 8));
  await page
    .getByRole('region', { name: section })
    .getByRole('textbox', { name: `Amount of ${item}` })
    .waitFor();
}

const daRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByLabel(`Open DA for appointment ${appointmentId}`) });

describe('the agent DA journey, by clicking', () => {
  it('accepts the appointment, is refused with messages that name the place, and submits the PDA', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.waitForURL('**/secured/agent/da-tool');
    // The letter of appointment first: its long message stays inside the card.
    await page.getByRole('link', { name: `Official preview of appointment ${appointmentId}` }).click();
    await page.getByText('Letter of appointment').waitFor();
    await page.getByText(/Please book the pilot early/).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoHorizontalScroll(page, 'disbursements-0-official-preview');
    await screenshot(page, 'disbursements-0-official-preview');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: `Accept appointment ${appointmentId}` }).click();
    await page.getByRole('link', { name: `Prepare PDA for appointment ${appointmentId}` }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoHorizontalScroll(page, 'disbursements-1-da-tool-accepted');
    await screenshot(page, 'disbursements-1-da-tool-accepted');

    await page.getByRole('link', { name: `Prepare PDA for appointment ${appointmentId}` }).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await page.getByText('Koper').first().waitFor();

    // Koper lists no terminals: the agent types the one it uses.
    await page.getByRole('combobox', { name: 'Terminal' }).fill(TERMINAL);
    await page.getByRole('combobox', { name: 'Berth' }).fill('Pier 7A');
    await choose(page, 'Bank account', /Eurobank/);

    await addLine(page, 'Port expenses', 'Pilotage inward');
    await addLine(page, 'Agency expenses', 'Agency fee');
    // An amount is never cut: too many decimals stay as typed and the field says why.
    await typeAmount(page, 'Port expenses', 'Pilotage inward', '1500.555');
    await page.getByText('USD amounts have at most 2 decimals').waitFor();
    await typeAmount(page, 'Port expenses', 'Pilotage inward', '99999999999999');
    await page.getByText('Please enter an amount up to 9,999,999,999,999.99!').waitFor();
    await expectNoHorizontalScroll(page, 'disbursements-2-amount-refused');
    await screenshot(page, 'disbursements-2-amount-refused');
    await typeAmount(page, 'Port expenses', 'Pilotage inward', '1500.55');
    await typeAmount(page, 'Agency expenses', 'Agency fee', '1000');
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,500.55');
    await attach(page, 'Port expenses', 'Pilotage inward');

    // The agency fee has no invoice yet: the submit is refused naming the line, and nothing is saved.
    await page.getByRole('button', { name: 'Submit PDA' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'An attachment is missing' });
    await alert.getByText('Agency fee (Agency expenses): An attachment is missing').waitFor();
    await expectNoHorizontalScroll(page, 'disbursements-3-attachment-missing');
    await screenshot(page, 'disbursements-3-attachment-missing');
    expect(await api<unknown[]>(agentToken, `/secured/agent/appointment/${appointmentId}/proformas`)).toEqual([]);

    await attach(page, 'Agency expenses', 'Agency fee');
    await page.getByRole('button', { name: 'Submit PDA' }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,500.55');
    await expectNoHorizontalScroll(page, 'disbursements-4-pda-submitted');
    await screenshot(page, 'disbursements-4-pda-submitted');

    await page.getByRole('link', { name: 'Back to DA tool' }).click();
    await daRow(page).getByText('PDA SUBMITTED').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoHorizontalScroll(page, 'disbursements-5-list-pda-submitted');
    await screenshot(page, 'disbursements-5-list-pda-submitted');
    expect(pageErrors).toEqual([]);
  });

  it('opens the DA again from the list and submits the FDA at the terminal it named before', async () => {
    expect(appointmentId, 'runs after the PDA journey').toBeGreaterThan(0);
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.getByLabel(`Open DA for appointment ${appointmentId}`).click();
    await page.getByRole('button', { name: 'New FDA' }).click();
    await page.getByRole('heading', { name: 'New FDA' }).waitFor();

    // The terminal typed on the PDA is now one of the port's.
    await page.getByRole('combobox', { name: 'Terminal' }).click();
    await page.getByRole('option', { name: TERMINAL }).click();
    await page.getByRole('combobox', { name: 'Berth' }).fill('Pier 7A');
    await choose(page, 'Bank account', /Eurobank/);
    await page.getByRole('textbox', { name: 'Sailing date' }).fill(daysFromToday(8).typed);
    await page.locator('input[type=file][name="documents"]').setInputFiles(pdf('sof.pdf'));
    await page.getByText('sof.pdf').first().waitFor();
    await addLine(page, 'Port expenses', 'Pilotage inward');
    await typeAmount(page, 'Port expenses', 'Pilotage inward', '1650');
    await attach(page, 'Port expenses', 'Pilotage inward');
    await expectNoHorizontalScroll(page, 'disbursements-6-fda-filled');
    await screenshot(page, 'disbursements-6-fda-filled');
    await page.getByRole('button', { name: 'Submit FDA' }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: 'Sailing date' }).inputValue()).toBe(daysFromToday(8).typed);
    await expectNoHorizontalScroll(page, 'disbursements-7-fda-submitted');
    await screenshot(page, 'disbursements-7-fda-submitted');

    await page.getByRole('link', { name: 'Back to DA tool' }).click();
    await daRow(page).getByText('FDA SUBMITTED').waitFor();
    await daRow(page).getByText('PDA SUBMITTED').waitFor();
    await expectNoHorizontalScroll(page, 'disbursements-8-list-fda-submitted');
    await screenshot(page, 'disbursements-8-list-fda-submitted');
    expect(pageErrors).toEqual([]);
  });
});
