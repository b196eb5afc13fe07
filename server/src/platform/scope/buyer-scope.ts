import { hasAuthority, hasRoleAtLeast, type TAuthority } from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import type { Db } from '../db/client';
import { AppError, forbidden, notFound } from '../errors';
import type { Caller } from '../http/access';

/** What a call on buyer organisation needs beyond the route declaration. */
export interface BuyerNeed {
  /** A buyer caller must hold this enabled authority. */
  authority?: TAuthority;
  /** A buyer caller must be a MANAGER (managing people, their rules and assignments). */
  manager?: boolean;
  /** Administrators holding ADMIN_SUPPORT may act on any buyer (operations §1). */
  admin?: boolean;
}

/** The part of a profile the scope decides on. */
export interface ScopedProfile {
  id: number;
  companyId: number;
  type: string;
}

/** What the scope reads of the account module: a company's kind, and a profile. */
export interface BuyerScopeAccounts<P extends ScopedProfile> {
  findCompanyById(id: number, tx?: Db): Promise<{ id: number; type: string } | undefined>;
  findProfileById(id: number, tx?: Db): Promise<P | undefined>;
}

/**
 * The one scope check of the buyer-organisation services: who may act (kind, authority, role) and
 * on which buyer company. A buyer acts on its own company only; a row or a {buyerId} of another
 * company answers 404, never 403, so ids of other companies cannot be probed.
 */
export function createBuyerScope<P extends ScopedProfile>(deps: { accounts: BuyerScopeAccounts<P> }) {
  const { accounts } = deps;

  function authorise(caller: Caller, need: BuyerNeed): void {
    if (caller.type === 'ADMIN') {
      if (need.admin && hasAuthority(caller, 'ADMIN_SUPPORT')) return;
      throw forbidden();
    }
    if (caller.type !== 'BUYER') throw forbidden();
    if (need.authority && !hasAuthority(caller, need.authority)) throw forbidden();
    if (need.manager && !hasRoleAtLeast(caller.role, 'MANAGER')) throw forbidden();
  }

  /** The buyer company a call acts on: the caller's own, or for an administrator the named buyer. */
  async function buyerCompany(caller: Caller, need: BuyerNeed, buyerId: number | undefined, tx?: Db): Promise<number> {
    authorise(caller, need);
    if (caller.type === 'BUYER') {
      if (buyerId !== undefined && buyerId !== caller.companyId) throw notFound();
      return caller.companyId;
    }
    if (buyerId === undefined) throw new AppError(400, 'VALIDATION_FAILED', { buyerId: messages.BUYER_REQUIRED });
    const company = await accounts.findCompanyById(buyerId, tx);
    if (company?.type !== 'BUYER') throw notFound();
    return company.id;
  }

  /** For lists: the buyer to list, or null when an administrator lists every buyer's rows. */
  async function listedBuyer(caller: Caller, need: BuyerNeed, buyerId: number | undefined): Promise<number | null> {
    if (caller.type === 'ADMIN' && buyerId === undefined) {
      authorise(caller, need);
      return null;
    }
    return buyerCompany(caller, need, buyerId);
  }

  /** A row the caller may reach; a missing row and another company's row are both 404. */
  function reach<T extends { companyId: number }>(caller: Caller, need: BuyerNeed, row: T | undefined): T {
    authorise(caller, need);
    if (!row || (caller.type === 'BUYER' && row.companyId !== caller.companyId)) throw notFound();
    return row;
  }

  /** A buyer profile within reach (to assign its vessels, teams or rules). */
  async function buyerProfile(caller: Caller, need: BuyerNeed, profileId: number, tx?: Db): Promise<P> {
    authorise(caller, need);
    const profile = await accounts.findProfileById(profileId, tx);
    return reach(caller, need, profile?.type === 'BUYER' ? profile : undefined);
  }

  return { authorise, buyerCompany, listedBuyer, reach, buyerProfile };
}
export type BuyerScope<P extends ScopedProfile = ScopedProfile> = ReturnType<typeof createBuyerScope<P>>;

/** Reading buyer organisation: any buyer profile of the company, or a support administrator. */
export const READ: BuyerNeed = { admin: true };
/** Managing people and what restricts them (users, teams, regions, rules). */
export const MANAGE_PEOPLE: BuyerNeed = { authority: 'SETTINGS_EDIT_USER', manager: true, admin: true };
/** Reading what restricts people (regions, rules, another user's profile). */
export const READ_PEOPLE: BuyerNeed = { authority: 'SETTINGS_EDIT_USER', admin: true };
