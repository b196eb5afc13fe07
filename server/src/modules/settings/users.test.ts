import { messages } from '@portcall/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { createColleague, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { profiles } from '../account/db';

const base = '/da-app/secured/buyer/settings';
let t: TestApp;
let manager: TestProfile;
let otherBuyer: TestProfile;
let departmentId: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Oslo Bulk' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Bergen Tankers' });
  departmentId = (
    await ok<{ id: number }>(t, manager, 'POST', `${base}/department/create`, {
      name: 'Operations',
      abbreviation: 'OPS',
    })
  ).id;
});
afterAll(() => t?.close());

function newUser(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    name: 'Maja',
    surname: `Solberg ${n}`,
    email: `maja${n}@oslo-bulk.example`,
    role: 'USER',
    departmentId,
    products: ['DA_TOOL'],
    authorities: [{ authority: 'DA_VIEW', isEnabled: true }],
    password: 'Harbour2026',
    ...overrides,
  };
}
type User = {
  id: number;
  email: string;
  role: string;
  status: string;
  products: string[];
  authorities: Array<{ authority: string }>;
};
const create = (payload: object, actor: TestProfile = manager) =>
  send(t, actor, 'POST', `${base}/buyer-user/create`, payload);
const save = (payload: object, actor: TestProfile = manager) =>
  send(t, actor, 'POST', `${base}/buyer-user/save`, payload);
const asSave = (user: User, input: ReturnType<typeof newUser>, changes: Record<string, unknown> = {}) => {
  const { password: _, ...rest } = input;
  return { id: user.id, ...rest, ...changes };
};

describe('creating buyer users', () => {
  it('creates a colleague who must accept the terms at the first login', async () => {
    const input = newUser();
    const response = await create(input);
    expect(response.statusCode).toBe(201);
    const user = response.json() as User;
    expect(user).toMatchObject({
      email: input.email,
      role: 'USER',
      status: 'PENDING_TERMS_AND_CONDITIONS',
      products: ['DA_TOOL'],
    });
    expect(user).not.toHaveProperty('passwordHash');
    const login = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: input.email, password: input.password },
    });
    expect(login.json().profile.status).toBe('PENDING_TERMS_AND_CONDITIONS');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'profile'), eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'CREATE')),
      );
    expect(JSON.stringify(audit)).not.toContain(input.password);
    expect(JSON.stringify(audit)).not.toContain('passwordHash');
    const token = login.json().token as string;
    const accepted = await send(t, { token }, 'POST', '/da-app/secured/account/accept-terms-and-conditions', {
      accepted: true,
    });
    expect(accepted.json().status).toBe('ACTIVE');
  });

  it('refuses an e-mail any profile already uses, in any letter case and any company', async () => {
    const first = newUser();
    await create(first);
    const again = await create(newUser({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      fields: { email: messages.USER_ALREADY_EXISTS },
    });
    const elsewhere = await create(newUser({ email: first.email, departmentId: null }), otherBuyer);
    expect(elsewhere.statusCode).toBe(409);
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['name required', { name: '' }, 'name', messages.REQUIRED_FIELD],
    ['surname required', { surname: '  ' }, 'surname', messages.REQUIRED_FIELD],
    ['valid e-mail', { email: 'not-an-email' }, 'email', messages.INVALID_EMAIL_FIELD],
    ['password rule', { password: 'short' }, 'password', messages.INVALID_PASSWORD],
    ['known role', { role: 'OWNER' }, 'role', ''],
    ['name length', { name: 'x'.repeat(101) }, 'name', 'Maximum 100 characters are allowed!'],
    [
      'no admin authorities for buyers',
      { authorities: [{ authority: 'ADMIN_SUPPORT', isEnabled: true }] },
      'authorities.0.authority',
      messages.GRANT_NOT_HELD,
    ],
    ['unknown fields refused', { isAdmin: true }, 'isAdmin', messages.UNKNOWN_FIELD],
  ];
  for (const [name, change, field, message] of rules) {
    it(`validates: ${name}`, async () => {
      const response = await create(newUser(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields)).toContain(field);
      if (message) expect(response.json().fields[field]).toBe(message);
    });
  }

  it("refuses another company's department", async () => {
    const theirs = await ok<{ id: number }>(t, otherBuyer, 'POST', `${base}/department/create`, {
      name: 'Chartering',
      abbreviation: 'CHT',
    });
    const response = await create(newUser({ departmentId: theirs.id }));
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_DEPARTMENT',
      fields: { departmentId: messages.UNKNOWN_DEPARTMENT },
    });
  });

  it('lets a manager grant only the products and authorities the manager holds', async () => {
    const limited = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: manager.companyId,
      products: ['DA_TOOL'],
      authorities: ['SETTINGS_EDIT_USER', 'DA_VIEW'],
    });
    const product = await create(newUser({ products: ['FINANCIAL'] }), limited);
    expect(product.json()).toMatchObject({
      status: 400,
      code: 'GRANT_NOT_HELD',
      fields: { products: messages.GRANT_NOT_HELD },
    });
    const authority = await create(
      newUser({ authorities: [{ authority: 'FINANCIAL_PAYMENT_ORDER_APPROVER', isEnabled: true }] }),
      limited,
    );
    expect(authority.json().fields).toEqual({ authorities: messages.GRANT_NOT_HELD });
    // Keeping what a colleague already has is not an escalation.
    const input = newUser({ products: ['FINANCIAL', 'DA_TOOL'] });
    const user = (await create(input)).json() as User;
    const kept = await save(asSave(user, input, { name: 'Renamed' }), limited);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().products).toEqual(['DA_TOOL', 'FINANCIAL']);
  });
});

