import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createActors, type TestProfile } from '../../test/scenario';

// Registration review (admin support "Pending registrations"): a self-registered agent is invisible
// to buyers until approved; a rejected one reads why; registration's e-mails seed its e-mail groups.
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let agent: TestProfile;
let greeceId: number;
let piraeusId: number;
let portAgentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const actors = await createActors(t);
  admin = actors.admin;
  buyer = actors.buyerA;
  agent = actors.agent;
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).json() as Array<{ label: string; value: string }>;
  greeceId = Number((await get('/da-app/public/ref/countries')).find((c) => c.label === 'Greece')?.value);
  piraeusId = Number((await get('/da-app/public/ref/filter/ports?filter=GRPIR'))[0]?.value);
  portAgentId = Number((await get('/da-app/public/ref/agent-types'))[0]?.value);
});
afterAll(() => t?.close());

let n = 0;
/** Registers an agency through the public page and logs its manager in. */
async function registerAgency() {
  n++;
  const stamp = `${Date.now()}-${n}`;
  const form = {
    companyName: `Review Agency ${stamp}`,
    countryId: greeceId,
    phone: { countryId: greeceId, number: '210 412 0000' },
    firstName: 'Maria',
    lastName: 'Lykou',
    email: `maria-${stamp}@review.example`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    rfqEmail: `rfq-${stamp}@review.example`,
    confirmRfqEmail: `rfq-${stamp}@review.example`,
    ordersEmail: `orders-${stamp}@review.example`,
    confirmOrdersEmail: `orders-${stamp}@review.example`,
    portIds: [piraeusId],
    categoryIds: [portAgentId],
    isWorldwide: false,
  };
  const registered = await t.app.inject({ method: 'POST', url: '/da-app/public/registration/agent', payload: form });
  expect(registered.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    payload: { username: form.email, password: form.password },
  });
  return { form, companyId: registered.json().companyId as number, token: login.json().token as string };
}

const S = '/da-app/secured';
type Page<T> = { items: T[]; total: number };
type Registration = { companyId: number; status: string; ports: Array<{ id: number }>; rejectionReason: string | null };

const directoryNames = async (name: string) =>
  (
    await ok<Page<{ name: string }>>(
      t,
      buyer,
      'GET',
      `${S}/buyer/agent-directory/agents?name=${encodeURIComponent(name)}`,
    )
  ).items.map((a) => a.name);

describe('registration review', () => {
  it('lists a new agency as pending, hidden from buyers, until an administrator approves it', async () => {
    const agency = await registerAgency();
    const pending = await ok<Page<Registration>>(t, admin, 'GET', `${S}/admin/registrations?status=PENDING&size=100`);
    const row = pending.items.find((r) => r.companyId === agency.companyId);
    expect(row).toMatchObject({ status: 'PENDING', ports: [{ id: piraeusId }], rejectionReason: null });
    expect(await directoryNames(agency.form.companyName)).toEqual([]);

    const review = await ok(t, admin, 'POST', `${S}/admin/registrations/${agency.companyId}/approve`);
    expect(review).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(await directoryNames(agency.form.companyName)).toEqual([agency.form.companyName]);
    const approved = await ok<Page<Registration>>(t, admin, 'GET', `${S}/admin/registrations?status=APPROVED`);
    expect(approved.items.map((r) => r.companyId)).toContain(agency.companyId);

    // Approved once is final; the manager was told by e-mail.
    const again = await send(t, admin, 'POST', `${S}/admin/registrations/${agency.companyId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.REGISTRATION_ALREADY_APPROVED);
    const outbox = await ok<Page<{ subject: string }>>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox?to=${encodeURIComponent(agency.form.email)}`,
    );
    expect(outbox.items.map((e) => e.subject)).toContain(`${agency.form.companyName} is approved on Portcall`);
    const onboarding = await ok(t, { token: agency.token }, 'GET', `${S}/supplier/onboarding`);
    expect(onboarding).toMatchObject({ registration: { status: 'APPROVED' }, canReceiveRequests: true });
  });

  it('tells a rejected agency why, in its settings, its checklist and by e-mail', async () => {
    const agency = await registerAgency();
    const empty = await send(t, admin, 'POST', `${S}/admin/registrations/${agency.companyId}/reject`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const reason = 'The registration certificate does not name the company';
    const review = await ok(t, admin, 'POST', `${S}/admin/registrations/${agency.companyId}/reject`, { reason });
    expect(review).toMatchObject({ status: 'REJECTED', rejectionReason: reason });

    const settings = await ok(t, { token: agency.token }, 'GET', `${S}/supplier/load`);
    expect(settings).toMatchObject({ isPendingRegistration: true, registrationRejectionReason: reason });
    const onboarding = await ok(t, { token: agency.token }, 'GET', `${S}/supplier/onboarding`);
    expect(onboarding).toMatchObject({
      registration: { status: 'REJECTED', rejectionReason: reason },
      canReceiveRequests: false,
    });
    const rejected = await ok<Page<Registration>>(t, admin, 'GET', `${S}/admin/registrations?status=REJECTED`);
    expect(rejected.items.find((r) => r.companyId === agency.companyId)?.rejectionReason).toBe(reason);
    const outbox = await ok<Page<{ id: number; subject: string }>>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox?to=${encodeURIComponent(agency.form.email)}`,
    );
    const mail = outbox.items.find((e) => e.subject.includes('was not approved'));
    const body = await ok<{ text: string }>(t, admin, 'GET', `${S}/admin/system/outbox/${mail?.id}`);
    expect(body.text).toContain(reason);
    expect(await directoryNames(agency.form.companyName)).toEqual([]);

    // A rejected registration can still be approved once the company put things right.
    expect(await ok(t, admin, 'POST', `${S}/admin/registrations/${agency.companyId}/approve`)).toMatchObject({
      status: 'APPROVED',
    });
  });

  it('does not let a supplier or a buyer review registrations', async () => {
    const agency = await registerAgency();
    for (const caller of [agent, buyer, { token: agency.token }]) {
      expect((await send(t, caller, 'GET', `${S}/admin/registrations`)).statusCode).toBe(403);
      expect((await send(t, caller, 'POST', `${S}/admin/registrations/${agency.companyId}/approve`)).statusCode).toBe(
        403,
      );
    }
  });

  it("seeds the supplier's e-mail groups from the RFQs and Orders e-mails, each sent its confirmation", async () => {
    const agency = await registerAgency();
    const groups = await ok<{
      groups: Array<{ name: string; purposes: string[]; portIds: number[]; addresses: Array<{ email: string }> }>;
    }>(t, { token: agency.token }, 'GET', `${S}/supplier/settings/email-groups`);
    expect(groups.groups.map((g) => [g.name, g.purposes, g.portIds, g.addresses.map((a) => a.email)])).toEqual([
      ['RFQs', ['RFQ'], [piraeusId], [agency.form.rfqEmail]],
      ['Orders', ['APPOINTMENT', 'DA'], [piraeusId], [agency.form.ordersEmail]],
    ]);
    const outbox = await ok<Page<{ id: number; subject: string }>>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox?to=${encodeURIComponent(agency.form.rfqEmail)}`,
    );
    expect(outbox.total).toBe(1);
    const mail = await ok<{ html: string; text: string }>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox/${outbox.items[0]?.id}`,
    );
    expect(mail.html).toMatch(
      /<a href="http[^"]+\/email-confirmation\?token=[\w-]+" target="_blank" rel="noopener noreferrer">/,
    );
  });
});
