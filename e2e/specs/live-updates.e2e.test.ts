import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { agentOnStatementOfFacts } from '../support/sof';
import { submittedPda } from '../support/submitted-pda';

// Shared screens are live (issue 41): several people work on one port call at once, each in a
// browser of their own, and what one does shows on the others' open screens without a reload: the
// SOF (the agent and the master invited by link), the comments of a request for quotation (buyer and
// agent) and an evaluation (two evaluators of the buyer). The port calls, the request case and the
// submitted DA are set up through the API: they are not the journeys under test.
const MANAGER = 'manager@nordic-bulk.example';
const DEPUTY = 'deputy@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const AGENT_NAME = 'Aegean Port Agency';
const MASTER = 'Captain Live Olsen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A request case for a new port call at Rotterdam, sent to the demo agent through the wizard's calls. */
async function sentRequestCase(manager: string) {
  const vessels = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/buyer/settings/vessels?page=0&size=100&isActive=true',
  );
  const voyageNumber = `LIVERFQ-${Date.now() % 1_000_000}`;
  const voyage = await api<{ id: number }>(manager, '/secured/buyer/voyage/save', {
    method: 'POST',
    body: { vesselId: vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id, voyageNumber },
  });
  const ports = await api<Array<{ value: number; unlocode: string }>>(
    manager,
    '/secured/ref/filter/ports?filter=Rotterdam',
  );
  const activities = await api<Array<{ value: number }>>(manager, '/secured/appointment/activity-types');
  const agents = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  const agentId = agents.items.find((a) => a.name === AGENT_NAME)?.id;
  const { id: portCallId } = await api<{ id: number }>(manager, '/secured/port-call/save-details', {
    method: 'POST',
    body: {
      vesselId: vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id,
      voyageId: voyage.id,
      portId: ports.find((p) => p.unlocode === 'NLRTM')?.value,
      eta: daysFromToday(40).at(8),
      ets: daysFromToday(42).at(18),
      activities: [{ activityTypeId: activities[0]?.value, cargo: 'Grain' }],
      agentIds: [agentId],
    },
  });
  const rc = '/secured/request-case';
  const draft = await api<{ id: number }>(manager, `${rc}/save-vessel-port`, {
    method: 'POST',
    body: { portCallId, currency: 'EUR' },
  });
  const portItems = await api<Array<{ id: number; name: string }>>(
    manager,
    `${rc}/catalogue-expenses/PORT_EXPENSES/list`,
  );
  const husbandryItems = await api<Array<{ id: number; name: string }>>(
    manager,
    `${rc}/catalogue-expenses/HUSBANDRY_EXPENSES/list`,
  );
  await api(manager, `${rc}/save-activities-expenses-step`, {
    method: 'POST',
    body: {
      id: draft.id,
      activities: [{ activityTypeId: activities[0]?.value, cargo: 'Grain' }],
      selections: {
        PORT_EXPENSES: { isAll: false, ids: portItems.slice(0, 2).map((i) => i.id) },
        AGENCY_EXPENSES: { isAll: false, ids: [] },
        HUSBANDRY_EXPENSES: { isAll: false, ids: husbandryItems.slice(0, 1).map((i) => i.id) },
      },
    },
  });
  await api(manager, `${rc}/save-step-3`, {
    method: 'POST',
    body: {
      id: draft.id,
      agentIds: [agentId],
      emails: ['ops@nordic-bulk.example'],
      dueDate: daysFromToday(30).at(0).slice(0, 10),
    },
  });
  await api(manager, `${rc}/submit-step-4`, { method: 'POST', body: { id: draft.id } });
  return { caseId: draft.id, firstExpense: portItems[0]?.name as string };
}

