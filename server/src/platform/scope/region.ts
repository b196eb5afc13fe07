import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Caller } from '../http/access';

/**
 * The countries a caller may see port calls, appointments and DAs in (platform-core §6 REGION_RULE).
 * `null` means unrestricted. A restricted scope can be empty: a REGION_RULE whose regions are all
 * inactive or have no countries shows nothing rather than everything (it fails closed).
 */
export type RegionScope = { countryIds: number[] } | null;

export type ScopedCaller = Pick<Caller, 'profileId' | 'companyId' | 'type' | 'regionScope'>;

/**
 * Where region rules come from (the settings module keeps them): a caller's scope, and which of
 * a company's profiles see a row in a country (who a message or notification may reach).
 */
export interface RegionScopeService {
  regionScopeFor(caller: ScopedCaller, tx?: Db): Promise<RegionScope>;
  profilesSeeing(companyId: number, profileIds: number[], countryId: number | null, tx?: Db): Promise<number[]>;
}

/** A WHERE condition keeping a country column inside the scope; undefined when unrestricted. */
export function inRegionScope(countryColumn: AnyColumn, scope: RegionScope): SQL | undefined {
  if (scope === null) return undefined;
  if (scope.countryIds.length === 0) return sql`false`;
  return inArray(countryColumn, scope.countryIds);
}

/** The same check for one row already loaded (a port call's country). */
export function isInRegionScope(countryId: number | null, scope: RegionScope): boolean {
  return scope === null || (countryId !== null && scope.countryIds.includes(countryId));
}
