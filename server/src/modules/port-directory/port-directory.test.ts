import type {
  THarborComplex,
  TPortAdditionalInformation,
  TPortDirectoryPage,
  TPortInformation,
  TPortOverview,
  TPortPromptAnswer,
  TPortSupplier,
} from '@portcall/contracts/port-directory';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { createAccountRepo } from '../account/repo';
import { ports } from '../refdata/db';
import { laterWordSuffixes } from '../refdata/search';
import { PORT_DIRECTORY_BASE as B } from './routes';

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let portIds: Record<string, number>;

const prompt = (who: TestProfile, text: string) =>
  ok<TPortPromptAnswer>(t, who, 'POST', `${B}/ai/port/search`, { prompt: text });

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Saronic Agency' });
  const rows = await t.database.db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'GRFLS', 'GRSKA', 'GRAGT', 'GRSKG', 'NLRTM', 'GRKLM']));
  portIds = Object.fromEntries(rows.map((r) => [r.unlocode, r.id]));
  await createAccountRepo(t.database.db).replaceCompanyLinks(agent.companyId, {
    portIds: [portIds.GRPIR as number],
    categoryIds: [],
  });
});
afterAll(() => t?.close());

describe('search by prompt', () => {
  it('reads the filters of "tanker ports in Greece with a drydock" and answers the matching ports', async () => {
    const answer = await prompt(buyer, 'tanker ports in Greece with a drydock');
    expect(answer.understood.map((u) => [u.kind, u.label])).toEqual([
      ['segment', 'Tanker'],
      ['country', 'Greece'],
      ['facility', 'Drydock'],
    ]);
    expect(answer.unknownWords).toEqual([]);
    const names = answer.result.items.map((p) => p.unlocode);
    expect(names).toEqual(expect.arrayContaining(['GRPIR', 'GRFLS', 'GRSKA']));
    // Agioi Theodoroi takes tankers but has no drydock; Thessaloniki takes no tankers.
    expect(names).not.toContain('GRAGT');
    expect(names).not.toContain('GRSKG');
    // Larger harbours first: Piraeus (Large) before Eleusis (Small).
    expect(names[0]).toBe('GRPIR');
  });

  it('takes the unexplained words as a port name when a port carries it, else reports them', async () => {
    const named = await prompt(buyer, 'container terminals in rotterdam');
    expect(named.filters.name).toBe('rotterdam');
    expect(named.result.items.map((p) => p.unlocode)).toContain('NLRTM');
    const unknown = await prompt(buyer, 'tanker ports with zyxwv');
    expect(unknown.unknownWords).toEqual(['zyxwv']);
    expect(unknown.filters).toEqual({ segment: 'TANKER' });
  });

  it('accepts the prompt as plain text too, and refuses an empty one with the catalogue error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${B}/ai/port/search`,
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'text/plain' },
      payload: 'Greek ports with bunkers',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().filters).toMatchObject({ facility: 'BUNKERS' });
    const empty = await send(t, buyer, 'POST', `${B}/ai/port/search`, { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('structured search', () => {
  it('filters by country, segment, cargo and facility, with the shared paging', async () => {
    const greece = await prompt(buyer, 'GR');
    const countryId = greece.filters.countryId as number;
    const page = await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search?countryId=${countryId}&cargo=CRUDE_OIL`);
    expect(page.items.map((p) => p.unlocode).sort()).toEqual(['GRAGT', 'GRFLS']);
    expect(page.total).toBe(2);
    const past = await ok<TPortDirectoryPage>(
      t,
      buyer,
      'GET',
      `${B}/search?countryId=${countryId}&cargo=CRUDE_OIL&page=3`,
    );
    expect(past).toMatchObject({ items: [], total: 2 });
    const first = await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search`);
    expect(first).toMatchObject({ page: 0, size: 10 });
    expect(first.total).toBeGreaterThan(17_000);
    const byCode = await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search?name=NLRT`);
    expect(byCode.items.map((p) => p.unlocode)).toContain('NLRTM');
  });
});

describe('search by name', () => {
  it('finds every active port whose name, a later word of it or its UN/LOCODE starts so, counted once, paged by size', async () => {
    const all = await t.database.db
      .select({
        id: ports.id,
        unlocode: ports.unlocode,
        searchName: ports.searchName,
        rank: ports.rank,
        countryId: ports.countryId,
        isActive: ports.isActive,
      })
      .from(ports);
    const expected = (prefix: string, code: string | null, countryId?: number) =>
      all.filter(
        (p) =>
          p.isActive &&
          (countryId === undefined || p.countryId === countryId) &&
          ([p.searchName, ...laterWordSuffixes(p.searchName)].some((s) => s.startsWith(prefix)) ||
            (code !== null && p.unlocode.startsWith(code))),
      );
    const rankOf = new Map(all.map((p) => [p.id, p.rank]));
    const everyPage = async (query: string) => {
      const seen: number[] = [];
      let total = -1;
      for (let page = 0; total === -1 || page * 100 < total; page++) {
        const answer = await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search?${query}&size=100&page=${page}`);
        total = answer.total;
        seen.push(...answer.items.map((p) => p.id));
      }
      return { seen, total };
    };

    // 'san': hundreds of ports by their first word (Santos), a later one (Puerto San Antonio), none by code.
    const san = await everyPage('name=San');
    const sanIds = expected('san', 'SAN').map((p) => p.id);
    expect(san.total).toBe(sanIds.length);
    expect(san.seen).toHaveLength(sanIds.length);
    expect(new Set(san.seen)).toEqual(new Set(sanIds));
    const ranks = san.seen.map((id) => rankOf.get(id) as number);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(sanIds.some((id) => !(all.find((p) => p.id === id)?.searchName ?? '').startsWith('san'))).toBe(true);

    // A UN/LOCODE prefix, and a name under another filter.
    const nlr = await everyPage('name=NLR');
    expect(new Set(nlr.seen)).toEqual(new Set(expected('nlr', 'NLR').map((p) => p.id)));
    expect(nlr.seen).toContain(portIds.NLRTM);
    const greece = (await prompt(buyer, 'GR')).filters.countryId as number;
    const greekSan = await everyPage(`name=san&countryId=${greece}`);
    expect(greekSan.total).toBe(expected('san', 'SAN', greece).length);
    expect(new Set(greekSan.seen)).toEqual(new Set(expected('san', 'SAN', greece).map((p) => p.id)));

    // A page past the end still says how many there are; a name nothing starts with finds nothing.
    expect(await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search?name=san&page=1000`)).toMatchObject({
      items: [],
      total: sanIds.length,
    });
    expect(await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search?name=zzqx`)).toMatchObject({
      items: [],
      total: 0,
    });
  });
});

