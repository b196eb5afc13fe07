import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { type PdaLine, submittedPda } from '../support/submitted-pda';

// Journey, line actions: the buyer edits a line (units x price), applies an environmental
// discount (first refused above the amount), resolves the inspection flag the edit raised, analyses a
// line against an earlier DA at the same port and bulk-splits two lines, reading the totals to the
// cent after each step. Set-up through the API: two submitted PDAs of the demo agent at Antwerp (no
// other journey nor the demo calls there), the earlier one being the analysis history.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A USD PDA at Antwerp, where no other journey calls: the analysis counts every earlier DA there. */
const antwerpPda = (tokens: { manager: string; agent: string }, lines: PdaLine[]) =>
  submittedPda(tokens, {
    port: { search: 'Antwerp', unlocode: 'BEANR' },
    voyagePrefix: 'LINE',
    eta: daysFromToday(26).at(8),
    ets: daysFromToday(28).at(18),
    cargo: 'Soybeans',
    currency: 'USD',
    rate: '1.25',
    bankName: 'KBC Bank',
    berth: 'Deurganck Dock',
    lines,
  });

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function lineAction(page: Page, line: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${line}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const text = (page: Page, label: string) => () => page.getByLabel(label, { exact: true }).textContent();

describe('evaluation line actions', () => {
  it('edit, discount, inspection, analysis and bulk split move the totals to the cent', async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    // The earlier DA at the same port: what the analysis compares with.
    await antwerpPda(tokens, [{ section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '800.00' }]);
    const { evaluationId, voyageNumber } = await antwerpPda(tokens, [
      { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.00' },
      { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '500.00' },
      { section: 'PORT_EXPENSES', code: 'MOORING', amount: '300.00' },
      { section: 'AGENCY_EXPENSES', code: 'AGENCY_FEE', amount: '1000.00' },
    ]);

    const { page, pageErrors } = await openPage(browser);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await openEvaluationFromDaTool(page, voyageNumber);
    await page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    await expect.poll(text(page, 'Evaluation total')).toBe('USD 2,800.00');
    await expect.poll(text(page, 'Port expenses total')).toBe('USD 1,800.00');
    const dialog = page.getByRole('dialog');

    // ---- edit: 4 units x 262.50 instead of the quoted 1,000.00 ----
    await lineAction(page, 'Port dues / harbour dues', 'Edit');
    await dialog.getByText('Units × price per unit').click();
    await dialog.getByRole('textbox', { name: 'Units' }).fill('4');
    await dialog.getByRole('textbox', { name: 'Price per unit' }).fill('262.50');
    await expect.poll(() => dialog.getByLabel('Evaluated amount preview').textContent()).toContain('USD 1,050.00');
    await choose(page, 'Discrepancy type', 'Charged above the PDA');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(text(page, 'Port expenses total')).toBe('USD 1,850.00');
    await expect.poll(text(page, 'Evaluation total')).toBe('USD 2,850.00');
    await expect.poll(text(page, 'Edits of Port dues / harbour dues')).toBe('4.00 × 262.50');
    // The edit is on the line's history (editExpenses): from the quoted 1,000.00 to 1,050.00.
    const history = page.getByLabel('Edit history of Port dues / harbour dues', { exact: true });
    await expect.poll(() => history.textContent()).toBe('Edited 1×');
    await history.hover();
    await page
      .getByRole('tooltip')
      .getByText(/1,000\.00 → 1,050\.00 \(4\.00 × 262\.50\)/)
      .waitFor();

    // ---- the edit raised an inspection flag; a verifier resolves it ----
    const inspection = page.getByRole('region', { name: 'Expense inspection' });
    await inspection.getByRole('row').filter({ hasText: 'Port dues' }).getByText('50.00').waitFor();
    await inspection.getByRole('button', { name: 'Resolve inspection of Port dues / harbour dues' }).click();
    await choose(page, 'Reason', 'Tariff changed since the PDA');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await inspection.getByText('0 open · 1 resolved').waitFor();

    // ---- environmental discount: refused above the amount (the server's words), then applied ----
    await lineAction(page, 'Pilotage inward', 'Environmental discount');
    await dialog.getByRole('textbox', { name: 'Discount amount' }).fill('600');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('The environmental discount cannot exceed the evaluated amount').waitFor();
    await screenshot(page, 'evaluation-discount-refused');
    await dialog.getByRole('textbox', { name: 'Discount amount' }).fill('25.55');
    await dialog.getByRole('alert').waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.getByLabel('Amount after discount').textContent()).toContain('USD 474.45');
    await screenshot(page, 'evaluation-discount-dialog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(text(page, 'Port expenses total')).toBe('USD 1,824.45');
    await expect.poll(text(page, 'Evaluation total')).toBe('USD 2,824.45');
    await expect.poll(text(page, 'Edits of Pilotage inward')).toBe('Environmental discount 25.55');

    // ---- analysis against the earlier DA at Antwerp, converted at the evaluation's rate 1.25 ----
    await lineAction(page, 'Port dues / harbour dues', 'Analyze');
    const analysis = page.getByRole('table', { name: 'Analysis' });
    await page.getByText('1 earlier DA line at this port in USD.').waitFor();
    const row = (label: string) => analysis.getByRole('row').filter({ hasText: label });
    await expect.poll(() => row('This line').textContent()).toBe('This line1,050.001,312.50');
    await expect.poll(() => row('Mean').textContent()).toBe('Mean800.001,000.00');
    await dialog.getByText('No published formula for this expense at this port.').waitFor();
    await screenshot(page, 'evaluation-line-analysis');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await dialog.getByRole('button', { name: 'Useful', exact: true }).click();
    await dialog.getByText('Thank you for your feedback.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // ---- bulk split of two lines: the parts appear, the totals stay to the cent ----
    await page.getByRole('button', { name: 'Split selected…' }).click();
    await dialog.getByRole('checkbox', { name: 'Split Mooring (line handling)' }).check();
    await dialog.getByRole('checkbox', { name: 'Split Agency fee' }).check();
    await dialog.getByRole('textbox', { name: 'Charterer amount of Mooring (line handling)' }).fill('100');
    await dialog.getByRole('textbox', { name: 'Charterer amount of Agency fee' }).fill('250.50');
    await expect.poll(() => dialog.getByLabel('Owner amount of Agency fee').textContent()).toBe('749.50');
    await dialog.getByRole('button', { name: 'Split 2 expenses' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const agency = page.getByRole('region', { name: 'Agency expenses' });
    await agency.getByRole('row').filter({ hasText: '↳ Charterer' }).getByText('250.50').waitFor();
    await agency.getByRole('row').filter({ hasText: '↳ Owner' }).getByText('749.50').waitFor();
    const port = page.getByRole('region', { name: 'Port expenses' });
    await port.getByRole('row').filter({ hasText: '↳ Owner' }).getByText('200.00').waitFor();
    await expect.poll(text(page, 'Evaluation total')).toBe('USD 2,824.45');
    await expect.poll(text(page, 'Agency expenses total')).toBe('USD 1,000.00');
    await screenshot(page, 'evaluation-line-actions');

    // ---- reset (asked first): splits gone, every line as quoted; then the evaluation is deleted ----
    await page.getByRole('button', { name: 'Evaluation actions' }).click();
    await page.getByRole('menuitem', { name: 'Reset evaluation' }).click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(text(page, 'Evaluation total')).toBe('USD 2,800.00');
    await expect.poll(() => page.getByText('↳ Owner').count()).toBe(0);
    await page.getByRole('button', { name: 'Evaluation actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete evaluation' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('DELETED', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Actions for Agency fee' }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
