import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent's bank accounts by clicking alone: from the DA tool to its accounts, which the demo
// ships approved in USD and EUR; a new GBP account with its bank letter waits for approval, and the
// IBAN and BIC are checked before anything is sent.
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
let voyageNumber: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // A prior step: the demo buyer appoints the demo agent, who accepts (other journeys click that).
  ({ voyageNumber } = await appointedDemoAgent(
    { manager: await apiLogin('manager@nordic-bulk.example'), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'BANK',
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      cargo: 'Grain',
    },
  ));
});
afterAll(async () => {
  await browser?.close();
});

async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('the agent bank accounts', () => {
  it('adds a GBP account with a document, sees it pending approval and not offered on a DA', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Bank accounts' }).click();
    await page.getByRole('heading', { name: 'Bank accounts' }).waitFor();
    const table = page.getByRole('table', { name: 'Bank accounts' });
    await table.getByRole('row', { name: 'USD account at Eurobank' }).getByText('Approved').waitFor();
    await table.getByRole('row', { name: 'EUR account at Piraeus Bank' }).getByText('Approved').waitFor();
    await expectNoHorizontalScroll(page, 'bank-accounts-1-list');
    await screenshot(page, 'bank-accounts-1-list');

    await page.getByRole('button', { name: 'Add bank account' }).click();
    const form = page.getByRole('form', { name: 'New bank account' });
    await choose(page, 'Currency', /^GBP/, 'GBP');
    await form.getByRole('textbox', { name: 'Bank name' }).fill('Barclays Bank');
    await form.getByRole('textbox', { name: 'Beneficiary name' }).fill('Aegean Port Agency');
    await form.getByRole('textbox', { name: 'IBAN / account number' }).fill('12 3456 7890');
    await form.getByRole('textbox', { name: 'SWIFT / BIC' }).fill('barc');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await form.getByText('Please insert a valid IBAN!').waitFor();
    await form.getByText('Please insert a valid SWIFT/BIC code').waitFor();
    await expectNoHorizontalScroll(page, 'bank-accounts-2-refused');
    await screenshot(page, 'bank-accounts-2-refused');

    await form.getByRole('textbox', { name: 'IBAN / account number' }).fill('GB33 BUKB 2020 1555 5555 55');
    await form.getByRole('textbox', { name: 'SWIFT / BIC' }).fill('BARCGB22');
    await form.locator('input[type=file]').setInputFiles({
      name: 'bank-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% bank letter\n%%EOF\n'),
    });
    await form.getByText('bank-letter.pdf').first().waitFor();
    await expectNoHorizontalScroll(page, 'bank-accounts-3-filled');
    await screenshot(page, 'bank-accounts-3-filled');
    await form.getByRole('button', { name: 'Add bank account' }).click();
    await form.waitFor({ state: 'hidden' });

    const added = table.getByRole('row', { name: 'GBP account at Barclays Bank' });
    await added.getByText('Pending approval').waitFor();
    expect(await added.getByText('1 file(s)').count()).toBe(1);
    await expectNoHorizontalScroll(page, 'bank-accounts-4-pending');
    await screenshot(page, 'bank-accounts-4-pending');

    // Pending, it cannot go on a DA: the form says so and leads back to the accounts.
    await page.getByRole('link', { name: 'Back to DA tool' }).click();
    const piraeus = page.getByRole('row').filter({ hasText: voyageNumber });
    await piraeus.getByRole('link', { name: /^Prepare PDA for appointment / }).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await choose(page, 'Currency', /^GBP/, 'GBP');
    await page.getByRole('combobox', { name: 'Bank account' }).click();
    const pending = page.getByRole('option', { name: /Barclays Bank .*\(pending approval\)/ });
    expect(await pending.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByText('Submit needs an approved bank account in GBP.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit PDA' }).getAttribute('aria-disabled')).toBe('true');
    await expectNoHorizontalScroll(page, 'bank-accounts-5-da-needs-approved');
    await screenshot(page, 'bank-accounts-5-da-needs-approved');
    await page
      .getByText('Submit needs an approved bank account in GBP.')
      .getByRole('link', { name: 'Bank accounts' })
      .click();
    await page.getByRole('heading', { name: 'Bank accounts' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
