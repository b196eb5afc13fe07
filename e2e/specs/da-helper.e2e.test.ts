import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/src/platform/pdf';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent reads its own PDA file into the DA editor: the lines come pre-filled with the text they
// were read from and how sure the helper is, the totals are checked against the printed total, the
// agent corrects one amount and submits. The buyer appointing the demo agent goes through the API.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const TERMINAL = 'Luka Koper Container Terminal';

let browser: Browser;
let appointmentId = 0;
beforeAll(async () => {
  browser = await launchBrowser();
  const appointed = await appointedDemoAgent(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Koper', unlocode: 'SIKOP' },
      voyagePrefix: 'DH',
      eta: daysFromToday(9).at(8),
      ets: daysFromToday(11).at(18),
      cargo: 'Timber',
    },
  );
  appointmentId = appointed.appointmentId;
});
afterAll(async () => {
  await browser?.close();
});

/** The agent's PDA as its own system prints it: one table, sections, a grand total off by 10.00. */
function agentPda() {
  return renderPdf({
    content: [
      { text: 'AEGEAN AGENCY - PROFORMA DISBURSEMENT ACCOUNT', fontSize: 14 },
      { columns: [{ text: 'Vessel: Nordic Svalbard' }, { text: 'Port: Koper' }] },
      { text: 'Currency: USD' },
      {
        layout: 'lightHorizontalLines',
        table: {
          widths: [260, 100],
          body: [
            ['Description', 'Amount'],
            [{ text: 'PORT EXPENSES', colSpan: 2 }, ''],
            ['Port dues', '1,000.50'],
            ['Pilotage inward', '250.25'],
            [{ text: 'AGENCY', colSpan: 2 }, ''],
            ['Agency fee', '400.00'],
            ['Grand total', '1,660.75'],
          ],
        },
      },
    ],
  });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const amountOf = (page: Page, sectionName: string, item: string) =>
  section(page, sectionName).getByRole('textbox', { name: `Amount of ${item}` });

async function attachInvoice(page: Page, sectionName: string, item: string) {
  const row = section(page, sectionName).getByRole('row').filter({ hasText: item });
  await row
    .locator('input[type=file]')
    .setInputFiles({ name: `${item}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await row.getByText(`${item}.pdf`).first().waitFor();
}

describe('the DA helper in the agent DA editor', () => {
  it('reads the agent PDA into the editor, shows where each line came from, and submits it corrected', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.waitForURL('**/secured/agent/da-tool');
    await page.getByRole('link', { name: `Prepare PDA for appointment ${appointmentId}` }).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();

    await page.getByRole('combobox', { name: 'Terminal' }).fill(TERMINAL);
    await page.getByRole('combobox', { name: 'Berth' }).fill('Pier 2');
    const account = page.getByRole('combobox', { name: 'Bank account' });
    await account.click();
    await page
      .getByRole('option', { name: /Eurobank/ })
      .first()
      .click();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Read from a document' }).click();
    await (await chooser).setFiles({ name: 'aegean-pda.pdf', mimeType: 'application/pdf', buffer: await agentPda() });

    // The totals check: the read lines against the document's own total.
    const check = page.getByLabel('Totals check');
    await check.getByText('Read 3 lines from aegean-pda.pdf').waitFor({ timeout: 30_000 });
    await check.getByText('Sum of read lines: USD 1,650.75').waitFor();
    await check.getByText('Document total: USD 1,660.75').waitFor();
    await check.getByText('Difference: USD 10.00').waitFor();

    // Each line pre-filled in its section, with the text it was read from and a confidence.
    expect(await amountOf(page, 'Port expenses', 'Port dues').inputValue()).toMatch(/^1,?000\.50$/);
    expect(await amountOf(page, 'Port expenses', 'Pilotage inward').inputValue()).toBe('250.25');
    expect(await amountOf(page, 'Agency expenses', 'Agency fee').inputValue()).toMatch(/^400(\.00)?$/);
    const duesRow = section(page, 'Port expenses').getByRole('row').filter({ hasText: 'Port dues' });
    await duesRow.getByText('Read on page 1: “Port dues 1,000.50”').waitFor();
    await duesRow.getByText(/Confidence \d+%/).waitFor();
    await expectNoHorizontalScroll(page, 'da-helper-1-read');
    await screenshot(page, 'da-helper-1-read');

    // The agent confirms the dues and corrects the pilotage (the document misses 10.00 there).
    await duesRow.getByRole('button', { name: 'Confirm' }).click();
    await duesRow.getByText('Confirmed').waitFor();
    const pilotage = amountOf(page, 'Port expenses', 'Pilotage inward');
    await pilotage.fill('260.25');
    await pilotage.blur();
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 1,660.75');

    for (const [sectionName, item] of [
      ['Port expenses', 'Port dues'],
      ['Port expenses', 'Pilotage inward'],
      ['Agency expenses', 'Agency fee'],
    ] as const)
      await attachInvoice(page, sectionName, item);
    await page.getByRole('button', { name: 'Submit PDA' }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 1,660.75');
    await section(page, 'Port expenses').getByText('260.25').waitFor();
    // The notes of the reading go once the DA is saved: what is left is the agent's DA.
    expect(await page.getByText(/Read on page/).count()).toBe(0);
    await screenshot(page, 'da-helper-2-submitted');
    expect(pageErrors).toEqual([]);
  });
});
