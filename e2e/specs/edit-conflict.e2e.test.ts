import { messages } from '@portcall/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { submittedPda } from '../support/submitted-pda';

// Screens stay true while others work (issue 41): two evaluators of the buyer have the same line open.
// What one changes is named on the other's open dialog, the other's save on the old version is refused
// with the offer to reload, and the reload keeps what was typed so it saves on the new version. The
// submitted DA is set up through the API: its screens have journeys of their own.
const MANAGER = 'manager@nordic-bulk.example';
const DEPUTY = 'deputy@nordic-bulk.example';
const DEPUTY_NAME = 'Lars Eriksen';
const AGENT = 'agent@aegean-agency.example';
const LINE = 'Port dues / harbour dues';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openVerify(page: Page) {
  await page.getByRole('button', { name: `Actions for ${LINE}` }).click();
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: `Verify · ${LINE}` });
  await dialog.waitFor();
  return dialog;
}

describe('edit conflicts', () => {
  it("an evaluator sees who changed the line she is verifying, reloads it keeping her comment and saves on the colleague's version", async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    const { evaluationId, voyageNumber } = await submittedPda(tokens, {
      port: { search: 'Valencia', unlocode: 'ESVLC' },
      voyagePrefix: 'CONFLICT',
      eta: daysFromToday(52).at(8),
      ets: daysFromToday(54).at(18),
      cargo: 'Steel coils',
      currency: 'EUR',
      rate: '1',
      bankName: 'Banco Valencia',
      berth: 'Muelle Príncipe Felipe',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.00' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '500.00' },
      ],
    });
    const [a, b] = await Promise.all([openPage(browser, LAPTOP), openPage(browser, LAPTOP)]);
    for (const [who, username] of [
      [a, MANAGER],
      [b, DEPUTY],
    ] as const) {
      await loginThroughForm(who.page, username);
      await dismissCookieBanner(who.page);
      await openEvaluationFromDaTool(who.page, voyageNumber);
      await who.page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    }

    // ---- A opens the line's Verify dialog and types her comment ----
    const aDialog = await openVerify(a.page);
    const aComments = aDialog.getByRole('textbox', { name: 'Comments' });
    await aComments.fill('Checked against the port tariff');
    const notice = aDialog.getByRole('alert', { name: 'Changed by someone else' });

    // ---- B verifies the same line with a comment of his own ----
    const bDialog = await openVerify(b.page);
    await bDialog.getByRole('textbox', { name: 'Comments' }).fill('Agreed with the agent by phone');
    await bDialog.getByRole('button', { name: 'Verify' }).click();
    await bDialog.waitFor({ state: 'hidden' });

    // ---- A's open dialog names him, and her typing stays ----
    await notice.getByText(`${DEPUTY_NAME} changed this while you were editing`, { exact: false }).waitFor();
    expect(await aComments.inputValue()).toBe('Checked against the port tariff');
    await screenshot(a.page, 'edit-conflict-changed-by');

    // ---- saving on the old version is refused with the offer to reload ----
    await aDialog.getByRole('button', { name: 'Verify' }).click();
    await notice.getByText(messages.STALE_VERSION_RELOAD).waitFor();
    expect(await aDialog.isVisible()).toBe(true);

    // ---- the reload keeps what she typed; the save then goes through on the new version ----
    await notice.getByRole('button', { name: 'Reload' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await aComments.inputValue()).toBe('Checked against the port tariff');
    await aDialog.getByRole('button', { name: 'Verify' }).click();
    await aDialog.waitFor({ state: 'hidden' });
    await a.page.getByText(`${LINE} is verified`).first().waitFor();

    // ---- B's screen has her comment: the earlier comments of the line's back-for-review drawer ----
    await b.page.getByRole('button', { name: `Actions for ${LINE}` }).click();
    await b.page.getByRole('menuitem', { name: 'Back for review' }).click();
    await b.page.getByText('Earlier comments: Checked against the port tariff').waitFor();
    await screenshot(b.page, 'edit-conflict-colleague-sees-saved');
    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
  }, 300_000);
});
