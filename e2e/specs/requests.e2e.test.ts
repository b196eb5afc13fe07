import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { seriousA11yViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { followMailLink, waitForMail } from '../support/mailbox';
import { chooseEach as choose } from '../support/pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';

// Requests for quotation: the buyer asks the demo agent for a quotation through the wizard (from the
// dashboard), the agent quotes from its DA tool, the buyer compares and appoints. The port call the
// request is for is set up through the API (planning a port call is not the journey under test).
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const AGENT_NAME = 'Aegean Port Agency';
/** This journey's requests are the Nordic Svalbard's; the demo's own (other vessels) stay out of its way. */
const SVALBARD = /^Nordic Svalbard at /;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A DRAFT port call of Nordic Svalbard at Rotterdam on a new voyage, the demo agent on it. */
async function portCallWithDemoAgent(manager: string) {
  const vessels = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/buyer/settings/vessels?page=0&size=100&isActive=true',
  );
  const vesselId = vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id;
  const voyageNumber = `RFQ-${Date.now() % 1_000_000}`;
  const voyage = await api<{ id: number }>(manager, '/secured/buyer/voyage/save', {
    method: 'POST',
    body: { vesselId, voyageNumber },
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
  const portCall = await api<{ id: number }>(manager, '/secured/port-call/save-details', {
    method: 'POST',
    body: {
      vesselId,
      voyageId: voyage.id,
      portId: ports.find((p) => p.unlocode === 'NLRTM')?.value,
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      activities: [{ activityTypeId: activities[0]?.value, cargo: 'Grain' }],
      agentIds: [agents.items.find((a) => a.name === AGENT_NAME)?.id],
    },
  });
  return { voyageNumber, portCallId: portCall.id, activityTypeId: activities[0]?.value as number };
}

async function demoAgentId(manager: string) {
  const agents = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  return agents.items.find((a) => a.name === AGENT_NAME)?.id;
}

describe('requests for quotation', () => {
  it('the buyer sends a request through the wizard, the agent quotes, the buyer compares and appoints', async () => {
    const { voyageNumber } = await portCallWithDemoAgent(await apiLogin(MANAGER));

    // ---- the buyer: dashboard -> Requests for quotation -> New request -> wizard ----
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Requests for quotation' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/da-tool/request-cases');
    await page.getByRole('link', { name: 'New request' }).click();
    await page.getByText('An existing port call').click();
    await choose(page, 'Port call', [new RegExp(voyageNumber)]);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => /\/request-case\/\d+\/wizard$/.test(url.pathname));

    await choose(page, 'Activities', [/.+/]);
    await choose(page, 'Port expenses', [/Port dues/, /Pilotage/]);
    await choose(page, 'Husbandry expenses', [/Crew transportation/]);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await choose(page, 'Agents', [AGENT_NAME]);
    await page.getByRole('textbox', { name: 'E-mails' }).fill('ops@nordic-bulk.example');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page
      .getByRole('table', { name: 'Historical expenses' })
      .getByText(/Port dues/)
      .waitFor();
    await screenshot(page, 'requests-wizard-submit');
    await page.getByRole('button', { name: 'Send to agents' }).click();
    await page.waitForURL((url) => /\/secured\/buyer\/da-tool\/request-case\/\d+$/.test(url.pathname));
    const requests = page.getByRole('table', { name: 'Requests for quotation' });
    await requests.getByRole('row').filter({ hasText: AGENT_NAME }).getByText('SENT').waitFor();
    // The section an additional expense goes into reads as the wizard names it, not as its code.
    const section = page.getByRole('combobox', { name: 'Additional expense in' });
    expect(await section.inputValue()).toBe('Husbandry expenses');
    await section.click();
    expect(await page.getByRole('option').allTextContents()).toEqual([
      'Port expenses',
      'Agency expenses',
      'Husbandry expenses',
    ]);
    await page.keyboard.press('Escape');
    expect(buyer.pageErrors).toEqual([]);

    // ---- the agent: DA tool -> Requests for quotation -> the request -> quote ----
    const agent = await openPage(browser, LAPTOP);
    const agentPage = agent.page;
    await loginThroughForm(agentPage, AGENT);
    await agentPage.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(agentPage);
    await agentPage.getByRole('link', { name: 'Requests for quotation' }).click();
    await agentPage
      .getByRole('table', { name: 'Requests for quotation' })
      .getByRole('link', { name: SVALBARD })
      .first()
      .click();
    await agentPage.waitForURL((url) => /\/secured\/agent\/da-tool\/request\/\d+$/.test(url.pathname));
    // The list (its rows and status filter say SEEN too) gives way to the request page first.
    await agentPage.getByRole('table', { name: 'Requests for quotation' }).waitFor({ state: 'detached' });
    await agentPage.getByText('SEEN', { exact: true }).waitFor();
    await agentPage.getByRole('textbox', { name: /Amount of Port dues/ }).fill('1200.50');
    await agentPage.getByRole('textbox', { name: /Amount of Pilotage/ }).fill('300');
    await agentPage.getByRole('textbox', { name: /Amount of Crew transportation/ }).fill('85');
    // The totals follow the typing, before anything is sent.
    await expect.poll(() => agentPage.getByLabel('Quote total').textContent()).toMatch(/^Total [A-Z]{3} 1,585\.50$/);
    await agentPage.getByRole('button', { name: 'Send quote' }).click();
    await agentPage.getByText('Quote sent').first().waitFor();
    await agentPage.getByText('QUOTED', { exact: true }).waitFor();
    await screenshot(agentPage, 'requests-agent-quoted');
    await expectNoHorizontalScroll(agentPage, 'requests-agent-quoted');
    expect(agent.pageErrors).toEqual([]);

    // ---- the buyer compares and appoints ----
    await page.reload();
    await requests.getByRole('row').filter({ hasText: AGENT_NAME }).getByText('QUOTED').waitFor();
    await page.getByRole('tab', { name: 'Compare quotes' }).click();
    const comparison = page.getByRole('table', { name: 'Quote comparison' });
    await comparison.getByText('1,585.50').waitFor();
    await screenshot(page, 'requests-compare');
    await comparison.getByRole('button', { name: `Award ${AGENT_NAME}` }).click();
    await page
      .getByRole('dialog', { name: 'Award this quote?' })
      .getByRole('button', { name: `Award and appoint ${AGENT_NAME}` })
      .click();
    await page.getByText(`${AGENT_NAME} awarded and appointed`).first().waitFor();
    await page.getByText('CLOSED', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Open the appointment' }).waitFor();

    // ---- the buyer shares the request by e-mail; a supplier without an account reads it; revoked, the link stops ----
    const reader = `rfq-reader-${Date.now()}@harbour-supply.example`;
    await page.getByRole('tab', { name: 'Share' }).click();
    await page.getByRole('textbox', { name: 'E-mails' }).fill(reader);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Link e-mailed').first().waitFor();
    await page.getByText('Links to this request are live.').waitFor();
    const supplier = await openPage(browser, LAPTOP);
    await followMailLink(supplier.page, await waitForMail(reader), '/shared/request-case/', 'Open the request');
    await supplier.page.getByRole('heading', { name: /^Request for quotation: Nordic Svalbard at / }).waitFor();
    await screenshot(supplier.page, 'requests-shared-link');
    await page.getByRole('button', { name: 'Revoke links' }).click();
    await page.getByText('Links revoked').first().waitFor();
    // The same link, opened again, says it no longer holds, and shows nothing of the request.
    await supplier.page.reload();
    await supplier.page.getByText('This link is not valid').waitFor();
    expect(await supplier.page.getByRole('heading', { name: /^Request for quotation/ }).count()).toBe(0);
    expect(buyer.pageErrors).toEqual([]);
    expect(supplier.pageErrors).toEqual([]);
  }, 240_000);

  it('the agent keeps a price list; a request the list covers is quoted at once', async () => {
    const manager = await apiLogin(MANAGER);
    const agent = await openPage(browser, LAPTOP);
    const p = agent.page;
    await loginThroughForm(p, AGENT);
    await p.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(p);
    await p.getByRole('link', { name: 'Price list' }).click();
    await p.waitForURL((url) => url.pathname === '/secured/agent/pricelist');
    for (const [section, expense, amount] of [
      ['Port expenses', /Port dues/, '1150'],
      ['Husbandry expenses', /Crew transportation/, '90'],
    ] as const) {
      const port = p.getByRole('combobox', { name: 'Port', exact: true });
      await port.click();
      await port.fill('Rotterdam');
      await p.getByRole('option', { name: /NLRTM/ }).first().click();
      await choose(p, 'Section', [section]);
      await choose(p, 'Expense', [expense]);
      await p.getByRole('textbox', { name: 'Amount' }).fill(amount);
      await p.getByRole('textbox', { name: 'Valid from' }).fill(daysFromToday(-1).typed);
      await p.keyboard.press('Tab');
      await p.getByRole('textbox', { name: 'Valid to' }).fill(daysFromToday(200).typed);
      await p.keyboard.press('Tab');
      await p.getByRole('button', { name: 'Save price' }).click();
      await p.getByText('Price saved').first().waitFor();
      // The demo agent's list also holds its Skaramangas prices (the port estimator's demo).
      await p
        .getByRole('table', { name: 'Price list' })
        .getByRole('row')
        .filter({ hasText: 'Rotterdam' })
        .filter({ hasText: expense })
        .first()
        .waitFor();
    }
    await p.getByRole('switch', { name: 'Quote covered requests automatically' }).click({ force: true });
    await p.getByText('Auto-quote saved').first().waitFor();
    await screenshot(p, 'requests-price-list');
    await expectNoHorizontalScroll(p, 'requests-price-list');

    // The buyer's request through the API (its wizard is the first journey), for exactly those expenses.
    const { portCallId, activityTypeId } = await portCallWithDemoAgent(manager);
    const catalogue = (section: string) =>
      api<Array<{ id: number; code: string }>>(manager, `/secured/request-case/catalogue-expenses/${section}/list`);
    const dues = (await catalogue('PORT_EXPENSES')).find((e) => e.code === 'PORT_DUES')?.id;
    const crew = (await catalogue('HUSBANDRY_EXPENSES')).find((e) => e.code === 'CREW_TRANSPORT')?.id;
    const sent = await api<{ requests: Array<{ id: number }> }>(manager, '/secured/request-case/submit-wizard', {
      method: 'POST',
      body: {
        portCallId,
        currency: 'EUR',
        activities: [{ activityTypeId }],
        selections: {
          PORT_EXPENSES: { isAll: false, ids: [dues] },
          AGENCY_EXPENSES: { isAll: false, ids: [] },
          HUSBANDRY_EXPENSES: { isAll: false, ids: [crew] },
        },
        agentIds: [await demoAgentId(manager)],
        emails: ['ops@nordic-bulk.example'],
      },
    });

    // ---- the agent finds it quoted from its DA tool ----
    await p.getByRole('link', { name: 'DA tool', exact: true }).click();
    await p.getByRole('link', { name: 'Requests for quotation' }).click();
    await p
      .getByRole('table', { name: 'Requests for quotation' })
      .getByRole('link', { name: SVALBARD })
      .first()
      .click();
    await p.waitForURL((url) => url.pathname === `/secured/agent/da-tool/request/${sent.requests[0]?.id}`);
    await p.getByText('Quoted automatically from your price list.').waitFor();
    await p.getByText('Total EUR 1,240.00').waitFor();

    // Auto-quote off again, so no other journey meets it.
    await p.getByRole('link', { name: 'Price list', exact: true }).first().click();
    await p.getByRole('switch', { name: 'Quote covered requests automatically' }).click({ force: true });
    await p.getByText('Auto-quote saved').first().waitFor();
    expect(agent.pageErrors).toEqual([]);
  }, 240_000);

  it('the request pages have no serious or critical accessibility violation', async () => {
    // Under a bypassed CSP, so axe can be injected (journeys above run under the real one).
    const buyer = await openPage(browser, LAPTOP, { bypassCSP: true });
    await loginThroughForm(buyer.page, MANAGER);
    await dismissCookieBanner(buyer.page);
    await buyer.page.getByRole('link', { name: 'Requests for quotation' }).click();
    await buyer.page.getByRole('table', { name: 'Request cases' }).waitFor();
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);
    await buyer.page.getByRole('link', { name: 'New request' }).click();
    await buyer.page.getByRole('combobox', { name: 'Vessel', exact: true }).waitFor();
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);

    const agent = await openPage(browser, LAPTOP, { bypassCSP: true });
    await loginThroughForm(agent.page, AGENT);
    await agent.page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(agent.page);
    await agent.page.getByRole('link', { name: 'Requests for quotation' }).click();
    await agent.page.getByRole('table', { name: 'Requests for quotation' }).waitFor();
    expect(await seriousA11yViolations(agent.page)).toEqual([]);
    await agent.page
      .getByRole('table', { name: 'Requests for quotation' })
      .getByRole('link', { name: SVALBARD })
      .first()
      .click();
    await agent.page.getByRole('heading', { name: 'Quotation' }).waitFor();
    expect(await seriousA11yViolations(agent.page)).toEqual([]);
    await agent.page.getByRole('link', { name: 'Price list', exact: true }).first().click();
    await agent.page.getByRole('button', { name: 'Save price' }).waitFor();
    expect(await seriousA11yViolations(agent.page)).toEqual([]);
  });
});
