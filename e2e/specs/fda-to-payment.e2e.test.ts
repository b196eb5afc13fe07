import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { choose } from '../support/pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { submittedPda } from '../support/submitted-pda';

// Journey (issue 47 items 2 and 3): from a DA to a paid payment, each person acting where they land.
// Prior steps through the API (their screens have their own journeys): the demo agent appointed at
// Hamburg submits a USD DA of three lines and the buyer verifies them. In the browser: the buyer's
// evaluator gives one line its accounting code, the other two in bulk, and approves; the reviewer
// requests approval on the Financial page, choosing the demo's USD instructions there; the approver
// approves and pays; the evaluator's evaluation shows the payment paid.
const MANAGER = 'manager@nordic-bulk.example';
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

type Line = { id: number; version: number; amount: string };
type Section = { expenseEvaluations: Line[] };

/** A submitted USD DA of the demo agent at Hamburg with its three lines verified by the buyer. */
async function verifiedDa() {
  const manager = await apiLogin(MANAGER);
  const da = await submittedPda(
    { manager, agent: await apiLogin(AGENT) },
    {
      port: { search: 'Hamburg', unlocode: 'DEHAM' },
      voyagePrefix: 'PAYF',
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      cargo: 'Grain',
      currency: 'USD',
      rate: '1',
      bankName: 'Eurobank',
      berth: 'Burchardkai 5',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.50' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '250.25' },
        { section: 'AGENCY_EXPENSES', code: 'AGENCY_FEE', amount: '800.00' },
      ],
    },
  );
  const E = '/secured/evaluation';
  const loaded = await api<{ port: Section; agency: Section }>(manager, `${E}/${da.evaluationId}/load`);
  for (const line of [...loaded.port.expenseEvaluations, ...loaded.agency.expenseEvaluations])
    await api(manager, `${E}/${line.id}/verify-expense-evaluation`, {
      method: 'POST',
      body: { version: line.version, verifiedAmount: line.amount },
    });
  return da;
}

const financialRow = (page: Page, voyageNumber: string) =>
  page.getByRole('row').filter({ hasText: voyageNumber }).first();

