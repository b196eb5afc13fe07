import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { createAccountRepo } from './repo';

let t: TestApp;
let buyer: TestProfile;
let piraeusId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const ports = (await t.app.inject({ method: 'GET', url: '/da-app/public/ref/filter/ports?filter=GRPIR' })).json();
  piraeusId = Number(ports[0].value);
  const repo = createAccountRepo(t.database.db);
  const piraeus = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Piraeus Shipping Agency' });
  await repo.replaceCompanyLinks(piraeus.companyId, { portIds: [piraeusId], categoryIds: [] });
  await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Atlantic Agency' });
  const locked = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Locked 100% Agency' });
  await repo.updateCompany(locked.companyId, { isLocked: true });
  await createCompanyWithProfile(t, { type: 'VENDOR', companyName: 'Piraeus Chandlers' });
});
afterAll(() => t?.close());

const search = async (body: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/da-app/secured/supplier/search?useCase=APPOINTMENT',
    headers: bearer(buyer),
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Array<{ name: string; type: string; servesPort: boolean }>; total: number };
};

describe('supplier search', () => {
  it('finds agents by name, never locked ones, and vendors only when asked', async () => {
    const agents = await search({ text: 'agency' });
    const names = agents.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Piraeus Shipping Agency', 'Atlantic Agency']));
    expect(names).not.toContain('Locked 100% Agency');
    expect(agents.items.every((i) => i.type === 'AGENT')).toBe(true);
    const vendors = await search({ text: 'piraeus', types: ['VENDOR'] });
    expect(vendors.items.map((i) => i.name)).toEqual(['Piraeus Chandlers']);
  });

  it('puts the agents serving the port first', async () => {
    const result = await search({ text: 'agency', portId: piraeusId });
    expect(result.items[0]).toMatchObject({ name: 'Piraeus Shipping Agency', servesPort: true });
    expect(result.items.find((i) => i.name === 'Atlantic Agency')?.servesPort).toBe(false);
  });

  it('treats % and _ in the text literally and pages the answer', async () => {
    expect((await search({ text: '100%' })).items).toEqual([]);
    const first = await search({ text: 'agency', size: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
  });
});
