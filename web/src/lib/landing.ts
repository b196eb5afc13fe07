import { buyerModules, canUse } from '@portcall/contracts/access-rules';
import type { TProfile } from '@portcall/contracts/auth';

export type LandingProfile = Pick<TProfile, 'type' | 'products' | 'authorities'>;

export const AUTHORIZATION_PATH = '/authorization';
export const TERMS_PATH = '/authorization/terms';

/** A remembered path is only ever one of ours: absolute, same origin, not back to the login. */
export function isSafeRedirect(path: string | null | undefined): path is string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  return !path.startsWith(AUTHORIZATION_PATH);
}

/**
 * Where a user lands after login (platform-core §2 "Landing after login"), in the spec's order:
 * no profile, stored redirect, agent, vendor, buyer by module (product AND authority), admin.
 */
export function landingPath(profile: LandingProfile | null, redirectPath?: string | null): string {
  if (!profile) return AUTHORIZATION_PATH;
  if (isSafeRedirect(redirectPath)) return redirectPath;
  switch (profile.type) {
    case 'AGENT':
      return '/secured/agent/da-tool';
    case 'VENDOR':
      return '/secured/vendor/da-tool';
    case 'BUYER': {
      const module = buyerModules.find((m) => canUse(profile, m.product, m.authority));
      return module ? `/secured/buyer/${module.section}` : '/secured/buyer';
    }
    case 'ADMIN':
      return '/secured/admin';
    default:
      return AUTHORIZATION_PATH;
  }
}
