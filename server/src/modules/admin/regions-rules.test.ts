import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

// Support edits a buyer's regions and rules (operations §2 admin tables) through the buyer's own
// settings calls: the same rules as the buyer's settings pages, the audit naming the administrator.
const S = '/da-app/secured';
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Regions Desk' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Regional Lines' });
});
afterAll(() => t?.close());

type Region = { id: number; buyerId: number; name: string; state: string; countries: Array<{ alpha2: string }> };
type Rule = { id: number; buyerId: number; name: string; state: string; regions: Array<{ id: number; name: string }> };
const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe("support edits a buyer's regions and rules", () => {
  it('creates, renames and deactivates a region with its countries, audited with the admin', async () => {
    const { GR, IT } = await countryIds(t, ['GR', 'IT']);
    const created = await send(t, admin, 'PUT', `${S}/region`, {
      buyerId: buyer.companyId,
      name: 'Adriatic',
      countryIds: [GR],
    });
    expect(created.statusCode).toBe(201);
    const region = created.json() as Region;
    expect(region).toMatchObject({ buyerId: buyer.companyId, name: 'Adriatic', state: 'ACTIVE' });

    const renamed = await ok<Region>(t, admin, 'POST', `${S}/region`, {
      id: region.id,
      name: 'Adriatic and Ionian',
      state: 'ACTIVE',
      countryIds: [GR, IT],
    });
    expect(renamed.countries.map((c) => c.alpha2).sort()).toEqual(['GR', 'IT']);
    const off = await ok<Region>(t, admin, 'POST', `${S}/region`, {
      id: region.id,
      name: 'Adriatic and Ionian',
      state: 'INACTIVE',
      countryIds: [GR, IT],
    });
    expect(off.state).toBe('INACTIVE');

    // The buyer sees what support did.
    const seen = await ok<Region>(t, buyer, 'GET', `${S}/region/${region.id}`);
    expect(seen).toMatchObject({ name: 'Adriatic and Ionian', state: 'INACTIVE' });
    const audit = await auditOf('region', region.id);
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(new Set(audit.map((a) => a.profileId))).toEqual(new Set([admin.profileId]));
  });

  it("keeps the buyer's own rules: a duplicate name is refused, and a rule is created and edited", async () => {
    const { GR } = await countryIds(t, ['GR', 'IT']);
    const region = (
      await send(t, admin, 'PUT', `${S}/region`, { buyerId: buyer.companyId, name: 'Aegean', countryIds: [GR] })
    ).json() as Region;
    const duplicate = await send(t, admin, 'PUT', `${S}/region`, {
      buyerId: buyer.companyId,
      name: 'aegean',
      countryIds: [GR],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('REGION_NAME_EXISTS');

    const created = await send(t, admin, 'PUT', `${S}/rule`, {
      buyerId: buyer.companyId,
      name: 'Aegean only',
      regionIds: [region.id],
    });
    expect(created.statusCode).toBe(201);
    const rule = created.json() as Rule;
    const edited = await ok<Rule>(t, admin, 'POST', `${S}/rule`, {
      id: rule.id,
      name: 'Aegean desk only',
      state: 'INACTIVE',
      regionIds: [region.id],
    });
    expect(edited).toMatchObject({ buyerId: buyer.companyId, name: 'Aegean desk only', state: 'INACTIVE' });
    const audit = await auditOf('rule', rule.id);
    expect(audit.map((a) => a.profileId)).toEqual([admin.profileId, admin.profileId]);
  });

  it('needs ADMIN_SUPPORT: an administrator without it and another buyer are refused', async () => {
    const { GR } = await countryIds(t, ['GR', 'IT']);
    const auditor = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_AUDIT'] });
    const other = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Other Regional Lines' });
    const body = { buyerId: buyer.companyId, name: 'Not yours', countryIds: [GR] };
    expect((await send(t, auditor, 'PUT', `${S}/region`, body)).statusCode).toBe(403);
    // Another buyer cannot reach this buyer's company (404: it does not know it exists).
    expect((await send(t, other, 'PUT', `${S}/region`, body)).statusCode).toBe(404);
  });
});
