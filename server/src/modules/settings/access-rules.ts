import type { TAuthority } from '@portcall/contracts/access';
import type { Access } from '../../platform/http/access';

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
