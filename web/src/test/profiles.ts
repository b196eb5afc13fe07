import type { TAuthority, TProduct, TProfileType } from '@portcall/contracts/access';
import type { TProfile } from '@portcall/contracts/auth';

/** A complete profile for tests; pass the kind, products and enabled authorities that matter. */
export function buildProfile(
  type: TProfileType,
  options: {
    products?: TProduct[];
    authorities?: TAuthority[];
    disabled?: TAuthority[];
    overrides?: Partial<TProfile>;
  } = {},
): TProfile {
  return {
    id: 7,
    fullName: 'Anna Berg',
    name: 'Anna',
    surname: 'Berg',
    username: 'anna@example.com',
    email: 'anna@example.com',
    status: 'ACTIVE',
    type,
    role: 'MANAGER',
    department: null,
    departmentId: null,
    companyId: 3,
    vessels: [],
    authorities: [
      ...(options.authorities ?? []).map((authority) => ({ authority, isEnabled: true })),
      ...(options.disabled ?? []).map((authority) => ({ authority, isEnabled: false })),
    ],
    rules: [],
    products: options.products ?? [],
    phone: null,
    internalPhoneNumber: null,
    creationDate: '2026-01-01T00:00:00Z',
    lastLoginDate: null,
    isEnabled: true,
    isExpired: false,
    isLocked: false,
    loginTries: 0,
    canBeHijacked: false,
    isEmailMuted: false,
    isNotificationMuted: false,
    isAdmin: type === 'ADMIN',
    isBuyer: type === 'BUYER',
    isAgent: type === 'AGENT',
    isVendor: type === 'VENDOR',
    isSupplier: type === 'AGENT' || type === 'VENDOR',
    isInactive: false,
    isPendingVerification: false,
    isCompanyPendingRegistration: false,
    isCompanyLocked: false,
    ...options.overrides,
  };
}
