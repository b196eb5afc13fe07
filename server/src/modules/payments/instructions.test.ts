import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { instructionForm } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let viewer: TestProfile;
let other: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  viewer = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: buyer.companyId,
    authorities: ['FINANCIAL_VIEW'],
  });
  other = await createCompanyWithProfile(t, { type: 'BUYER' });
}, 60_000);
afterAll(() => t?.close());

type Instruction = { id: number; name: string; version: number; isActive: boolean; currency: string };

describe('buyer payment instructions', () => {
  it('creates, searches paged, loads and patches with version, own company only', async () => {
    const base = `${S}/buyers/${buyer.companyId}/payment-instructions`;
    const a = await ok<Instruction>(t, buyer, 'POST', base, instructionForm);
    await ok(t, buyer, 'POST', base, { ...instructionForm, name: 'USD account', currency: 'USD' });
    expect((await send(t, viewer, 'POST', base, instructionForm)).statusCode).toBe(403);
    const page = await ok<{ items: Instruction[]; total: number }>(
      t,
      viewer,
      'GET',
      `${base}?page=0&size=1&property=name&direction=DESC`,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((i) => i.name)).toEqual(['USD account']);
    const found = await ok<{ items: Instruction[] }>(t, buyer, 'GET', `${base}?search=main`);
    expect(found.items.map((i) => i.id)).toEqual([a.id]);
    const patched = await ok<Instruction>(t, buyer, 'PATCH', `${base}/${a.id}`, {
      version: a.version,
      isActive: false,
    });
    expect(patched).toMatchObject({ isActive: false, version: a.version + 1 });
    expect((await send(t, buyer, 'PATCH', `${base}/${a.id}`, { version: a.version, name: 'x' })).json().code).toBe(
      'STALE_VERSION',
    );
    expect((await ok<Instruction[]>(t, buyer, 'GET', `${S}/payment-instructions`)).map((i) => i.currency)).toEqual([
      'USD',
    ]);
    expect((await send(t, other, 'GET', `${base}/${a.id}`)).statusCode).toBe(404);
    const otherBase = `${S}/buyers/${other.companyId}/payment-instructions`;
    expect((await send(t, other, 'GET', `${otherBase}/${a.id}`)).statusCode).toBe(404);
    expect((await send(t, other, 'PATCH', `${otherBase}/${a.id}`, { version: 1, name: 'x' })).statusCode).toBe(404);
    expect(await ok<Instruction[]>(t, other, 'GET', `${S}/payment-instructions`)).toEqual([]);
  });

  it('holds the IBAN rule of the supplier bank account, on create and on patch', async () => {
    const base = `${S}/buyers/${buyer.companyId}/payment-instructions`;
    const refused = await send(t, buyer, 'POST', base, { ...instructionForm, iban: 'no93-8601/1117' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.iban).toBe('Please insert a valid IBAN!');
    const saved = await ok<Instruction>(t, buyer, 'POST', base, { ...instructionForm, name: 'NOK account' });
    const patch = await send(t, buyer, 'PATCH', `${base}/${saved.id}`, { version: saved.version, iban: 'gr16 0110' });
    expect(patch.json().fields.iban).toBe('Please insert a valid IBAN!');
  });
});
