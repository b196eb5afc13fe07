import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { ADMIN_USERNAME } from '../support/demo';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// Issue 27 §6: the demo buyer's webhook receiver is down, so an appointment's move is dead-lettered
// (the e2e server makes one attempt); the admin finds the dead delivery in the integration section,
// reads its attempt, retries it once the receiver is back, and sees it delivered.
let receiverStatus = 500;
let received = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.writeHead(receiverStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify(receiverStatus === 200 ? { ok: true } : { error: 'receiver down' }));
  });
});

type Delivery = { id: number; status: string; event: string; entityId: number };
let browser: Browser;
let deadId: number;

beforeAll(async () => {
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', () => done()));
  const { port } = receiver.address() as AddressInfo;
  browser = await launchBrowser();
  const admin = await apiLogin(ADMIN_USERNAME);
  const manager = await apiLogin('manager@nordic-bulk.example');
  const agent = await apiLogin('agent@aegean-agency.example');
  const claims = await api<{ profile: { companyId: number } }>(manager, '/secured/auth/claims');
  const buyerId = claims.profile.companyId;
  const configs = await api<Array<{ integrationConfigId: number; code: string }>>(
    admin,
    `/secured/admin/integrations?buyerId=${buyerId}`,
  );
  const exportEvents = configs.find((c) => c.code === 'EXPORT_EVENTS');
  await api(admin, `/secured/admin/integrations/${buyerId}/${exportEvents?.integrationConfigId}`, {
    method: 'PUT',
    body: { isEnabled: true },
  });
  await api(admin, `/secured/admin/integrations/${buyerId}/connectors/save`, {
    method: 'POST',
    body: {
      kind: 'WEBHOOK',
      name: 'Nordic ERP hook',
      slug: `nordic-erp-${Date.now() % 1_000_000}`,
      url: `http://127.0.0.1:${port}/portcall-events`,
      secret: 'nordic-erp-shared-secret',
      events: ['appointment.state-changed'],
      isEnabled: true,
    },
  });
  // The appointment's moves are sent at once; the receiver answers 500, so they are dead.
  const { appointmentId } = await appointedDemoAgent(
    { manager, agent },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'INT',
      eta: daysFromToday(40).at(8),
      ets: daysFromToday(42).at(18),
      cargo: 'Grain',
    },
  );
  for (let i = 0; i < 100 && !deadId; i++) {
    const dead = await api<Delivery[]>(admin, `/secured/admin/integrations/${buyerId}/deliveries?status=DEAD`);
    deadId = dead.find((d) => d.entityId === appointmentId)?.id ?? 0;
    if (!deadId) await new Promise((r) => setTimeout(r, 200));
  }
  expect(deadId).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((done) => receiver.close(() => done()));
});

describe('integration dead letters', () => {
  it('the admin finds the dead delivery, reads its attempt and retries it', async () => {
    const { page } = await openPage(browser);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Integration', exact: true }).click();
    await page.getByRole('heading', { name: 'Integration', level: 1 }).waitFor();
    const buyer = page.getByRole('combobox', { name: 'Buyer' });
    await buyer.click();
    await buyer.fill('Nordic');
    await page
      .getByRole('option', { name: /Nordic Bulk/ })
      .first()
      .click();

    await page.getByText('Nordic ERP hook', { exact: true }).first().waitFor();
    await page.getByText('Dead', { exact: true }).click();
    const row = page.getByRole('row', { name: `Delivery ${deadId}` });
    await row.getByText('DEAD', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Log' }).click();
    const log = page.getByRole('table', { name: `Log of delivery ${deadId}` });
    await log.getByRole('cell', { name: '500', exact: true }).waitFor();
    await screenshot(page, 'integration-dead-delivery');

    receiverStatus = 200;
    const before = received;
    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Delivery queued again').waitFor();
    await page.getByText('All', { exact: true }).click();
    await page
      .getByRole('row', { name: `Delivery ${deadId}` })
      .getByText('DELIVERED', { exact: true })
      .waitFor();
    expect(received).toBeGreaterThan(before);
    await screenshot(page, 'integration-redriven');
  });
});
