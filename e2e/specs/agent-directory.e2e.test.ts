import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent directory by clicking alone: the demo buyer opens it from the sidebar, finds the demo
// agent by name and reads its page, whose figures each say how many calls they rest on.
const BUYER = 'manager@nordic-bulk.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A prior step: the demo buyer appoints the demo agent, who accepts (other journeys click that).
  await appointedDemoAgent(
    { manager: await apiLogin(BUYER), agent: await apiLogin('agent@aegean-agency.example') },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'DIR',
      eta: daysFromToday(30).at(8),
      ets: daysFromToday(32).at(18),
      cargo: 'Grain',
    },
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('the agent directory', () => {
  it('finds the demo agent from the sidebar and shows its figures, each based on N calls', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Agent directory' }).first().click();
    await page.getByRole('heading', { name: 'Find an agent' }).waitFor();
    await page.getByRole('searchbox', { name: 'Agent name' }).fill('Aegean');
    const table = page.getByRole('table', { name: 'Agents' });
    await table.getByRole('link', { name: 'Aegean Port Agency' }).waitFor();
    await expectNoHorizontalScroll(page, 'agent-directory-1-search');
    await screenshot(page, 'agent-directory-1-search');

    await table.getByRole('link', { name: 'Aegean Port Agency' }).click();
    await page.getByRole('heading', { name: 'Aegean Port Agency' }).waitFor();
    const figures = page.getByRole('table', { name: 'Agent figures' });
    const handled = figures.getByRole('row', { name: /Calls handled/ });
    await handled
      .getByText(/based on \d+ calls?/)
      .first()
      .waitFor();
    expect(await figures.getByRole('row').count()).toBe(7);
    await page.getByRole('region', { name: 'Contacts' }).waitFor();
    await page
      .getByRole('region', { name: 'Ports' })
      .getByRole('heading', { name: /^Ports \(\d+\)$/ })
      .waitFor();
    await expectNoHorizontalScroll(page, 'agent-directory-2-agent');
    await screenshot(page, 'agent-directory-2-agent');
    expect(pageErrors).toEqual([]);
  });
});
