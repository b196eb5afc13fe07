import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, followApiCalls, launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';

// The appointment actions: the buyer appoints the demo agent on a port call the voyage
// already has (the wizard's "existing port call") and links the voyage's second port call to it,
// amends the port after the server's check, cancels the appointment and reverts the cancellation;
// the agent opens the official preview from its DA tool.
const BUYER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const AGENT_NAME = 'Aegean Port Agency';
const VESSEL = 'Nordic Narvik';
const voyageNumber = `ACT${Date.now().toString(36).toUpperCase().slice(-5)}`;
const VIEWPORT = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A set-up call as the buyer (the voyage and its two port calls are not the journey under test). */
async function call<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/da-app/secured/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function portId(token: string, name: string, unlocode: string): Promise<number> {
  const ports = await call<Array<{ value: string; unlocode: string }>>(
    token,
    `ref/filter/ports?filter=${encodeURIComponent(name)}`,
  );
  const port = ports.find((p) => p.unlocode === unlocode);
  if (!port) throw new Error(`no port ${unlocode}`);
  return Number(port.value);
}

/** A voyage of the demo vessel with two open port calls (Rotterdam, Antwerp), the demo agent on both. */
async function planVoyage() {
  const token = await apiLogin(BUYER);
  const vessels = await call<{ items: Array<{ id: number; name: string }> }>(token, 'buyer/settings/vessels?size=100');
  const vesselId = vessels.items.find((v) => v.name === VESSEL)?.id;
  const agents = await call<{ items: Array<{ id: number; name: string }> }>(
    token,
    'supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  const agentId = agents.items.find((a) => a.name === AGENT_NAME)?.id;
  const [activity] = await call<Array<{ value: string }>>(token, 'appointment/activity-types');
  if (!vesselId || !agentId || !activity) throw new Error('demo data missing');
  const voyage = await call<{ id: number }>(token, 'buyer/voyage/save', {
    method: 'POST',
    body: { vesselId, voyageNumber, voyageTypeId: null },
  });
  const save = async (port: number, eta: string, ets: string) =>
    call<{ id: number }>(token, 'port-call/save-details', {
      method: 'POST',
      body: {
        vesselId,
        voyageId: voyage.id,
        portId: port,
        eta,
        ets,
        activities: [{ activityTypeId: Number(activity.value), cargo: 'Grain' }],
        agentIds: [agentId],
        emails: [],
        remarks: '',
      },
    });
  const rotterdam = await save(
    await portId(token, 'Rotterdam', 'NLRTM'),
    `${daysFromToday(30).iso}T00:00:00`,
    `${daysFromToday(32).iso}T00:00:00`,
  );
  const antwerp = await save(
    await portId(token, 'Antwerpen', 'BEANR'),
    `${daysFromToday(34).iso}T00:00:00`,
    `${daysFromToday(35).iso}T00:00:00`,
  );
  return { rotterdamId: rotterdam.id, antwerpId: antwerp.id };
}

async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Answers a confirm dialog opened by an action button. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('appointment actions', () => {
  it('links an existing port call, amends the port, cancels and reverts; the agent reads the letter', async () => {
    const { rotterdamId, antwerpId } = await planVoyage();
    const title = `${VESSEL} V.${voyageNumber} at Rotterdam`;

    // ---- the wizard on the voyage's existing port call, linking the second one ----
    const buyer = await openPage(browser, VIEWPORT);
    const page = buyer.page;
    const apiCalls = followApiCalls(page);
    await loginThroughForm(page, BUYER);
    await page.waitForURL((url) => url.pathname === '/secured/buyer/dashboard/port-calls');
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'New appointment' }).first().click();
    await page.getByRole('heading', { name: 'New appointment' }).waitFor();
    // The vessel list arrives after the page: a select opened before it would stay empty.
    await apiCalls.settled();
    await choose(page, 'Vessel', new RegExp(VESSEL));
    await page.getByText('Existing voyage', { exact: true }).click();
    await choose(page, 'Voyage', voyageNumber);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Existing port call', { exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(`#${rotterdamId} Rotterdam`) }).check();
    await screenshot(page, 'appointment-actions-wizard-existing-port-call');
    await page.getByRole('button', { name: 'Use this port call' }).click();
    await page.getByRole('textbox', { name: `Message to ${AGENT_NAME}` }).fill('Both calls, please.');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText(title).waitFor();

    // The preview is the letter as it will go: nothing is saved before Appoint.
    await page
      .getByRole('region', { name: `Appointment for ${AGENT_NAME}` })
      .getByText('Both calls, please.')
      .waitFor();
    await page.getByRole('button', { name: 'Appoint', exact: true }).click();
    await page.getByText('Appointment sent').waitFor();

    // ---- link the voyage's second port call from the appointment's drawer ----
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('Appointments', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    await page.getByRole('table', { name: 'Appointments' }).getByRole('button', { name: title }).click();
    const details = page.getByRole('dialog').filter({ hasText: 'Details and history' });
    await details.getByRole('button', { name: 'Link a port call' }).click();
    await choose(page, 'Port call to link', new RegExp(`#${antwerpId} Antwerpen`));
    await details.getByRole('button', { name: 'Link', exact: true }).click();
    const linked = details.getByRole('table', { name: 'Port calls of the appointment' });
    await linked.getByRole('button', { name: `Unlink port call ${antwerpId}` }).waitFor();
    await expect.poll(() => linked.getByRole('row').count()).toBe(2);
    await screenshot(page, 'appointment-actions-linked');
    await page.keyboard.press('Escape');

    // ---- amend the port with the check shown ----
    // From the dashboard: the port call's drawer, then its page.
    await page.getByText('Port calls', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    await page
      .getByRole('table', { name: 'Port calls' })
      .getByRole('button', { name: `#${rotterdamId}`, exact: true })
      .click();
    // The drawer's title names the port call; its section does not say it a second time.
    const portCallDrawer = page.getByRole('dialog').filter({ hasText: 'Details and history' });
    await portCallDrawer.getByRole('link', { name: 'Edit port call' }).waitFor();
    expect(await portCallDrawer.getByText(`Port call #${rotterdamId}`, { exact: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Edit port call' }).click();
    await page.getByRole('heading', { level: 1, name: `${VESSEL} at Rotterdam` }).waitFor();
    await apiCalls.settled();
    await page.getByRole('button', { name: 'Amend port' }).click();
    const amend = page.getByRole('dialog', { name: 'Amend port' });
    // Antwerp is already a call of this voyage: the check refuses it in the server's words.
    await choose(page, 'New port', /Antwerpen/, 'Antwerpen');
    await amend.getByRole('button', { name: 'Check' }).click();
    await amend.getByText('The port cannot be changed').waitFor();
    await choose(page, 'New port', /Hamburg/, 'Hamburg');
    await amend.getByRole('button', { name: 'Check' }).click();
    await amend.getByText(/The port can change to Hamburg/).waitFor();
    await amend.getByText(new RegExp(`${AGENT_NAME} \\(appointment #\\d+, APPOINTED\\)`)).waitFor();
    await screenshot(page, 'appointment-actions-amend-port-check');
    await amend.getByRole('button', { name: 'Amend port', exact: true }).click();
    await page
      .getByText(/Port amended to Hamburg/)
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 1, name: `${VESSEL} at Hamburg` }).waitFor();

    // ---- cancel and revert from the dashboard drawer ----
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('Appointments', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    const appointments = page.getByRole('table', { name: 'Appointments' });
    const hamburgTitle = `${VESSEL} V.${voyageNumber} at Hamburg`;
    await appointments.getByRole('button', { name: hamburgTitle }).waitFor();
    await expect.poll(() => appointments.locator('tbody tr').count()).toBe(1);
    // The dashboard's page size of 5 is among the selector's choices, so it shows (not a blank).
    await expect.poll(() => page.getByLabel('Rows per page').inputValue()).toBe('5');
    await screenshot(page, 'appointment-actions-dashboard');
    await appointments.getByRole('button', { name: hamburgTitle }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Details and history' });
    await drawer.getByRole('group', { name: 'Appointment actions' }).waitFor();
    // The drawer's title names the appointment once: no section heading repeats it.
    expect(await drawer.getByText(/^Appointment #\d+$/).count()).toBe(1);
    await screenshot(page, 'appointment-actions-drawer');
    await drawer.getByRole('button', { name: 'Cancel appointment' }).click();
    await confirm(page, 'Cancel the appointment', 'Cancel appointment');
    await page.getByText('Appointment cancelled').first().waitFor();
    await drawer.getByText('CANCELLED').first().waitFor();
    await drawer.getByRole('button', { name: 'Revert cancellation' }).click();
    await confirm(page, 'Revert the cancellation', 'Revert');
    await page.getByText('Cancellation reverted').first().waitFor();
    await drawer.getByRole('button', { name: 'Cancel appointment' }).waitFor();
    await screenshot(page, 'appointment-actions-reverted');
    expect(buyer.pageErrors).toEqual([]);

    // ---- the agent opens the official preview from its DA tool ----
    const agent = await openPage(browser, VIEWPORT);
    await loginThroughForm(agent.page, AGENT);
    await agent.page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(agent.page);
    const row = agent.page.getByRole('row').filter({ hasText: voyageNumber });
    await row.getByRole('link', { name: /Official preview of appointment/ }).click();
    await agent.page.getByRole('heading', { level: 1, name: hamburgTitle }).waitFor();
    await agent.page.getByText('Letter of appointment').waitFor();
    await agent.page.getByRole('button', { name: 'Print / PDF' }).waitFor();
    await screenshot(agent.page, 'appointment-actions-agent-official-preview');
    expect(agent.pageErrors).toEqual([]);
  }, 180_000);
});
