import { hasAuthority, type TAuthority, type TProduct } from '@portcall/contracts/access';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../errors';
import type { Caller } from '../http/access';
import { isInRegionScope, type RegionScope, type RegionScopeService } from './region';

/** What an operation on port calls, voyages or appointments needs beyond its route declaration. */
export interface OperationNeed {
  /** A buyer must hold one of these enabled authorities. */
  authority?: TAuthority | readonly TAuthority[];
  /** The buyer's product: DA_TOOL unless told (the dashboard is DA_DASHBOARD). */
  product?: TProduct;
  /** Support administrators (ADMIN_SUPPORT) may read any buyer's rows. */
  admin?: boolean;
  /** Agents and vendors may act on what is addressed to their company (checked by the caller). */
  supplier?: boolean;
}

export const VIEW: OperationNeed = { authority: 'DA_VIEW' };

/**
 * The one scope check of the port-call, appointment and dashboard services (STYLE rule 6). Who
 * may act is decided by kind, product and authority; which rows by company and region rules: a
 * buyer reaches its own company's rows inside its regions (platform-core §6 REGION_RULE); any other
 * row, like a missing one, is 404 so ids of other companies cannot be probed. Agents and vendors
 * are scoped by the appointments addressed to them (appointments module).
 */
export function createOperationsScope(deps: { regionScope: Pick<RegionScopeService, 'regionScopeFor'> }) {
  function authorise(caller: Caller, need: OperationNeed): void {
    if (caller.type === 'ADMIN') {
      if (need.admin && hasAuthority(caller, 'ADMIN_SUPPORT')) return;
      throw forbidden();
    }
    if (caller.type === 'AGENT' || caller.type === 'VENDOR') {
      if (need.supplier && caller.products.includes('DA_TOOL') && hasAuthority(caller, 'DA_VIEW')) return;
      throw forbidden();
    }
    if (caller.type !== 'BUYER' || !caller.products.includes(need.product ?? 'DA_TOOL')) throw forbidden();
    const wanted =
      need.authority === undefined ? [] : typeof need.authority === 'string' ? [need.authority] : need.authority;
    if (wanted.length > 0 && !wanted.some((a) => hasAuthority(caller, a))) throw forbidden();
  }

  /** The countries a caller's lists are limited to (null: no limit). */
  function regionOf(caller: Caller, tx?: Db): Promise<RegionScope> {
    return deps.regionScope.regionScopeFor(caller, tx);
  }

  /**
   * A buyer's row within reach: the caller's company and, when the caller has region rules, a port
   * in one of its countries. Administrators with `need.admin` reach every buyer's row.
   */
  async function reach<T extends { companyId: number; countryId: number | null }>(
    caller: Caller,
    need: OperationNeed,
    row: T | undefined,
    tx?: Db,
  ): Promise<T> {
    authorise(caller, need);
    if (!row) throw notFound();
    if (caller.type === 'ADMIN') return row;
    if (caller.type !== 'BUYER' || row.companyId !== caller.companyId) throw notFound();
    if (!isInRegionScope(row.countryId, await regionOf(caller, tx))) throw notFound();
    return row;
  }

  return { authorise, regionOf, reach };
}
export type OperationsScope = ReturnType<typeof createOperationsScope>;
