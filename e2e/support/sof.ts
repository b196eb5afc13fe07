import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser';
import { daysFromToday } from './dates';
import { LAPTOP } from './layout';
import { chooseWithKeys } from './pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from './session';
import { appointedDemoAgent } from './submitted-pda';

const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

/**
 * A port call at Rotterdam where the demo buyer appointed the demo agent (through the API: its screens
 * have their own journeys), then the agent logged in and clicked from its DA tool row to the call's
 * statement of facts: where the SOF journeys begin.
 */
export async function agentOnStatementOfFacts(browser: Browser, plan: { voyagePrefix: string; etaInDays: number }) {
  const { portCallId, voyageNumber } = await appointedDemoAgent(
    { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
    {
      port: { search: 'Rotterdam', unlocode: 'NLRTM' },
      voyagePrefix: plan.voyagePrefix,
      eta: daysFromToday(plan.etaInDays).at(8),
      ets: daysFromToday(plan.etaInDays + 2).at(18),
      cargo: 'Grain',
    },
  );
  const agent = await openPage(browser, LAPTOP);
  const page = agent.page;
  await loginThroughForm(page, AGENT);
  await page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
  await dismissCookieBanner(page);
  await page
    .getByRole('row')
    .filter({ hasText: voyageNumber })
    .getByRole('link', { name: `Statement of facts of port call ${portCallId}` })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Statement of facts' }).waitFor();
  return { agent, page, portCallId, voyageNumber };
}

/**
 * Adds an event from the SOF page's "Add event" window as its user does, looking at what the form
 * shows before saving: the event picked from the list (by keys, then read back from the field) and the
 * port's time typed and read back, so a pick the list dropped is seen where it happens, not as a
 * "Save event" that stays disabled.
 */
export async function addEvent(page: Page, description: string, time: string) {
  await page.getByRole('button', { name: 'Add event' }).click();
  const modal = page.getByRole('dialog', { name: 'Add event' });
  await chooseWithKeys(modal, 'Event', description);
  const when = modal.getByLabel(/Time at the port/);
  await when.fill(time);
  await expect.poll(() => when.inputValue()).toBe(time);
  await modal.getByRole('button', { name: 'Save event' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: description, exact: true }).first().waitFor();
}
