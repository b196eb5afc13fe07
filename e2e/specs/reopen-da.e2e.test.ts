import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { approveAllLines, submittedPda } from '../support/submitted-pda';

// Reopen DA (issue 47 item 6): support finds an approved DA on the admin console by its number,
// reopens it with a reason, and the buyer, on its own screen, is told and finds the lines back to
// verified. The approved DA itself is set up through the API, as in evaluation-workflow.e2e.test.ts:
// submitting and approving have their own journeys.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const ADMIN = 'admin@portcall.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reopen DA', () => {
  it('support reopens an approved DA with a reason and the buyer sees it reopened', async () => {
    const manager = await apiLogin(MANAGER);
    const da = await submittedPda(
      { manager, agent: await apiLogin(AGENT) },
      {
        port: { search: 'Hamburg', unlocode: 'DEHAM' },
        voyagePrefix: 'RO',
        eta: daysFromToday(30).at(8),
        ets: daysFromToday(31).at(18),
        cargo: 'Grain',
        currency: 'EUR',
        rate: '1',
        bankName: 'Piraeus Bank',
        berth: 'Burchardkai 5',
        lines: [
          { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1500.00' },
          { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '320.00' },
        ],
      },
    );
    await approveAllLines(manager, da.evaluationId);

    // The buyer has the approved DA's evaluation open.
    const buyer = await openPage(browser, LAPTOP);
    await loginThroughForm(buyer.page, MANAGER);
    await dismissCookieBanner(buyer.page);
    await openEvaluationFromDaTool(buyer.page, da.voyageNumber);
    const portLines = buyer.page.getByRole('table', { name: 'Port expenses lines' });
    await expect.poll(() => portLines.getByText('Approved', { exact: true }).count()).toBe(2);

    // Support finds it on the console and reopens it with a reason.
    const admin = await openPage(browser, LAPTOP);
    await loginThroughForm(admin.page, ADMIN);
    await dismissCookieBanner(admin.page);
    await admin.page.getByRole('link', { name: 'Reopen DA', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'Reopen DA', level: 1 }).waitFor();
    await admin.page.getByRole('textbox', { name: 'Find a DA' }).fill(String(da.proformaId));
    const row = admin.page.getByRole('row').filter({ hasText: `#${da.proformaId}` });
    await row.getByText('Approved').waitFor();
    await row.getByRole('button', { name: `Reopen DA #${da.proformaId}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Reopen DA #${da.proformaId}` });
    const confirm = dialog.getByRole('button', { name: 'Reopen DA' });
    expect(await confirm.isDisabled(), 'a reason is needed').toBe(true);
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Port dues were approved at the wrong tariff');
    await confirm.click();
    await row.getByText('In review').waitFor();
    await screenshot(admin.page, 'reopen-da-console');

    // The buyer is told without reloading, and finds the lines back to verified.
    await buyer.page
      .getByText(`DA #${da.proformaId} was reopened by support: Port dues were approved at the wrong tariff`)
      .first()
      .waitFor();
    await openEvaluationFromDaTool(buyer.page, da.voyageNumber);
    await expect.poll(() => portLines.getByText('Verified', { exact: true }).count()).toBe(2);
    expect(await portLines.getByText('Approved', { exact: true }).count()).toBe(0);
    expect(buyer.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
