import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type OpenPage, openPage, screenshot } from '../support/browser';
import { attach } from '../support/da-editor';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, expectNoSidewaysScroll, LAPTOP } from '../support/layout';
import { chooseEach } from '../support/pickers';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Award to appointment (issue 47), by clicking alone, each person in a browser of their own: the
// buyer asks three Piraeus agents for a quotation from a vessel and a port (no port call yet), two
// agents quote, the buyer compares and awards one. The award makes the port call and the appointment,
// and the awarded quote becomes the agent's PDA draft: the awarded agent sees the appointment arrive
// on its open DA tool and submits the PDA without typing a price again; the other agent's open
// request turns "Not chosen". Nothing is set up through the API.
const MANAGER = 'manager@nordic-bulk.example';
const VESSEL = 'Nordic Svalbard';
/** The demo's own request at Piraeus is another vessel's; this journey's is found by its title. */
const TITLE = `${VESSEL} at Piraeus`;
const AEGEAN = { username: 'agent@aegean-agency.example', name: 'Aegean Port Agency' };
const PIRAEUS = { username: 'agent@piraeus-maritime.example', name: 'Piraeus Maritime Services' };
const HELLAS = { username: 'agent@hellas-ship.example', name: 'Hellas Ship Agents' };
const QUOTES = {
  aegean: { 'Port dues': '1200.50', Pilotage: '300', 'Crew transportation': '85', total: '1,585.50' },
  piraeus: { 'Port dues': '1310', Pilotage: '345.25', 'Crew transportation': '90', total: '1,745.25' },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An agent logged in, on its list of requests for quotation (from its DA tool). */
async function agentOnRequests(username: string): Promise<OpenPage> {
  const agent = await openPage(browser, LAPTOP);
  await loginThroughForm(agent.page, username);
  await agent.page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
  await dismissCookieBanner(agent.page);
  await agent.page.getByRole('link', { name: 'Requests for quotation' }).click();
  await agent.page.getByRole('table', { name: 'Requests for quotation' }).waitFor();
  return agent;
}

/** From its list, the agent opens the request and quotes each expense. */
async function quote(page: Page, amounts: Record<string, string>, total: string) {
  await page.getByRole('table', { name: 'Requests for quotation' }).getByRole('link', { name: TITLE }).first().click();
  await page.waitForURL((url) => /\/secured\/agent\/da-tool\/request\/\d+$/.test(url.pathname));
  // The list (its rows and status filter say SEEN too) gives way to the request page first.
  await page.getByRole('table', { name: 'Requests for quotation' }).waitFor({ state: 'detached' });
  await page.getByText('SEEN', { exact: true }).waitFor();
  for (const [expense, amount] of Object.entries(amounts))
    if (expense !== 'total') await page.getByRole('textbox', { name: new RegExp(`Amount of ${expense}`) }).fill(amount);
  await expect.poll(() => page.getByLabel('Quote total').textContent()).toBe(`Total EUR ${total}`);
  await page.getByRole('button', { name: 'Send quote' }).click();
  await page.getByText('QUOTED', { exact: true }).waitFor();
}

describe('award to appointment', () => {
  it('the buyer awards one of several quotes: the agent is appointed with its quote as PDA draft, the others are told', async () => {
    // ---- the buyer asks three Piraeus agents, from a vessel and a port ----
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Requests for quotation' }).click();
    await page.getByRole('link', { name: 'New request' }).click();
    await page.getByText('A vessel and a port').click();
    await chooseEach(page, 'Vessel', [VESSEL]);
    const port = page.getByRole('combobox', { name: 'Port', exact: true });
    await port.click();
    await port.fill('Piraeus');
    await page.getByRole('option', { name: /GRPIR/ }).first().click();
    await page.getByRole('textbox', { name: 'ETA' }).fill(daysFromToday(25).typed);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => /\/request-case\/\d+\/wizard$/.test(url.pathname));

    await chooseEach(page, 'Activities', [/.+/]);
    await chooseEach(page, 'Port expenses', [/Port dues/, /Pilotage/]);
    await chooseEach(page, 'Husbandry expenses', [/Crew transportation/]);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await chooseEach(page, 'Agents', [AEGEAN.name, PIRAEUS.name, HELLAS.name]);
    await page.getByRole('textbox', { name: 'E-mails' }).fill('ops@nordic-bulk.example');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Send to agents' }).click();
    await page.waitForURL((url) => /\/secured\/buyer\/da-tool\/request-case\/\d+$/.test(url.pathname));
    const requests = page.getByRole('table', { name: 'Requests for quotation' });
    for (const agent of [AEGEAN, PIRAEUS, HELLAS])
      await requests.getByRole('row').filter({ hasText: agent.name }).getByText('SENT').waitFor();

    // ---- two agents quote, each from its own list; the buyer's open case follows ----
    const aegean = await agentOnRequests(AEGEAN.username);
    await quote(aegean.page, QUOTES.aegean, QUOTES.aegean.total);
    const piraeus = await agentOnRequests(PIRAEUS.username);
    await quote(piraeus.page, QUOTES.piraeus, QUOTES.piraeus.total);
    await screenshot(piraeus.page, 'award-agent-quoted');
    await expectNoHorizontalScroll(piraeus.page, 'award-agent-quoted');
    for (const agent of [AEGEAN, PIRAEUS])
      await requests.getByRole('row').filter({ hasText: agent.name }).getByText('QUOTED').waitFor();

    // The awarded agent waits on its DA tool, where the appointment is to arrive.
    await aegean.page.getByRole('link', { name: 'All requests' }).click();
    await aegean.page.getByRole('link', { name: 'Appointments' }).click();
    const appointments = aegean.page.getByRole('table', { name: 'Appointments' });
    await appointments.waitFor();
    expect(await appointments.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);

    // ---- the buyer compares side by side and awards Aegean ----
    await page.getByRole('tab', { name: 'Compare quotes' }).click();
    const comparison = page.getByRole('table', { name: 'Quote comparison' });
    await comparison.getByRole('columnheader', { name: AEGEAN.name }).waitFor();
    await comparison.getByRole('columnheader', { name: PIRAEUS.name }).waitFor();
    const totals = comparison.getByRole('row').filter({ hasText: 'Total (EUR)' });
    await totals.getByText(QUOTES.aegean.total).waitFor();
    await totals.getByText(QUOTES.piraeus.total).waitFor();
    await screenshot(page, 'award-compare');
    await expectNoHorizontalScroll(page, 'award-compare');
    await comparison.getByRole('button', { name: `Award ${AEGEAN.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Award this quote?' });
    await dialog.getByText(`EUR ${QUOTES.aegean.total}`).waitFor();
    await screenshot(page, 'award-confirm');
    await dialog.getByRole('button', { name: `Award and appoint ${AEGEAN.name}` }).click();
    await page.getByText(`${AEGEAN.name} awarded and appointed`).first().waitFor();
    await page.getByText('CLOSED', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Agents' }).click();
    await requests.getByRole('row').filter({ hasText: PIRAEUS.name }).getByText('CANCELLED').waitFor();
    await requests.getByRole('row').filter({ hasText: HELLAS.name }).getByText('CANCELLED').waitFor();
    await page.getByRole('link', { name: 'Open the appointment' }).click();
    await page.getByText('Letter of appointment').waitFor();
    await page.getByRole('heading', { name: TITLE, exact: true }).first().waitFor();
    await page.getByText(AEGEAN.name).first().waitFor();
    await screenshot(page, 'award-buyer-appointment');
    await expectNoHorizontalScroll(page, 'award-buyer-appointment');
    expect(buyer.pageErrors).toEqual([]);

    // ---- the non-chosen agent's open request says so, without a reload ----
    await piraeus.page.getByRole('alert').filter({ hasText: 'Not chosen' }).waitFor();
    await piraeus.page.getByText(/awarded another agent's quote/).waitFor();
    await screenshot(piraeus.page, 'award-not-chosen');
    expect(piraeus.pageErrors).toEqual([]);

    // ---- an agent that never quoted finds its request not chosen, from its list ----
    const hellas = await agentOnRequests(HELLAS.username);
    await hellas.page
      .getByRole('table', { name: 'Requests for quotation' })
      .getByRole('link', { name: TITLE })
      .first()
      .click();
    await hellas.page.getByRole('alert').filter({ hasText: 'Not chosen' }).waitFor();
    expect(hellas.pageErrors).toEqual([]);

    // ---- the awarded agent's open DA tool shows the appointment; its PDA draft is the quote ----
    const p = aegean.page;
    const row = appointments.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('APPOINTED').waitFor();
    await screenshot(p, 'award-agent-appointed');
    await expectNoHorizontalScroll(p, 'award-agent-appointed');
    await expectNoSidewaysScroll(p);
    await row.getByText('PDA DRAFT').waitFor();
    await row.getByRole('button', { name: /^Accept appointment/ }).click();
    await row.getByText('ACCEPTED').waitFor();
    await row.getByRole('link', { name: /^Open DA for appointment/ }).waitFor();
    // The request it quoted says it won, and leads to the draft.
    await p.getByRole('link', { name: 'Requests for quotation' }).click();
    await p.getByRole('table', { name: 'Requests for quotation' }).getByRole('link', { name: TITLE }).first().click();
    await p.getByText('Your quote was awarded').waitFor();
    await p.getByRole('link', { name: 'Open the PDA draft' }).click();
    await p.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await p.getByText('DRAFT', { exact: true }).first().waitFor();
    await expect.poll(() => p.getByLabel('DA total').textContent()).toBe(`EUR ${QUOTES.aegean.total}`);
    // The quote's lines, as the editor shows amounts (no re-keying).
    for (const [section, expense, shown] of [
      ['Port expenses', 'Port dues', '1,200.50'],
      ['Port expenses', 'Pilotage', '300.00'],
      ['Husbandry expenses', 'Crew transportation', '85.00'],
    ] as const) {
      const amount = p
        .getByRole('region', { name: section })
        .getByRole('textbox', { name: new RegExp(`Amount of ${expense}`) });
      expect(await amount.inputValue()).toBe(shown);
    }
    await screenshot(p, 'award-pda-draft');
    await expectNoHorizontalScroll(p, 'award-pda-draft');

    // What the quote did not say: where the vessel berths, the bank account and the invoices.
    await p.getByRole('combobox', { name: 'Terminal' }).fill('Piraeus Bulk Terminal');
    await p.getByRole('combobox', { name: 'Berth' }).fill('Berth 4');
    await p.getByRole('combobox', { name: 'Bank account' }).click();
    await p
      .getByRole('option', { name: /Piraeus Bank/ })
      .first()
      .click();
    await attach(p, 'Port expenses', 'Port dues');
    await attach(p, 'Port expenses', 'Pilotage');
    await attach(p, 'Husbandry expenses', 'Crew transportation');
    await p.getByRole('button', { name: 'Submit PDA' }).click();
    await p.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await expect.poll(() => p.getByLabel('DA total').textContent()).toBe(`EUR ${QUOTES.aegean.total}`);
    await screenshot(p, 'award-pda-submitted');
    await p.getByRole('link', { name: 'Back to DA tool' }).click();
    await appointments.getByRole('row').filter({ hasText: TITLE }).getByText('PDA SUBMITTED').waitFor();
    expect(aegean.pageErrors).toEqual([]);
  }, 300_000);
});
