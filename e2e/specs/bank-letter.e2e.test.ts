import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoSidewaysScroll } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';
import { textPdf } from '../support/text-pdf';

// Journey, bank letter: the agent fills a new CHF account in from its bank's letter, changes the
// beneficiary by hand and saves; the buyer's reviewer checks the letter against the typed details,
// sees the beneficiary in red and approves (with a reason: the demo agency is not KYP verified). Set-up through the API: the demo buyer appoints the agent.
const AGENT = 'agent@aegean-agency.example';
const MANAGER = 'manager@nordic-bulk.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await appointedDemoAgent(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'LETTER',
      eta: daysFromToday(24).at(8),
      ets: daysFromToday(26).at(18),
      cargo: 'Grain',
    },
  );
});
afterAll(async () => {
  await browser?.close();
});

const letter = textPdf([
  [
    'UBS Switzerland AG',
    'Confirmation of account details',
    'Account holder: Aegean Port Agency Ltd',
    'IBAN: CH93 0076 2011 6238 5295 7',
    'SWIFT/BIC: UBSWCHZH80A',
    'Bank name: UBS Switzerland AG',
    'Bank address: Bahnhofstrasse 45, 8001 Zurich',
  ],
]);

describe('bank letter', () => {
  it('the agent fills an account in from its letter; the reviewer sees what differs before approving', async () => {
    // The reviewer already has the agents' accounts open: the new account arrives there live.
    const buyer = await openPage(browser);
    await loginThroughForm(buyer.page, MANAGER);
    await dismissCookieBanner(buyer.page);
    await buyer.page.getByRole('link', { name: 'DA tool' }).click();
    await buyer.page.getByRole('link', { name: "Agents' bank accounts" }).click();
    const check = buyer.page.getByRole('button', { name: /^Check .* CHF bank letter$/ }).first();
    await buyer.page.getByRole('table').first().waitFor();
    expect(await check.count()).toBe(0);

    const agent = await openPage(browser);
    await loginThroughForm(agent.page, AGENT);
    await dismissCookieBanner(agent.page);
    await agent.page.getByRole('link', { name: 'Bank accounts' }).click();
    await agent.page.getByRole('button', { name: 'Add bank account' }).click();
    await agent.page.getByLabel('Bank letter to read').setInputFiles({
      name: 'ubs-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await letter.arrayBuffer()),
    });
    await agent.page.getByText('5 of 5 details filled in').waitFor();
    const form = agent.page.getByRole('form', { name: 'New bank account' });
    expect(await form.getByRole('textbox', { name: 'SWIFT / BIC' }).inputValue()).toBe('UBSWCHZH80A');
    expect(await form.getByRole('textbox', { name: 'Bank name' }).inputValue()).toBe('UBS Switzerland AG');
    await agent.page.getByRole('combobox', { name: 'Currency' }).click();
    await agent.page.getByRole('combobox', { name: 'Currency' }).fill('CHF');
    await agent.page.getByRole('option', { name: /^CHF/ }).first().click();
    await form.getByRole('textbox', { name: 'Beneficiary name' }).fill('Aegean Shipping Services');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(agent.pageErrors).toEqual([]);

    // At a laptop's width the row's actions fit the table (they ran past its edge, cut off).
    await expectNoSidewaysScroll(buyer.page);
    await check.click();
    const dialog = buyer.page.getByRole('dialog');
    await dialog.getByText('1 difference').waitFor();
    const differing = dialog.locator('tr[data-different="true"]');
    expect(await differing.count()).toBe(1);
    expect(await differing.textContent()).toContain('Aegean Port Agency Ltd');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    // The demo agency is KYP verified (demo seed): the approval needs no override reason.
    await buyer.page.getByText('Bank account approved', { exact: true }).waitFor();
    expect(buyer.pageErrors).toEqual([]);
    // The agent, still on its accounts, reads the approval without a reload.
    await agent.page
      .getByRole('table', { name: 'Bank accounts' })
      .getByRole('row', { name: 'CHF account at UBS Switzerland AG' })
      .getByText('Approved')
      .waitFor();
  });
});
