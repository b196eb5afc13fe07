import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, expectNoSidewaysScroll, LAPTOP } from '../support/layout';
import { accountBalance, money } from '../support/money';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { approveAllLines, choosePaymentDetails, submittedPda } from '../support/submitted-pda';

// Journey: four eyes on a payment. The set-up (the buyer appoints the demo agent at
// Hamburg, the agent accepts and submits a PDA, the buyer approves its lines) goes through the API:
// those screens have their own journeys. Then, in the browser, the demo reviewer requests approval,
// the demo approver approves and pays with a remittance file, and the buyer's dashboard and the
// agent's DA screen show the payment as paid.
const MANAGER = 'manager@nordic-bulk.example';
const REVIEWER = 'reviewer@nordic-bulk.example';
const APPROVER = 'approver@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const ADMIN = 'admin@portcall.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A port call of the demo buyer at Hamburg (the demo's own calls belong to other journeys) with an
 * accepted appointment of the demo agent, a submitted PDA and its two lines approved by the buyer.
 */
async function approvedDa() {
  const manager = await apiLogin(MANAGER);
  const submitted = await submittedPda(
    { manager, agent: await apiLogin(AGENT) },
    {
      port: { search: 'Hamburg', unlocode: 'DEHAM' },
      voyagePrefix: 'FIN',
      eta: daysFromToday(16).at(8),
      ets: daysFromToday(18).at(18),
      cargo: 'Iron ore',
      currency: 'EUR',
      rate: '1',
      bankName: 'Piraeus Bank',
      berth: 'Burchardkai 3',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.50' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '250.25' },
      ],
    },
  );

  await approveAllLines(manager, submitted.evaluationId);
  await choosePaymentDetails(manager, submitted.evaluationId, { currency: 'EUR', dueDate: daysFromToday(30).iso });
  return { appointmentId: submitted.appointmentId, voyageNumber: submitted.voyageNumber };
}

/** The row of the payment of the Hamburg DA in the visible table. */
const hamburgRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Hamburg' }).first();

