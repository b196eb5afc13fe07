import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { LAPTOP } from '../support/layout';
import { addChoice, textbox as field, choose as pick } from '../support/pickers';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 40: a new agency registers on the public page serving Piraeus, an administrator approves
// the registration in the console, the buyer finds it in the agent directory and the request
// wizard and sends it a request for quotation, and the new agency sees the request. The buyer's
// port call is set up through the API (planning a port call is not the journey under test).
const ADMIN = 'admin@portcall.example';
const MANAGER = 'manager@nordic-bulk.example';
const PASSWORD = 'Harbour2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A DRAFT port call of Nordic Svalbard at Piraeus on a new voyage, a demo Piraeus agent on it. */
async function piraeusPortCall(manager: string) {
  const vessels = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/buyer/settings/vessels?page=0&size=100&isActive=true',
  );
  const vesselId = vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id;
  const voyageNumber = `ONB-${Date.now() % 1_000_000}`;
  const voyage = await api<{ id: number }>(manager, '/secured/buyer/voyage/save', {
    method: 'POST',
    body: { vesselId, voyageNumber },
  });
  const ports = await api<Array<{ value: number; unlocode: string }>>(
    manager,
    '/secured/ref/filter/ports?filter=Piraeus',
  );
  const activities = await api<Array<{ value: number }>>(manager, '/secured/appointment/activity-types');
  const agents = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  await api(manager, '/secured/port-call/save-details', {
    method: 'POST',
    body: {
      vesselId,
      voyageId: voyage.id,
      portId: ports.find((p) => p.unlocode === 'GRPIR')?.value,
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      activities: [{ activityTypeId: activities[0]?.value, cargo: 'Grain' }],
      agentIds: [agents.items.find((a) => a.name === 'Aegean Port Agency')?.id],
    },
  });
  return voyageNumber;
}

/** Picks options of a Mantine (multi) select, then closes its list. */
async function chooseAll(page: Page, label: string, options: Array<string | RegExp>) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  for (const option of options) {
    await input.click();
    await page.getByRole('option', { name: option }).first().click();
  }
  await page.keyboard.press('Escape');
}

describe('from registration to the first request', () => {
  it('registers, is approved, is found by the buyer and receives a request for quotation', async () => {
    const stamp = Date.now();
    const company = `Piraeus Newcomer ${stamp}`;
    const email = `nikos-${stamp}@newcomer.example`;

    // ---- the new agency: the public registration page ----
    const agency = await openPage(browser, LAPTOP);
    const reg = agency.page;
    await reg.goto('/authorization/register/agent');
    await waitForApp(reg);
    await dismissCookieBanner(reg);
    await field(reg, 'Company name').fill(company);
    await pick(reg, 'Country', 'Greece', 'Greece');
    await pick(reg, 'Phone prefix', '+30', '+30 Greece');
    await field(reg, 'Company phone').fill('210 555 0177');
    for (const [label, value] of [
      ['RFQs e-mail', `rfq-${stamp}@newcomer.example`],
      ['Confirm RFQs e-mail', `rfq-${stamp}@newcomer.example`],
      ['Orders e-mail', `orders-${stamp}@newcomer.example`],
      ['Confirm Orders e-mail', `orders-${stamp}@newcomer.example`],
    ] as const)
      await field(reg, label).fill(value);
    await reg.getByRole('button', { name: 'Next' }).click();
    await reg.getByRole('checkbox', { name: 'Port agent', exact: true }).check();
    await reg.getByRole('button', { name: 'Next' }).click();
    await addChoice(reg, 'Ports you serve', 'Pira', /^Piraeus/);
    await reg.getByRole('button', { name: 'Next' }).click();
    await field(reg, 'First name').fill('Nikos');
    await field(reg, 'Last name').fill('Newman');
    await field(reg, 'Your e-mail').fill(email);
    await field(reg, 'Password').fill(PASSWORD);
    await field(reg, 'Confirm password').fill(PASSWORD);
    await reg.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await reg.getByRole('button', { name: 'Create account' }).click();
    await reg.getByRole('heading', { name: 'Registration received' }).waitFor({ timeout: 20_000 });

    // ---- the administrator: Support -> Pending registrations -> approve ----
    const admin = await openPage(browser, LAPTOP);
    const a = admin.page;
    await loginThroughForm(a, ADMIN);
    await dismissCookieBanner(a);
    await a.getByRole('link', { name: 'Support', exact: true }).click();
    await a.getByRole('tab', { name: 'Pending registrations' }).click();
    await a.getByRole('searchbox', { name: 'Company' }).fill(company);
    const registrations = a.getByRole('table', { name: 'Registrations' });
    const row = registrations.getByRole('row').filter({ hasText: company });
    await row.getByText('Piraeus (GRPIR)').waitFor();
    await screenshot(a, 'registration-pending');
    await a.getByRole('button', { name: `Approve ${company}` }).click();
    await a.getByText(`${company} approved`).first().waitFor();
    expect(admin.pageErrors).toEqual([]);

    // ---- the buyer: agent directory, then the request wizard ----
    const voyageNumber = await piraeusPortCall(await apiLogin(MANAGER));
    const buyer = await openPage(browser, LAPTOP);
    const b = buyer.page;
    await loginThroughForm(b, MANAGER);
    await dismissCookieBanner(b);
    await b.getByRole('link', { name: 'Agent directory', exact: true }).first().click();
    await b.getByRole('searchbox', { name: 'Agent name' }).fill(company);
    await b.getByRole('table', { name: 'Agents' }).getByText(company).first().waitFor();
    await screenshot(b, 'registration-directory');
    await b.getByRole('link', { name: 'DA tool', exact: true }).first().click();
    await b.getByRole('link', { name: 'Requests for quotation' }).click();
    await b.getByRole('link', { name: 'New request' }).click();
    await b.getByText('An existing port call').click();
    await chooseAll(b, 'Port call', [new RegExp(voyageNumber)]);
    await b.getByRole('button', { name: 'Save and continue' }).click();
    await b.waitForURL((url) => /\/request-case\/\d+\/wizard$/.test(url.pathname));
    await chooseAll(b, 'Activities', [/.+/]);
    await chooseAll(b, 'Port expenses', [/Port dues/]);
    await chooseAll(b, 'Husbandry expenses', [/Crew transportation/]);
    await b.getByRole('button', { name: 'Save and continue' }).click();
    await chooseAll(b, 'Agents', [company]);
    await b.getByRole('textbox', { name: 'E-mails' }).fill('ops@nordic-bulk.example');
    await b.getByRole('button', { name: 'Save and continue' }).click();
    await b.getByRole('button', { name: 'Send to agents' }).click();
    await b.waitForURL((url) => /\/secured\/buyer\/da-tool\/request-case\/\d+$/.test(url.pathname));
    await b
      .getByRole('table', { name: 'Requests for quotation' })
      .getByRole('row')
      .filter({ hasText: company })
      .waitFor();
    expect(buyer.pageErrors).toEqual([]);

    // ---- the new agency logs in and sees the request (the success page is under /authorization too) ----
    await reg.goto('/authorization');
    await loginThroughForm(reg, email, PASSWORD);
    await reg.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await reg.getByRole('region', { name: 'Getting started' }).getByText('Buyers can send you requests').waitFor();
    await reg.getByRole('link', { name: 'Requests for quotation' }).click();
    await reg.getByRole('table', { name: 'Requests for quotation' }).getByRole('link').first().waitFor();
    await screenshot(reg, 'registration-first-request');
    expect(agency.pageErrors).toEqual([]);
  }, 300_000);
});