describe('the unfiltered total', () => {
  it('counts every active port, and follows each port added, switched off, on again or removed', async () => {
    const activePorts = async () =>
      (await t.database.db.select({ n: count() }).from(ports).where(eq(ports.isActive, true)))[0]?.n;
    const total = async (query = '') => (await ok<TPortDirectoryPage>(t, buyer, 'GET', `${B}/search${query}`)).total;
    const before = await total();
    expect(before).toBe(await activePorts());
    // A page past the end has no port, and still says how many there are.
    expect(await total('?page=100000')).toBe(before);

    const [piraeus] = await t.database.db.select().from(ports).where(eq(ports.unlocode, 'GRPIR'));
    const [added] = await t.database.db
      .insert(ports)
      .values({
        unlocode: 'GRZZZ',
        name: 'Test Harbour',
        nameAscii: 'Test Harbour',
        searchName: 'test harbour',
        countryId: piraeus?.countryId as number,
      })
      .returning({ id: ports.id });
    const id = added?.id as number;
    expect(await total()).toBe(before + 1);
    await t.database.db.update(ports).set({ isActive: false }).where(eq(ports.id, id));
    expect(await total()).toBe(before);
    await t.database.db.update(ports).set({ isActive: true }).where(eq(ports.id, id));
    expect(await total()).toBe(before + 1);
    await t.database.db.delete(ports).where(eq(ports.id, id));
    expect(await total()).toBe(before);
    expect(await total('?page=100000')).toBe(await activePorts());
  });
});

describe('a port', () => {
  it('shows its information, suppliers and harbor complex; the filters narrow the places', async () => {
    const piraeus = portIds.GRPIR as number;
    const info = await ok<TPortInformation>(t, buyer, 'GET', `${B}/port-information/port/${piraeus}`);
    expect(info).toMatchObject({ name: 'Piraeus', harborSize: 'Large', timezoneId: 'Europe/Athens' });
    expect(info.functions).toContain('PORT');
    const suppliers = await ok<TPortSupplier[]>(t, buyer, 'GET', `${B}/supplier/port/${piraeus}`);
    expect(suppliers.map((s) => s.name)).toContain('Saronic Agency');
    const complex = await ok<THarborComplex>(t, agent, 'GET', `${B}/harbor-complex/port/${piraeus}?facility=DRYDOCK`);
    expect(complex.harborComplexTerminals.map((p) => p.name)).toEqual(['Perama Ship Repair Zone']);
    expect(complex.harborComplexAnchorages).toEqual([]);
    expect(complex.segments).toContain('TANKER');
    const extra = await ok<TPortAdditionalInformation>(
      t,
      buyer,
      'GET',
      `${B}/port-information/port/${piraeus}/additional-information`,
    );
    expect(extra.text).toMatch(/Perama/);
    const overview = await ok<TPortOverview>(t, buyer, 'GET', `${B}/overview/port/${piraeus}`);
    expect(overview).toMatchObject({ supplierCount: 1, terminalCount: 5, anchorageCount: 1, isAvailableInPce: false });
    expect(overview.nearbyPorts.map((p) => p.unlocode)).toContain('GRPER');
  });

  it('answers every harbor-complex list empty for a port nobody described, and 404 for an unknown port', async () => {
    const kalamaki = portIds.GRKLM as number;
    const complex = await ok<THarborComplex>(t, buyer, 'GET', `${B}/harbor-complex/port/${kalamaki}`);
    expect(complex).toEqual({
      segments: [],
      cargos: [],
      facilities: [],
      harborComplexTerminals: [],
      harborComplexAnchorages: [],
    });
    const missing = await send(t, buyer, 'GET', `${B}/header/port/999999999`);
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to a buyer without PORT_DIRECTORY_VIEW or without the product', async () => {
    const noAuthority = await createCompanyWithProfile(t, {
      type: 'BUYER',
      products: ['PORT_DIRECTORY'],
      authorities: ['DA_VIEW'],
    });
    const noProduct = await createCompanyWithProfile(t, {
      type: 'AGENT',
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'PORT_DIRECTORY_VIEW'],
    });
    for (const who of [noAuthority, noProduct]) {
      expect((await send(t, who, 'GET', `${B}/search`)).statusCode).toBe(403);
      expect((await send(t, who, 'POST', `${B}/ai/port/search`, { prompt: 'tanker ports' })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
    expect((await send(t, null, 'GET', `${B}/overview/port/${row?.id}`)).statusCode).toBe(401);
  });
});
