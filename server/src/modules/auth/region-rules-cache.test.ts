import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok } from '../../test/buyer-scenario';
import { createSecondNode, createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, type OperationsReference, operationsReference } from '../port-calls/scenario';

/*
 * A buyer's region rules are read with its session and kept with it (session-read-model.ts): each
 * change of what they let it see is made here through the route a person uses, and the next
 * dashboard page of the restricted colleague must show it at once on the node that made it, and
 * within the lag on another node. A kept page sends one statement.
 */
const S = '/da-app/secured';
const statements: string[] = [];
let t: TestApp;
let manager: TestProfile;
let ref: OperationsReference;
let calls: Record<'piraeus' | 'genoa' | 'rotterdam' | 'oslo', number>;
let c: Record<string, number>;

type Page = { items: Array<{ id: number }> };
const portCallsOf = async (p: TestProfile, app = t.app) => {
  const response = await app.inject({ method: 'GET', url: `${S}/dashboard/portCalls?size=50`, headers: bearer(p) });
  expect(response.statusCode).toBe(200);
  return (response.json() as Page).items.map((i) => i.id).sort((a, b) => a - b);
};
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);
const everything = () => sorted(calls.piraeus, calls.genoa, calls.rotterdam, calls.oslo);

const region = (name: string, countries: number[], state = 'ACTIVE') =>
  ok<{ id: number }>(t, manager, 'PUT', `${S}/region`, { name, countryIds: countries, state });
const rule = (name: string, regionIds: number[]) =>
  ok<{ id: number }>(t, manager, 'PUT', `${S}/rule`, { name, regionIds });
const giveRules = (p: TestProfile, ruleIds: number[]) =>
  ok(t, manager, 'POST', `${S}/profile/rules`, { profileId: p.profileId, ruleIds });

/** A colleague of the manager who reads the dashboard, held to `ruleIds`, its page already read once. */
async function restrictedColleague(ruleIds: number[]) {
  const p = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: manager.companyId,
    role: 'USER',
    products: ['DA_TOOL', 'DA_DASHBOARD'],
    authorities: ['DA_VIEW'],
  });
  if (ruleIds.length > 0) await giveRules(p, ruleIds);
  await portCallsOf(p);
  return p;
}

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Region Cache Shipping' });
  ref = await operationsReference(t);
  c = await countryIds(t, ['GR', 'IT', 'NL', 'NO']);
  const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  const at = async (portId: number) =>
    (await buyerWithPortCall(t, manager, ref, { agentIds: [agent.companyId], portId })).portCall.id;
  calls = {
    piraeus: await at(ref.piraeus.id),
    genoa: await at(ref.genoa.id),
    rotterdam: await at(ref.rotterdam.id),
    oslo: await at(ref.oslo.id),
  };
}, 120_000);
afterAll(() => t?.close());

describe('region rules kept with the session, on one node', () => {
  it('answers a kept dashboard page with one statement: no read of the session or of the rules', async () => {
    const med = await region('Med kept', [c.GR as number, c.IT as number]);
    const p = await restrictedColleague([(await rule('Med kept only', [med.id])).id]);
    const before = statements.length;
    expect(await portCallsOf(p)).toEqual(sorted(calls.piraeus, calls.genoa));
    expect(statements.slice(before)).toHaveLength(1);
  });

  it('restricts the colleague on the page after the manager gave it a rule, and frees it after', async () => {
    const p = await restrictedColleague([]);
    expect(await portCallsOf(p)).toEqual(everything());
    const north = await region('North given', [c.NO as number]);
    const northOnly = await rule('North given only', [north.id]);
    await giveRules(p, [northOnly.id]);
    expect(await portCallsOf(p)).toEqual([calls.oslo]);
    await giveRules(p, []);
    expect(await portCallsOf(p)).toEqual(everything());
  });

  it("follows a change of the region's countries, and its deactivation (then nothing is seen)", async () => {
    const med = await region('Med edited', [c.GR as number, c.IT as number]);
    const p = await restrictedColleague([(await rule('Med edited only', [med.id])).id]);
    expect(await portCallsOf(p)).toEqual(sorted(calls.piraeus, calls.genoa));
    const save = (countries: number[], state: string) =>
      ok(t, manager, 'POST', `${S}/region`, { id: med.id, name: 'Med edited', state, countryIds: countries });
    await save([c.GR as number, c.NL as number], 'ACTIVE');
    expect(await portCallsOf(p)).toEqual(sorted(calls.piraeus, calls.rotterdam));
    await save([c.GR as number, c.NL as number], 'INACTIVE');
    expect(await portCallsOf(p)).toEqual([]);
  });

  it("follows a change of the rule's regions, and its deactivation (then nothing restricts)", async () => {
    const med = await region('Med of a rule', [c.GR as number, c.IT as number]);
    const north = await region('North of a rule', [c.NO as number]);
    const held = await rule('Rule edited', [med.id]);
    const p = await restrictedColleague([held.id]);
    const save = (regionIds: number[], state: string) =>
      ok(t, manager, 'POST', `${S}/rule`, { id: held.id, name: 'Rule edited', state, regionIds });
    await save([north.id], 'ACTIVE');
    expect(await portCallsOf(p)).toEqual([calls.oslo]);
    await save([north.id, med.id], 'ACTIVE');
    expect(await portCallsOf(p)).toEqual(sorted(calls.piraeus, calls.genoa, calls.oslo));
    await save([north.id], 'INACTIVE');
    expect(await portCallsOf(p)).toEqual(everything());
  });
});

