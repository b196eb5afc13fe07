import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../seed/demo';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { proformaAttachments } from '../proformas/db';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

const S = '/da-app/secured';
let t: TestApp;
let admin: TestProfile;
type DemoCompany = { companyId: number; profileId: number; username: string; password: string; proformaId: number };
let demo: DemoCompany;

beforeAll(async () => {
  t = await createTestApp();
  // The demo agent every demo company appoints comes from the demo seed (its companies suffice).
  await seedDemoData(t.database.db, { dataDir: t.dataDir, workingDay: false });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'QA Desk' });
  demo = await ok<DemoCompany>(t, admin, 'POST', `${S}/qa-task/setup-demo-company`, {
    firstName: 'Åsa',
    lastName: 'Lindqvist',
  });
}, 120_000);
afterAll(() => t?.close());

const login = async (username: string, password: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; profile: { id: number; companyId: number; role: string } };
};
const setFlag = (status: boolean) => ok(t, admin, 'PUT', `${S}/admin/feature-flags/QA_TASKS`, { status });

describe('qa-task/setup-demo-company', () => {
  it('makes a buyer whose manager logs in with the password shown once and sees its port calls and PDA', async () => {
    expect(demo.username).toMatch(/^asa\.lindqvist\.[0-9a-f]{4}@demo\.portcall\.example$/);
    expect(demo.password.length).toBeGreaterThanOrEqual(12);
    const manager = await login(demo.username, demo.password);
    expect(manager.profile).toMatchObject({ id: demo.profileId, companyId: demo.companyId, role: 'MANAGER' });

    const rows = await ok<{
      total: number;
      items: Array<{ port: { name: string }; appointments: Array<{ state: string }> }>;
    }>(t, manager, 'GET', `${S}/dashboard/portCalls?size=50`);
    expect(rows.total).toBe(3);
    expect(rows.items.flatMap((r) => r.appointments.map((a) => a.state)).sort()).toEqual([
      'ACCEPTED',
      'APPOINTED',
      'DRAFT',
    ]);

    const pda = await ok<{ type: string; status: string; total: string; evaluationId: number | null; buyerId: number }>(
      t,
      manager,
      'GET',
      `${S}/disbursements/${demo.proformaId}`,
    );
    expect(pda).toMatchObject({ type: 'PDA', status: 'SUBMITTED', total: '2050.75', buyerId: demo.companyId });
    expect(pda.evaluationId).toEqual(expect.any(Number));
  });

  it('never stores or audits the password, and names the administrator', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'qa_task'));
    const setup = rows.find((r) => r.action === 'SETUP_DEMO_COMPANY' && r.entityId === String(demo.companyId));
    expect(setup?.profileId).toBe(admin.profileId);
    expect(JSON.stringify(rows)).not.toContain(demo.password);
  });

  it('makes a new company each time, even for the same name', async () => {
    const again = await ok<DemoCompany>(t, admin, 'POST', `${S}/qa-task/setup-demo-company`, {
      firstName: 'Åsa',
      lastName: 'Lindqvist',
    });
    expect(again.companyId).not.toBe(demo.companyId);
    expect(again.username).not.toBe(demo.username);
  });

  it('refuses an empty name', async () => {
    const response = await send(t, admin, 'POST', `${S}/qa-task/setup-demo-company`, { firstName: ' ', lastName: 'X' });
    expect(response.statusCode).toBe(400);
  });
});