describe('editing buyer users', () => {
  it('saves details, role, department and grants, and writes the audit row without the password hash', async () => {
    const input = newUser();
    const user = (await create(input)).json() as User;
    const response = await save(
      asSave(user, input, {
        role: 'DEPUTY',
        phone: '+47 22 00 00 00',
        authorities: [{ authority: 'DA_EVALUATION_VIEW', isEnabled: true }],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'DEPUTY',
      phone: '+47 22 00 00 00',
      department: { id: departmentId, name: 'Operations' },
    });
    expect(response.json().authorities).toEqual([{ authority: 'DA_EVALUATION_VIEW', isEnabled: true }]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile'), eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'SAVE')));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain('passwordHash');
    expect(rows[0]).toMatchObject({ profileId: manager.profileId, companyId: manager.companyId });
  });

  it('changes the e-mail (and so the username) only to a free one', async () => {
    const a = newUser();
    const b = newUser();
    const userA = (await create(a)).json() as User;
    await create(b);
    expect((await save(asSave(userA, a, { email: b.email }))).statusCode).toBe(409);
    const moved = await save(asSave(userA, a, { email: `moved${n}@oslo-bulk.example` }));
    expect(moved.json().email).toBe(`moved${n}@oslo-bulk.example`);
  });

  it("answers 404 for another company's user, and for a profile that is not a buyer's", async () => {
    const theirs = (await create(newUser({ departmentId: null }), otherBuyer)).json() as User;
    expect((await send(t, manager, 'GET', `${base}/buyer-user/${theirs.id}/load`)).statusCode).toBe(404);
    const input = newUser();
    const { password: _, ...rest } = input;
    expect((await save({ id: theirs.id, ...rest })).statusCode).toBe(404);
  });

  it('takes effect on the next request: a disabled user is logged out, a removed authority is refused', async () => {
    const input = newUser({ authorities: [{ authority: 'SETTINGS_EDIT_COMPANY', isEnabled: true }] });
    const user = (await create(input)).json() as User;
    const token = await t.services.auth.openSession(user.id);
    await send(t, { token }, 'POST', '/da-app/secured/account/accept-terms-and-conditions', { accepted: true });
    expect((await send(t, { token }, 'GET', `${base}/profile`)).statusCode).toBe(200);
    await save(asSave(user, input, { authorities: [] }));
    expect((await send(t, { token }, 'POST', `${base}/profile/save`, {})).statusCode).toBe(403);
    await save(asSave(user, input, { isEnabled: false }));
    expect((await send(t, { token }, 'GET', `${base}/profile`)).statusCode).toBe(401);
  });
});

describe('the last manager', () => {
  let company: TestProfile;
  let self: User;
  const selfInput = (changes: Record<string, unknown>) => ({
    id: company.profileId,
    name: 'Test',
    surname: 'Manager',
    email: company.username,
    role: 'MANAGER',
    products: [],
    authorities: [{ authority: 'SETTINGS_EDIT_USER', isEnabled: true }],
    isEnabled: true,
    ...changes,
  });

  beforeAll(async () => {
    company = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyName: 'Solo Shipping',
      products: [],
      authorities: ['SETTINGS_EDIT_USER'],
    });
    self = await ok<User>(t, company, 'GET', `${base}/buyer-user/${company.profileId}/load`);
  });

  const refusals: Array<[string, Record<string, unknown>]> = [
    ['demoting themselves', { role: 'DEPUTY' }],
    ['disabling themselves', { isEnabled: false }],
    ['dropping their own people-management authority', { authorities: [] }],
    ['disabling that authority', { authorities: [{ authority: 'SETTINGS_EDIT_USER', isEnabled: false }] }],
  ];
  for (const [name, change] of refusals) {
    it(`refuses ${name} with a clear message`, async () => {
      const response = await save(selfInput(change), company);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'LAST_MANAGER', message: messages.LAST_MANAGER });
    });
  }

  it('allows it once another enabled manager can manage people', async () => {
    expect(self.role).toBe('MANAGER');
    const second = await createColleague(t, company, 'MANAGER');
    // The colleague has no grants yet, so they cannot manage people and do not count.
    expect((await save(selfInput({ role: 'DEPUTY' }), company)).statusCode).toBe(409);
    const secondInput = {
      id: second.profileId,
      name: 'Test',
      surname: 'Second',
      email: second.username,
      role: 'MANAGER',
      authorities: [{ authority: 'SETTINGS_EDIT_USER', isEnabled: true }],
    };
    expect((await save(secondInput, company)).statusCode).toBe(200);
    const demoted = await save(selfInput({ role: 'DEPUTY' }), company);
    expect(demoted.statusCode).toBe(200);
    // The demoted profile is no longer a manager: its next edit of people is refused by role.
    expect((await save(secondInput, company)).statusCode).toBe(403);
  });
});

