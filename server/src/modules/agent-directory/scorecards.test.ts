import type { TAgentDirectoryPage, TAgentFigures } from '@portcall/contracts/agent-directory';
import type { TRequestAgentOption, TRequestComparison } from '@portcall/contracts/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { companyPorts } from '../account/db';
import { operationsReference } from '../port-calls/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { quoteAll, sentCase } from '../requests/scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let steady: TestProfile;
let costly: TestProfile;
let fresh: TestProfile;

/** A call of the agent for the buyer whose FDA came in at `fda` against a PDA of 1000.00. */
async function callWith(agent: TestProfile, fda: [string, string]) {
  const call = await acceptedAppointment(t, buyer, agent);
  await submittedProforma(t, agent, call, { amounts: ['800.00', '200.00'] });
  await submittedProforma(t, agent, call, { type: 'FDA', amounts: fda });
}

const search = (query: string) =>
  ok<TAgentDirectoryPage>(t, buyer, 'GET', `${S}/buyer/agent-directory/agents?name=scorecard&${query}`);
const names = async (query: string) => (await search(query)).items.map((r) => r.name);
const change = (figures: TAgentFigures | undefined) => figures?.pdaToFdaChangePct;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Scorecard Buyer' });
  steady = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Scorecard Steady Agency' });
  costly = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Scorecard Costly Agency' });
  fresh = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Scorecard Fresh Agency' });
  // Steady: FDAs of +1 % and +3 % (median +2 % over 2 calls); Costly: +10 % over 1 call; Fresh: no call.
  await callWith(steady, ['810.00', '200.00']);
  await callWith(steady, ['830.00', '200.00']);
  await callWith(costly, ['900.00', '200.00']);
  // Every agent serves Piraeus, so the RFQ wizard offers them.
  const { piraeus } = await operationsReference(t);
  await t.database.db
    .insert(companyPorts)
    .values([steady, costly, fresh].map((a) => ({ companyId: a.companyId, portId: piraeus.id })));
}, 120_000);
afterAll(() => t?.close());

describe('agent scorecards where agents are chosen', () => {
  it('lists each agent with its figures and sample sizes, sorted and filtered by a figure', async () => {
    const page = await search('');
    const byName = new Map(page.items.map((r) => [r.name, r]));
    expect(change(byName.get('Scorecard Steady Agency')?.figures)).toEqual({ value: 2, calls: 2 });
    expect(change(byName.get('Scorecard Costly Agency')?.figures)).toEqual({ value: 10, calls: 1 });
    // No call with the buyer: every figure empty, none made up.
    expect(byName.get('Scorecard Fresh Agency')?.figures?.pdaToFdaChangePct).toEqual({ value: null, calls: 0 });
    expect(byName.get('Scorecard Fresh Agency')?.figures?.callsHandled).toEqual({ value: 0, calls: 0 });

    // Agents without the figure come last in either direction.
    expect(await names('property=pdaToFdaChangePct')).toEqual([
      'Scorecard Steady Agency',
      'Scorecard Costly Agency',
      'Scorecard Fresh Agency',
    ]);
    expect(await names('property=pdaToFdaChangePct&direction=desc')).toEqual([
      'Scorecard Costly Agency',
      'Scorecard Steady Agency',
      'Scorecard Fresh Agency',
    ]);
    expect(await names('property=callsHandled&direction=desc')).toEqual([
      'Scorecard Steady Agency',
      'Scorecard Costly Agency',
      'Scorecard Fresh Agency',
    ]);
    // The sample size of the sorted figure, and the most PDA-to-FDA change.
    expect(await names('property=pdaToFdaChangePct&minCalls=2')).toEqual(['Scorecard Steady Agency']);
    expect(await names('minCalls=1')).toEqual(['Scorecard Costly Agency', 'Scorecard Steady Agency']);
    expect(await names('maxPdaToFdaChangePct=5')).toEqual(['Scorecard Steady Agency']);
    expect(await names('maxPdaToFdaChangePct=10&property=pdaToFdaChangePct&direction=desc')).toEqual([
      'Scorecard Costly Agency',
      'Scorecard Steady Agency',
    ]);
    const counted = await search('maxPdaToFdaChangePct=5&size=1&page=3');
    expect(counted).toMatchObject({ items: [], total: 1 });
    const bad = await send(t, buyer, 'GET', `${S}/buyer/agent-directory/agents?property=name`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows the figures beside the agents in the RFQ picker and the quote comparison', async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [steady, costly, fresh]);
    const options = await ok<TRequestAgentOption[]>(t, buyer, 'GET', `${S}/request-case/${caseId}/load-agents`);
    const option = (a: TestProfile) => options.find((o) => o.id === a.companyId);
    expect(change(option(steady)?.figures)).toEqual({ value: 2, calls: 2 });
    expect(change(option(costly)?.figures)).toEqual({ value: 10, calls: 1 });
    expect(option(fresh)?.figures?.callsHandled).toEqual({ value: 0, calls: 0 });

    await quoteAll(t, steady, requestOf(steady), ['1000', '200', '100']);
    await quoteAll(t, costly, requestOf(costly), ['900', '200', '100']);
    const comparison = await ok<TRequestComparison>(t, buyer, 'GET', `${S}/request-case/${caseId}/evaluate`);
    const beside = new Map(comparison.agents?.map((a) => [a.requestId, a]));
    expect(beside.get(requestOf(steady))).toMatchObject({
      agentId: steady.companyId,
      agentName: 'Scorecard Steady Agency',
      figures: { pdaToFdaChangePct: { value: 2, calls: 2 }, callsHandled: { value: 2, calls: 2 } },
    });
    expect(change(beside.get(requestOf(costly))?.figures)).toEqual({ value: 10, calls: 1 });
    // Fresh did not quote: nothing beside a quote it never made.
    expect(beside.has(requestOf(fresh))).toBe(false);
  }, 120_000);
});
