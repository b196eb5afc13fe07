import type { TAuthority } from '@portcall/contracts/access';
import type { Access } from './access';

/**
 * Route declarations of the port-call, appointment and dashboard routes. The hook enforces kind,
 * product and authority; the services then scope rows (port-calls/scope.ts). Routes shared with
 * administrators or suppliers cannot name one product for all, so they declare the authorities and
 * the service checks the buyer's DA_TOOL product and the administrator's ADMIN_SUPPORT.
 */

/** A buyer of the DA tool holding the authority (or one of several). */
export const buyerDa = (authority: TAuthority | readonly TAuthority[]): Access => ({
  profileTypes: ['BUYER'],
  product: 'DA_TOOL',
  ...(typeof authority === 'string' ? { authority } : { anyAuthority: authority }),
});

/** Buyers of the company, or support administrators reading any buyer's rows. */
export const BUYER_OR_SUPPORT_VIEW: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['DA_VIEW', 'ADMIN_SUPPORT'],
};

/** The parties of an appointment: the buyer, and the agent or vendor it is addressed to. */
export const PARTIES_VIEW: Access = {
  profileTypes: ['BUYER', 'AGENT', 'VENDOR'],
  product: 'DA_TOOL',
  authority: 'DA_VIEW',
};

/** The parties of an appointment and support administrators. */
export const PARTIES_OR_SUPPORT_VIEW: Access = {
  profileTypes: ['BUYER', 'AGENT', 'VENDOR', 'ADMIN'],
  anyAuthority: ['DA_VIEW', 'ADMIN_SUPPORT'],
};

/** An agent's or a vendor's DA tool. */
export const supplierDa = (kind: 'AGENT' | 'VENDOR'): Access => ({
  profileTypes: [kind],
  product: 'DA_TOOL',
  authority: 'DA_VIEW',
});

/**
 * Route declarations of the buyer-organisation routes (settings and fleet). The hook enforces
 * kind, authority and role; the services then scope by company (buyer-scope.ts), and check
 * ADMIN_SUPPORT for administrators on the routes they share with buyers.
 */
export const BUYER: Access = { profileTypes: ['BUYER'] };
export const buyerWith = (authority: TAuthority, options: { manager?: boolean } = {}): Access => ({
  profileTypes: ['BUYER'],
  authority,
  ...(options.manager ? { minRole: 'MANAGER' as const } : {}),
});
/** Buyers of the company, or support administrators (checked for ADMIN_SUPPORT in the service). */
export const BUYER_OR_SUPPORT: Access = { profileTypes: ['BUYER', 'ADMIN'] };
/** People management shared with support administrators; buyers must also be MANAGERs (service). */
export const PEOPLE_OR_SUPPORT: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['SETTINGS_EDIT_USER', 'ADMIN_SUPPORT'],
};
