import { messages } from '@portcall/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { addEvent, agentOnStatementOfFacts } from '../support/sof';
import { submittedPda } from '../support/submitted-pda';

// Screens stay true while others work (issue 41): two evaluators of the buyer have the same line open
// (one verifying, or splitting, while the other verifies); an agent corrects an event's time on the
// SOF while the master invited by link writes a remark. What one changes is named on the other's open
// form, the other's save on the old version is refused with the offer to reload, and the reload keeps
// what was typed so it saves on the new version. The submitted DA and the accepted appointment are set
// up through the API: their screens have journeys of their own.
const MANAGER = 'manager@nordic-bulk.example';
const DEPUTY = 'deputy@nordic-bulk.example';
const DEPUTY_NAME = 'Lars Eriksen';
const AGENT = 'agent@aegean-agency.example';
const LINE = 'Port dues / harbour dues';
const MASTER = 'Captain Edda Berg';

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

  it("an evaluator splitting a line sees the colleague's verification named inside the dialog, reloads and splits as she typed", async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    const { evaluationId, voyageNumber } = await submittedPda(tokens, {
      port: { search: 'Valencia', unlocode: 'ESVLC' },
      voyagePrefix: 'CONFLICTSPLIT',
      eta: daysFromToday(56).at(8),
      ets: daysFromToday(58).at(18),
      cargo: 'Steel coils',
      currency: 'EUR',
      rate: '1',
      bankName: 'Banco Valencia',
      berth: 'Muelle Príncipe Felipe',
      lines: [{ section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.00' }],
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

    // ---- A opens the line's split dialog and types the charterer's share ----
    await a.page.getByRole('button', { name: `Actions for ${LINE}` }).click();
    await a.page.getByRole('menuitem', { name: 'Split owner / charterer' }).click();
    const aDialog = a.page.getByRole('dialog', { name: `Split · ${LINE}` });
    const charterer = aDialog.getByRole('textbox', { name: 'Charterer amount' });
    await charterer.fill('400');
    const notice = aDialog.getByRole('alert', { name: 'Changed by someone else' });

    // ---- B verifies the same line meanwhile ----
    const bDialog = await openVerify(b.page);
    await bDialog.getByRole('button', { name: 'Verify' }).click();
    await bDialog.waitFor({ state: 'hidden' });

    // ---- A's open dialog names him; her split on the old version is refused inside the dialog ----
    await notice.getByText(`${DEPUTY_NAME} changed this while you were editing`, { exact: false }).waitFor();
    await aDialog.getByRole('button', { name: 'Split' }).click();
    await notice.getByText(messages.STALE_VERSION_RELOAD).waitFor();
    expect(await aDialog.isVisible()).toBe(true);
    await screenshot(a.page, 'edit-conflict-split-stale');

    // ---- the reload keeps her amount; the split goes through and reaches B's screen ----
    await notice.getByRole('button', { name: 'Reload' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await charterer.inputValue()).toBe('400.00');
    await aDialog.getByRole('button', { name: 'Split' }).click();
    await aDialog.waitFor({ state: 'hidden' });
    await a.page.getByText(`${LINE} is split`).first().waitFor();
    await b.page.getByText('↳ Charterer').waitFor();
    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
  }, 300_000);

  it("an agent correcting an event's time sees the master's remark named, reloads and saves the time she typed", async () => {
    // ---- the agent: DA tool -> SOF -> an event -> the master invited by link ----
    const { agent, page } = await agentOnStatementOfFacts(browser, {
      voyagePrefix: 'CONFLICTSOF',
      etaInDays: 60,
    });
    // Events fall within the call's window (60 days either side of its ETA and ETS).
    const day = daysFromToday(58);
    await addEvent(page, 'All fast', `${day.iso}T08:30`);
    const collaborators = page.getByRole('region', { name: 'Collaborators' });
    await collaborators.getByRole('textbox', { name: 'E-mail' }).fill('master@edda-berg.example');
    await collaborators.getByRole('textbox', { name: 'Full name' }).fill(MASTER);
    await collaborators.getByRole('button', { name: 'Invite' }).click();
    const link = collaborators.getByRole('link', { name: `Link for ${MASTER}` });
    await link.waitFor();
    const captain = await openPage(browser, LAPTOP);
    await captain.page.goto((await link.getAttribute('href')) as string);
    await captain.page.getByRole('button', { name: `Continue as ${MASTER}` }).click();
    await captain.page.getByRole('heading', { name: 'Statement of facts' }).waitFor();

    // ---- the agent starts correcting the time; the master writes a remark meanwhile ----
    const event = page.getByRole('row').filter({ hasText: 'All fast' });
    await event.getByRole('button', { name: 'Edit time of All fast' }).click();
    const time = event.getByRole('textbox', { name: 'Event time at the port' });
    await time.fill(`${day.iso}T09:45`);
    const masterRemarks = captain.page.getByRole('region', { name: 'Remarks' });
    await masterRemarks.getByRole('textbox', { name: 'General remark' }).fill('Shore crane 2 out of order');
    await masterRemarks.getByRole('button', { name: 'Add remark' }).click();
    await masterRemarks.getByText('Shore crane 2 out of order').waitFor();

    // ---- her row names the master, her typing stays; the save on the old version is refused ----
    const notice = event.getByRole('alert', { name: 'Changed by someone else' });
    await notice.getByText(`${MASTER} changed this while you were editing`, { exact: false }).waitFor();
    expect(await time.inputValue()).toBe(`${day.iso}T09:45`);
    await event.getByRole('button', { name: 'Save' }).click();
    await notice.getByText(messages.STALE_VERSION_RELOAD).waitFor();
    await screenshot(page, 'edit-conflict-sof-stale');

    // ---- the reload keeps the time she typed; the save goes through and both see it ----
    await notice.getByRole('button', { name: 'Reload' }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await time.inputValue()).toBe(`${day.iso}T09:45`);
    await event.getByRole('button', { name: 'Save' }).click();
    await time.waitFor({ state: 'hidden' });
    await event.getByText(`${day.typed} 09:45:00`).waitFor();
    await captain.page.getByRole('row').filter({ hasText: 'All fast' }).getByText(`${day.typed} 09:45:00`).waitFor();
    expect(agent.pageErrors).toEqual([]);
    expect(captain.pageErrors).toEqual([]);
  }, 300_000);
});
