import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const base = '/da-app/secured/buyer/settings';
let t: TestApp;
let manager: TestProfile;
let otherBuyer: TestProfile;
let c: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Piraeus Dry Bulk' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Hamburg Reefers' });
  c = await countryIds(t, ['GR', 'CY', 'NO']);
});
afterAll(() => t?.close());

type Billing = { id: number; name: string; isDefault: boolean; isActive: boolean; country: { alpha2: string } };
const billing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Piraeus Dry Bulk Hellas SA',
  vatNumber: 'EL094000000',
  street: '85 Akti Miaouli',
  postcode: '185 38',
  city: 'Piraeus',
  countryId: c.GR,
  email: 'invoices@pdb.example',
  ...overrides,
});

describe('the buyer settings profile', () => {
  it('answers the company, principal settings, departments, people and billing companies in one call', async () => {
    const profile = await ok(t, manager, 'GET', `${base}/profile`);
    expect(profile).toMatchObject({
      company: { id: manager.companyId, name: 'Piraeus Dry Bulk', type: 'BUYER' },
      settings: { operationsContactEmail: null, fax: null, isLegalEntityDisplayed: false },
      hiddenFields: [],
    });
    expect(profile.users).toEqual([
      expect.objectContaining({ id: manager.profileId, role: 'MANAGER', isEnabled: true }),
    ]);
  });

  it('saves the principal settings and the hidden fields, which every buyer profile can read', async () => {
    const saved = await ok(t, manager, 'POST', `${base}/profile/save`, {
      operationsContactEmail: 'ops@pdb.example',
      fax: '+30 210 000 0000',
      isLegalEntityDisplayed: true,
      hiddenFields: ['LAYCAN', 'CHARTERER', 'LAYCAN'],
    });
    expect(saved).toMatchObject({
      settings: { operationsContactEmail: 'ops@pdb.example', fax: '+30 210 000 0000', isLegalEntityDisplayed: true },
      hiddenFields: ['CHARTERER', 'LAYCAN'],
    });
    const colleague = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: manager.companyId,
      role: 'USER',
      authorities: [],
    });
    expect(await ok(t, colleague, 'GET', `${base}/buyer-hidden-fields`)).toEqual(['CHARTERER', 'LAYCAN']);
    expect(await ok(t, otherBuyer, 'GET', `${base}/buyer-hidden-fields`)).toEqual([]);
    // An empty e-mail clears it.
    const cleared = await ok(t, manager, 'POST', `${base}/profile/save`, { operationsContactEmail: '' });
    expect(cleared.settings).toMatchObject({ operationsContactEmail: null, isLegalEntityDisplayed: false });
  });

  it("shows colleagues' e-mail addresses only to profiles who manage users", async () => {
    const colleague = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: manager.companyId,
      role: 'USER',
      authorities: [],
    });
    const emailsOf = async (who: TestProfile) =>
      ((await ok(t, who, 'GET', `${base}/profile`)).users as Array<{ email: string | null }>).map((u) => u.email);
    const asManager = await emailsOf(manager);
    const asColleague = await emailsOf(colleague);
    expect(asManager.every((e) => typeof e === 'string' && e.includes('@'))).toBe(true);
    expect(asColleague).toHaveLength(asManager.length);
    expect(asColleague.every((e) => e === null)).toBe(true);
  });

  const rules: Array<[string, Record<string, unknown>, string]> = [
    ['valid operations e-mail', { operationsContactEmail: 'ops@' }, 'operationsContactEmail'],
    ['known hidden field', { hiddenFields: ['SALARY'] }, 'hiddenFields.0'],
    ['fax digits', { fax: 'call me' }, 'fax'],
  ];
  for (const [name, body, field] of rules) {
    it(`validates: ${name}`, async () => {
      const response = await send(t, manager, 'POST', `${base}/profile/save`, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
    });
  }

  it('needs SETTINGS_EDIT_COMPANY to save', async () => {
    const p = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: manager.companyId,
      authorities: ['DA_VIEW'],
    });
    expect((await send(t, p, 'GET', `${base}/profile`)).statusCode).toBe(200);
    expect((await send(t, p, 'POST', `${base}/profile/save`, {})).statusCode).toBe(403);
  });
});

