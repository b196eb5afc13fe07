import type { TSupplierSearchItem } from '@portcall/contracts/auth';
import type { TPaged } from '@portcall/contracts/paging';
import type { TPreferredAgentsOfPort } from '@portcall/contracts/preferred-agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { operationsReference } from '../port-calls/scenario';
import { sendMultipart } from '../proformas/scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let piraeusId: number;
const agents: TestProfile[] = [];

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  piraeusId = (await operationsReference(t)).piraeus.id;
  for (const name of ['Zeta Maritime Agency', 'Alpha Port Services', 'Mid Harbour Agents'])
    agents.push(await createCompanyWithProfile(t, { type: 'AGENT', companyName: name }));
}, 60_000);
afterAll(() => t?.close());

const upload = (csv: string) =>
  sendMultipart(t, buyer, `${S}/attachment/buyer/assign-preferred-agents`, {}, [
    { name: 'preferred.csv', content: csv },
  ]);
const load = () => ok<TPreferredAgentsOfPort[]>(t, buyer, 'GET', `${S}/buyer/${buyer.companyId}/preferred-agents`);

describe('preferred agents', () => {
  it('sets a port’s preferred agents, who then come first in supplier search there', async () => {
    const zeta = agents[0] as TestProfile;
    const search = async () =>
      (
        await ok<TPaged<TSupplierSearchItem>>(t, buyer, 'POST', `${S}/supplier/search`, {
          text: 'a',
          portId: piraeusId,
          types: ['AGENT'],
          page: 0,
          size: 100,
        })
      ).items;
    expect((await search()).find((s) => s.id === zeta.companyId)?.isPreferred).toBe(false);
    const saved = await ok<TPreferredAgentsOfPort[]>(
      t,
      buyer,
      'POST',
      `${S}/buyer/${buyer.companyId}/assign-preferred-agents`,
      {
        portId: piraeusId,
        agentIds: [zeta.companyId],
      },
    );
    expect(saved).toEqual([
      expect.objectContaining({ portId: piraeusId, agents: [{ id: zeta.companyId, name: 'Zeta Maritime Agency' }] }),
    ]);
    const [first] = await search();
    expect(first).toMatchObject({ id: zeta.companyId, isPreferred: true });
    // Another buyer's search is not reordered by this buyer's choice.
    const other = await createCompanyWithProfile(t, { type: 'BUYER' });
    const theirs = await ok<TPaged<TSupplierSearchItem>>(t, other, 'POST', `${S}/supplier/search`, {
      text: 'a',
      portId: piraeusId,
      types: ['AGENT'],
    });
    expect(theirs.items.every((s) => !s.isPreferred)).toBe(true);
  });

  it('refuses a company that is not an agent', async () => {
    const vendor = await createCompanyWithProfile(t, { type: 'VENDOR' });
    const refused = await send(t, buyer, 'POST', `${S}/buyer/${buyer.companyId}/assign-preferred-agents`, {
      portId: piraeusId,
      agentIds: [vendor.companyId],
    });
    expect(refused.json()).toMatchObject({ status: 400, fields: { agentIds: 'Only agents can be preferred agents' } });
  });

  it('takes a CSV all or nothing, naming each bad line, and replaces the ports it names', async () => {
    const bad = await upload(
      'port,agent\r\nGRPIR,Alpha Port Services\r\nXXNOPE,Alpha Port Services\r\nGRPIR,Nobody Shipping\r\n',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'PREFERRED_AGENTS_CSV_INVALID',
      fields: {
        'line.3.port': 'Line 3 of the file: port: no port with UN/LOCODE XXNOPE',
        'line.4.agent': 'Line 4 of the file: agent: no agent named Nobody Shipping',
      },
    });
    expect((await load()).find((p) => p.portId === piraeusId)?.agents.map((a) => a.name)).toEqual([
      'Zeta Maritime Agency',
    ]);

    const good = await upload("agent,port\r\nAlpha Port Services,grpir\r\n'=Mid Harbour Agents,GRPIR\r\n\r\n");
    expect(good.statusCode).toBe(400);
    const fixed = await upload('agent,port\r\nAlpha Port Services,grpir\r\nmid harbour agents,GRPIR\r\n');
    expect(fixed.statusCode).toBe(200);
    expect((await load()).find((p) => p.portId === piraeusId)?.agents.map((a) => a.name)).toEqual([
      'Alpha Port Services',
      'Mid Harbour Agents',
    ]);
    expect((await upload('port\r\nGRPIR\r\n')).json().fields).toEqual({
      'line.1.agent': 'Line 1 of the file: agent: missing column',
    });
  });
});
