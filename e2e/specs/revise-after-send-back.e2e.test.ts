import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// Journey, revise in place (issue 47 item 4): the agent submits a PDA by clicking; the buyer, in a
// browser of its own, verifies the agency fee and sends pilotage back with a comment; the agent sees
// which line and why on the DA page, revises that line in the same DA and submits again; the buyer
// finds the change highlighted and its verification of the agency fee kept. The one prior step, the
// appointment at Koper accepted by the demo agent, goes through the API.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const COMMENT = 'The pilotage tariff for this size is 1,400.00';

let browser: Browser;
let appointmentId = 0;
let voyageNumber = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const appointed = await appointedDemoAgent(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Koper', unlocode: 'SIKOP' },
      voyagePrefix: 'RV',
      eta: daysFromToday(12).at(8),
      ets: daysFromToday(14).at(18),
      cargo: 'Steel coils',
    },
  );
  appointmentId = appointed.appointmentId;
  voyageNumber = appointed.voyageNumber;
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

async function typeAmount(page: Page, section: string, item: string, amount: string) {
  const input = page.getByRole('region', { name: section }).getByRole('textbox', { name: `Amount of ${item}` });
  await input.fill(amount);
  await input.blur();
}

async function addLine(page: Page, section: string, item: string, amount: string) {
  await choose(page, `Add from catalogue (${section.toLowerCase()})`, item, item.slice(0, 8));
  await typeAmount(page, section, item, amount);
  const row = page.getByRole('region', { name: section }).getByRole('row').filter({ hasText: item });
  await row.locator('input[type=file]').setInputFiles(pdf(`${item}.pdf`));
  await row.getByText(`${item}.pdf`).first().waitFor();
}

/** The buyer's line of a section of the evaluation. */
const lineRow = (page: Page, section: string, line: string) =>
  page.getByRole('region', { name: section }).getByRole('row').filter({ hasText: line });

async function lineAction(page: Page, line: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${line}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('revise after send back', () => {
  it('the agent revises the sent-back line in place; the buyer sees the change and keeps its verification', async () => {
    // ---- the agent submits the PDA by clicking ----
    const agent = await openPage(browser);
    await loginThroughForm(agent.page, AGENT);
    await dismissCookieBanner(agent.page);
    await agent.page.getByRole('link', { name: `Prepare PDA for appointment ${appointmentId}` }).click();
    await agent.page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await agent.page.getByRole('combobox', { name: 'Terminal' }).fill('Luka Koper Bulk Terminal');
    await agent.page.getByRole('combobox', { name: 'Berth' }).fill('Pier 2');
    await choose(agent.page, 'Bank account', /Eurobank/);
    await addLine(agent.page, 'Port expenses', 'Pilotage inward', '1500.00');
    await addLine(agent.page, 'Agency expenses', 'Agency fee', '1000.00');
    await expect.poll(() => agent.page.getByLabel('DA total').textContent()).toBe('USD 2,500.00');
    await agent.page.getByRole('button', { name: 'Submit PDA' }).click();
    await agent.page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });

    // ---- the buyer, in its own browser, verifies the agency fee and sends pilotage back ----
    const buyer = await openPage(browser);
    await loginThroughForm(buyer.page, MANAGER);
    await dismissCookieBanner(buyer.page);
    await openEvaluationFromDaTool(buyer.page, voyageNumber);
    await buyer.page.getByRole('heading', { name: /PDA evaluation #\d+/ }).waitFor();
    const dialog = buyer.page.getByRole('dialog');
    // Verify sits on the line itself, not in its menu.
    await buyer.page.getByRole('button', { name: 'Verify Agency fee', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Verified amount' }).fill('1000.00');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await lineRow(buyer.page, 'Agency expenses', 'Agency fee').getByText('Verified').waitFor();
    await lineAction(buyer.page, 'Pilotage inward', 'Back for review');
    await buyer.page.getByRole('textbox', { name: 'Comments for the agent' }).fill(COMMENT);
    await buyer.page.getByRole('button', { name: 'Send back for review' }).click();
    await lineRow(buyer.page, 'Port expenses', 'Pilotage inward').getByText('Back for review').waitFor();

    // ---- the agent sees which line went back and why, on the DA page ----
    await agent.page.getByRole('link', { name: 'Back to DA tool' }).click();
    await agent.page.getByLabel(`Open DA for appointment ${appointmentId}`).click();
    const sentBack = agent.page.getByRole('region', { name: 'Sent back for review' });
    await sentBack.getByText(COMMENT, { exact: false }).waitFor();
    expect(await sentBack.getByRole('listitem').allTextContents()).toEqual([
      `Pilotage inward (USD 1,500.00): ${COMMENT}`,
    ]);
    await screenshot(agent.page, 'revise-1-sent-back');

    // ---- the agent revises that line in the same DA and submits again ----
    await agent.page.getByRole('button', { name: 'Revise PDA' }).click();
    await agent.page.getByRole('heading', { name: /PDA #\d+ · revision 2/ }).waitFor();
    // Lines and files are carried over; the sent-back comment stays in sight while editing.
    await agent.page.getByRole('region', { name: 'Agency expenses' }).getByText('Agency fee.pdf').first().waitFor();
    await sentBack.getByText(COMMENT, { exact: false }).waitFor();
    await typeAmount(agent.page, 'Port expenses', 'Pilotage inward', '1400.00');
    await expect.poll(() => agent.page.getByLabel('DA total').textContent()).toBe('USD 2,400.00');
    await agent.page.getByRole('button', { name: 'Submit PDA' }).click();
    await agent.page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await agent.page.getByRole('region', { name: 'Sent back for review' }).waitFor({ state: 'hidden' });

    // ---- the buyer opens the DA again: the change is highlighted, its verification kept ----
    await openEvaluationFromDaTool(buyer.page, voyageNumber);
    const changes = buyer.page.getByRole('region', { name: 'Changes in this revision' });
    await changes.getByText('Revision 2: what the agent changed').waitFor();
    expect(await changes.getByRole('row').allTextContents()).toEqual([
      'ExpenseChangeBefore (USD)Now (USD)',
      'Pilotage inwardChanged1,500.001,400.00',
    ]);
    await lineRow(buyer.page, 'Port expenses', 'Pilotage inward')
      .getByLabel('Changed in revision 2: 1,500.00 → 1,400.00')
      .waitFor();
    await lineRow(buyer.page, 'Port expenses', 'Pilotage inward').getByText('Pending').waitFor();
    await lineRow(buyer.page, 'Agency expenses', 'Agency fee').getByText('Verified').waitFor();
    expect(await lineRow(buyer.page, 'Agency expenses', 'Agency fee').getByText('Changed').count()).toBe(0);
    await screenshot(buyer.page, 'revise-2-buyer-sees-change');
    expect(agent.pageErrors).toEqual([]);
    expect(buyer.pageErrors).toEqual([]);
    // Two people in two browsers through a whole revision: longer than one person's journey.
  }, 420_000);
});
