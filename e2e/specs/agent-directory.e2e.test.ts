import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { expectNoHorizontalScroll, expectNoSidewaysScroll, LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// The agent directory by clicking alone: the demo buyer opens it from the sidebar, finds the demo
// agent by name and reads its page, whose figures each say how many calls they rest on.
const BUYER = 'manager@nordic-bulk.example';

let browser: Browser;
let call: { appointmentId: number; voyageNumber: string };
let buyerToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  buyerToken = await apiLogin(BUYER);
  // A prior step: the demo buyer appoints the demo agent, who accepts (other journeys click that).
  call = await appointedDemoAgent(
    { manager: buyerToken, agent: await apiLogin('agent@aegean-agency.example') },
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
    // Every figure a buyer compares agents by is in sight beside the agent, without scrolling the table.
    await expectNoSidewaysScroll(page);
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

  it('rates the agent of a closed appointment in the dashboard drawer, then reads it on the agent page', async () => {
    // A prior step: the buyer closes the call (the appointment journeys click that).
    await api(buyerToken, `/secured/appointment/${call.appointmentId}/close`);
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText('Appointments', { exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Voyage number' }).fill(call.voyageNumber);
    const appointments = page.getByRole('table', { name: 'Appointments' });
    await expect.poll(() => appointments.locator('tbody tr').count()).toBe(1);
    await appointments.getByRole('button', { name: `Nordic Svalbard V.${call.voyageNumber} at Piraeus` }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Details and history' });
    const section = drawer.getByRole('region', { name: 'Agent rating' });
    await section.getByRole('button', { name: 'Rate the agent' }).waitFor();
    // Each star is the label of a visually hidden radio named by its value: the star is clicked.
    for (const [criterion, stars] of [
      ['RESPONSIVENESS', 4],
      ['DA_ACCURACY', 5],
      ['COMMUNICATION', 4],
      ['PROBLEM_SOLVING', 3],
    ] as const) {
      const radio = section
        .locator(`[aria-labelledby="rating-${criterion}"]`)
        .getByRole('radio', { name: String(stars), exact: true });
      await section.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
    }
    await section.getByText('Rating: 4.00 / 5').waitFor();
    await screenshot(page, 'agent-directory-3-rating');
    await section.getByRole('button', { name: 'Rate the agent' }).click();
    await page.getByText('Rating saved').first().waitFor();

    await drawer.getByRole('link', { name: 'Aegean Port Agency' }).click();
    await page.getByRole('heading', { name: 'Aegean Port Agency' }).waitFor();
    const rating = page.getByRole('table', { name: 'Agent figures' }).getByRole('row', { name: /Average rating/ });
    await rating
      .getByText(/\d\.\d\d \/ 5/)
      .first()
      .waitFor();
    await rating
      .getByText(/based on [1-9]\d* calls?/)
      .first()
      .waitFor();
    expect(pageErrors).toEqual([]);
  });
});