describe('live updates of shared screens', () => {
  it('SOF: the master invited by link and the agent see what the other does, without a reload', async () => {
    // ---- the agent: DA tool -> SOF -> invite the master ----
    const { agent, page } = await agentOnStatementOfFacts(browser, {
      voyagePrefix: 'LIVESOF',
      etaInDays: 33,
    });
    const collaborators = page.getByRole('region', { name: 'Collaborators' });
    await collaborators.getByRole('textbox', { name: 'E-mail' }).fill('master@live-olsen.example');
    await collaborators.getByRole('textbox', { name: 'Full name' }).fill(MASTER);
    await collaborators.getByRole('button', { name: 'Invite' }).click();
    const link = collaborators.getByRole('link', { name: `Link for ${MASTER}` });
    await link.waitFor();
    const master = collaborators.getByRole('row').filter({ hasText: MASTER });
    await master.getByText('Not opened').waitFor();
    const href = (await link.getAttribute('href')) as string;

    // ---- the master opens the link in a browser of its own: the agent's list says so at once ----
    const captain = await openPage(browser, LAPTOP);
    await captain.page.goto(href);
    await captain.page.getByRole('button', { name: `Continue as ${MASTER}` }).click();
    await captain.page.getByRole('heading', { name: 'Statement of facts' }).waitFor();
    await master.getByText('Opened', { exact: true }).waitFor();

    // ---- the master writes a remark: it shows on the agent's open page ----
    const masterRemarks = captain.page.getByRole('region', { name: 'Remarks' });
    await masterRemarks.getByRole('textbox', { name: 'General remark' }).fill('Fresh water taken at berth');
    await masterRemarks.getByRole('button', { name: 'Add remark' }).click();
    await masterRemarks.getByText('Fresh water taken at berth').waitFor();
    await page.getByRole('region', { name: 'Remarks' }).getByText('Fresh water taken at berth').waitFor();

    // ---- and the agent's remark shows on the master's open page ----
    const agentRemarks = page.getByRole('region', { name: 'Remarks' });
    await agentRemarks.getByRole('textbox', { name: 'General remark' }).fill('Bunkers delivered by barge');
    await agentRemarks.getByRole('button', { name: 'Add remark' }).click();
    await masterRemarks.getByText('Bunkers delivered by barge').waitFor();
    await screenshot(page, 'live-sof-agent');
    await screenshot(captain.page, 'live-sof-master');
    expect(agent.pageErrors).toEqual([]);
    expect(captain.pageErrors).toEqual([]);
  }, 240_000);

  it("RFQ comments: the buyer's comment shows on the agent's open request, the reply on the buyer's case", async () => {
    const { caseId, firstExpense } = await sentRequestCase(await apiLogin(MANAGER));

    // ---- the buyer: Requests for quotation -> the case -> Comments ----
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Requests for quotation' }).click();
    await page.getByRole('link', { name: new RegExp(`· #${caseId}$`) }).click();
    await page.waitForURL((url) => /\/secured\/buyer\/da-tool\/request-case\/\d+$/.test(url.pathname));
    const requests = page.getByRole('table', { name: 'Requests for quotation' });
    await requests.getByRole('row').filter({ hasText: AGENT_NAME }).getByText('SENT').waitFor();

    // ---- the agent opens the request: the buyer's table turns to SEEN by itself ----
    const agent = await openPage(browser, LAPTOP);
    const agentPage = agent.page;
    await loginThroughForm(agentPage, AGENT);
    await agentPage.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(agentPage);
    await agentPage.getByRole('link', { name: 'Requests for quotation' }).click();
    // Newest first: the request just sent heads the agent's inbox.
    await agentPage.getByRole('table', { name: 'Requests for quotation' }).getByRole('link').first().click();
    await agentPage.waitForURL((url) => /\/secured\/agent\/da-tool\/request\/\d+$/.test(url.pathname));
    await requests.getByRole('row').filter({ hasText: AGENT_NAME }).getByText('SEEN').waitFor();

    // ---- the buyer comments; the agent's open thread shows it ----
    await page.getByRole('tab', { name: 'Comments' }).click();
    const buyerThread = page.getByLabel(`Comments on ${firstExpense}`);
    await buyerThread.getByRole('textbox', { name: 'Comment' }).fill('Does the tariff include the weekend surcharge?');
    await buyerThread.getByRole('button', { name: 'Add comment' }).click();
    await buyerThread.getByText('Does the tariff include the weekend surcharge?').waitFor();
    const agentThread = agentPage.getByLabel(`Comments on ${firstExpense}`);
    await agentThread.getByText('Does the tariff include the weekend surcharge?').waitFor();

    // ---- the agent replies; the buyer's open thread shows it ----
    await agentThread.getByRole('textbox', { name: 'Comment' }).fill('Yes, weekends are included.');
    await agentThread.getByRole('button', { name: 'Add comment' }).click();
    await buyerThread.getByText('Yes, weekends are included.').waitFor();
    await screenshot(page, 'live-rfq-buyer');
    expect(buyer.pageErrors).toEqual([]);
    expect(agent.pageErrors).toEqual([]);
  }, 240_000);

  it('evaluation: one evaluator verifies two lines in a row, the other sees both verified as they happen', async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    const { evaluationId, voyageNumber } = await submittedPda(tokens, {
      port: { search: 'Santos', unlocode: 'BRSSZ' },
      voyagePrefix: 'LIVEEVAL',
      eta: daysFromToday(46).at(8),
      ets: daysFromToday(48).at(18),
      cargo: 'Soybeans',
      currency: 'USD',
      rate: '1.25',
      bankName: 'Banco Santos',
      berth: 'Armazém 14',
      lines: [
        { section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1000.00' },
        { section: 'PORT_EXPENSES', code: 'PILOTAGE_IN', amount: '500.00' },
      ],
    });
    const [first, second] = await Promise.all([openPage(browser, LAPTOP), openPage(browser, LAPTOP)]);
    for (const [who, username] of [
      [first, MANAGER],
      [second, DEPUTY],
    ] as const) {
      await loginThroughForm(who.page, username);
      await dismissCookieBanner(who.page);
      await openEvaluationFromDaTool(who.page, voyageNumber);
      await who.page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    }
    const lineOf = (page: typeof first.page, name: string) => page.getByRole('row').filter({ hasText: name }).first();

    for (const line of ['Port dues / harbour dues', 'Pilotage inward']) {
      await first.page.getByRole('button', { name: `Actions for ${line}` }).click();
      await first.page.getByRole('menuitem', { name: 'Verify' }).click();
      const dialog = first.page.getByRole('dialog', { name: `Verify · ${line}` });
      await dialog.getByRole('button', { name: 'Verify' }).click();
      // One's own change leaves no stale version behind: the second line verifies at once.
      await dialog.waitFor({ state: 'hidden' });
      await lineOf(first.page, line).getByText('Verified', { exact: true }).waitFor();
      await lineOf(second.page, line).getByText('Verified', { exact: true }).waitFor();
    }
    await screenshot(second.page, 'live-evaluation-second-evaluator');
    expect(first.pageErrors).toEqual([]);
    expect(second.pageErrors).toEqual([]);
  }, 240_000);
});
