import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { downloadByClicking } from '../support/download';
import { expectNoHorizontalScroll, expectNoSidewaysScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { approveAllLines, submittedPda } from '../support/submitted-pda';

// The buyer's side of the DA journey by clicking alone: the finance team's work queue leads into
// the evaluation of a submitted DA; payment instructions are set up on the Financial page, chosen
// on the evaluation, and the payment requested there is finished by the reviewer and the approver
// on the Financial page. The set-up (port call, appointment, the agent's PDA, the buyer's line
// approvals) goes through the API: those steps have their own journeys.
const MANAGER = 'manager@nordic-bulk.example';
const USER = 'user@nordic-bulk.example';
const REVIEWER = 'reviewer@nordic-bulk.example';
const APPROVER = 'approver@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A submitted PDA of the demo buyer at Piraeus (inside the demo user's Mediterranean region rule),
 * in USD, on a voyage of its own.
 */
const piraeusPda = async (voyagePrefix: string) =>
  submittedPda(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix,
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      cargo: 'Coal',
      currency: 'USD',
      rate: '1',
      bankName: 'Piraeus Bank',
      berth: 'Berth 7',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1850.00' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '420.30' },
      ],
    },
  );

/** Opens a page that records console errors beside uncaught ones: a journey page shows neither. */
async function openJourneyPage() {
  const opened = await openPage(browser, LAPTOP);
  const consoleErrors: string[] = [];
  opened.page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  // The console names no address; the failed answer does.
  opened.page.on('response', (r) => {
    if (r.status() >= 400) consoleErrors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return { ...opened, consoleErrors };
}

/** The DA tool's row of one voyage, found with the queue's search. */
async function queueRow(page: Page, voyageNumber: string) {
  await page.getByRole('searchbox', { name: 'Vessel, port, agent or voyage' }).fill(voyageNumber);
  const row = page.getByRole('row').filter({ hasText: voyageNumber });
  await row.first().waitFor();
  return row.first();
}

describe('buyer DA tool', () => {
  it('a buyer user lands on the work queue, sees the submitted DA and clicks into its evaluation', async () => {
    const da = await piraeusPda('DAQ');
    const { page, pageErrors, consoleErrors } = await openJourneyPage();
    await loginThroughForm(page, USER);
    await dismissCookieBanner(page);
    await page.waitForURL(/\/secured\/buyer\/da-tool$/);
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await page.getByRole('button', { name: /^To evaluate \d+/ }).waitFor();
    await expectNoHorizontalScroll(page, 'buyer-da-tool-1-queue');
    await screenshot(page, 'buyer-da-tool-1-queue');

    const row = await queueRow(page, da.voyageNumber);
    await row.getByText('To evaluate').waitFor();
    await expect.poll(() => row.textContent()).toContain('USD 2,270.30');
    expect(await row.textContent()).toContain('Aegean Port Agency');
    await expectNoHorizontalScroll(page, 'buyer-da-tool-2-search');
    // The queue's row, its figures and "Open evaluation" all in sight at a laptop's width.
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'buyer-da-tool-2-search');

    await row.getByRole('link', { name: /Open evaluation/ }).click();
    await page.getByRole('heading', { name: `PDA evaluation #${da.evaluationId}` }).waitFor();
    const context = page.getByTestId('evaluation-context');
    await expect.poll(() => context.textContent()).toContain(`V. ${da.voyageNumber} at Piraeus`);
    expect(await context.textContent()).toContain('Aegean Port Agency');
    expect(await page.getByText('Berth Berth').count()).toBe(0);
    // The agent's files open from the evaluation.
    const attachments = page.getByRole('region', { name: "Agent's attachments" });
    const download = await downloadByClicking(page, attachments.getByRole('button', { name: 'Open PORT_DUES.pdf' }));
    expect(download.suggestedFilename()).toBe('PORT_DUES.pdf');
    await expectNoHorizontalScroll(page, 'buyer-da-tool-3-evaluation');
    await screenshot(page, 'buyer-da-tool-3-evaluation');

    await page.getByRole('link', { name: '← DA tool' }).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('the manager sets up payment instructions and requests payment; reviewer and approver finish it', async () => {
    const da = await piraeusPda('PAY');
    await approveAllLines(await apiLogin(MANAGER), da.evaluationId);
    const instructionName = `USD account ${da.voyageNumber}`;

    // ---- the manager: instructions on the Financial page, then the evaluation ----
    const manager = await openJourneyPage();
    const mpage = manager.page;
    await loginThroughForm(mpage, MANAGER);
    await dismissCookieBanner(mpage);
    // The evaluation first, as a manager would: nothing to pay from yet, so off to the Financial page.
    await mpage.getByRole('link', { name: 'DA tool' }).click();
    await (await queueRow(mpage, da.voyageNumber)).getByRole('link', { name: /Open evaluation/ }).click();
    const payment = mpage.getByRole('region', { name: 'Payment' });
    await payment.getByText('Save the payment instructions first').waitFor();
    await mpage.getByRole('link', { name: 'Open the Financial page' }).click();
    await mpage.getByRole('tab', { name: 'Payment instructions' }).click();
    await mpage.getByRole('button', { name: 'Add payment instructions' }).first().click();
    const form = mpage.getByRole('form', { name: 'New payment instructions' });
    await form.getByRole('textbox', { name: 'Name' }).fill(instructionName);
    await choose(mpage, form.getByRole('combobox', { name: 'Currency' }), 'USD');
    await form.getByRole('textbox', { name: 'Bank' }).fill('DNB Bank');
    await form.getByRole('textbox', { name: 'Account holder' }).fill('Nordic Bulk Carriers');
    await form.getByRole('textbox', { name: 'IBAN' }).fill('NO93 8601 1117 947');
    await form.getByRole('textbox', { name: 'SWIFT/BIC' }).fill('DNBANOKK');
    await choose(mpage, form.getByRole('combobox', { name: 'Reviewer' }), 'Sofie Dahl');
    await choose(mpage, form.getByRole('combobox', { name: 'Approver' }), 'Henrik Berg');
    await expectNoHorizontalScroll(mpage, 'payment-instructions-1-form');
    await screenshot(mpage, 'payment-instructions-1-form');
    await form.getByRole('button', { name: 'Add instructions' }).click();
    await mpage.getByText(`${instructionName} added`).waitFor();
    const instructionRow = mpage.getByRole('row').filter({ hasText: instructionName });
    await instructionRow.getByText('Sofie Dahl').waitFor();
    await expectNoHorizontalScroll(mpage, 'payment-instructions-2-list');
    await screenshot(mpage, 'payment-instructions-2-list');

    await mpage.getByRole('link', { name: 'DA tool' }).click();
    const row = await queueRow(mpage, da.voyageNumber);
    await row.getByText('Approved').waitFor();
    await row.getByRole('link', { name: /Open evaluation/ }).click();
    // The choices read when the evaluation was first open within the cache's 30 s now hold the new
    // instructions (a live change of them reaches the adder's own screens too).
    await payment.getByText('Save the payment instructions first').waitFor();
    await choose(mpage, payment.getByRole('combobox', { name: 'Payment instructions' }), new RegExp(instructionName));
    await payment.getByRole('button', { name: 'Save instructions' }).click();
    await mpage.getByText('Payment instructions saved').waitFor();
    await payment.getByRole('textbox', { name: 'Payment due date' }).fill(daysFromToday(30).typed);
    await payment.getByRole('button', { name: 'Save due date' }).click();
    await mpage.getByText('Payment due date saved').waitFor();
    await payment.getByRole('button', { name: 'Request payment' }).click();
    await mpage.getByText('Payment sent to Sofie Dahl for review').waitFor();
    await payment
      .getByTestId('payment-next-step')
      .getByText(/Requested: Sofie Dahl requests its approval/)
      .waitFor();
    // Requested once: the panel offers nothing more, and says why.
    expect(await payment.getByRole('button', { name: 'Request payment' }).isDisabled()).toBe(true);
    await payment.getByText('The payment is already requested').waitFor();
    await expectNoHorizontalScroll(mpage, 'payment-instructions-3-requested');
    await screenshot(mpage, 'payment-instructions-3-requested');
    expect(manager.pageErrors).toEqual([]);
    expect(manager.consoleErrors).toEqual([]);

    // ---- the reviewer named in the instructions ----
    const reviewer = await openJourneyPage();
    const rpage = reviewer.page;
    await loginThroughForm(rpage, REVIEWER);
    await dismissCookieBanner(rpage);
    await rpage.getByRole('link', { name: 'Financial' }).click();
    const toReview = rpage.getByRole('row').filter({ hasText: da.voyageNumber });
    await toReview.getByText('Draft').waitFor();
    await expectNoHorizontalScroll(rpage, 'payment-instructions-4-reviewer');
    await screenshot(rpage, 'payment-instructions-4-reviewer');
    await toReview.getByRole('button', { name: 'Request approval' }).click();
    await rpage.getByText(/Approval requested for payment #\d+/).waitFor();
    expect(reviewer.pageErrors).toEqual([]);

    // ---- the approver named in the instructions ----
    const approver = await openJourneyPage();
    const apage = approver.page;
    await loginThroughForm(apage, APPROVER);
    await dismissCookieBanner(apage);
    await apage.getByRole('link', { name: 'Financial' }).click();
    const toApprove = apage.getByRole('row').filter({ hasText: da.voyageNumber });
    await toApprove.getByText('Pending approval').waitFor();
    await toApprove.getByRole('button', { name: 'Approve' }).click();
    await apage.getByText(/Payment #\d+ approved/).waitFor();
    await toApprove.getByRole('button', { name: 'Pay' }).click();
    const dialog = apage.getByRole('dialog');
    await dialog.getByText('Remittance documents').waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Paid date' }).inputValue())
      .toBe(daysFromToday(0).typed);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'remittance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% remittance\n%%EOF\n'),
    });
    await dialog.getByText('remittance.pdf').first().waitFor();
    await expectNoHorizontalScroll(apage, 'payment-instructions-5-pay');
    await screenshot(apage, 'payment-instructions-5-pay');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await apage.getByRole('tab', { name: 'History' }).click();
    await apage.getByRole('row').filter({ hasText: da.voyageNumber }).getByText('Paid', { exact: true }).waitFor();
    await expectNoHorizontalScroll(apage, 'payment-instructions-6-paid');
    await screenshot(apage, 'payment-instructions-6-paid');
    expect(approver.pageErrors).toEqual([]);
  }, 240_000);

  it('the manager approves an agent bank account and records its verbal verification', async () => {
    // The agent's own screen for saving accounts has its own journey: here it is a prior step.
    await appointDemoAgent();
    const bankName = `Alpha Bank ${Date.now() % 1_000_000}`;
    await api(await apiLogin(AGENT), '/secured/bank-account/save', {
      method: 'POST',
      body: {
        currency: 'EUR',
        bankName,
        beneficiaryName: 'Aegean Port Agency',
        iban: 'GR1601101250000000012300695',
        swift: 'CRBAGRAA',
      },
    });

    const { page, pageErrors, consoleErrors } = await openJourneyPage();
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'DA tool' }).click();
    await page.getByRole('link', { name: "Agents' bank accounts" }).click();
    await page.getByRole('heading', { name: "Agents' bank accounts" }).waitFor();
    const pending = page.getByRole('row').filter({ hasText: bankName });
    await pending.getByText('Pending approval').waitFor();
    await expectNoHorizontalScroll(page, 'bank-accounts-1-pending');
    await screenshot(page, 'bank-accounts-1-pending');
    // The demo agency is KYP verified (demo seed): the approval needs no override reason.
    await pending.getByRole('button', { name: /^Approve / }).click();
    await page.getByText('Bank account approved', { exact: true }).waitFor();
    await pending.waitFor({ state: 'detached' });

    await page.getByText('Approved', { exact: true }).first().click();
    const approved = page.getByRole('row').filter({ hasText: bankName });
    await approved.getByText(/by Ingrid Halvorsen/).waitFor();
    await approved.getByRole('button', { name: 'Verbal verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a verbal verification' });
    await dialog.getByRole('textbox', { name: 'Confirmed by' }).fill('Eleni, accounts desk');
    await expectNoHorizontalScroll(page, 'bank-accounts-2-verbal');
    await screenshot(page, 'bank-accounts-2-verbal');
    await dialog.getByRole('button', { name: 'Record verification' }).click();
    await page.getByText('Verbal verification recorded').waitFor();
    await approved.getByText(/With Eleni, accounts desk/).waitFor();
    await expectNoHorizontalScroll(page, 'bank-accounts-3-verified');
    await screenshot(page, 'bank-accounts-3-verified');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});

/** The buyer has appointed the demo agent (its accounts are the buyer's to review). */
const appointDemoAgent = () => piraeusPda('BNK');

/** Picks an option of a Mantine select by clicking it open, as a user does. */
async function choose(page: Page, input: Locator, option: string | RegExp) {
  await input.click();
  await page.getByRole('option', { name: option }).first().click();
}
