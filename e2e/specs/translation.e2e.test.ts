import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { submittedPda } from '../support/submitted-pda';
import { textPdf } from '../support/text-pdf';

// Journey, translation: the agent's port-dues invoice is in Spanish (two pages, a text layer); the
// buyer opens the evaluation, translates the line's file, reads it in English page by page with the
// language named, and says it was useful. Set-up through the API: a submitted PDA at Valencia.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('attachment translation', () => {
  it('the buyer reads the Spanish invoice of a line in English, page by page, and rates it', async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    const invoice = textPdf([
      ['FACTURA 2026/118', 'La autoridad portuaria cobra la tasa del buque por cada dia de estancia.'],
      ['El importe total se paga por transferencia bancaria.'],
    ]);
    const { voyageNumber } = await submittedPda(tokens, {
      port: { search: 'Valencia', unlocode: 'ESVLC' },
      voyagePrefix: 'TRAN',
      eta: daysFromToday(30).at(8),
      ets: daysFromToday(32).at(18),
      cargo: 'Containers',
      currency: 'EUR',
      rate: '1',
      bankName: 'Banco Valencia',
      berth: 'Muelle 3',
      lines: [{ section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1200.00', file: invoice }],
    });

    const { page, pageErrors } = await openPage(browser);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await openEvaluationFromDaTool(page, voyageNumber);
    await page.getByRole('button', { name: 'Translate PORT_DUES.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translation of PORT_DUES.pdf' });
    await dialog.getByText('Spanish', { exact: true }).waitFor();
    const first = dialog.getByLabel('Page 1 of 2');
    const second = dialog.getByLabel('Page 2 of 2');
    await expect.poll(() => first.textContent()).toMatch(/port authority/i);
    await expect.poll(() => second.textContent()).toMatch(/transfer/i);
    await dialog.getByRole('button', { name: 'Useful', exact: true }).click();
    await dialog.getByText('Thank you: your feedback was recorded.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