describe('financial', () => {
  it('a reviewer requests approval, an approver approves and pays, everyone sees it paid', async () => {
    const { appointmentId, voyageNumber } = await approvedDa();

    // ---- the reviewer ----
    const reviewer = await openPage(browser, LAPTOP);
    const rpage = reviewer.page;
    await loginThroughForm(rpage, REVIEWER);
    await dismissCookieBanner(rpage);
    await rpage.getByRole('link', { name: 'Financial' }).click();
    await rpage.getByRole('heading', { name: 'Payments' }).waitFor();
    await rpage.getByText('You are a reviewer').waitFor();
    const draftRow = hamburgRow(rpage);
    await draftRow.getByText('Draft').waitFor();
    await expect.poll(() => draftRow.textContent()).toContain('EUR 1,250.75');
    // A reviewer cannot approve or pay.
    expect(await draftRow.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectNoHorizontalScroll(rpage, 'financial-reviewer-awaiting');
    await screenshot(rpage, 'financial-reviewer-awaiting');
    await draftRow.getByRole('button', { name: 'Request approval' }).click();
    await rpage.getByText(/Approval requested for payment #\d+/).waitFor();
    await rpage.getByRole('tab', { name: 'History' }).click();
    await hamburgRow(rpage).getByText('Pending approval').waitFor();
    expect(reviewer.pageErrors).toEqual([]);

    // ---- the approver ----
    const approver = await openPage(browser, LAPTOP);
    const apage = approver.page;
    await loginThroughForm(apage, APPROVER);
    await dismissCookieBanner(apage);
    await apage.getByRole('link', { name: 'Financial' }).click();
    await apage.getByText('You are an approver').waitFor();
    // The demo and other journeys pay in EUR too: the balance before this payment.
    await apage.getByRole('tab', { name: 'Cash flow' }).click();
    const balanceBefore = await accountBalance(apage, 'EUR');
    await apage.getByRole('tab', { name: /Awaiting/ }).click();
    const pending = hamburgRow(apage);
    await pending.getByText('Pending approval').waitFor();
    await pending.getByRole('checkbox', { name: /Select payment/ }).check();
    await apage.getByRole('button', { name: 'Approve selected (1)' }).click();
    await apage.getByText('1 payment(s) approved').waitFor();
    const approved = hamburgRow(apage);
    await approved.getByText('Approved', { exact: true }).waitFor();
    // The approver's rows carry the most actions (Pay, Back for review, the advice): all in sight.
    await expectNoSidewaysScroll(apage);
    await approved.getByRole('button', { name: 'Pay' }).click();

    const dialog = apage.getByRole('dialog');
    await dialog.getByText('Remittance documents').waitFor();
    const amount = dialog.getByRole('textbox', { name: /Remitted amount/ });
    await expect.poll(() => amount.inputValue()).toBe('1,250.75');
    // Less than 95 % of the approved total: recorded, with a warning.
    await amount.fill('1100.00');
    await amount.blur();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'remittance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% remittance\n%%EOF\n'),
    });
    await dialog.getByText('remittance.pdf').first().waitFor();
    await expectNoHorizontalScroll(apage, 'financial-approver-pay');
    await screenshot(apage, 'financial-approver-pay');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const warning = apage.getByRole('alert').filter({ hasText: 'was recorded with a warning' });
    await warning.getByText(/below 95%|95%/).waitFor();

    await apage.getByRole('tab', { name: 'History' }).click();
    const paid = hamburgRow(apage);
    await paid.getByText('Paid', { exact: true }).waitFor();
    await expect.poll(() => paid.textContent()).toContain('EUR 1,100.00');
    await expectNoHorizontalScroll(apage, 'financial-approver-history');
    await screenshot(apage, 'financial-approver-history');

    await apage.getByRole('tab', { name: 'Cash flow' }).click();
    await apage
      .getByLabel('EUR account')
      .getByText(money('EUR', balanceBefore + 110000n))
      .waitFor();
    await expect.poll(() => apage.locator('.recharts-line').count()).toBeGreaterThan(0);
    // The buyer's warning percentage (default 95) is the approver's to change.
    const settings = apage.getByRole('region', { name: 'Remittance warning' });
    const warnBelow = settings.getByRole('textbox', { name: 'Warn below (%)' });
    await expect.poll(() => warnBelow.inputValue()).toBe('95.00');
    await expectNoHorizontalScroll(apage, 'financial-cash-flow');
    await screenshot(apage, 'financial-cash-flow');
    expect(approver.pageErrors).toEqual([]);

    // ---- the buyer's dashboard ----
    const manager = await openPage(browser, LAPTOP);
    const mpage = manager.page;
    await loginThroughForm(mpage, MANAGER);
    await dismissCookieBanner(mpage);
    await mpage.waitForURL(/\/secured\/buyer\/dashboard\/port-calls/);
    // Other journeys plan port calls too: the manager looks this voyage up, as a user would.
    await mpage.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    await mpage.getByRole('row').filter({ hasText: voyageNumber }).first().getByText('Paid', { exact: true }).waitFor();
    await expectNoHorizontalScroll(mpage, 'financial-dashboard-paid');
    await screenshot(mpage, 'financial-dashboard-paid');
    expect(manager.pageErrors).toEqual([]);

    // ---- the agent ----
    const agent = await openPage(browser, LAPTOP);
    const gpage = agent.page;
    await loginThroughForm(gpage, AGENT);
    await dismissCookieBanner(gpage);
    // The DA tool list shows the DA paid and leads to it.
    const daRow = gpage.getByRole('row').filter({ has: gpage.getByLabel(`Open DA for appointment ${appointmentId}`) });
    await daRow.getByText('PDA PAID').waitFor();
    await daRow.getByLabel(`Open DA for appointment ${appointmentId}`).click();
    await gpage.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await gpage.getByText(/Paid EUR 1,100\.00/).waitFor();
    await expectNoHorizontalScroll(gpage, 'financial-agent-paid');
    await screenshot(gpage, 'financial-agent-paid');
    expect(agent.pageErrors).toEqual([]);
  }, 240_000);

  it('the administrator sees a buyer payments and cash flow and adjusts its balance with a reason', async () => {
    const admin = await openPage(browser, LAPTOP);
    const page = admin.page;
    await loginThroughForm(page, ADMIN);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Financial', exact: true }).click();
    await page.getByRole('heading', { name: 'Financial' }).waitFor();
    const buyer = page.getByRole('combobox', { name: 'Buyer' });
    await buyer.click();
    await buyer.fill('Nordic');
    await page
      .getByRole('option', { name: /Nordic Bulk/ })
      .first()
      .click();
    const balanceBefore = await accountBalance(page, 'EUR');
    const adjust = page.getByRole('region', { name: 'Adjust balance' });
    await adjust.getByRole('textbox', { name: 'Amount' }).fill('150.75');
    await adjust.getByRole('textbox', { name: 'Amount' }).blur();
    const submit = adjust.getByRole('button', { name: 'Adjust balance' });
    expect(await submit.isDisabled(), 'a reason is required').toBe(true);
    await adjust.getByRole('textbox', { name: 'Reason' }).fill('Bank charges refunded by the agent');
    await submit.click();
    await page
      .getByLabel('EUR account')
      .getByText(money('EUR', balanceBefore + 15075n))
      .waitFor();
    await page.getByRole('row').filter({ hasText: 'Bank charges refunded' }).waitFor();
    await expectNoHorizontalScroll(page, 'financial-admin');
    await screenshot(page, 'financial-admin');
    expect(admin.pageErrors).toEqual([]);
  }, 120_000);
});
