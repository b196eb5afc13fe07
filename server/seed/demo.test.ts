import { isValidImo } from '@portcall/contracts/fleet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/modules/account/db';
import { ok } from '../src/test/buyer-scenario';
import { createTestApp, type TestApp } from '../src/test/harness';
import { DEMO_PASSWORD, seedDemoData } from './demo';
import { demoRegions } from './demo-organisation';

let t: TestApp;
const login = async (username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    token: string;
    profile: { id: number; companyId: number; type: 'BUYER'; rules: unknown[]; vessels: unknown[] };
  };
};

beforeAll(async () => {
  t = await createTestApp();
  // The organisation and KYP only: the working day has its own test (demo-working-day.test.ts).
  await seedDemoData(t.database.db, { dataDir: t.dataDir, workingDay: false });
  await seedDemoData(t.database.db, { dataDir: t.dataDir, workingDay: false }); // a second run changes nothing
}, 300_000);
afterAll(() => t?.close());

describe("the demo buyer's organisation", () => {
  it('has six vessels with valid IMO numbers in two fleets, two teams, two regions and a billing company', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const buyerId = manager.profile.companyId;
    const vessels = await ok<{ total: number; items: Array<{ imo: string }> }>(
      t,
      manager,
      'GET',
      '/da-app/secured/buyer/settings/vessels',
    );
    expect(vessels.total).toBe(6);
    expect(vessels.items.every((v) => isValidImo(v.imo))).toBe(true);
    expect(await ok<unknown[]>(t, manager, 'GET', `/da-app/secured/buyers/${buyerId}/fleets`)).toHaveLength(2);
    expect((await ok<{ total: number }>(t, manager, 'GET', `/da-app/secured/buyers/${buyerId}/teams`)).total).toBe(2);
    const regions = await ok<Array<{ label: string }>>(
      t,
      manager,
      'GET',
      `/da-app/secured/ref/buyer/${buyerId}/regions`,
    );
    expect(regions.map((r) => r.label)).toEqual(['Mediterranean', 'North Europe']);
    const profile = await ok<{
      billingCompanies: Array<{ isDefault: boolean }>;
      departments: unknown[];
      settings: object;
    }>(t, manager, 'GET', '/da-app/secured/buyer/settings/profile');
    expect(profile.billingCompanies).toEqual([
      expect.objectContaining({ name: 'Nordic Bulk Carriers AS', isDefault: true }),
    ]);
    expect(profile.departments).toHaveLength(4);
    expect(manager.profile.rules).toEqual([]);
  });

  it('restricts the demo USER to the Mediterranean', async () => {
    const user = await login('user@nordic-bulk.example');
    expect(user.profile.rules).toEqual([
      expect.objectContaining({ name: 'Mediterranean only', ruleType: 'REGION_RULE' }),
    ]);
    expect(user.profile.vessels).toHaveLength(2);
    const scope = await t.services.regionScope.regionScopeFor({
      profileId: user.profile.id,
      companyId: user.profile.companyId,
      type: 'BUYER',
    });
    expect(scope?.countryIds).toHaveLength(demoRegions[0]?.countries.length ?? -1);
  });
});

describe('the demo KYP verifications', () => {
  it('show the demo agent verified by two different people and leave the demo vendor to be verified', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const supplierId = async (name: string) =>
      (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id;
    const kypOf = async (name: string) =>
      ok<{ status: string; verifiedAt: string | null; expiresAt: string | null }>(
        t,
        manager,
        'GET',
        `/da-app/secured/companies/${await supplierId(name)}/kyp-verification`,
      );
    const agent = await kypOf('Aegean Port Agency');
    expect(agent.status).toBe('VERIFIED');
    expect(new Date(agent.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect((await kypOf('Harbour Supply Co')).status).toBe('REQUESTED');
    const admin = await login('kyc@portcall.example');
    const cases = await ok<{
      items: Array<{
        supplierName: string;
        status: string;
        primaryVerifier: { id: number } | null;
        secondaryVerifier: { id: number } | null;
      }>;
    }>(t, admin, 'GET', '/da-app/secured/kyp-verifications?page=0&size=10');
    expect(cases.items.find((c) => c.supplierName === 'Aegean Port Agency')).toMatchObject({ status: 'VERIFIED' });
    const verified = cases.items.find((c) => c.supplierName === 'Aegean Port Agency');
    expect(verified?.primaryVerifier?.id).not.toBe(verified?.secondaryVerifier?.id);
  });
});

describe('the demo payment set-up', () => {
  it('gives the buyer payment instructions in each DA currency, naming its reviewer and approver, once', async () => {
    const reviewer = await login('reviewer@nordic-bulk.example');
    const instructions = await ok<
      Array<{ currency: string; isActive: boolean; reviewer: { fullName: string }; approver: { fullName: string } }>
    >(t, reviewer, 'GET', '/da-app/secured/payment-instructions');
    expect(instructions.map((i) => i.currency).sort()).toEqual(['EUR', 'USD']);
    expect(
      instructions.every((i) => i.reviewer.fullName === 'Sofie Dahl' && i.approver.fullName === 'Henrik Berg'),
    ).toBe(true);
  });

  it('gives the buyer accounting codes of each group for the lines of a final DA', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const codes = await ok<Record<string, Array<{ code: string; isActive: boolean }>>>(
      t,
      manager,
      'GET',
      `/da-app/secured/buyer/${manager.profile.companyId}/accounting-codes`,
    );
    expect(codes.PRINCIPAL_AMOUNT?.map((c) => c.code)).toEqual(['4100', '4110', '4120', '4200', '4300']);
    expect(codes.CHARTERER_AMOUNT).toHaveLength(1);
    expect(codes.OWNER_AMOUNT).toHaveLength(1);
  });
});
