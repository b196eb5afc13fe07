import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { loginThroughForm } from '../support/session';

// Journey: a buyer plans a voyage and a port call and appoints the demo agent through the
// wizard; the agent accepts in its DA tool; the buyer finds the call on the dashboard in every
// grouping, filters it and sends reminders up to the limit.
const BUYER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
const AGENT_NAME = 'Aegean Port Agency';
const VESSEL = 'Nordic Narvik';
const voyageNumber = `E2E${Date.now().toString(36).toUpperCase().slice(-5)}`;
const LIMIT_TEXT = 'You have reached the limit of the number of reminders you can send for this appointment!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Mantine select: opens it, optionally types, clicks the option. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('port calls and appointments', () => {
  it('a buyer appoints the demo agent, the agent accepts, the buyer follows it on the dashboard', async () => {
    // ---- the buyer plans and appoints ----
    const buyer = await openPage(browser);
    const page = buyer.page;
    await loginThroughForm(page, BUYER);
    await page.waitForURL((url) => url.pathname === '/secured/buyer/dashboard/port-calls');
    await page.getByRole('table', { name: 'Port calls' }).waitFor();
    await page
      .getByRole('cell', { name: /Nordic/ })
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: 'Accept', exact: true })
      .click()
      .catch(() => undefined);
    await screenshot(page, 'port-calls-dashboard');

    await page.getByRole('link', { name: 'New appointment' }).first().click();
    await page.getByRole('heading', { name: 'New appointment' }).waitFor();
    await choose(page, 'Vessel', new RegExp(VESSEL));
    await page.getByRole('textbox', { name: 'Voyage number' }).fill(voyageNumber);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('form', { name: 'Port call' }).waitFor();

    // The rules of platform-core §5 answer before anything is sent.
    await page.getByRole('textbox', { name: 'ETA' }).fill(daysFromToday(40).typed);
    await page.getByRole('textbox', { name: 'ETS' }).fill(daysFromToday(38).typed);
    await page.getByRole('textbox', { name: 'Remarks' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('ETS must be after ETA').waitFor();
    await page.getByText('Please add at least one agent').waitFor();
    await page.getByText('Please add at least one activity').waitFor();
    await screenshot(page, 'port-calls-wizard-port-call-errors');

    await page.getByRole('textbox', { name: 'ETS' }).fill(daysFromToday(43).typed);
    await choose(page, 'Port', /Rotterdam/, 'Rotterdam');
    await page.getByRole('combobox', { name: 'Agents', exact: true }).click();
    await page.getByRole('option', { name: AGENT_NAME }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add activity' }).click();
    await choose(page, 'Activity 1', /./);
    await page.getByRole('textbox', { name: 'Cargo 1' }).fill('Iron ore');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page
      .getByRole('textbox', { name: `Message to ${AGENT_NAME}` })
      .fill('Please arrange a crew change on arrival.');
    // The agent directory's figures of the agent sit beside it, with the way to its page.
    const figures = page.getByLabel(`Figures of ${AGENT_NAME}`);
    await figures.getByRole('link', { name: 'Agent page' }).waitFor();
    expect(await figures.textContent()).toMatch(/over \d+ calls?|calls? with you|No calls with you yet/);
    await screenshot(page, 'port-calls-wizard-messages');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText(`${VESSEL} V.${voyageNumber} at Rotterdam`).waitFor();
    await screenshot(page, 'port-calls-wizard-preview');
    // Nothing is saved before Appoint: back on the first step the voyage is still only a number.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await page.getByRole('textbox', { name: 'Voyage number' }).inputValue()).toBe(voyageNumber);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Appoint', exact: true }).click();
    await page.getByText('Appointment sent').waitFor();
    await page.getByRole('link', { name: 'Official preview' }).first().click();
    await page.getByRole('heading', { level: 1, name: `${VESSEL} V.${voyageNumber} at Rotterdam` }).waitFor();
    await page.getByText('Letter of appointment').waitFor();
    await screenshot(page, 'port-calls-official-preview');
    const appointmentId = Number(/appointment\/(\d+)\//.exec(page.url())?.[1]);
    expect(appointmentId).toBeGreaterThan(0);

    // ---- the agent accepts in its DA tool ----
    const agent = await openPage(browser);
    await loginThroughForm(agent.page, AGENT);
    await agent.page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await agent.page
      .getByRole('button', { name: 'Accept', exact: true })
      .click()
      .catch(() => undefined);
    await agent.page.getByRole('table', { name: 'Appointments' }).waitFor();
    const row = agent.page.getByRole('row').filter({ hasText: voyageNumber });
    await row.waitFor();
    await screenshot(agent.page, 'port-calls-agent-da-tool');
    await row.getByRole('button', { name: `Accept appointment ${appointmentId}` }).click();
    await row.getByText('ACCEPTED').waitFor();
    expect(agent.pageErrors).toEqual([]);

    // ---- the buyer finds it in every grouping and filters it ----
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    // How much is filtered is said in words, not "0 filter(s) on".
    await page.getByText('No filters', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    await page.getByText('1 filter on', { exact: true }).waitFor();
    const portCalls = page.getByRole('table', { name: 'Port calls' });
    await portCalls.getByRole('row').filter({ hasText: voyageNumber }).waitFor();
    await expect.poll(() => portCalls.locator('tbody tr').count()).toBe(1);
    await portCalls.getByText('ACCEPTED').waitFor();
    await screenshot(page, 'port-calls-dashboard-filtered');

    await page.getByText('Voyages', { exact: true }).click();
    const voyages = page.getByRole('table', { name: 'Voyages' });
    await voyages.getByText(voyageNumber).waitFor();
    await screenshot(page, 'port-calls-dashboard-voyages');

    await page.getByText('Appointments', { exact: true }).first().click();
    const appointments = page.getByRole('table', { name: 'Appointments' });
    await appointments.getByText(`${VESSEL} V.${voyageNumber} at Rotterdam`).waitFor();
    await screenshot(page, 'port-calls-dashboard-appointments');

    // ---- reminders up to the limit ----
    const remind = appointments.getByRole('button', { name: `Send a reminder for appointment ${appointmentId}` });
    for (const count of [1, 2, 3]) {
      await remind.click();
      await appointments.getByText(`Remind agent (${count} of 3 sent)`).waitFor();
      await page.getByText('Reminder sent to the agent').first().waitFor();
    }
    await remind.click();
    await page.getByText(LIMIT_TEXT).waitFor();
    // The optimistic count is undone: still 3 of 3.
    await appointments.getByText('Remind agent (3 of 3 sent)').waitFor();
    await screenshot(page, 'port-calls-reminder-limit');

    // ---- the side drawer: details and history ----
    await appointments.getByRole('button', { name: `${VESSEL} V.${voyageNumber} at Rotterdam` }).click();
    await page.getByRole('dialog').getByText('History', { exact: true }).first().waitFor();
    await page
      .getByRole('dialog')
      .getByText(/Accept/)
      .first()
      .waitFor();
    await screenshot(page, 'port-calls-details-drawer');

    // The filters are kept locally (operations §9): a reload finds the voyage filter still on.
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Voyage number' }).inputValue()).toBe(voyageNumber);
    expect(buyer.pageErrors).toEqual([]);
  }, 180_000);
});
