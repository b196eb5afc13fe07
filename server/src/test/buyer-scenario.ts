import { imoCheckDigit } from '@portcall/contracts/fleet';
import { eq, inArray } from 'drizzle-orm';
import { countries, vesselSizes, vesselTypes } from '../modules/refdata/db';
import type { TestApp } from './harness';
import { bearer, createCompanyWithProfile, type TestProfile } from './scenario';

/**
 * Scenario builders for the buyer-organisation tests and role matrices (test code only). Rows are
 * made through the real HTTP calls, as a buyer's manager would.
 */

export async function send(
  t: TestApp,
  actor: { token: string } | null,
  method: string,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: actor ? bearer(actor) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Calls and expects a 2xx answer; anything else fails the test with the body. */
export async function ok<T = Record<string, unknown>>(
  t: TestApp,
  actor: { token: string },
  method: string,
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await send(t, actor, method, url, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export async function countryIds(t: TestApp, alpha2: string[]): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({ id: countries.id, alpha2: countries.alpha2 })
    .from(countries)
    .where(inArray(countries.alpha2, alpha2));
  return Object.fromEntries(rows.map((r) => [r.alpha2, r.id]));
}

export async function vesselReference(t: TestApp) {
  const db = t.database.db;
  const [bulk] = await db.select({ id: vesselTypes.id }).from(vesselTypes).where(eq(vesselTypes.code, 'BULK_CARRIER'));
  const [tanker] = await db
    .select({ id: vesselTypes.id })
    .from(vesselTypes)
    .where(eq(vesselTypes.code, 'CRUDE_TANKER'));
  const [supramax] = await db.select({ id: vesselSizes.id }).from(vesselSizes).where(eq(vesselSizes.name, 'Supramax'));
  const [vlcc] = await db.select({ id: vesselSizes.id }).from(vesselSizes).where(eq(vesselSizes.name, 'VLCC'));
  if (!bulk || !tanker || !supramax || !vlcc) throw new Error('vessel reference data is not seeded');
  return { bulkCarrierId: bulk.id, crudeTankerId: tanker.id, supramaxId: supramax.id, vlccId: vlcc.id };
}

let imoSequence = 0;
/** A fresh valid IMO number (9xxxxxx with its check digit). */
export function nextImo(): string {
  const stem = String(930000 + ((imoSequence++ * 37 + process.pid) % 69999)).padStart(6, '0');
  return `${stem}${imoCheckDigit(stem)}`;
}

/** A colleague of a buyer: a USER of the same company with no grants. */
export function createColleague(t: TestApp, buyer: TestProfile, role: 'USER' | 'DEPUTY' | 'MANAGER' = 'USER') {
  return createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: buyer.companyId,
    role,
    products: [],
    authorities: [],
  });
}

/**
 * `buyer-user/save` of a colleague by the company's manager, as the settings page sends it (the
 * colleague's current fields, DA_TOOL with SETTINGS_EDIT_USER and DA_VIEW), with these changes.
 */
export async function saveColleague(
  t: TestApp,
  manager: TestProfile,
  p: TestProfile,
  changes: Record<string, unknown>,
) {
  const settings = '/da-app/secured/buyer/settings';
  const user = await ok<Record<string, unknown>>(t, manager, 'GET', `${settings}/buyer-user/${p.profileId}/load`);
  return ok(t, manager, 'POST', `${settings}/buyer-user/save`, {
    id: p.profileId,
    name: user.name,
    surname: user.surname,
    email: user.email,
    role: user.role,
    departmentId: user.departmentId,
    products: ['DA_TOOL'],
    authorities: [
      { authority: 'SETTINGS_EDIT_USER', isEnabled: true },
      { authority: 'DA_VIEW', isEnabled: true },
    ],
    isEnabled: true,
    ...changes,
  });
}

let nameSequence = 0;
/** The rows of a buyer's organisation a matrix or test needs, named uniquely per call. */
export async function createOrganisation(t: TestApp, manager: TestProfile) {
  const n = ++nameSequence;
  const { GR, IT } = await countryIds(t, ['GR', 'IT']);
  const colleague = await createColleague(t, manager);
  const department = await ok<{ id: number }>(t, manager, 'POST', '/da-app/secured/buyer/settings/department/create', {
    name: `Operations ${n}`,
    abbreviation: `OP${n}`,
  });
  const billing = await ok<{ id: number }>(
    t,
    manager,
    'POST',
    '/da-app/secured/buyer/settings/billing-company/create',
    {
      name: `Billing entity ${n}`,
      street: '1 Akti Miaouli',
      city: 'Piraeus',
      countryId: GR,
    },
  );
  const region = await ok<{ id: number }>(t, manager, 'PUT', '/da-app/secured/region', {
    name: `Mediterranean ${n}`,
    countryIds: [GR, IT],
  });
  const rule = await ok<{ id: number }>(t, manager, 'PUT', '/da-app/secured/rule', {
    name: `Mediterranean only ${n}`,
    regionIds: [region.id],
  });
  const team = await ok<{ id: number }>(t, manager, 'POST', `/da-app/secured/buyers/${manager.companyId}/teams`, {
    name: `Med desk ${n}`,
    memberIds: [colleague.profileId],
  });
  return {
    greeceId: GR as number,
    italyId: IT as number,
    colleague,
    departmentId: department.id,
    billingCompanyId: billing.id,
    regionId: region.id,
    ruleId: rule.id,
    teamId: team.id,
  };
}

/** A vessel of the buyer (a Supramax bulk carrier unless told otherwise). */
export async function createVessel(t: TestApp, manager: TestProfile, overrides: Record<string, unknown> = {}) {
  const ref = await vesselReference(t);
  return ok<{ id: number; imo: string; name: string }>(
    t,
    manager,
    'POST',
    '/da-app/secured/buyer/settings/vessel/create',
    {
      name: `Nordic Test ${++nameSequence}`,
      imo: nextImo(),
      vesselTypeId: ref.bulkCarrierId,
      vesselSizeId: ref.supramaxId,
      dwt: 58_000,
      commodityType: 'DRY_BULK',
      ...overrides,
    },
  );
}