describe('billing companies', () => {
  it('creates, loads and saves one; the list on the profile shows it', async () => {
    const created = await send(t, manager, 'POST', `${base}/billing-company/create`, billing({ isDefault: true }));
    expect(created.statusCode).toBe(201);
    const row = created.json() as Billing;
    expect(row).toMatchObject({
      name: 'Piraeus Dry Bulk Hellas SA',
      isDefault: true,
      isActive: true,
      country: { alpha2: 'GR' },
    });
    expect(await ok(t, manager, 'GET', `${base}/billing-company/${row.id}/load`)).toEqual(row);
    const saved = await ok<Billing>(
      t,
      manager,
      'POST',
      `${base}/billing-company/save`,
      billing({ id: row.id, city: 'Athens', isDefault: true }),
    );
    expect(saved).toMatchObject({ city: 'Athens', isDefault: true });
    const profile = await ok<{ billingCompanies: Billing[] }>(t, manager, 'GET', `${base}/profile`);
    expect(profile.billingCompanies.map((b) => b.id)).toContain(row.id);
  });

  it('keeps one default: marking another moves it, an inactive one cannot be the default', async () => {
    const cyprus = await ok<Billing>(
      t,
      manager,
      'POST',
      `${base}/billing-company/create`,
      billing({ name: 'PDB Cyprus Ltd', countryId: c.CY, isDefault: true }),
    );
    const list = (await ok<{ billingCompanies: Billing[] }>(t, manager, 'GET', `${base}/profile`)).billingCompanies;
    expect(list.filter((b) => b.isDefault).map((b) => b.id)).toEqual([cyprus.id]);
    const inactive = await ok<Billing>(
      t,
      manager,
      'POST',
      `${base}/billing-company/save`,
      billing({ id: cyprus.id, name: 'PDB Cyprus Ltd', isDefault: true, isActive: false }),
    );
    expect(inactive).toMatchObject({ isDefault: false, isActive: false });
  });

  it('refuses a duplicate name within the buyer, but another buyer may use it', async () => {
    const duplicate = await send(
      t,
      manager,
      'POST',
      `${base}/billing-company/create`,
      billing({ name: 'piraeus dry bulk hellas sa' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'BILLING_COMPANY_NAME_EXISTS',
      fields: { name: messages.BILLING_COMPANY_NAME_EXISTS },
    });
    expect((await send(t, otherBuyer, 'POST', `${base}/billing-company/create`, billing())).statusCode).toBe(201);
  });

  const rules: Array<[string, Record<string, unknown>, string, string]> = [
    ['name required', { name: '' }, 'name', messages.REQUIRED_FIELD],
    ['street required', { street: undefined }, 'street', messages.REQUIRED_FIELD],
    ['city required', { city: '' }, 'city', messages.REQUIRED_FIELD],
    ['country required', { countryId: undefined }, 'countryId', messages.COUNTRY_REQUIRED],
    ['valid e-mail', { email: 'nope' }, 'email', messages.INVALID_EMAIL_FIELD],
    ['known country', { countryId: 987654 }, 'countryId', messages.UNKNOWN_COUNTRY],
  ];
  for (const [name, change, field, message] of rules) {
    it(`validates: ${name}`, async () => {
      const response = await send(
        t,
        manager,
        'POST',
        `${base}/billing-company/create`,
        billing({ name: `Entity ${name}`, ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    });
  }

  it("answers 404 for another buyer's billing company", async () => {
    const theirs = await ok<Billing>(
      t,
      otherBuyer,
      'POST',
      `${base}/billing-company/create`,
      billing({ name: 'Hamburg Reefers GmbH' }),
    );
    expect((await send(t, manager, 'GET', `${base}/billing-company/${theirs.id}/load`)).statusCode).toBe(404);
    expect(
      (await send(t, manager, 'POST', `${base}/billing-company/save`, billing({ id: theirs.id, name: 'Taken over' })))
        .statusCode,
    ).toBe(404);
  });
});

describe('departments', () => {
  it('creates and renames departments; the reference calls list them, eligible ones apart', async () => {
    const ops = await ok<{ id: number }>(t, manager, 'POST', `${base}/department/create`, {
      name: 'Operations',
      abbreviation: 'OPS',
    });
    await ok(t, manager, 'POST', `${base}/department/create`, {
      name: 'Technical',
      abbreviation: 'TEC',
      isEligible: false,
    });
    const all = await ok<Array<{ label: string; value: string }>>(
      t,
      manager,
      'GET',
      '/da-app/secured/ref/buyer-departments',
    );
    expect(all.map((d) => d.label)).toEqual(['Operations', 'Technical']);
    expect(all[0]).toEqual({ label: 'Operations', value: String(ops.id), abbreviation: 'OPS', isEligible: true });
    const eligible = await ok<Array<{ label: string }>>(
      t,
      manager,
      'GET',
      '/da-app/secured/ref/buyer-eligible-departments',
    );
    expect(eligible.map((d) => d.label)).toEqual(['Operations']);
    expect(await ok(t, otherBuyer, 'GET', '/da-app/secured/ref/buyer-departments')).toEqual([]);
    const renamed = await ok(t, manager, 'POST', `${base}/department/save`, {
      id: ops.id,
      name: 'Port Operations',
      abbreviation: 'POPS',
    });
    expect(renamed).toEqual({ id: ops.id, name: 'Port Operations', abbreviation: 'POPS', isEligible: true });
  });

  it('refuses a duplicate department name and an abbreviation over 10 characters', async () => {
    const duplicate = await send(t, manager, 'POST', `${base}/department/create`, {
      name: 'TECHNICAL',
      abbreviation: 'T2',
    });
    expect(duplicate.json()).toMatchObject({ status: 409, code: 'DEPARTMENT_NAME_EXISTS' });
    const long = await send(t, manager, 'POST', `${base}/department/create`, {
      name: 'Legal',
      abbreviation: 'LEGALDEPART',
    });
    expect(long.json().fields.abbreviation).toBe('Maximum 10 characters are allowed!');
  });

  it('lists the roles in ranking order for every signed-in profile', async () => {
    expect(await ok(t, otherBuyer, 'GET', '/da-app/secured/ref/roles')).toEqual([
      { label: 'User', value: 'USER', ranking: 0 },
      { label: 'Deputy', value: 'DEPUTY', ranking: 1 },
      { label: 'Manager', value: 'MANAGER', ranking: 2 },
    ]);
  });
});
