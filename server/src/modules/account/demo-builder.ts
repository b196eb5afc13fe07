import { authorities, type TAuthority, type TProduct } from '@portcall/contracts/access';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { agentTypes, countries, ports } from '../refdata/db';
import { createAccountRepo } from './repo';

/** What a demo buyer MANAGER holds: every product of a buyer and every authority but the admin's. */
export const fullBuyerAuthorities: readonly TAuthority[] = authorities.filter(
  (a) => !a.startsWith('ADMIN_') && !a.startsWith('KYC_'),
);
export const fullBuyerProducts: readonly TProduct[] = [
  'DA_TOOL',
  'DA_DASHBOARD',
  'POSITION_LIST',
  'PORT_ESTIMATOR',
  'HUSBANDRY_ESTIMATOR',
  'PORT_DIRECTORY',
  'FINANCIAL',
  'AGENT_DIRECTORY',
  'CLAIMS',
  'SOF_EXCHANGE',
];

export interface DemoProfileSpec {
  /** A profile that must accept the terms at its first login (shows the terms page). */
  isPendingTerms?: boolean;
  /** Support may act as this profile (admin mode switch, issue 25). */
  canBeHijacked?: boolean;
  username: string;
  name: string;
  surname: string;
  departmentRole: 'USER' | 'DEPUTY' | 'MANAGER';
  department?: string;
  products: readonly TProduct[];
  authorities: readonly TAuthority[];
}

export interface DemoCompanySpec {
  type: 'BUYER' | 'AGENT' | 'VENDOR' | 'ADMIN';
  name: string;
  /** ISO alpha-2 of the company's country. */
  country: string;
  city: string;
  /** The street address: with country, city and phone, what makes a supplier's company details complete. */
  address?: string;
  /** Codes of the agent types an agency states as its expertise (agent_types). */
  expertise?: string[];
  departments?: Array<{ name: string; abbreviation: string }>;
  /** UN/LOCODEs of the ports a supplier serves (the port directory lists it there). */
  ports?: string[];
  profiles: DemoProfileSpec[];
}

/**
 * A company with its departments and people, active and granted at once: the demo seed's companies
 * and the QA task's demo buyer (issue 25) are built by it, each from its own names. Every profile
 * gets the one password hash given; the caller's transaction holds it all.
 */
export async function buildDemoCompany(
  tx: Db,
  spec: DemoCompanySpec,
  passwordHash: string,
  now: Date = new Date(),
): Promise<{ companyId: number; profileIds: Map<string, number>; departmentIds: Map<string, number> }> {
  const repo = createAccountRepo(tx);
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, spec.country));
  const domain = spec.profiles[0]?.username.split('@')[1];
  const supplier = spec.type === 'AGENT' || spec.type === 'VENDOR';
  const company = await repo.insertCompany({
    type: spec.type,
    name: spec.name,
    countryId: country?.id ?? null,
    city: spec.city,
    address: spec.address ?? null,
    phoneCountryId: country?.id ?? null,
    phoneNumber: '210 555 0100',
    rfqEmail: supplier ? `rfq@${domain}` : null,
    ordersEmail: supplier ? `orders@${domain}` : null,
  });
  if (spec.ports || spec.expertise) {
    const served = spec.ports
      ? await tx.select({ id: ports.id }).from(ports).where(inArray(ports.unlocode, spec.ports))
      : [];
    const stated = spec.expertise
      ? await tx.select({ id: agentTypes.id }).from(agentTypes).where(inArray(agentTypes.code, spec.expertise))
      : [];
    await repo.replaceCompanyLinks(company.id, {
      portIds: served.map((p) => p.id),
      categoryIds: stated.map((t) => t.id),
    });
  }
  const departmentIds = new Map<string, number>();
  for (const d of spec.departments ?? []) {
    const row = await repo.insertDepartment({ companyId: company.id, ...d });
    departmentIds.set(d.name, row.id);
  }
  const profileIds = new Map<string, number>();
  for (const p of spec.profiles) {
    const profile = await repo.insertProfile({
      companyId: company.id,
      type: spec.type,
      username: p.username,
      email: p.username,
      name: p.name,
      surname: p.surname,
      passwordHash,
      status: p.isPendingTerms ? 'PENDING_TERMS_AND_CONDITIONS' : 'ACTIVE',
      role: p.departmentRole,
      departmentId: p.department ? (departmentIds.get(p.department) ?? null) : null,
      termsVersion: p.isPendingTerms ? null : '1.0',
      termsAcceptedAt: p.isPendingTerms ? null : now,
      canBeHijacked: p.canBeHijacked ?? false,
    });
    await repo.grant(profile.id, { products: p.products, authorities: p.authorities }, tx);
    profileIds.set(p.username, profile.id);
  }
  return { companyId: company.id, profileIds, departmentIds };
}
