import type { TOption } from '@portcall/contracts/fields';
import type {
  TActivityType,
  TCodeOption,
  TCountry,
  TCurrencyOption,
  TExpenseCatalogueItem,
  TPhonePrefixOption,
  TPort,
  TPortOption,
  TVesselSize,
  TVesselType,
} from '@portcall/contracts/refdata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

let t: TestApp;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
});
afterAll(() => t?.close());

async function get<T>(url: string, status = 200): Promise<T> {
  const isPublic = url.startsWith('/da-app/public/');
  const response = await t.app.inject({ method: 'GET', url, headers: isPublic ? {} : bearer(agent) });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
const findPort = (unlocode: string) =>
  get<TPortOption[]>(`/da-app/secured/ref/filter/ports?filter=${unlocode}`).then((ports) => {
    const port = ports.find((p) => p.unlocode === unlocode);
    if (!port) throw new Error(`${unlocode} not found`);
    return port;
  });
const countryId = async (alpha2: string) => {
  const countries = await get<Array<TOption & { alpha2: string }>>('/da-app/public/ref/countries');
  return Number(countries.find((c) => c.alpha2 === alpha2)?.value);
};

describe('port search', () => {
  it('finds Rotterdam by the start of its name and by its UN/LOCODE, in any case', async () => {
    for (const text of ['rott', 'Rotterdam', 'NLRTM', 'nlrtm', 'NLRT']) {
      const ports = await get<TPortOption[]>(`/da-app/secured/ref/filter/ports?filter=${text}`);
      expect(ports[0], text).toMatchObject({ label: 'Rotterdam', unlocode: 'NLRTM', countryAlpha2: 'NL' });
      expect(ports[0]?.value).toMatch(/^\d+$/);
    }
  });

  it('matches the start of a later word, ignoring accents and punctuation', async () => {
    const york = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=york');
    expect(york.map((p) => p.unlocode)).toContain('USNYC');
    const paulo = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=S%C3%A3o-Seb');
    expect(paulo.some((p) => p.label.startsWith('São Sebastião'))).toBe(true);
    const inside = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=tterdam');
    expect(inside.map((p) => p.unlocode)).not.toContain('NLRTM');
  });

  it('puts larger harbours first and answers at most 20 options', async () => {
    const ports = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=san');
    expect(ports).toHaveLength(20);
    // The only two Large harbours starting with 'san' lead, by name.
    expect(ports.slice(0, 2).map((p) => p.unlocode)).toEqual(['USSFO', 'BRSSZ']);
  });

  it('puts an exact name before larger harbours that only share a word', async () => {
    const ports = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=singapore');
    expect(ports[0]?.unlocode).toBe('SGSIN');
  });

  it('finds a re-coded Chinese port by the code carriers still use', async () => {
    const ports = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=CNSHA');
    expect(ports[0]).toMatchObject({ unlocode: 'CNSGH', label: 'Shanghai' });
  });

  it('answers no options for empty or one-letter text, and accepts the text/name aliases', async () => {
    expect(await get('/da-app/secured/ref/filter/ports')).toEqual([]);
    expect(await get('/da-app/secured/ref/filter/ports?filter=r')).toEqual([]);
    expect(await get('/da-app/secured/ref/filter/ports?filter=%20%25_')).toEqual([]);
    const byText = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?text=piraeus');
    expect(byText[0]?.unlocode).toBe('GRPIR');
    const byName = await get<TPortOption[]>('/da-app/public/ref/filter/ports?name=piraeus');
    expect(byName[0]?.unlocode).toBe('GRPIR');
  });

  it('offers only the ports the port cost estimator offers when asked, the others stay searchable', async () => {
    const admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Platform Admin' });
    const sanFrancisco = await findPort('USSFO');
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/port-analysis/secured/port/${sanFrancisco.value}/available-in-pce?state=true`,
      headers: bearer(admin),
    });
    expect(made.statusCode, made.body).toBe(200);
    const offered = await get<TPortOption[]>('/da-app/public/ref/filter/ports?filter=san&isAvailableInPce=true');
    expect(offered.map((p) => p.unlocode)).toEqual(['USSFO']);
    const all = await get<TPortOption[]>('/da-app/secured/ref/filter/ports?filter=san&isAvailableInPce=false');
    expect(all).toHaveLength(20);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await get('/da-app/secured/ref/filter/ports?filter=%25%25%25')).toEqual([]);
    expect(await get('/da-app/secured/ref/filter/ports?filter=r_tt')).toEqual([]);
  });

  it('rejects unknown query fields', async () => {
    await get('/da-app/secured/ref/filter/ports?filter=rott&limit=500', 400);
  });

  it('searches within one country', async () => {
    const greece = await countryId('GR');
    const ports = await get<TPortOption[]>(`/da-app/secured/ref/country/${greece}/filter/ports?filter=pi`);
    expect(ports.length).toBeGreaterThan(0);
    expect(ports.every((p) => p.countryAlpha2 === 'GR')).toBe(true);
    expect(ports[0]?.unlocode).toBe('GRPIR');
    await get('/da-app/secured/ref/country/999999/filter/ports?filter=pi', 404);
  });

  it('lists all ports of a country, larger first', async () => {
    const ports = await get<TPortOption[]>(`/da-app/secured/ref/country/${await countryId('NL')}/ports`);
    expect(ports.length).toBeGreaterThan(50);
    expect(ports.every((p) => p.countryAlpha2 === 'NL')).toBe(true);
    expect(ports.slice(0, 5).map((p) => p.unlocode)).toContain('NLRTM');
  });
});

describe('port and terminals', () => {
  it('answers one port with its country, time zone and position', async () => {
    const rotterdam = await findPort('NLRTM');
    const port = await get<TPort>(`/da-app/secured/ref/port/${rotterdam.value}`);
    expect(port).toEqual({
      id: Number(rotterdam.value),
      name: 'Rotterdam',
      unlocode: 'NLRTM',
      country: { id: expect.any(Number), name: 'Netherlands', alpha2: 'NL' },
      timezoneId: 'Europe/Amsterdam',
      lat: 51.9,
      lon: 4.48333,
    });
  });

  it('answers 404 for an unknown port and 400 for an id that is not one', async () => {
    await get('/da-app/secured/ref/port/987654321', 404);
    await get('/da-app/secured/ports/987654321/terminals', 404);
    await get('/da-app/secured/ref/port/abc', 400);
  });

  it("lists a port's terminals in their order, and none for a port without", async () => {
    const rotterdam = await findPort('NLRTM');
    const terminals = await get<TOption[]>(`/da-app/secured/ports/${rotterdam.value}/terminals`);
    expect(terminals[0]?.label).toBe('ECT Delta Terminal');
    expect(terminals.map((x) => x.label)).toContain('Rotterdam World Gateway');
    const small = await findPort('AEAJM');
    expect(await get(`/da-app/secured/ports/${small.value}/terminals`)).toEqual([]);
  });

  it("lists a terminal's berths in their order, and 404 for an unknown terminal", async () => {
    const genova = await findPort('ITGOA');
    const terminals = await get<TOption[]>(`/da-app/secured/ports/${genova.value}/terminals`);
    const cruise = terminals.find((x) => x.label === 'Stazioni Marittime Cruise Terminal');
    const berths = await get<TOption[]>(`/da-app/secured/terminals/${cruise?.value}/berths`);
    expect(berths.map((b) => b.label)).toEqual(['Ponte dei Mille', 'Ponte Andrea Doria']);
    await get('/da-app/secured/terminals/987654321/berths', 404);
  });
});

describe('countries, phone prefixes and currencies', () => {
  it('lists countries publicly by name, and filters them by name word or ISO code', async () => {
    const countries = await get<Array<TOption & { alpha2: string }>>('/da-app/public/ref/countries');
    expect(countries.length).toBe(253);
    expect(countries.find((c) => c.alpha2 === 'GR')?.label).toBe('Greece');
    const gre = await get<Array<{ alpha2: string }>>('/da-app/public/ref/filter/countries?filter=gre');
    expect(gre.map((c) => c.alpha2)).toEqual(expect.arrayContaining(['GR', 'GL']));
    const gb = await get<Array<{ alpha2: string }>>('/da-app/public/ref/filter/countries?filter=gb');
    expect(gb[0]?.alpha2).toBe('GB');
    expect(await get('/da-app/public/ref/filter/countries?filter=g')).toEqual([]);
  });

  it('answers a country with its continent, prefixes and currencies', async () => {
    const country = await get<TCountry>(`/da-app/secured/ref/countries/${await countryId('GR')}`);
    expect(country).toMatchObject({
      name: 'Greece',
      alpha2: 'GR',
      alpha3: 'GRC',
      continent: { code: 'EU', name: 'Europe' },
      phonePrefixes: ['+30'],
      currencies: ['EUR'],
    });
    await get('/da-app/secured/ref/countries/999999', 404);
  });

  it('lists the countries of a continent', async () => {
    const continents = await get<TOption[]>('/da-app/secured/ref/continents');
    expect(continents).toHaveLength(7);
    const europe = continents.find((c) => c.label === 'Europe');
    const countries = await get<Array<{ alpha2: string }>>(`/da-app/secured/ref/continent/${europe?.value}/countries`);
    expect(countries.map((c) => c.alpha2)).toEqual(expect.arrayContaining(['GR', 'NL', 'NO']));
    expect(countries.map((c) => c.alpha2)).not.toContain('SG');
    await get('/da-app/secured/ref/continent/999999/countries', 404);
  });

  it('answers phone prefixes publicly, one per country, Greece as +30', async () => {
    const prefixes = await get<TPhonePrefixOption[]>('/da-app/public/ref/phone-country-prefixes');
    const greece = prefixes.find((p) => p.prefix === '+30');
    expect(greece).toEqual({
      label: '+30 Greece',
      value: String(greece?.countryId),
      prefix: '+30',
      countryId: expect.any(Number),
    });
    expect(new Set(prefixes.map((p) => p.value)).size).toBe(prefixes.length);
    expect(prefixes.find((p) => p.label.endsWith('Puerto Rico'))?.label).toBe('+1787 / +1939 Puerto Rico');
  });

  it('answers currencies with their minor units, without funds or metals', async () => {
    const currencies = await get<TCurrencyOption[]>('/da-app/secured/ref/currencies');
    const byCode = new Map(currencies.map((c) => [c.code, c]));
    expect(byCode.get('KWD')?.minorUnits).toBe(3);
    expect(byCode.get('JPY')?.minorUnits).toBe(0);
    expect(byCode.get('EUR')).toMatchObject({ label: 'EUR', name: 'Euro', minorUnits: 2 });
    expect(byCode.has('XAU')).toBe(false);
    expect(byCode.has('BOV')).toBe(false);
  });
});

describe('lists', () => {
  it('answers activity types in list position order', async () => {
    const all = await get<TActivityType[]>('/da-app/secured/activity-types/list-all');
    expect(all.map((a) => a.position)).toEqual([...all.map((a) => a.position)].sort((a, b) => a - b));
    expect(all.slice(0, 2).map((a) => a.label)).toEqual(['Loading', 'Discharging']);
    const forAppointments = await get<TActivityType[]>('/da-app/secured/appointment/activity-types');
    expect(forAppointments.map((a) => a.code)).toEqual(all.filter((a) => a.isActive).map((a) => a.code));
    const forEstimation = await get<TActivityType[]>('/da-app/secured/ref/activity-types/list-estimation-active');
    expect(forEstimation.length).toBeGreaterThan(0);
    expect(forEstimation.length).toBeLessThan(all.length);
    expect(forEstimation.every((a) => a.isEstimationActive)).toBe(true);
  });

  it('answers the registration categories publicly and the same as signed in', async () => {
    const agentTypes = await get<TCodeOption[]>('/da-app/public/ref/agent-types');
    expect(agentTypes[0]).toEqual({ label: 'Port agent', value: expect.stringMatching(/^\d+$/), code: 'PORT_AGENT' });
    expect(await get('/da-app/secured/ref/agent-types')).toEqual(agentTypes);
    const vendorTypes = await get<TCodeOption[]>('/da-app/public/ref/vendor-types');
    expect(vendorTypes.map((v) => v.label)).toContain('Ship chandler');
  });

  it('answers the expense sections, categories and catalogue in display order', async () => {
    const sections = await get<TCodeOption[]>('/da-app/secured/ref/expense-sections');
    expect(sections.map((s) => s.code)).toEqual(['PORT_EXPENSES', 'AGENCY_EXPENSES', 'HUSBANDRY_EXPENSES']);
    const items = await get<TExpenseCatalogueItem[]>('/da-app/secured/ref/active-expenses-catalogue-items');
    expect(items).toHaveLength(63);
    expect(items[0]).toMatchObject({
      code: 'PORT_DUES',
      sectionCode: 'PORT_EXPENSES',
      categoryName: 'Port and harbour dues',
    });
    const husbandry = await get<TExpenseCatalogueItem[]>(
      '/da-app/secured/ref/active-expenses-catalogue-items?section=HUSBANDRY_EXPENSES',
    );
    expect(husbandry).toHaveLength(15);
    expect(husbandry.every((i) => i.sectionCode === 'HUSBANDRY_EXPENSES')).toBe(true);
    await get('/da-app/secured/ref/active-expenses-catalogue-items?section=CARGO', 400);
    const categories = await get<Array<{ label: string; sectionCode: string }>>(
      '/da-app/secured/ref/expense-categories',
    );
    expect(categories[0]).toMatchObject({ label: 'Port and harbour dues', sectionCode: 'PORT_EXPENSES' });
    expect(await get('/da-app/secured/ref/active-expenses-categories')).toEqual(categories);
  });

  it('answers vessel types with their segment and sizes with their bands', async () => {
    const types = await get<TVesselType[]>('/da-app/secured/vessel-types-ref-data');
    expect(types.find((v) => v.code === 'BULK_CARRIER')).toMatchObject({
      label: 'Bulk carrier',
      segmentCode: 'DRY_BULK',
    });
    const segments = await get<TCodeOption[]>('/da-app/secured/ref/segments');
    expect(new Set(types.map((v) => v.segmentCode))).toEqual(new Set(segments.map((s) => s.code)));
    const sizes = await get<TVesselSize[]>('/da-app/secured/vessel-sizes-ref-data');
    expect(sizes.find((s) => s.label === 'Capesize')).toMatchObject({
      vesselTypeCode: 'BULK_CARRIER',
      minDwt: 120000,
      maxDwt: 199999,
    });
    expect(sizes.find((s) => s.label === 'ULCV')).toMatchObject({ capacityUnit: 'TEU', minCapacity: 14500 });
  });

  it('answers the evaluation and admin code lists', async () => {
    const codes = async (url: string) => (await get<TCodeOption[]>(url)).map((o) => o.code);
    expect(await codes('/da-app/secured/ref/accountingCodeApplicationTypes')).toEqual([
      'PRINCIPAL_AMOUNT',
      'CHARTERER_AMOUNT',
      'OWNER_AMOUNT',
    ]);
    expect(await codes('/da-app/secured/ref/expense-evaluation-verification-discrepancy-types')).toContain(
      'OVERCHARGE',
    );
    expect(await codes('/da-app/secured/ref/expense-evaluation-verification-discount-types')).toContain(
      'ENVIRONMENTAL',
    );
    expect(await codes('/da-app/secured/ref/expense-evaluation-inspection/discrepancy-reasons')).toContain(
      'TARIFF_CHANGE',
    );
    expect(await codes('/da-app/secured/estimation-api/port-mapping-type-ref-data')).toContain('PROXY_PORT');
    expect(await codes('/da-app/secured/ref/voyage-types')).toContain('VOYAGE_CHARTER');
    expect(await codes('/da-app/secured/ref/logo-types')).toContain('COMPANY_LOGO');
    const integrations = await get<Array<{ code: string; isEnabled: boolean }>>(
      '/da-app/secured/ref/integration-config-list',
    );
    expect(integrations.map((i) => i.code)).toEqual(['VESON', 'DANAOS', 'EXPORT_EVENTS']);
  });

  it('asks for a login on secured lists', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/da-app/secured/ref/currencies' });
    expect(response.statusCode).toBe(401);
  });
});
