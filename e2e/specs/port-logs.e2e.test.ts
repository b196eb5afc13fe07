import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// Port logs: the buyer opens the port log from the appointment's drawer on the dashboard,
// its Technical department asks for a crew change, and the buyer submits; the agent opens the port
// log from its DA tool row and marks the entry done with a comment and a file; the buyer finds the port log
// in the dashboard's Port logs view (done 1 of 1) and opens it from there to read the answer. The
// appointment is set up through the API (it is not the journey under test).
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const CREW_CHANGE = 'Crew change: 2 on, 2 off at anchorage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('port logs', () => {
  it('the buyer adds a crew change and submits; the agent opens it from its DA tool and marks it done', async () => {
    const { appointmentId, voyageNumber } = await appointedDemoAgent(
      { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
      {
        port: { search: 'Rotterdam', unlocode: 'NLRTM' },
        voyagePrefix: 'LOG',
        eta: daysFromToday(10).at(8),
        ets: daysFromToday(12).at(18),
        cargo: 'Grain',
      },
    );

    // ---- the buyer: dashboard -> appointment drawer -> Port log ----
    const buyer = await openPage(browser, LAPTOP);
    const page = buyer.page;
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('Appointments', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    const appointments = page.getByRole('table', { name: 'Appointments' });
    const title = appointments.getByRole('button', { name: new RegExp(voyageNumber) });
    await title.waitFor();
    await title.click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Details and history' });
    await drawer.getByRole('link', { name: 'Port log', exact: true }).waitFor();
    await screenshot(page, 'port-logs-drawer');
    await drawer.getByRole('link', { name: 'Port log', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/secured/buyer/dashboard/port-log/${appointmentId}`);
    await page.getByRole('button', { name: 'Start port log' }).click();
    await page.getByRole('button', { name: 'Add entry to Technical' }).click();
    const modal = page.getByRole('dialog', { name: 'New entry: Technical' });
    await modal.getByRole('textbox', { name: /What the agent must handle/ }).fill(CREW_CHANGE);
    await modal.getByRole('button', { name: 'Save entry' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText(CREW_CHANGE).waitFor();
    await page.getByText('Not yet submitted').first().waitFor();
    await screenshot(page, 'port-logs-buyer-internal');
    await expectNoHorizontalScroll(page, 'port-logs-buyer-internal');
    await page.getByRole('button', { name: 'Submit port log' }).click();
    await page.getByText('Port log submitted to the agent').first().waitFor();
    await page.getByText('SUBMITTED', { exact: true }).first().waitFor();
    expect(buyer.pageErrors).toEqual([]);

    // ---- the agent: DA tool row -> Port log -> Mark done ----
    const agent = await openPage(browser, LAPTOP);
    await loginThroughForm(agent.page, AGENT);
    await agent.page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(agent.page);
    const row = agent.page.getByRole('row').filter({ hasText: voyageNumber });
    await row.getByRole('link', { name: `Port log of appointment ${appointmentId}` }).click();
    await agent.page.waitForURL(
      (url) => url.pathname === `/secured/agent/da-tool/appointment/${appointmentId}/port-log`,
    );
    await agent.page.getByText(CREW_CHANGE).waitFor();
    await agent.page.getByRole('button', { name: `Mark done: ${CREW_CHANGE}` }).click();
    const done = agent.page.getByRole('dialog', { name: 'Mark entry done' });
    await done.getByRole('textbox', { name: 'Comment' }).fill('Launch booked 08:00, crew list sent to immigration');
    await done.locator('input[type="file"]').setInputFiles({
      name: 'crew-list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% crew list\n%%EOF\n'),
    });
    await done.getByText('crew-list.pdf').waitFor();
    await done.getByRole('button', { name: 'Mark done' }).click();
    await done.waitFor({ state: 'hidden' });
    await agent.page.getByText('Entry marked done').first().waitFor();
    await agent.page.getByText(/Launch booked 08:00/).waitFor();
    await screenshot(agent.page, 'port-logs-agent-public');
    await expectNoHorizontalScroll(agent.page, 'port-logs-agent-public');
    expect(agent.pageErrors).toEqual([]);

    // ---- the buyer: dashboard -> Port logs -> its port log, done 1 of 1 -> the agent's answer ----
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/dashboard/port-calls');
    await page.getByRole('link', { name: 'Port logs', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/dashboard/port-logs');
    await page.getByRole('searchbox', { name: 'Vessel, port, agent or voyage' }).fill(voyageNumber);
    const portLogs = page.getByRole('table', { name: 'Port logs' });
    const logRow = portLogs.getByRole('row').filter({ hasText: `#${appointmentId}` });
    await logRow.getByText('SUBMITTED', { exact: true }).waitFor();
    await logRow.getByText(/1\/1/).waitFor();
    expect(await portLogs.getByRole('row').count()).toBe(2);
    await screenshot(page, 'port-logs-dashboard');
    await expectNoHorizontalScroll(page, 'port-logs-dashboard');
    await logRow.getByRole('link', { name: /^Port log of / }).click();
    await page.waitForURL((url) => url.pathname === `/secured/buyer/dashboard/port-log/${appointmentId}`);
    await page.getByText(/Launch booked 08:00/).waitFor();
    await page.getByRole('button', { name: 'crew-list.pdf' }).waitFor();
    expect(buyer.pageErrors).toEqual([]);
  }, 240_000);
});