describe('from a DA to a paid payment', () => {
  it('codes and approves the lines, then reviewer, approver and evaluator each act where they land', async () => {
    const da = await verifiedDa();

    // ---- the evaluator: accounting codes, then approval ----
    const evaluator = await openPage(browser, LAPTOP);
    const epage = evaluator.page;
    await loginThroughForm(epage, MANAGER);
    await dismissCookieBanner(epage);
    await openEvaluationFromDaTool(epage, da.voyageNumber);
    await epage.getByRole('heading', { name: /evaluation #\d+/ }).waitFor();
    const uncoded = epage.getByRole('button', { name: /^Accounting code of .*: none$/ });
    await expect.poll(() => uncoded.count()).toBe(3);

    // One line on its own: its picker searches the buyer's codes.
    await uncoded.first().click();
    const single = epage.getByRole('dialog');
    await choose(single, 'Accounting code', '4100', /^4100 \/ 01/);
    await single.getByRole('button', { name: 'Save accounting code' }).click();
    await epage.getByText('Accounting code 4100 / 01 given to 1 expense(s)').waitFor();
    await epage.getByText('Account 4100 / 01 · Port dues and light dues').waitFor();
    await expect.poll(() => uncoded.count()).toBe(2);

    // The other two at once: the dialog ticks the lines still without a code.
    await epage.getByRole('button', { name: 'Accounting codes…' }).click();
    const bulk = epage.getByRole('dialog');
    await bulk.getByRole('table', { name: 'Expenses to code' }).waitFor();
    await choose(bulk, 'Accounting code', 'Agency', /^4200 \/ 01/);
    await expectNoHorizontalScroll(epage, 'fda-to-payment-1-bulk-codes');
    await screenshot(epage, 'fda-to-payment-1-bulk-codes');
    await bulk.getByRole('button', { name: 'Assign to 2 expenses' }).click();
    await epage.getByText('Accounting code 4200 / 01 given to 2 expense(s)').waitFor();
    await expect.poll(() => uncoded.count()).toBe(0);
    await expect.poll(() => epage.getByText('Account 4200 / 01 · Agency fees').count()).toBe(2);

    await epage.getByRole('button', { name: 'Approve verified (3)' }).click();
    await epage.getByText('3 expenses approved').waitFor();
    const payment = epage.getByRole('region', { name: 'Payment' });
    await payment
      .getByTestId('payment-next-step')
      .getByText(/a payment reviewer requests its approval on the Financial page/)
      .waitFor();
    await expectNoHorizontalScroll(epage, 'fda-to-payment-2-approved');
    await screenshot(epage, 'fda-to-payment-2-approved');
    expect(evaluator.pageErrors).toEqual([]);

    // ---- the reviewer: the payment waits on Financial, instructions chosen there ----
    const reviewer = await openPage(browser, LAPTOP);
    const rpage = reviewer.page;
    await loginThroughForm(rpage, REVIEWER);
    await dismissCookieBanner(rpage);
    await rpage.getByRole('link', { name: 'Financial' }).click();
    const draft = financialRow(rpage, da.voyageNumber);
    await draft.getByText('Draft').waitFor();
    await expect.poll(() => draft.textContent()).toContain('USD 2,050.75');
    await draft.getByRole('button', { name: 'Request approval' }).click();
    const request = rpage.getByRole('dialog');
    const instructions = request.getByRole('combobox', { name: 'Payment instructions' });
    // The company's one USD instruction is offered as it is; other journeys add theirs, and then the
    // reviewer picks one.
    await instructions.click();
    const usd = rpage.getByRole('option', { name: /^USD operating account/ });
    await usd.first().waitFor();
    if (/^USD operating account/.test(await instructions.inputValue())) await instructions.press('Escape');
    else await usd.first().click();
    await expect.poll(() => instructions.inputValue()).toMatch(/^USD operating account/);
    await expectNoHorizontalScroll(rpage, 'fda-to-payment-3-request');
    await screenshot(rpage, 'fda-to-payment-3-request');
    await request.getByRole('button', { name: 'Request approval' }).click();
    await rpage.getByText(/Approval requested for payment #\d+/).waitFor();
    await request.waitFor({ state: 'hidden' });
    expect(reviewer.pageErrors).toEqual([]);

    // ---- the approver: approves and pays on Financial ----
    const approver = await openPage(browser, LAPTOP);
    const apage = approver.page;
    await loginThroughForm(apage, APPROVER);
    await dismissCookieBanner(apage);
    await apage.getByRole('link', { name: 'Financial' }).click();
    const pending = financialRow(apage, da.voyageNumber);
    await pending.getByText('Pending approval').waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await apage.getByText(/Payment #\d+ approved/).waitFor();
    await pending.getByRole('button', { name: 'Pay' }).click();
    const pay = apage.getByRole('dialog');
    await pay.getByText('Remittance documents').waitFor();
    await pay.locator('input[type=file]').setInputFiles({
      name: 'remittance.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% remittance\n%%EOF\n'),
    });
    await pay.getByText('remittance.pdf').first().waitFor();
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await pay.waitFor({ state: 'hidden' });
    await apage.getByRole('tab', { name: 'History' }).click();
    await financialRow(apage, da.voyageNumber).getByText('Paid', { exact: true }).waitFor();
    expect(approver.pageErrors).toEqual([]);

    // ---- the evaluator: back on the evaluation, the payment is paid ----
    await epage.getByRole('link', { name: '← DA tool' }).click();
    await openEvaluationFromDaTool(epage, da.voyageNumber);
    const paid = epage.getByRole('region', { name: 'Payment' });
    await paid.getByText('Paid', { exact: true }).waitFor();
    await paid
      .getByTestId('payment-next-step')
      .getByText(/^Paid on /)
      .waitFor();
    await expectNoHorizontalScroll(epage, 'fda-to-payment-4-paid');
    await screenshot(epage, 'fda-to-payment-4-paid');
    expect(evaluator.pageErrors).toEqual([]);
  }, 300_000);
});