describe('qa-task/cloneDa', () => {
  it('copies a submitted DA with equal lines and its own copies of the files into the target buyer', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Clone Source Lines' });
    const agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Clone Agency' });
    const at = await acceptedAppointment(t, buyer, agent);
    const source = await submittedProforma(t, agent, at);

    const clone = await ok<{ proformaId: number; appointmentId: number; evaluationId: number | null; status: string }>(
      t,
      admin,
      'POST',
      `${S}/qa-task/cloneDa`,
      { proformaId: source.id, targetCompanyId: demo.companyId },
    );
    expect(clone.proformaId).not.toBe(source.id);
    expect(clone.status).toBe('SUBMITTED');

    const manager = await login(demo.username, demo.password);
    type Line = { code: string; name: string; amount: string; attachments: Array<{ id: number; filename: string }> };
    type Da = {
      total: string;
      currency: string;
      buyerId: number;
      sections: Record<string, Line[]>;
      evaluationId: number;
    };
    const original = await ok<Da>(t, buyer, 'GET', `${S}/disbursements/${source.id}`);
    const copy = await ok<Da>(t, manager, 'GET', `${S}/disbursements/${clone.proformaId}`);
    const lines = (da: Da) =>
      Object.values(da.sections)
        .flat()
        .map((l) => ({ code: l.code, name: l.name, amount: l.amount, files: l.attachments.map((a) => a.filename) }));
    expect(copy.buyerId).toBe(demo.companyId);
    expect(copy.total).toBe(original.total);
    expect(lines(copy)).toEqual(lines(original));
    expect(copy.evaluationId).toBe(clone.evaluationId);
    expect(copy.evaluationId).not.toBe(original.evaluationId);

    // Files copied on disk: other ids, same bytes, and removing the original's leaves the copy's.
    const files = await t.database.db
      .select()
      .from(proformaAttachments)
      .where(inArray(proformaAttachments.proformaId, [source.id, clone.proformaId]));
    const ofSource = files.filter((f) => f.proformaId === source.id);
    const ofCopy = files.filter((f) => f.proformaId === clone.proformaId);
    expect(ofCopy).toHaveLength(ofSource.length);
    expect(ofSource.length).toBeGreaterThan(0);
    const disk = (id: string) => path.join(t.dataDir, 'files', id);
    for (const f of ofSource) {
      const twin = ofCopy.find((c) => c.filename === f.filename);
      expect(twin?.fileId).toBeDefined();
      expect(twin?.fileId).not.toBe(f.fileId);
      expect(fs.readFileSync(disk(twin?.fileId as string))).toEqual(fs.readFileSync(disk(f.fileId)));
      fs.rmSync(disk(f.fileId));
    }
    const attachment = copy.sections.PORT_EXPENSES?.[0]?.attachments[0];
    const download = await send(
      t,
      manager,
      'GET',
      `${S}/disbursements/${clone.proformaId}/attachment/${attachment?.id}`,
    );
    expect(download.statusCode).toBe(200);
  });

  it('refuses a target that is not a buyer, a buyer without vessels, and an unknown DA', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Clone No Vessels' });
    const agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Clone Agency Two' });
    const at = await acceptedAppointment(t, buyer, agent);
    const source = await submittedProforma(t, agent, at);
    const clone = (body: unknown) => send(t, admin, 'POST', `${S}/qa-task/cloneDa`, body);
    const notBuyer = await clone({ proformaId: source.id, targetCompanyId: agent.companyId });
    expect(notBuyer.statusCode).toBe(409);
    expect(notBuyer.json().code).toBe('QA_TARGET_NOT_BUYER');
    const empty = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Clone Empty Fleet' });
    const noVessel = await clone({ proformaId: source.id, targetCompanyId: empty.companyId });
    expect(noVessel.statusCode).toBe(409);
    expect(noVessel.json().code).toBe('QA_TARGET_HAS_NO_VESSEL');
    expect((await clone({ proformaId: 999_999_999, targetCompanyId: demo.companyId })).statusCode).toBe(404);
  });
});

describe('QA tasks and their flag and authority', () => {
  it('answers the catalogue refusal for both tasks while QA_TASKS is off', async () => {
    await setFlag(false);
    try {
      for (const [url, body] of [
        [`${S}/qa-task/setup-demo-company`, { firstName: 'Off', lastName: 'Flag' }],
        [`${S}/qa-task/cloneDa`, { proformaId: demo.proformaId, targetCompanyId: demo.companyId }],
      ] as const) {
        const response = await send(t, admin, 'POST', url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'QA_TASKS_DISABLED',
          message: 'QA tasks are switched off on this installation (feature flag QA_TASKS)',
        });
      }
    } finally {
      await setFlag(true);
    }
  });

  it('needs ADMIN_SUPPORT: another administrator, a buyer and an agent get 403', async () => {
    const auditor = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_AUDIT', 'ADMIN_SYSTEM'] });
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    for (const actor of [auditor, buyer, agent]) {
      expect(
        (await send(t, actor, 'POST', `${S}/qa-task/setup-demo-company`, { firstName: 'No', lastName: 'Access' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send(t, actor, 'POST', `${S}/qa-task/cloneDa`, { proformaId: demo.proformaId, targetCompanyId: 1 }))
          .statusCode,
      ).toBe(403);
    }
  });
});
