import { messages } from '@portcall/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { createColleague, createVessel, nextImo, ok, send, vesselReference } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
const settings = `${S}/buyer/settings`;
let t: TestApp;
let manager: TestProfile;
let otherBuyer: TestProfile;
let admin: TestProfile;
let ref: Awaited<ReturnType<typeof vesselReference>>;

type Vessel = {
  id: number;
  name: string;
  imo: string;
  isActive: boolean;
  deactivatedAt: string | null;
  dwt: number;
  fleets: Array<{ id: number }>;
};
type Fleet = { id: number; name: string; vessels: Array<{ id: number; isActive: boolean }> };
type Paged<T> = { items: T[]; total: number; page: number; size: number };

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Fleet Owners' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Charterers Ltd' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  ref = await vesselReference(t);
});
afterAll(() => t?.close());

const vesselBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nordic Fjord',
  imo: nextImo(),
  vesselTypeId: ref.bulkCarrierId,
  vesselSizeId: ref.supramaxId,
  dwt: 57_800,
  commodityType: 'DRY_BULK',
  ...overrides,
});

describe('vessels', () => {
  it('creates a vessel with its IMO number read from "IMO 9074729"', async () => {
    const response = await send(t, manager, 'POST', `${settings}/vessel/create`, vesselBody({ imo: 'IMO 9074729' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      imo: '9074729',
      buyerId: manager.companyId,
      vesselType: { id: ref.bulkCarrierId, name: 'Bulk carrier' },
      vesselSize: { id: ref.supramaxId, name: 'Supramax' },
      isActive: true,
      deactivatedAt: null,
      fleets: [],
    });
  });

  it('keeps IMO numbers unique per buyer; another buyer (a charterer) may hold the same ship', async () => {
    const duplicate = await send(t, manager, 'POST', `${settings}/vessel/create`, vesselBody({ imo: '9074729' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'VESSEL_IMO_EXISTS', fields: { imo: messages.VESSEL_IMO_EXISTS } });
    expect(
      (await send(t, otherBuyer, 'POST', `${settings}/vessel/create`, vesselBody({ imo: '9074729' }))).statusCode,
    ).toBe(201);
  });

  it('answers 409, never 500, when two saves of the same IMO race past the check', async () => {
    const body = vesselBody({ name: 'Race' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(t, otherBuyer, 'POST', `${settings}/vessel/create`, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('VESSEL_IMO_EXISTS');
  });

  const rules: Array<[string, () => Record<string, unknown>, string, string]> = [
    ['a name', () => ({ name: ' ' }), 'name', messages.REQUIRED_FIELD],
    ['an IMO check digit', () => ({ imo: '9074728' }), 'imo', messages.INVALID_IMO],
    ['seven IMO digits', () => ({ imo: '907472' }), 'imo', messages.INVALID_IMO],
    ['an IMO number', () => ({ imo: undefined }), 'imo', messages.REQUIRED_FIELD],
    ['a vessel type', () => ({ vesselTypeId: undefined }), 'vesselTypeId', messages.REQUIRED_FIELD],
    ['a positive DWT', () => ({ dwt: 0 }), 'dwt', messages.POSITIVE_NUMBER],
    ['a whole DWT', () => ({ dwt: 5.5 }), 'dwt', messages.POSITIVE_NUMBER],
    ['a DWT up to 1,000,000', () => ({ dwt: 1_000_001 }), 'dwt', 'Please enter an amount up to 1000000!'],
    ['a known commodity type', () => ({ commodityType: 'GOLD' }), 'commodityType', ''],
    ['a known vessel type', () => ({ vesselTypeId: 987654 }), 'vesselTypeId', messages.UNKNOWN_VESSEL_TYPE],
    ['a known size class', () => ({ vesselSizeId: 987654 }), 'vesselSizeId', messages.UNKNOWN_VESSEL_SIZE],
    [
      'a size class of the same segment',
      () => ({ vesselSizeId: ref.vlccId }),
      'vesselSizeId',
      messages.VESSEL_SIZE_TYPE_MISMATCH,
    ],
  ];
  for (const [name, change, field, message] of rules) {
    it(`needs ${name}`, async () => {
      const body = vesselBody(change());
      const response = await send(t, manager, 'POST', `${settings}/vessel/create`, body);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().fields[field]).toBe(message);
      else expect(Object.keys(response.json().fields)).toContain(field);
    });
  }

  it('accepts a tanker size class for a tanker and no size class at all', async () => {
    await ok(
      t,
      manager,
      'POST',
      `${settings}/vessel/create`,
      vesselBody({
        name: 'Nordic Crude',
        vesselTypeId: ref.crudeTankerId,
        vesselSizeId: ref.vlccId,
        dwt: 300_000,
        commodityType: 'CRUDE_OIL',
      }),
    );
    const bare = await ok<{ vesselSize: null }>(
      t,
      manager,
      'POST',
      `${settings}/vessel/create`,
      vesselBody({ name: 'Nordic Tug', vesselSizeId: null, dwt: 3_000 }),
    );
    expect(bare.vesselSize).toBeNull();
  });

  it('lists vessels paged, sorted and filtered', async () => {
    const page = await ok<Paged<Vessel>>(t, manager, 'GET', `${settings}/vessels?size=2&property=dwt&direction=DESC`);
    expect(page.total).toBe(3);
    expect(page.items.map((v) => v.name)).toEqual(['Nordic Crude', 'Nordic Fjord']);
    const byName = await ok<Paged<Vessel>>(t, manager, 'GET', `${settings}/vessels?name=crude`);
    expect(byName.items.map((v) => v.name)).toEqual(['Nordic Crude']);
    const byImo = await ok<Paged<Vessel>>(t, manager, 'GET', `${settings}/vessels?imo=907`);
    expect(byImo.items.map((v) => v.imo)).toEqual(['9074729']);
    const byType = await ok<Paged<Vessel>>(t, manager, 'GET', `${settings}/vessels?vesselTypeId=${ref.crudeTankerId}`);
    expect(byType.total).toBe(1);
    expect((await ok<Paged<Vessel>>(t, otherBuyer, 'GET', `${settings}/vessels`)).total).toBe(2);
    expect((await send(t, manager, 'GET', `${settings}/vessels?property=owner`)).statusCode).toBe(400);
  });

  it('deactivates a vessel and keeps its history: stamped, still in its fleet, gone from profiles', async () => {
    const vessel = await createVessel(t, manager, { name: 'Nordic Old' });
    const fleet = await ok<Fleet>(t, manager, 'POST', `${S}/buyers/${manager.companyId}/fleets`, {
      name: 'Old timers',
      vesselIds: [vessel.id],
    });
    const maja = await createColleague(t, manager);
    await ok(t, manager, 'POST', `${S}/buyer-profile/save-vessels`, {
      profileId: maja.profileId,
      vesselIds: [vessel.id],
    });
    expect((await ok<{ profile: { vessels: unknown[] } }>(t, maja, 'GET', `${S}/auth/claims`)).profile.vessels).toEqual(
      [{ id: vessel.id, name: 'Nordic Old' }],
    );

    const body = { ...vesselBody({ name: 'Nordic Old', imo: vessel.imo }), id: vessel.id, isActive: false };
    const saved = await ok<Vessel>(t, manager, 'POST', `${settings}/vessel/save`, body);
    expect(saved.isActive).toBe(false);
    expect(saved.deactivatedAt).not.toBeNull();
    expect(saved.fleets).toEqual([{ id: fleet.id, name: 'Old timers' }]);
    expect((await ok<Fleet>(t, manager, 'GET', `${S}/buyers/${manager.companyId}/fleets/${fleet.id}`)).vessels).toEqual(
      [expect.objectContaining({ id: vessel.id, isActive: false })],
    );
    expect((await ok<{ profile: { vessels: unknown[] } }>(t, maja, 'GET', `${S}/auth/claims`)).profile.vessels).toEqual(
      [],
    );
    const active = await ok<Paged<Vessel>>(t, manager, 'GET', `${settings}/vessels?isActive=true&name=old`);
    expect(active.total).toBe(0);
    // A deactivated vessel cannot be assigned again until it is reactivated.
    const assign = await send(t, manager, 'POST', `${S}/buyer-profile/save-vessels`, {
      profileId: maja.profileId,
      vesselIds: [vessel.id],
    });
    expect(assign.json()).toMatchObject({ status: 400, fields: { vesselIds: messages.ASSIGNED_VESSEL_NOT_FOUND } });

    const reactivated = await ok<Vessel>(t, manager, 'POST', `${settings}/vessel/save`, { ...body, isActive: true });
    expect(reactivated).toMatchObject({ isActive: true, deactivatedAt: null });
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vessel'), eq(auditLog.entityId, String(vessel.id))));
    expect(actions.map((a) => a.action)).toEqual(['CREATE', 'DEACTIVATE', 'REACTIVATE']);
  });

  it("answers 404 for another buyer's vessel and refuses editing without SETTINGS_EDIT_VESSEL", async () => {
    const theirs = await createVessel(t, otherBuyer);
    expect((await send(t, manager, 'GET', `${settings}/vessel/${theirs.id}/load`)).statusCode).toBe(404);
    const body = { ...vesselBody({ imo: theirs.imo }), id: theirs.id, isActive: true };
    expect((await send(t, manager, 'POST', `${settings}/vessel/save`, body)).statusCode).toBe(404);
    const reader = await createColleague(t, manager);
    expect((await send(t, reader, 'GET', `${settings}/vessels`)).statusCode).toBe(200);
    expect((await send(t, reader, 'POST', `${settings}/vessel/create`, vesselBody())).statusCode).toBe(403);
  });
});

describe('fleets', () => {
  it('creates, lists, reads and patches fleets of the buyer', async () => {
    const a = await createVessel(t, manager, { name: 'Alpha' });
    const b = await createVessel(t, manager, { name: 'Bravo' });
    const url = `${S}/buyers/${manager.companyId}/fleets`;
    const created = await send(t, manager, 'POST', url, { name: 'Handy fleet', vesselIds: [b.id, a.id] });
    expect(created.statusCode).toBe(201);
    const fleet = created.json() as Fleet;
    expect(fleet.vessels.map((v) => v.id)).toEqual([a.id, b.id]);
    const patched = await ok<Fleet>(t, manager, 'PATCH', `${url}/${fleet.id}`, { vesselIds: [a.id], isActive: false });
    expect(patched).toMatchObject({ name: 'Handy fleet', isActive: false, vessels: [{ id: a.id }] });
    const inactive = await ok<Fleet[]>(t, manager, 'GET', `${url}?isActive=false`);
    expect(inactive.map((f) => f.name)).toContain('Handy fleet');
    expect(await ok(t, admin, 'GET', `${url}/${fleet.id}`)).toEqual(patched);
  });

  it('needs a unique name, vessels of the same buyer and something to change', async () => {
    const url = `${S}/buyers/${manager.companyId}/fleets`;
    const duplicate = await send(t, manager, 'POST', url, { name: 'HANDY FLEET' });
    expect(duplicate.json()).toMatchObject({ status: 409, code: 'FLEET_NAME_EXISTS' });
    const theirs = await createVessel(t, otherBuyer);
    const foreign = await send(t, manager, 'POST', url, { name: 'Foreign', vesselIds: [theirs.id] });
    expect(foreign.json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_VESSEL',
      fields: { vesselIds: messages.UNKNOWN_VESSEL },
    });
    const fleet = (await ok<Fleet[]>(t, manager, 'GET', url))[0] as Fleet;
    expect((await send(t, manager, 'PATCH', `${url}/${fleet.id}`, {})).statusCode).toBe(400);
    expect((await send(t, manager, 'GET', `${S}/buyers/${otherBuyer.companyId}/fleets/${fleet.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(t, otherBuyer, 'GET', `${S}/buyers/${otherBuyer.companyId}/fleets/${fleet.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('profile vessels', () => {
  it('assigns vessels to a profile; the claims and the user answer show them', async () => {
    const v1 = await createVessel(t, manager, { name: 'Charlie' });
    const v2 = await createVessel(t, manager, { name: 'Delta' });
    const user = await createColleague(t, manager);
    const saved = await ok(t, admin, 'POST', `${S}/buyer-profile/save-vessels`, {
      profileId: user.profileId,
      vesselIds: [v2.id, v1.id, v2.id],
    });
    expect(saved).toEqual({
      profileId: user.profileId,
      vessels: [
        { id: v1.id, name: 'Charlie', imo: v1.imo },
        { id: v2.id, name: 'Delta', imo: v2.imo },
      ],
    });
    const loaded = await ok<{ vessels: unknown[] }>(
      t,
      manager,
      'GET',
      `${S}/buyer/settings/buyer-user/${user.profileId}/load`,
    );
    expect(loaded.vessels).toEqual((saved as { vessels: unknown[] }).vessels);
    const claims = await ok<{ profile: { vessels: unknown[] } }>(t, user, 'GET', `${S}/auth/claims`);
    expect(claims.profile.vessels).toEqual([
      { id: v1.id, name: 'Charlie' },
      { id: v2.id, name: 'Delta' },
    ]);
    const theirs = await createVessel(t, otherBuyer);
    const foreign = await send(t, manager, 'POST', `${S}/buyer-profile/save-vessels`, {
      profileId: user.profileId,
      vesselIds: [theirs.id],
    });
    expect(foreign.statusCode).toBe(400);
    const deputy = await createColleague(t, manager, 'DEPUTY');
    expect(
      (await send(t, deputy, 'POST', `${S}/buyer-profile/save-vessels`, { profileId: user.profileId, vesselIds: [] }))
        .statusCode,
    ).toBe(403);
  });
});
