import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { proformaExports } from './db';
import { formatAmount } from './pdf';
import { acceptedAppointment, submittedProforma } from './scenario';

const S = '/da-app/secured';
// Each test builds DAs through the real calls: generous budgets for a loaded machine, not timings.

let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let vendor: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  vendor = await createCompanyWithProfile(t, { type: 'VENDOR' });
}, 60_000);
afterAll(() => t?.close());

const exportUrl = (id: number) => `${S}/proforma/trigger-export-event?proformaId=${id}`;

describe('proforma/trigger-export-event', { timeout: 120_000 }, () => {
  it('queues the submitted DA as it is for the buyer, audited; another buyer gets 404', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at, { amounts: ['1234.50', '0.25'] });
    const event = await ok<{ id: number; proformaId: number; status: string }>(t, buyer, 'POST', exportUrl(da.id));
    expect(event).toMatchObject({ proformaId: da.id, status: 'PENDING' });
    const [row] = await t.database.db.select().from(proformaExports).where(eq(proformaExports.id, event.id));
    expect(row?.payload).toMatchObject({ proformaId: da.id, total: '1234.75', currency: 'EUR', type: 'PDA' });
    expect((row?.payload as { lines: unknown[] } | undefined)?.lines).toHaveLength(2);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'proforma'), eq(auditLog.action, 'EXPORT'), eq(auditLog.entityId, String(da.id))));
    expect(audit).toHaveLength(1);
    expect((await send(t, otherBuyer, 'POST', exportUrl(da.id))).statusCode).toBe(404);
    expect((await send(t, agent, 'POST', exportUrl(da.id))).statusCode).toBe(403);
    expect((await send(t, buyer, 'POST', exportUrl(999_999))).statusCode).toBe(404);
  });

  it('refuses a withdrawn DA and needs the evaluators authority', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    const withdrawn = await ok<{ status: string }>(
      t,
      agent,
      'POST',
      `${S}/agent/appointment/${at.appointmentId}/proforma/withdraw`,
      { id: da.id, version: da.version },
    );
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect((await send(t, buyer, 'POST', exportUrl(da.id))).json()).toMatchObject({
      status: 409,
      code: 'PROFORMA_EXPORT_NOT_ALLOWED',
    });
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      authorities: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
    });
    expect((await send(t, viewer, 'POST', exportUrl(da.id))).statusCode).toBe(403);
  });
});

describe('a DA as PDF', { timeout: 120_000 }, () => {
  it('is a PDF for the supplier who owns it and the buyer who received it, 404 for anyone else', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submittedProforma(t, agent, at);
    for (const reader of [agent, buyer]) {
      const response = await send(t, reader, 'GET', `${S}/proforma/${da.id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="DA-${da.id}-PDA.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await send(t, otherBuyer, 'GET', `${S}/proforma/${da.id}/pdf`)).statusCode).toBe(404);
    expect((await send(t, vendor, 'GET', `${S}/proforma/${da.id}/pdf`)).statusCode).toBe(404);
  });

  it('formats amounts en-US with 2 decimals from the decimal string', () => {
    expect(formatAmount('1234567.895')).toBe('1,234,567.90');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount('-1000')).toBe('-1,000.00');
    expect(formatAmount('999.994')).toBe('999.99');
    expect(formatAmount(null)).toBe('-');
  });
});
