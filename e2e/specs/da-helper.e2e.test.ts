import { messages } from '@portcall/contracts/messages';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../server/src/platform/pdf';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { downloadByClicking } from '../support/download';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { choose } from '../support/pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent reads its own PDA file into the DA editor: the helper's lines are reviewed first, with
// the text they were read from and how sure each catalogue match is; an unsure match (46 % in the
// field) keeps "Apply" closed until the agent chooses its item. Applied lines carry the document they
// were read from, so the DA submits without attaching anything else, and the buyer opens that file
// from the evaluation. The buyer appointing the demo agent goes through the API.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const TERMINAL = 'Luka Koper Container Terminal';

let browser: Browser;
let appointmentId = 0;
let voyageNumber = '';
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
  voyageNumber = appointed.voyageNumber;
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The agent's PDA as its own system prints it: one table, sections, a grand total off by 10.00, and
 * one line in the agent's own words that the catalogue only half matches.
 */
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
            ['Communication and sundries', '85.00'],
            ['Grand total', '1,745.75'],
          ],
        },
      },
    ],
  });
}

/** The same PDA as a workbook: a heading row, two sure lines and the total, amounts as numbers. */
async function agentWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Vessel', 'Nordic Svalbard']);
  sheet.addRow(['Currency', 'USD']);
  sheet.addRow(['Description', 'Amount']);
  sheet.addRow(['Port dues', 1000.5]);
  sheet.addRow(['Agency fee', 400]);
  sheet.addRow(['Grand total', 1400.5]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const amountOf = (page: Page, sectionName: string, item: string) =>
  section(page, sectionName).getByRole('textbox', { name: `Amount of ${item}` });

describe('the DA helper in the agent DA editor', () => {
  it('reviews the read lines, waits for a choice on the unsure one, applies them with their document and submits', async () => {
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
    await check.getByText('Read 4 lines from aegean-pda.pdf').waitFor({ timeout: 30_000 });
    await check.getByText('Sum of read lines: USD 1,735.75').waitFor();
    await check.getByText('Document total: USD 1,745.75').waitFor();
    await check.getByText('Difference: USD 10.00').waitFor();

    // The review: where each line was read and how sure its match is; the unsure one waits.
    const review = page.getByRole('region', { name: 'Read lines' });
    const reviewRow = (name: string) => review.getByRole('row', { name, exact: true });
    await reviewRow('Port dues').getByText('Read on page 1: “Port dues 1,000.50”').waitFor();
    await reviewRow('Port dues')
      .getByText(/Match \d+%/)
      .waitFor();
    const sundries = reviewRow('Communication and sundries');
    await sundries.getByText('Check the item').waitFor();
    const apply = review.getByRole('button', { name: 'Apply 4 lines' });
    expect(await apply.isDisabled()).toBe(true);
    await review.getByText(messages.REASON_DA_HELPER_UNSURE_LINES).waitFor();
    expect(await section(page, 'Port expenses').getByRole('textbox', { name: 'Amount of Port dues' }).count()).toBe(0);
    await expectNoHorizontalScroll(page, 'da-helper-1-review');
    await screenshot(page, 'da-helper-1-review');

    // The agent chooses the item of the unsure line explicitly; only then does Apply open.
    await choose(
      sundries,
      'Catalogue item of Communication and sundries',
      'Communication',
      'Communication, postage and stationery',
    );
    await sundries.getByText('Chosen').waitFor();
    expect(await apply.isDisabled()).toBe(false);
    await apply.click();
    await review.waitFor({ state: 'detached' });

    // Each line in its section, with the text it was read from and the document as its attachment.
    expect(await amountOf(page, 'Port expenses', 'Port dues').inputValue()).toMatch(/^1,?000\.50$/);
    expect(await amountOf(page, 'Port expenses', 'Pilotage inward').inputValue()).toBe('250.25');
    expect(await amountOf(page, 'Agency expenses', 'Agency fee').inputValue()).toMatch(/^400(\.00)?$/);
    expect(await amountOf(page, 'Agency expenses', 'Communication, postage and stationery').inputValue()).toMatch(
      /^85(\.00)?$/,
    );
    const duesRow = section(page, 'Port expenses').getByRole('row').filter({ hasText: 'Port dues' });
    await duesRow.getByText('Read on page 1: “Port dues 1,000.50”').waitFor();
    await duesRow.getByText('aegean-pda.pdf', { exact: true }).waitFor();
    const chosenRow = section(page, 'Agency expenses').getByRole('row').filter({ hasText: 'Communication, postage' });
    await chosenRow.getByText('Item chosen').waitFor();
    await chosenRow.getByText('aegean-pda.pdf', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page, 'da-helper-2-applied');
    await screenshot(page, 'da-helper-2-applied');

    // The agent corrects the pilotage (the document misses 10.00 there) and submits: no other file.
    const pilotage = amountOf(page, 'Port expenses', 'Pilotage inward');
    await pilotage.fill('260.25');
    await pilotage.blur();
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 1,745.75');
    await page.getByRole('button', { name: 'Submit PDA' }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    expect(await page.getByText(messages.MISSING_ATTACHMENT).count()).toBe(0);
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 1,745.75');
    await section(page, 'Port expenses').getByText('260.25').waitFor();
    // The notes of the reading go once the DA is saved; the document stays on every line.
    expect(await page.getByText(/Read on page/).count()).toBe(0);
    expect(await page.getByText('aegean-pda.pdf', { exact: true }).count()).toBe(4);
    await screenshot(page, 'da-helper-3-submitted');
    expect(pageErrors).toEqual([]);

    // ---- the buyer, in its own browser, opens the document from the evaluation ----
    const buyer = await openPage(browser, LAPTOP);
    await loginThroughForm(buyer.page, MANAGER);
    await dismissCookieBanner(buyer.page);
    await openEvaluationFromDaTool(buyer.page, voyageNumber);
    await buyer.page.getByRole('heading', { name: /PDA evaluation #\d+/ }).waitFor();
    const attachments = buyer.page.getByRole('region', { name: "Agent's attachments" });
    const opens = attachments.getByRole('button', { name: 'Open aegean-pda.pdf' });
    await opens.first().waitFor();
    expect(await opens.count()).toBe(4);
    const download = await downloadByClicking(buyer.page, opens.first());
    expect(download.suggestedFilename()).toBe('aegean-pda.pdf');
    expect(buyer.pageErrors).toEqual([]);
  });

  it('cites the sheet cell of every line read from a workbook, and applies sure lines with one click', async () => {
    const appointed = await appointedDemoAgent(
      { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
      {
        port: { search: 'Koper', unlocode: 'SIKOP' },
        voyagePrefix: 'DX',
        eta: daysFromToday(12).at(8),
        ets: daysFromToday(13).at(18),
        cargo: 'Timber',
      },
    );
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.waitForURL('**/secured/agent/da-tool');
    await page.getByRole('link', { name: `Prepare PDA for appointment ${appointed.appointmentId}` }).click();
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Read from a document' }).click();
    await (await chooser).setFiles({
      name: 'aegean-pda.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await agentWorkbook(),
    });
    const review = page.getByRole('region', { name: 'Read lines' });
    await review
      .getByRole('row', { name: 'Port dues', exact: true })
      .getByText('Read at Sheet1!B4: “Port dues 1000.5”')
      .waitFor({ timeout: 30_000 });
    await review.getByRole('row', { name: 'Agency fee', exact: true }).getByText('Read at Sheet1!B5').waitFor();
    await review.getByRole('button', { name: 'Apply 2 lines' }).click();

    const duesRow = section(page, 'Port expenses').getByRole('row').filter({ hasText: 'Port dues' });
    await duesRow.getByText('Read at Sheet1!B4: “Port dues 1000.5”').waitFor();
    await duesRow.getByText('aegean-pda.xlsx', { exact: true }).waitFor();
    expect(await amountOf(page, 'Agency expenses', 'Agency fee').inputValue()).toMatch(/^400(\.00)?$/);
    expect(pageErrors).toEqual([]);
  });
});
