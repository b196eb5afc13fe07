import type { Browser } from 'playwright-core';
import { openPage } from './browser';
import { daysFromToday } from './dates';
import { LAPTOP } from './layout';
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
