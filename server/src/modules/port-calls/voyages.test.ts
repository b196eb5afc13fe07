import { messages } from '@portcall/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, type OperationsReference, operationsReference } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let ref: OperationsReference;
let vesselId: number;

type Voyage = {
  id: number;
  voyageNumber: string;
  version: number;
  vessel: { id: number };
  portCallCount: number;
  buyerId: number;
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Voyage Owners' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Voyage Charterers' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Voyage Agents' });
  ref = await operationsReference(t);
  vesselId = (await createVessel(t, buyer)).id;
});
afterAll(() => t?.close());

describe('voyages', () => {
  it('creates a voyage (number upper-cased), loads it and writes an audit row', async () => {
    const voyage = await ok<Voyage>(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId, voyageNumber: ' 12n ' });
    expect(voyage).toMatchObject({
      voyageNumber: '12N',
      version: 0,
      vessel: { id: vesselId },
      portCallCount: 0,
      buyerId: buyer.companyId,
    });
    expect(await ok<Voyage>(t, buyer, 'GET', `${S}/buyer/voyage/${voyage.id}/load`)).toEqual(voyage);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voyage'), eq(auditLog.entityId, String(voyage.id))));
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  it('keeps voyage numbers unique per buyer in any letter case (VOYAGE_NUMBER_EXISTS)', async () => {
    const duplicate = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId, voyageNumber: '12n' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'VOYAGE_NUMBER_EXISTS',
      fields: { voyageNumber: messages.VOYAGE_NUMBER_EXISTS },
    });
    const otherVessel = await createVessel(t, otherBuyer);
    expect(
      (await send(t, otherBuyer, 'POST', `${S}/buyer/voyage/save`, { vesselId: otherVessel.id, voyageNumber: '12N' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 409, never 500, when two saves of one number race past the check', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId, voyageNumber: 'RACE-1' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('edits with the version last read; a stale or missing version is refused', async () => {
    const voyage = await ok<Voyage>(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId, voyageNumber: 'EDIT-1' });
    const edited = await ok<Voyage>(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      id: voyage.id,
      version: 0,
      vesselId,
      voyageNumber: 'EDIT-2',
    });
    expect(edited).toMatchObject({ voyageNumber: 'EDIT-2', version: 1 });
    const stale = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      id: voyage.id,
      version: 0,
      vesselId,
      voyageNumber: 'EDIT-3',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const missing = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      id: voyage.id,
      vesselId,
      voyageNumber: 'EDIT-3',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });

  it("refuses another buyer's vessel, an unknown voyage type, and another buyer's voyage (404)", async () => {
    const otherVessel = await createVessel(t, otherBuyer);
    const foreign = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      vesselId: otherVessel.id,
      voyageNumber: 'X-1',
    });
    expect(foreign.json()).toMatchObject({ code: 'UNKNOWN_VESSEL', fields: { vesselId: messages.UNKNOWN_VESSEL } });
    const type = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      vesselId,
      voyageNumber: 'X-2',
      voyageTypeId: 987654,
    });
    expect(type.json()).toMatchObject({ code: 'UNKNOWN_VOYAGE_TYPE' });
    const mine = await ok<Voyage>(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId, voyageNumber: 'MINE-1' });
    expect((await send(t, otherBuyer, 'GET', `${S}/buyer/voyage/${mine.id}/load`)).statusCode).toBe(404);
    expect(
      (
        await send(t, otherBuyer, 'POST', `${S}/buyer/voyage/save`, {
          id: mine.id,
          version: 0,
          vesselId,
          voyageNumber: 'MINE-2',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the vessel of a voyage that has port calls (VOYAGE_HAS_PORT_CALLS)', async () => {
    const { voyage } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId], vesselId });
    const otherVessel = await createVessel(t, buyer);
    const moved = await send(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
      id: voyage.id,
      version: voyage.version,
      vesselId: otherVessel.id,
      voyageNumber: voyage.voyageNumber,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('VOYAGE_HAS_PORT_CALLS');
    expect((await ok<Voyage>(t, buyer, 'GET', `${S}/buyer/voyage/${voyage.id}/load`)).portCallCount).toBe(1);
  });

  it('needs DA_VOYAGE_CREATE to create and DA_VOYAGE_EDIT to edit', async () => {
    const creator = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_VOYAGE_CREATE'],
    });
    const created = await ok<Voyage>(t, creator, 'POST', `${S}/buyer/voyage/save`, {
      vesselId,
      voyageNumber: 'AUTH-1',
    });
    const edit = await send(t, creator, 'POST', `${S}/buyer/voyage/save`, {
      id: created.id,
      version: 0,
      vesselId,
      voyageNumber: 'AUTH-2',
    });
    expect(edit.statusCode).toBe(403);
  });

  it("lists a vessel's voyages paged, filtered by number and sorted", async () => {
    const listVessel = await createVessel(t, buyer);
    for (const n of ['L-3', 'L-1', 'L-2', 'OTHER'])
      await ok(t, buyer, 'POST', `${S}/buyer/voyage/save`, { vesselId: listVessel.id, voyageNumber: n });
    const page = await ok<{ items: Voyage[]; total: number; page: number; size: number }>(
      t,
      buyer,
      'POST',
      `${S}/vessel/${listVessel.id}/voyages`,
      { page: 0, size: 2, filter: { voyageNumber: 'l-' }, order: { property: 'voyageNumber', direction: 'ASC' } },
    );
    expect(page).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(page.items.map((v) => v.voyageNumber)).toEqual(['L-1', 'L-2']);
    expect((await send(t, otherBuyer, 'POST', `${S}/vessel/${listVessel.id}/voyages`, {})).statusCode).toBe(404);
  });
});
