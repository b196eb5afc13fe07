import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { vesselTypes } from '../refdata/db';

const S = '/da-app/secured';
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let vesselTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const [vt] = await t.database.db.select({ id: vesselTypes.id }).from(vesselTypes).limit(1);
  vesselTypeId = vt?.id ?? 0;
});
afterAll(() => t?.close());

describe('charterers', () => {
  it('support keeps the list: create, refuse a duplicate name, page and filter, load', async () => {
    const created = await ok<{ id: number; name: string }>(t, admin, 'POST', `${S}/charterer/save`, {
      name: 'Trafigura Maritime',
      email: 'chartering@trafigura.example',
    });
    const duplicate = await send(t, admin, 'POST', `${S}/charterer/save`, { name: 'trafigura maritime' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ code: 'CHARTERER_NAME_EXISTS' });
    await ok(t, admin, 'POST', `${S}/charterer/save`, { name: 'Glencore Shipping' });
    const page = await ok<{ items: Array<{ name: string }>; total: number }>(t, admin, 'POST', `${S}/charterers`, {
      page: 0,
      size: 10,
      filter: { name: 'trafi' },
    });
    expect(page.items.map((c) => c.name)).toEqual(['Trafigura Maritime']);
    expect(await ok(t, admin, 'GET', `${S}/charterer/${created.id}/load`)).toMatchObject({
      name: 'Trafigura Maritime',
      isActive: true,
    });
  });

  it('suggests names despite typos', async () => {
    const options = await ok<Array<{ label: string }>>(t, admin, 'POST', `${S}/charterer/suggest`, {
      text: 'trafigrua',
    });
    expect(options.map((o) => o.label)).toEqual(['Trafigura Maritime']);
  });

  it('a buyer sees the charterers linked to it for a vessel type, not deactivated ones nor other buyers’', async () => {
    const vitol = await ok<{ id: number }>(t, admin, 'POST', `${S}/charterer/save`, { name: 'Vitol Chartering' });
    const linked = await ok<{ vesselTypes: Array<{ buyerId: number; isActive: boolean }> }>(
      t,
      admin,
      'POST',
      `${S}/charterer-vessel-type/save`,
      { chartererId: vitol.id, buyerId: buyer.companyId, vesselTypeId },
    );
    expect(linked.vesselTypes).toEqual([expect.objectContaining({ buyerId: buyer.companyId, isActive: true })]);
    const other = await createCompanyWithProfile(t, { type: 'BUYER' });
    const url = `${S}/ref/buyer/vessel/${vesselTypeId}/charterers`;
    expect((await ok<Array<{ label: string }>>(t, buyer, 'GET', url)).map((o) => o.label)).toEqual([
      'Vitol Chartering',
    ]);
    expect(await ok(t, other, 'GET', url)).toEqual([]);
    // Deactivated, never deleted: the buyer no longer sees it.
    await ok(t, admin, 'POST', `${S}/charterer/save`, { id: vitol.id, name: 'Vitol Chartering', isActive: false });
    expect(await ok(t, buyer, 'GET', url)).toEqual([]);
  });
});
