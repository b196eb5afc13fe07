import { messages } from '@portcall/contracts/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/db';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { supplierInvitations } from './db';

let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let greeceId: number;
let piraeusId: number;
let portAgentId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Inviting Shipping' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Other Shipping' });
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url })).json() as Array<{ label: string; value: string }>;
  greeceId = Number((await get('/da-app/public/ref/countries')).find((c) => c.label === 'Greece')?.value);
  piraeusId = Number((await get('/da-app/public/ref/filter/ports?filter=GRPIR'))[0]?.value);
  portAgentId = Number((await get('/da-app/public/ref/agent-types'))[0]?.value);
});
afterAll(() => t?.close());

let n = 0;
async function invite(by: TestProfile, overrides: Record<string, unknown> = {}) {
  n++;
  return t.app.inject({
    method: 'POST',
    url: '/da-app/secured/buyer/supplier-invitations',
    headers: bearer(by),
    payload: {
      companyName: `Saronic Agency ${n}`,
      email: `ops${n}@saronic.example`,
      lastName: 'Vlachos',
      businessRegistrationNumber: `GR-${n}`,
      city: 'Piraeus',
      countryId: greeceId,
      portIds: [piraeusId],
      categoryIds: [portAgentId],
      ...overrides,
    },
  });
}

/** The link the invitation e-mail carries to the agency (the token is nowhere else). */
async function tokenSentTo(email: string) {
  const [sent] = await t.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /invitation=([\w-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

const prefill = (token: string) =>
  t.app.inject({ method: 'GET', url: `/da-app/public/registration/invitation/${token}` });

function registration(email: string, companyName: string, token: string) {
  return {
    companyName,
    countryId: greeceId,
    phone: { countryId: greeceId, number: '210 411 0000' },
    firstName: 'Nikos',
    lastName: 'Vlachos',
    email,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    rfqEmail: `rfq-${email}`,
    confirmRfqEmail: `rfq-${email}`,
    ordersEmail: `orders-${email}`,
    confirmOrdersEmail: `orders-${email}`,
    portIds: [piraeusId],
    categoryIds: [portAgentId],
    invitationToken: token,
  };
}

describe('supplier invitations', () => {
  it('e-mails the agency a link that fills the registration with what the buyer knew', async () => {
    const created = await invite(buyer);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'INVITED', invitedBy: expect.stringContaining('Test Person') });
    expect(JSON.stringify(created.json())).not.toContain('token');

    const token = await tokenSentTo(created.json().email);
    const filled = await prefill(token);
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({
      invitedBy: 'Inviting Shipping',
      companyName: created.json().companyName,
      email: created.json().email,
      lastName: 'Vlachos',
      city: 'Piraeus',
      countryId: greeceId,
      categoryIds: [portAgentId],
      ports: [{ value: String(piraeusId), label: expect.stringContaining('Piraeus') }],
      isWorldwide: false,
    });
  });

  it('is used once: the registration claims it, the buyer sees REGISTERED and is told by e-mail', async () => {
    const created = (await invite(buyer)).json();
    const token = await tokenSentTo(created.email);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/registration/agent',
      payload: registration(created.email, created.companyName, token),
    });
    expect(registered.statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/buyer/supplier-invitations',
      headers: bearer(buyer),
    });
    expect(list.json().find((i: { id: number }) => i.id === created.id)).toMatchObject({ status: 'REGISTERED' });
    const [told] = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, buyer.username));
    expect(told?.subject).toBe(`${created.companyName} registered on Portcall`);

    expect((await prefill(token)).json()).toMatchObject({ status: 404, message: messages.INVITATION_NOT_VALID });
    const again = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/registration/agent',
      payload: registration(`second-${created.email}`, `${created.companyName} bis`, token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ invitationToken: messages.INVITATION_NOT_VALID });
  });

  it('an expired link fills nothing and registers nothing', async () => {
    const created = (await invite(buyer)).json();
    const token = await tokenSentTo(created.email);
    await t.database.db
      .update(supplierInvitations)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(supplierInvitations.id, created.id));
    expect((await prefill(token)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/registration/agent',
      payload: registration(created.email, created.companyName, token),
    });
    expect(refused.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: created.email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an agency already on the platform and unknown references', async () => {
    const taken = await invite(buyer, { email: otherBuyer.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SUPPLIER_ALREADY_ON_PLATFORM' });
    const unknown = await invite(buyer, { portIds: [999_999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ portIds: messages.UNKNOWN_PORT });
  });

  it('a buyer lists only its own company invitations', async () => {
    const mine = (await invite(buyer)).json();
    const list = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/buyer/supplier-invitations',
      headers: bearer(otherBuyer),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: number }) => i.id)).not.toContain(mine.id);
  });
});
