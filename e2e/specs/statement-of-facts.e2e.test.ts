import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { downloadByClicking } from '../support/download';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { addEvent } from '../support/sof';
import { appointedDemoAgent } from '../support/submitted-pda';

// Statement of facts: the agent builds the SOF from templates and invites the master by link; the
// master, in a browser of its own and without an account, signs under protest with a remark; the agent
// signs; the buyer downloads the signed PDF from the appointment's drawer and the verification accepts
// it. On the way the agent corrects and withdraws an event remark and hides the SOF and shows it
// again. The accepted appointment is set up through the API (it is not the journey under test).
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const MASTER = 'Captain Ingrid Lund';
const PROTEST = 'Waiting time at anchorage disputed by the vessel';
const RAIN = 'Rain from 14:00 to 16:30, cargo stopped';
const TUG = 'Second tug late by 40 minutes';
const EVENTS = [
  'Arrived at pilot boarding place',
  'Notice of readiness tendered',
  'All fast',
  'Cargo operations commenced',
  'Cargo operations completed',
  'Last line let go',
  'Commenced sea passage',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signThroughDialog(page: Page, protest?: string) {
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Sign the statement of facts' });
  if (protest) {
    await modal.getByRole('checkbox', { name: 'Sign under protest' }).check();
    await modal.getByRole('textbox', { name: 'Protest remark' }).fill(protest);
  }
  await modal.getByRole('button', { name: 'Confirm signature' }).click();
  await modal.waitFor({ state: 'hidden' });
}

describe('statement of facts', () => {
  it('agent builds and invites, master signs under protest, agent signs, buyer downloads and verifies', async () => {
    const { portCallId, voyageNumber } = await appointedDemoAgent(
      { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
      {
        port: { search: 'Rotterdam', unlocode: 'NLRTM' },
        voyagePrefix: 'SOF',
        eta: daysFromToday(3).at(8),
        ets: daysFromToday(5).at(18),
        cargo: 'Grain',
      },
    );

    // ---- the agent: DA tool row -> SOF -> events from templates -> invite the master ----
    const agent = await openPage(browser, LAPTOP);
    const page = agent.page;
    await loginThroughForm(page, AGENT);
    await page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(page);
    const row = page.getByRole('row').filter({ hasText: voyageNumber });
    await row.getByRole('link', { name: `Statement of facts of port call ${portCallId}` }).click();
    await page.waitForURL((url) => url.pathname === `/secured/agent/sof/${portCallId}`);
    // The page's header names the port call the SOF belongs to.
    await page.getByRole('heading', { level: 1, name: 'Statement of facts' }).waitFor();
    await page.getByText(new RegExp(`V\\. ${voyageNumber} at `)).waitFor();
    for (const [i, description] of EVENTS.entries())
      await addEvent(page, description, `${daysFromToday(i - 8).iso}T08:30`);
    await page.getByRole('region', { name: 'Depart events' }).getByText('Last line let go').waitFor();
    const collaborators = page.getByRole('region', { name: 'Collaborators' });
    await collaborators.getByRole('textbox', { name: 'E-mail' }).fill('master@nordic-svalbard.example');
    await collaborators.getByRole('textbox', { name: 'Full name' }).fill(MASTER);
    await collaborators.getByRole('button', { name: 'Invite' }).click();
    const link = collaborators.getByRole('link', { name: `Link for ${MASTER}` });
    await link.waitFor();
    const href = (await link.getAttribute('href')) as string;
    expect(href).toContain(`/statement-of-facts/invited/${portCallId}?inviteId=`);
    // A general remark, corrected by its author before anyone signs.
    const remarks = page.getByRole('region', { name: 'Remarks' });
    await remarks.getByRole('textbox', { name: 'General remark' }).fill('Rain from 14:00');
    await remarks.getByRole('button', { name: 'Add remark' }).click();
    await remarks.getByRole('button', { name: 'Edit remark Rain from 14:00' }).click();
    await remarks.getByRole('textbox', { name: 'Remark', exact: true }).fill(RAIN);
    await remarks.getByRole('button', { name: 'Save remark' }).click();
    await remarks.getByText(RAIN).waitFor();
    // An event remark, corrected, then withdrawn after the page asks; the SOF hidden and shown again.
    const allFast = page.getByRole('row').filter({ hasText: 'All fast' });
    await allFast.getByRole('button', { name: 'Remark', exact: true }).click();
    await allFast.getByRole('textbox', { name: 'Event remark' }).fill('Tug late');
    await allFast.getByRole('button', { name: 'Add', exact: true }).click();
    await allFast.getByRole('button', { name: 'Edit remark Tug late' }).click();
    await allFast.getByRole('textbox', { name: 'Remark', exact: true }).fill(TUG);
    await allFast.getByRole('button', { name: 'Save remark' }).click();
    await allFast.getByText(TUG).waitFor();
    await allFast.getByRole('button', { name: `Withdraw remark ${TUG}` }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw the remark?' });
    await withdraw.getByRole('button', { name: 'Withdraw remark' }).click();
    await withdraw.waitFor({ state: 'hidden' });
    await allFast.getByText(TUG).waitFor({ state: 'detached' });
    const signing = page.getByRole('region', { name: 'Signing' });
    await signing.getByRole('button', { name: 'Hide SOF' }).click();
    await page
      .getByRole('dialog', { name: 'Hide the statement of facts?' })
      .getByRole('button', { name: 'Hide SOF' })
      .click();
    await signing.getByText('HIDDEN', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Add event' }).count()).resolves.toBe(0);
    await signing.getByRole('button', { name: 'Show SOF again' }).click();
    await signing.getByText('IN PROGRESS', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Request signatures' }).click();
    await page.getByRole('region', { name: 'Signing' }).getByText('READY TO SIGN').waitFor();
    await screenshot(page, 'sof-agent-ready-to-sign');

    // ---- the master: the link in a fresh browser, no account ----
    const master = await openPage(browser, LAPTOP);
    await master.page.goto(href);
    await master.page.getByRole('button', { name: `Continue as ${MASTER}` }).click();
    await master.page.getByRole('heading', { name: 'Statement of facts' }).waitFor();
    await master.page.getByRole('cell', { name: 'Cargo operations completed', exact: true }).waitFor();
    await signThroughDialog(master.page, PROTEST);
    await master.page.getByRole('region', { name: 'Signing' }).getByText('PARTIALLY SIGNED').waitFor();
    await master.page.getByRole('region', { name: 'Remarks' }).getByText(PROTEST).waitFor();
    await master.page.getByRole('region', { name: 'Remarks' }).getByText(RAIN).waitFor();
    await screenshot(master.page, 'sof-master-signed-under-protest');
    expect(master.pageErrors).toEqual([]);

    // ---- the agent signs too (the page reads the new stage) ----
    await page.reload();
    await page.getByRole('region', { name: 'Remarks' }).getByText(PROTEST).waitFor();
    await signThroughDialog(page);
    await page.getByRole('region', { name: 'Signing' }).getByText('SIGNED', { exact: true }).waitFor();
    expect(agent.pageErrors).toEqual([]);

    // ---- the buyer: dashboard drawer -> SOF -> signed PDF -> verification ----
    const buyer = await openPage(browser, LAPTOP);
    const bp = buyer.page;
    await loginThroughForm(bp, MANAGER);
    await dismissCookieBanner(bp);
    await bp.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await bp.getByText('Appointments', { exact: true }).first().click();
    await bp.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    const title = bp
      .getByRole('table', { name: 'Appointments' })
      .getByRole('button', { name: new RegExp(voyageNumber) });
    await title.waitFor();
    await title.click();
    const drawer = bp.getByRole('dialog').filter({ hasText: 'Details and history' });
    await drawer.getByRole('link', { name: `Statement of facts of port call ${portCallId}` }).click();
    await bp.waitForURL((url) => url.pathname === `/secured/buyer/sof/${portCallId}`);
    await bp.getByRole('region', { name: 'Signing' }).getByText('SIGNED', { exact: true }).waitFor();
    const download = await downloadByClicking(bp, bp.getByRole('button', { name: 'Download signed PDF' }));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sof-e2e-')), 'signed-sof.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await bp.locator('input[type="file"][accept="application/pdf"]').setInputFiles(file);
    await bp
      .getByRole('status')
      .getByText(/^Verified: signed by/)
      .waitFor();
    await screenshot(bp, 'sof-buyer-verified');
    // From the SOF back to the port call it belongs to.
    await bp.getByRole('link', { name: 'Back to port call' }).click();
    await bp.waitForURL((url) => url.pathname === `/secured/buyer/dashboard/port-calls/port-call/${portCallId}`);
    await bp.getByRole('heading', { level: 1, name: / at / }).waitFor();
    expect(buyer.pageErrors).toEqual([]);
  }, 300_000);
});
