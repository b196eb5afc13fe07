import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { DEMO_PASSWORD } from '../support/demo';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { submittedPda } from '../support/submitted-pda';

// The evaluation workflow: on a submitted PDA the buyer commits the budget per department
// (refused before a budget check, with department reminders limited to three a day) and asks the
// agent for clarifications on some lines. The set-up (port call, appointment, the agent's PDA)
// goes through the API, as in financial.e2e.test.ts: those screens have their own journeys.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A port call of the demo buyer at Hamburg, the demo agent appointed, and its submitted PDA. */
const hamburgPda = async () =>
  submittedPda(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Hamburg', unlocode: 'DEHAM' },
      voyagePrefix: 'WF',
      eta: daysFromToday(26).at(8),
      ets: daysFromToday(28).at(18),
      cargo: 'Grain',
      currency: 'EUR',
      rate: '1',
      bankName: 'Piraeus Bank',
      berth: 'Burchardkai 5',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '2000.00' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '480.40' },
      ],
    },
  );

describe('evaluation workflow', () => {
  it('the buyer commits the budget of a submitted PDA and asks the agent for clarifications', async () => {
    const { evaluationId, voyageNumber } = await hamburgPda();
    const manager = await apiLogin(MANAGER);
    const commits = await api<{ departments: Array<{ name: string }> }>(
      manager,
      `/secured/evaluation/${evaluationId}/budget-commit`,
    );
    const department = commits.departments[0]?.name as string;
    expect(department, 'the demo buyer has an eligible department').toBeTruthy();

    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await openEvaluationFromDaTool(page, voyageNumber);
    await page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    // The lines' amounts say their currency, as the agent's DA form does.
    const portLines = page.getByRole('table', { name: 'Port expenses lines' });
    expect(await portLines.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Quoted (EUR)', 'Verified (EUR)', 'Discrepancy (EUR)']),
    );
    // Verify is offered on the line itself; the evaluation's details sit beside the lines, not under them.
    await portLines.getByRole('button', { name: 'Verify Pilotage inward', exact: true }).waitFor();
    const lines = await page.getByRole('region', { name: 'Port expenses' }).boundingBox();
    const details = await page.getByRole('complementary', { name: 'Evaluation details' }).boundingBox();
    expect(lines && details && details.x >= lines.x + lines.width, 'details right of the lines').toBe(true);
    expect(lines && details && details.y < lines.y + lines.height, 'details beside, not under').toBe(true);
    const panel = page.getByRole('region', { name: 'Budget commit' });
    const row = panel.getByRole('row').filter({ hasText: department });
    await row.getByText('Not committed').waitFor();

    // Committing needs a budget check first; the catalogue says so.
    await panel.getByRole('button', { name: `Commit budget for ${department}` }).click();
    await panel.getByRole('alert').getByText('Run a budget check before committing the budget').waitFor();

    // Three reminders a department a day; the fourth is refused with the catalogue text.
    for (let i = 1; i <= 3; i += 1) {
      await panel.getByRole('button', { name: `Remind ${department}` }).click();
      await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe(String(i));
    }
    await panel.getByRole('button', { name: `Remind ${department}` }).click();
    await panel.getByRole('alert').getByText('This department was already reminded 3 times today').waitFor();

    await page.getByRole('button', { name: 'Check budget' }).click();
    await panel.getByText(/Budget checked/).waitFor();
    await panel.getByRole('button', { name: `Commit budget for ${department}` }).click();
    await row.getByText(/^Committed/).waitFor();
    expect(await row.textContent()).toContain('Port EUR 2,480.40');
    await panel.getByLabel('Integration task').getByText('PENDING').waitFor();
    // Only a failed task can be retried.
    expect(await panel.getByRole('button', { name: 'Retry' }).count()).toBe(0);

    // Clarifications on one line, with a message.
    await page.getByRole('button', { name: 'Request clarifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request clarifications' });
    const send = dialog.getByRole('button', { name: 'Send request' });
    expect(await send.isDisabled(), 'a line and a message are needed').toBe(true);
    await dialog.getByRole('checkbox', { name: /Pilotage/ }).check();
    await dialog
      .getByRole('textbox', { name: 'Message to the agent' })
      .fill('Please send the pilot bill for the inward pilotage.');
    await expectNoHorizontalScroll(page, 'evaluation-workflow-clarification');
    await screenshot(page, 'evaluation-workflow-clarification');
    await send.click();
    await page.getByText('Clarification request sent to the agent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectNoHorizontalScroll(page, 'evaluation-workflow-panels');
    await screenshot(page, 'evaluation-workflow-panels');
    expect(pageErrors).toEqual([]);
  });

  it('the buyer reports the charterer account and requests the payment, then cannot change it', async () => {
    const { evaluationId, voyageNumber } = await hamburgPda();
    const login = await fetch(`${baseUrl()}/da-app/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: MANAGER, password: DEMO_PASSWORD }),
    });
    const { token: manager, profile } = (await login.json()) as { token: string; profile: { companyId: number } };
    // Set-up: both lines verified (the pilotage with a charterers' share) and approved; EUR instructions.
    const E = '/secured/evaluation';
    type Item = { id: number; version: number; name: string; amount: string };
    const evaluation = await api<{ port: { expenseEvaluations: Item[] } }>(manager, `${E}/${evaluationId}/load`);
    for (const i of evaluation.port.expenseEvaluations)
      await api(manager, `${E}/${i.id}/verify-expense-evaluation`, {
        method: 'POST',
        body: {
          version: i.version,
          verifiedAmount: i.amount,
          ...(i.name.startsWith('Pilotage') ? { chartererAmount: '200.00' } : {}),
        },
      });
    await api(manager, `${E}/bulk-approve-expenses`, {
      method: 'POST',
      body: {
        evaluationId,
        items: evaluation.port.expenseEvaluations.map((i) => ({ id: i.id, version: i.version + 1 })),
      },
    });
    const instructionName = `WF EUR ${Date.now() % 100000}`;
    await api(manager, `/secured/buyers/${profile.companyId}/payment-instructions`, {
      method: 'POST',
      body: {
        name: instructionName,
        currency: 'EUR',
        bankName: 'DNB Bank',
        beneficiaryName: 'Nordic Bulk Carriers',
        iban: 'NO9386011117947',
        swift: 'DNBANOKK',
      },
    });

    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await openEvaluationFromDaTool(page, voyageNumber);
    await page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();

    // The charterers' share of the approved pilotage is reported once.
    const report = page.getByRole('region', { name: 'Charterer account report' });
    await report.getByRole('row').filter({ hasText: 'Pilotage inward' }).getByText('EUR 200.00').waitFor();
    await report.getByRole('button', { name: 'Submit report (1)' }).click();
    await report.getByText(/^Report #\d+ of .*: EUR 200\.00$/).waitFor();
    await report.getByText('No approved charterer amounts left to report.').waitFor();

    // The payment request needs instructions and a due date first: the button says so.
    const payment = page.getByRole('region', { name: 'Payment' });
    const request = payment.getByRole('button', { name: 'Request payment' });
    expect(await request.isDisabled()).toBe(true);
    await payment.getByText('Save the payment instructions first').waitFor();
    await payment.getByRole('combobox', { name: 'Payment instructions' }).click();
    await page.getByRole('option', { name: new RegExp(instructionName) }).click();
    await payment.getByRole('button', { name: 'Save instructions' }).click();
    await page.getByText('Payment instructions saved').waitFor();
    await payment.getByText('Save the payment due date first').waitFor();
    const dueDate = payment.getByRole('textbox', { name: 'Payment due date' });
    await dueDate.fill(daysFromToday(34).typed);
    await dueDate.blur();
    await payment.getByRole('button', { name: 'Save due date' }).click();
    await page.getByText('Payment due date saved').waitFor();
    await payment.getByText('Ready to request').waitFor();
    await request.click();
    await page.getByText('Payment approval requested').waitFor();
    await payment.getByText('Pending approval').waitFor();
    await payment.getByText(/#\d+ · EUR 2,480\.40/).waitFor();
    await payment.getByText('Waiting for an approver to approve it on the Financial page.').waitFor();

    // Under approval the money is frozen: nothing on the panel can change it, and it says why.
    expect(await payment.getByRole('button', { name: 'Save instructions' }).isDisabled()).toBe(true);
    expect(await request.isDisabled()).toBe(true);
    await payment.getByText('The payment is already requested').waitFor();
    await expectNoHorizontalScroll(page, 'evaluation-workflow-payment');
    await screenshot(page, 'evaluation-workflow-payment');
    expect(pageErrors).toEqual([]);
  });
});