describe('two managers at once', () => {
  it('never lets two managers demote each other at the same moment (the company row serialises them)', async () => {
    const first = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyName: 'Twin Managers',
      products: [],
      authorities: ['SETTINGS_EDIT_USER'],
    });
    const second = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: first.companyId,
      products: [],
      authorities: ['SETTINGS_EDIT_USER'],
    });
    const demote = (actor: TestProfile, target: TestProfile) =>
      save(
        {
          id: target.profileId,
          name: 'Test',
          surname: 'Manager',
          email: target.username,
          role: 'USER',
          authorities: [],
        },
        actor,
      );
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    // One wins; the other is refused, by the last-manager rule (409) or, if the winner already
    // demoted its author, because that author is no longer a manager (403).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409 || c === 403)).toHaveLength(1);
    const left = await t.database.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.companyId, first.companyId));
    expect(left.filter((r) => r.role === 'MANAGER')).toHaveLength(1);
  });
});

describe('who may manage users', () => {
  it('refuses DEPUTY and USER profiles even with SETTINGS_EDIT_USER; they may load', async () => {
    for (const role of ['DEPUTY', 'USER'] as const) {
      const p = await createCompanyWithProfile(t, {
        type: 'BUYER',
        companyId: manager.companyId,
        role,
        authorities: ['SETTINGS_EDIT_USER'],
      });
      expect((await create(newUser(), p)).statusCode).toBe(403);
      expect((await send(t, p, 'GET', `${base}/buyer-user/${manager.profileId}/load`)).statusCode).toBe(200);
    }
  });

  it('refuses a buyer without SETTINGS_EDIT_USER even to load', async () => {
    const p = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: manager.companyId,
      authorities: ['DA_VIEW'],
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/buyer-user/${manager.profileId}/load`,
      headers: bearer(p),
    });
    expect(response.statusCode).toBe(403);
  });
});
