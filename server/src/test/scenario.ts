import {
  authorities,
  products,
  type TAuthority,
  type TProduct,
  type TProfileStatus,
  type TProfileType,
  type TRole,
} from '@portcall/contracts/access';
import { eq } from 'drizzle-orm';
import { createAccountRepo } from '../modules/account/repo';
import { countries } from '../modules/refdata/db';
import { hashPassword } from '../platform/auth/passwords';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'Harbour2026';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface TestProfile {
  profileId: number;
  companyId: number;
  username: string;
  token: string;
  type: TProfileType;
}

const buyerAuthorities = authorities.filter((a) => !a.startsWith('ADMIN_') && !a.startsWith('KYC_'));
const adminAuthorities = authorities.filter((a) => a.startsWith('ADMIN_') || a.startsWith('KYC_'));
const defaultGrants: Record<TProfileType, { products: readonly TProduct[]; authorities: readonly TAuthority[] }> = {
  BUYER: { products: products.filter((p) => p !== 'REOPEN_DA'), authorities: buyerAuthorities },
  AGENT: {
    products: ['DA_TOOL', 'PORT_DIRECTORY'],
    authorities: ['DA_VIEW', 'SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_USER', 'PORT_DIRECTORY_VIEW'],
  },
  VENDOR: { products: ['DA_TOOL'], authorities: ['DA_VIEW', 'SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_USER'] },
  ADMIN: { products: ['REOPEN_DA'], authorities: adminAuthorities },
};

/** Scenario builder: a company of a kind with one profile, logged in (a live session token). */
export async function createCompanyWithProfile(
  t: TestApp,
  options: {
    type: TProfileType;
    companyName?: string;
    role?: TRole;
    status?: TProfileStatus;
    products?: readonly TProduct[];
    authorities?: readonly TAuthority[];
    companyId?: number;
  },
): Promise<TestProfile> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = ++sequence;
  const repo = createAccountRepo(t.database.db);
  const [greece] = await t.database.db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, 'GR'));
  const companyId =
    options.companyId ??
    (
      await repo.insertCompany({
        type: options.type,
        name: options.companyName ?? `${options.type.toLowerCase()} company ${n}`,
        countryId: greece?.id ?? null,
        phoneCountryId: greece?.id ?? null,
        phoneNumber: '210 000 0000',
      })
    ).id;
  const username = `${options.type.toLowerCase()}${n}-${Date.now()}@test.example`;
  const profile = await repo.insertProfile({
    companyId,
    type: options.type,
    username,
    email: username,
    name: 'Test',
    surname: `Person ${n}`,
    passwordHash: await passwordHash,
    status: options.status ?? 'ACTIVE',
    role: options.role ?? 'MANAGER',
  });
  const grants = defaultGrants[options.type];
  await repo.grant(profile.id, {
    products: options.products ?? grants.products,
    authorities: options.authorities ?? grants.authorities,
  });
  const token = await t.services.auth.openSession(profile.id);
  return { profileId: profile.id, companyId, username, token, type: options.type };
}

export type ActorName = 'anonymous' | 'buyerA' | 'buyerB' | 'agent' | 'vendor' | 'admin';
export type Actors = Record<Exclude<ActorName, 'anonymous'>, TestProfile>;

/** The six callers every role matrix runs against. */
export async function createActors(t: TestApp): Promise<Actors> {
  return {
    buyerA: await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Buyer A Shipping' }),
    buyerB: await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Buyer B Shipping' }),
    agent: await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Agent Co' }),
    vendor: await createCompanyWithProfile(t, { type: 'VENDOR', companyName: 'Vendor Co' }),
    admin: await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Platform Admin' }),
  };
}

export const bearer = (p: { token: string }) => ({ authorization: `Bearer ${p.token}` });
