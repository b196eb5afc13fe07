import type { TAuthority } from '@portcall/contracts/access';
import type { Access } from '../../platform/http/access';

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
