import type { TPaged } from '@portcall/contracts/paging';
import type { TDashboardAssignment } from '@portcall/contracts/port-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { addEntry, department, portLog } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let crew: { id: number };
/** Two Piraeus port logs of the buyer (one submitted with an entry done), one at Oslo, one of another buyer. */
let world: { piraeusSubmitted: number; piraeusCreated: number; oslo: number; otherBuyers: number; voyage: string };

const list = (who: TestProfile, query = '') =>
  ok<TPaged<TDashboardAssignment>>(t, who, 'GET', `${S}/dashboard/assignments?${query}`);
const ids = (page: TPaged<TDashboardAssignment>) => page.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Dashboard Harbour Agency' });
  crew = await department(t, buyer, 'Crew');

  const submitted = await portLog(t, buyer, agent);
  const entry = await addEntry(t, buyer, submitted.assignmentId, crew.id);
  await addEntry(t, buyer, submitted.assignmentId, crew.id, 'Spares: 2 pallets', 'SPARES');
  await ok(t, buyer, 'POST', `${S}/assignment/${submitted.assignmentId}/submit-port-log`);
  await ok(t, agent, 'POST', `${S}/portlog-entry/${entry.id}/done`, { isDone: true, comment: 'Arranged' });
  const created = await portLog(t, buyer, agent);

  // A port log at Oslo (the others are at Piraeus): a Mediterranean-only colleague does not list it.
  const ref = await operationsReference(t);
  const { portCall, voyage } = await buyerWithPortCall(t, buyer, ref, {
    agentIds: [agent.companyId],
    portId: ref.oslo.id,
  });
  const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
  await ok(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`);
  const oslo = await ok<{ id: number }>(t, buyer, 'POST', `${S}/assignment/create`, { appointmentId: appointment.id });

  const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const other = await portLog(t, otherBuyer, agent);
  world = {
    piraeusSubmitted: submitted.assignmentId,
    piraeusCreated: created.assignmentId,
    oslo: oslo.id,
    otherBuyers: other.assignmentId,
    voyage: voyage.voyageNumber,
  };
}, 120_000);
afterAll(() => t?.close());

describe('dashboard/assignments', () => {
  it("lists only the company's port logs, newest change first, with each department's entry counts", async () => {
    const page = await list(buyer);
    expect(page).toMatchObject({ page: 0, size: 5, total: 3 });
    expect(ids(page)).toEqual([world.oslo, world.piraeusCreated, world.piraeusSubmitted]);
    expect(ids(page)).not.toContain(world.otherBuyers);
    const submitted = page.items.find((i) => i.id === world.piraeusSubmitted);
    expect(submitted).toMatchObject({
      state: 'SUBMITTED',
      port: { name: expect.stringMatching(/Piraeus/i) },
      agent: { id: agent.companyId, name: 'Dashboard Harbour Agency' },
      submittedAt: expect.any(String),
      eta: '2026-03-10T08:00:00.000Z',
    });
    expect(submitted?.voyageNumber).toEqual(expect.any(String));
    expect(submitted?.departments.find((d) => d.departmentId === crew.id)).toMatchObject({
      isIncluded: true,
      total: 2,
      done: 1,
    });
  });

  it('filters by state and by text (vessel, port, agent or voyage number)', async () => {
    expect(ids(await list(buyer, 'state=SUBMITTED'))).toEqual([world.piraeusSubmitted]);
    expect(ids(await list(buyer, 'state=CREATED'))).toEqual([world.oslo, world.piraeusCreated]);
    expect((await list(buyer, 'state=CANCELLED')).total).toBe(0);
    expect(ids(await list(buyer, 'text=oslo'))).toEqual([world.oslo]);
    expect(ids(await list(buyer, `text=${world.voyage.toLowerCase()}`))).toEqual([world.oslo]);
    expect((await list(buyer, 'text=harbour agency')).total).toBe(3);
    expect((await list(buyer, 'text=no such thing')).total).toBe(0);
    expect((await list(buyer, 'state=CREATED&text=piraeus')).items.map((i) => i.id)).toEqual([world.piraeusCreated]);
    expect((await send(t, buyer, 'GET', `${S}/dashboard/assignments?state=DONE`)).statusCode).toBe(400);
    expect((await send(t, buyer, 'GET', `${S}/dashboard/assignments?sort=id`)).statusCode).toBe(400);
  });

  it('pages with the total of every match', async () => {
    const first = await list(buyer, 'size=2');
    expect(first).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(ids(first)).toEqual([world.oslo, world.piraeusCreated]);
    const second = await list(buyer, 'size=2&page=1');
    expect(second).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(ids(second)).toEqual([world.piraeusSubmitted]);
    // Past the end: no row, the total still told.
    expect(await list(buyer, 'size=2&page=5')).toMatchObject({ items: [], page: 5, total: 3 });
  });

  it("applies region rules: a Mediterranean-only colleague does not list the Oslo port call's port log", async () => {
    const restricted = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const c = await countryIds(t, ['GR', 'IT']);
    const med = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, {
      name: 'Mediterranean (port logs)',
      countryIds: [c.GR, c.IT],
    });
    const rule = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, {
      name: 'Med only (port logs)',
      regionIds: [med.id],
      state: 'ACTIVE',
    });
    await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: restricted.profileId, ruleIds: [rule.id] });
    restricted.token = await t.services.auth.openSession(restricted.profileId);
    const page = await list(restricted);
    expect(page.total).toBe(2);
    expect(ids(page)).toEqual([world.piraeusCreated, world.piraeusSubmitted]);
  });

  it('needs DA_DASHBOARD and DA_DASHBOARD_ASSIGNMENTS_VIEW', async () => {
    const withoutView = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      authorities: ['DA_VIEW', 'DA_ASSIGNMENT_VIEW'],
    });
    expect((await send(t, withoutView, 'GET', `${S}/dashboard/assignments`)).statusCode).toBe(403);
    const withoutProduct = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_DASHBOARD_ASSIGNMENTS_VIEW'],
    });
    expect((await send(t, withoutProduct, 'GET', `${S}/dashboard/assignments`)).statusCode).toBe(403);
  });
});
