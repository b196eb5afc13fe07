import { ZClaims } from '@portcall/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createVessel, ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
// Every statement the app sends: the claims are read on every page load, so their cost is counted.
const statements: string[] = [];
let t: TestApp;
let manager: TestProfile;
let user: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  manager = await createCompanyWithProfile(t, { type: 'BUYER' });
  const org = await createOrganisation(t, manager);
  user = org.colleague;
  const second = await createVessel(t, manager, { name: 'Aurora Borealis' });
  const first = await createVessel(t, manager, { name: 'Aegean Pearl' });
  await ok(t, manager, 'POST', `${S}/buyer-profile/save-vessels`, {
    profileId: user.profileId,
    vesselIds: [second.id, first.id],
  });
  await ok(t, manager, 'POST', `${S}/profile/rules`, { profileId: user.profileId, ruleIds: [org.ruleId] });
}, 120_000);
afterAll(() => t?.close());

describe('claims', () => {
  it('carry the rules and vessels the profile holds, in name order, from at most three statements', async () => {
    const before = statements.length;
    const response = await t.app.inject({ method: 'GET', url: `${S}/auth/claims`, headers: bearer(user) });
    const sent = statements.slice(before);
    expect(response.statusCode).toBe(200);
    const { profile, company } = ZClaims.parse(response.json());
    expect(profile.vessels.map((v) => v.name)).toEqual(['Aegean Pearl', 'Aurora Borealis']);
    expect(profile.rules).toEqual([expect.objectContaining({ ruleType: 'REGION_RULE' })]);
    expect(profile.rules[0]?.name).toMatch(/^Mediterranean only/);
    expect(company.id).toBe(manager.companyId);
    // At most one for the access check (session, profile, grants, access epoch; none when the
    // session cache answers) and one for the claims themselves (profile, company, grants, links).
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.filter((s) => s.includes('"company_ports"'))).toHaveLength(1);
  });

  it('show no rules or vessels for a profile without them, and authorities in name order', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${S}/auth/claims`, headers: bearer(manager) });
    const { profile } = ZClaims.parse(response.json());
    expect(profile).toMatchObject({ rules: [], vessels: [], companyId: manager.companyId });
    expect(profile.authorities.map((a) => a.authority)).toEqual(
      [...profile.authorities.map((a) => a.authority)].sort(),
    );
  });
});