describe('region rules kept with the session, on two nodes of one database', () => {
  const LAG_MS = 1000;
  let second: Awaited<ReturnType<typeof createSecondNode>>;
  let other: TestProfile;
  beforeAll(async () => {
    second = await createSecondNode(t, { SESSION_CACHE_LAG_MS: String(LAG_MS) });
    other = await createCompanyWithProfile(t, { type: 'BUYER' });
  });
  afterAll(async () => {
    await second?.close();
  });

  /**
   * The second node's page once the lag has passed and another person's request has confirmed the
   * node's epoch: the kept entry is then served only if nothing bumped the access epoch.
   */
  async function secondAfterLag(p: TestProfile) {
    await new Promise((resolve) => setTimeout(resolve, LAG_MS + 50));
    await second.app.inject({ method: 'GET', url: `${S}/auth/claims`, headers: bearer(other) });
    return portCallsOf(p, second.app);
  }

  it('a rule given and taken away through one node', async () => {
    const north = await region('North two nodes', [c.NO as number]);
    const northOnly = await rule('North two nodes only', [north.id]);
    const p = await restrictedColleague([]);
    expect(await portCallsOf(p, second.app)).toEqual(everything());
    await giveRules(p, [northOnly.id]);
    expect(await secondAfterLag(p)).toEqual([calls.oslo]);
    await giveRules(p, []);
    expect(await secondAfterLag(p)).toEqual(everything());
  });

  it("a region's countries and state changed through one node", async () => {
    const med = await region('Med two nodes', [c.GR as number, c.IT as number]);
    const p = await restrictedColleague([(await rule('Med two nodes only', [med.id])).id]);
    expect(await portCallsOf(p, second.app)).toEqual(sorted(calls.piraeus, calls.genoa));
    const save = (state: string) =>
      ok(t, manager, 'POST', `${S}/region`, { id: med.id, name: 'Med two nodes', state, countryIds: [c.NO as number] });
    await save('ACTIVE');
    expect(await secondAfterLag(p)).toEqual([calls.oslo]);
    await save('INACTIVE');
    expect(await secondAfterLag(p)).toEqual([]);
  });

  it("a rule's regions and state changed through one node", async () => {
    const med = await region('Med of a rule, two nodes', [c.GR as number, c.IT as number]);
    const north = await region('North of a rule, two nodes', [c.NO as number]);
    const held = await rule('Rule edited, two nodes', [med.id]);
    const p = await restrictedColleague([held.id]);
    expect(await portCallsOf(p, second.app)).toEqual(sorted(calls.piraeus, calls.genoa));
    const save = (state: string) =>
      ok(t, manager, 'POST', `${S}/rule`, {
        id: held.id,
        name: 'Rule edited, two nodes',
        state,
        regionIds: [north.id],
      });
    await save('ACTIVE');
    expect(await secondAfterLag(p)).toEqual([calls.oslo]);
    await save('INACTIVE');
    expect(await secondAfterLag(p)).toEqual(everything());
  });
});
