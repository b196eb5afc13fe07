import type {
  TAnalysedPort,
  TCreatedApiKey,
  TLocationData,
  TLocationRelatedData,
} from '@portcall/contracts/port-analysis';
import type { TPortDirectoryPage, TPortPromptAnswer } from '@portcall/contracts/port-directory';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { portMappingTypes, ports } from '../refdata/db';
import { hashApiKey, newApiKey } from './api-keys';
import { estimationApiKeys } from './db';
import { PORT_ANALYSIS_BASE as A, ESTIMATION_API_ADMIN_BASE as E, ESTIMATION_API_BASE as K } from './routes';

let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let portIds: Record<string, number>;

const withKey = (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const rows = await t.database.db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'GRKLM', 'GRSYR', 'GRJSY']));
  portIds = Object.fromEntries(rows.map((r) => [r.unlocode, r.id]));
});
afterAll(() => t?.close());

describe('port analysis', () => {
  it('saves a port the directory then shows, and its places narrow the directory search', async () => {
    const syros = portIds.GRJSY as number;
    const saved = await ok<TAnalysedPort>(t, admin, 'POST', `${A}/port`, {
      portId: syros,
      additionalInformation: 'Neorion shipyard with floating docks.',
      maxDraftMeters: '9.50',
      facilities: ['FRESH_WATER'],
      terminals: [
        { name: 'Neorion Shipyard', lat: 37.44, lon: 24.94, segments: ['TANKER'], facilities: ['DRYDOCK', 'REPAIRS'] },
      ],
      anchorages: [{ name: 'Syros Roads', lat: 37.43, lon: 24.96 }],
    });
    expect(saved.harborComplex.facilities).toEqual(['DRYDOCK', 'FRESH_WATER', 'REPAIRS']);
    expect(saved.ownFacilities).toEqual(['FRESH_WATER']);
    expect(saved.additional.maxDraftMeters).toBe('9.50');
    const answer = await ok<TPortPromptAnswer>(t, buyer, 'POST', '/da-app/secured/port-directory/ai/port/search', {
      prompt: 'tanker ports in Greece with a drydock',
    });
    expect(answer.result.items.map((p) => p.unlocode)).toContain('GRJSY');
    const terminalId = saved.harborComplex.harborComplexTerminals[0]?.id;
    const place = await ok<TLocationData>(t, admin, 'GET', `${A}/terminal/${terminalId}/location-data`);
    expect(place).toMatchObject({ type: 'terminal', name: 'Neorion Shipyard', portId: syros, lat: 37.44 });
  });

  it('sets a port available in the port cost estimator, read back on ports.is_available_in_pce', async () => {
    const piraeus = portIds.GRPIR as number;
    await ok(t, admin, 'PATCH', `${A}/port/${piraeus}/available-in-pce?state=true`);
    const [row] = await t.database.db.select({ flag: ports.isAvailableInPce }).from(ports).where(eq(ports.id, piraeus));
    expect(row?.flag).toBe(true);
    expect((await ok<TAnalysedPort>(t, admin, 'GET', `${A}/port/${piraeus}`)).isAvailableInPce).toBe(true);
    const bad = await send(t, admin, 'PATCH', `${A}/port/${piraeus}/available-in-pce?state=maybe`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses administrators without ADMIN_PORT_ANALYSIS or ADMIN_ESTIMATION_API', async () => {
    const other = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    expect((await send(t, other, 'GET', `${A}/country/list`)).statusCode).toBe(403);
    expect((await send(t, other, 'GET', `${E}/api-keys`)).statusCode).toBe(403);
    const analystOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_PORT_ANALYSIS'] });
    expect((await send(t, analystOnly, 'GET', `${A}/country/list?name=gre`)).statusCode).toBe(200);
    expect((await send(t, analystOnly, 'GET', `${E}/api-keys`)).statusCode).toBe(403);
  });
});

describe('estimation API keys and port code mappings', () => {
  it('stores only the SHA-256 of a key shown once; the key reads ports until revoked', async () => {
    const created = await ok<TCreatedApiKey>(t, admin, 'POST', `${E}/api-keys`, { name: 'Chartering system' });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [stored] = await t.database.db.select().from(estimationApiKeys).where(eq(estimationApiKeys.id, created.id));
    expect(stored?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const list = await ok<Array<Record<string, unknown>>>(t, admin, 'GET', `${E}/api-keys`);
    expect(JSON.stringify(list)).not.toContain(created.key);

    const found = await withKey(created.key, `${K}/ports/search?name=piraeus`);
    expect(found.statusCode).toBe(200);
    expect((found.json() as TPortDirectoryPage).items[0]?.unlocode).toBe('GRPIR');
    const used = await ok<Array<{ id: number; lastUsedAt: string | null }>>(t, admin, 'GET', `${E}/api-keys`);
    expect(used.find((k) => k.id === created.id)?.lastUsedAt).not.toBeNull();

    expect((await withKey('pce_wrong', `${K}/ports/search`)).json().code).toBe('API_KEY_INVALID');
    expect((await t.app.inject({ method: 'GET', url: `${K}/ports/search` })).statusCode).toBe(401);
    await ok(t, admin, 'POST', `${E}/api-keys/${created.id}/revoke`);
    expect((await withKey(created.key, `${K}/ports/search`)).statusCode).toBe(401);
  });

  it('limits a key to its calls per minute', async () => {
    const created = await ok<TCreatedApiKey>(t, admin, 'POST', `${E}/api-keys`, { name: 'Busy', requestsPerMinute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await withKey(created.key, `${K}/ports/search?size=1`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('new keys differ and hash to 64 hex characters', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('maps an external code to a port once per mapping type, and resolves it with a key', async () => {
    const [type] = await t.database.db
      .select({ id: portMappingTypes.id })
      .from(portMappingTypes)
      .where(eq(portMappingTypes.code, 'PORT'));
    const body = { mappingTypeId: type?.id, externalCode: 'PIR-01', portId: portIds.GRPIR };
    await ok(t, admin, 'POST', `${E}/port-mappings`, body);
    const again = await send(t, admin, 'POST', `${E}/port-mappings`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PORT_CODE_MAPPING_EXISTS');
    const related = await ok<TLocationRelatedData>(t, admin, 'GET', `${A}/location/${portIds.GRPIR}/related-data`);
    expect(related.codeMappings).toEqual([expect.objectContaining({ mappingType: 'PORT', externalCode: 'PIR-01' })]);
    const created = await ok<TCreatedApiKey>(t, admin, 'POST', `${E}/api-keys`, { name: 'Resolver' });
    const resolved = await withKey(created.key, `${K}/ports/by-code/PORT/PIR-01`);
    expect(resolved.json()).toMatchObject({ name: 'Piraeus', unlocode: 'GRPIR' });
  });
});
