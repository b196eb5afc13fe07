import type { TAuthority, TProduct } from '@portcall/contracts/access';
import { authorities } from '@portcall/contracts/access';
import { eq, inArray, sql } from 'drizzle-orm';
import { profiles } from '../src/modules/account/db';
import { createAccountRepo } from '../src/modules/account/repo';
import { countries, ports } from '../src/modules/refdata/db';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Db } from '../src/platform/db/client';
import { seedDemoBankAccounts } from './demo-bank-accounts';
import { seedDemoKyp } from './demo-kyp';
import { seedDemoOperations } from './demo-operations';
import { seedDemoOrganisation } from './demo-organisation';

export const DEMO_PASSWORD = 'Portcall2026';

const buyerAuthorities = authorities.filter((a) => !a.startsWith('ADMIN_') && !a.startsWith('KYC_'));
const allBuyerProducts: TProduct[] = [
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

interface DemoProfile {
  /** A profile that must accept the terms at its first login (shows the terms page). */
  isPendingTerms?: boolean;
  /** Support may act as this profile (admin mode switch, issue 25). */
  canBeHijacked?: boolean;
  role: string;
  username: string;
  name: string;
  surname: string;
  departmentRole: 'USER' | 'DEPUTY' | 'MANAGER';
  department?: string;
  products: TProduct[];
  authorities: readonly TAuthority[];
}

interface DemoCompany {
  type: 'BUYER' | 'AGENT' | 'VENDOR' | 'ADMIN';
  name: string;
  country: string;
  city: string;
  departments?: Array<{ name: string; abbreviation: string }>;
  /** UN/LOCODEs of the ports a supplier serves (the port directory lists it there). */
  ports?: string[];
  profiles: DemoProfile[];
}

/** Financial: four eyes on payments, one Accounts profile per side with that side's authority. */
function paymentProfile(
  side: 'reviewer' | 'approver',
  name: string,
  surname: string,
  departmentRole: DemoProfile['departmentRole'],
): DemoProfile {
  const authority = side === 'reviewer' ? 'FINANCIAL_PAYMENT_ORDER_REVIEWER' : 'FINANCIAL_PAYMENT_ORDER_APPROVER';
  return {
    role: `buyer payment ${side}`,
    username: `${side}@nordic-bulk.example`,
    name,
    surname,
    departmentRole,
    department: 'Accounts',
    products: ['DA_TOOL', 'FINANCIAL'],
    authorities: ['DA_VIEW', 'FINANCIAL_VIEW', authority],
  };
}

/** Demo companies: enough people to reach every area, printed by `npm start` and in the README. */
export const demoCompanies: DemoCompany[] = [
  {
    type: 'BUYER',
    name: 'Nordic Bulk Carriers',
    country: 'NO',
    city: 'Oslo',
    departments: [
      { name: 'Operations', abbreviation: 'OPS' },
      { name: 'Accounts', abbreviation: 'ACC' },
    ],
    profiles: [
      {
        role: 'buyer MANAGER',
        username: 'manager@nordic-bulk.example',
        name: 'Ingrid',
        surname: 'Halvorsen',
        departmentRole: 'MANAGER',
        department: 'Operations',
        products: allBuyerProducts,
        authorities: buyerAuthorities,
        canBeHijacked: true,
      },
      {
        role: 'buyer DEPUTY',
        username: 'deputy@nordic-bulk.example',
        name: 'Lars',
        surname: 'Eriksen',
        departmentRole: 'DEPUTY',
        department: 'Accounts',
        products: allBuyerProducts,
        authorities: buyerAuthorities.filter((a) => a !== 'SETTINGS_EDIT_USER' && a !== 'SETTINGS_EDIT_COMPANY'),
      },
      {
        role: 'buyer USER',
        username: 'user@nordic-bulk.example',
        name: 'Maja',
        surname: 'Solberg',
        departmentRole: 'USER',
        department: 'Operations',
        products: ['DA_TOOL', 'PORT_DIRECTORY'],
        authorities: [
          'DA_VIEW',
          'DA_EVALUATION_VIEW',
          'DA_EXPENSE_EVALUATION_VIEW',
          'DA_EXPENSE_EVALUATION_VERIFY',
          'PORT_DIRECTORY_VIEW',
        ],
      },
      paymentProfile('reviewer', 'Sofie', 'Dahl', 'USER'),
      paymentProfile('approver', 'Henrik', 'Berg', 'MANAGER'),
      {
        role: 'buyer, terms pending',
        username: 'newcomer@nordic-bulk.example',
        name: 'Jonas',
        surname: 'Berg',
        departmentRole: 'USER',
        department: 'Operations',
        products: ['DA_TOOL'],
        authorities: ['DA_VIEW'],
        isPendingTerms: true,
      },
    ],
  },
  {
    type: 'AGENT',
    name: 'Aegean Port Agency',
    country: 'GR',
    city: 'Piraeus',
    ports: ['GRFLS', 'GRSKA'],
    profiles: [
      {
        role: 'agent',
        username: 'agent@aegean-agency.example',
        name: 'Nikos',
        surname: 'Papadakis',
        departmentRole: 'MANAGER',
        products: ['DA_TOOL', 'PORT_DIRECTORY'],
        authorities: [
          'DA_VIEW',
          'SETTINGS_EDIT_COMPANY',
          'SETTINGS_EDIT_USER',
          'PORT_DIRECTORY_VIEW',
          'WITHDRAW_PROFORMA',
          'SOF_VIEW',
          'SOF_EDIT',
        ],
      },
    ],
  },
  {
    type: 'VENDOR',
    name: 'Harbour Supply Co',
    country: 'NL',
    city: 'Rotterdam',
    profiles: [
      {
        role: 'vendor',
        username: 'vendor@harbour-supply.example',
        name: 'Sanne',
        surname: 'de Vries',
        departmentRole: 'MANAGER',
        products: ['DA_TOOL'],
        authorities: ['DA_VIEW', 'SETTINGS_EDIT_COMPANY', 'SETTINGS_EDIT_USER', 'WITHDRAW_PROFORMA'],
      },
    ],
  },
  {
    type: 'ADMIN',
    name: 'Portcall Operations',
    country: 'GB',
    city: 'London',
    profiles: [
      {
        role: 'admin',
        username: 'admin@portcall.example',
        name: 'Alex',
        surname: 'Morgan',
        departmentRole: 'MANAGER',
        products: ['REOPEN_DA', 'FINANCIAL', 'SOF_EXCHANGE'],
        authorities: authorities.filter((a) => a.startsWith('ADMIN_') || a.startsWith('KYC_') || a === 'REOPEN_DA'),
      },
      {
        // The second pair of eyes of KYP verification: confirms what another verifier checked.
        role: 'admin, KYC secondary verifier',
        username: 'kyc@portcall.example',
        name: 'Noor',
        surname: 'Haddad',
        departmentRole: 'MANAGER',
        products: [],
        authorities: ['ADMIN_KYC', 'KYC_SECONDARY_VERIFIER'],
      },
    ],
  },
];

export const demoLogins = demoCompanies.flatMap((c) => c.profiles.map((p) => ({ role: p.role, username: p.username })));

/** Creates the demo companies once; an existing demo profile is left as it is. */
export async function seedDemoData(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(eq(profiles.username, demoLogins[0]?.username ?? ''));
  // Operations came later than the companies: an existing demo database gets them on its next start.
  if ((existing?.n ?? 0) > 0) {
    await seedDemoOperations(db);
    await seedDemoBankAccounts(db);
    return seedDemoKyp(db);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const repo = createAccountRepo(tx);
    for (const demo of demoCompanies) {
      const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, demo.country));
      const company = await repo.insertCompany({
        type: demo.type,
        name: demo.name,
        countryId: country?.id ?? null,
        city: demo.city,
        phoneCountryId: country?.id ?? null,
        phoneNumber: '210 555 0100',
        rfqEmail:
          demo.type === 'AGENT' || demo.type === 'VENDOR' ? `rfq@${demo.profiles[0]?.username.split('@')[1]}` : null,
        ordersEmail:
          demo.type === 'AGENT' || demo.type === 'VENDOR' ? `orders@${demo.profiles[0]?.username.split('@')[1]}` : null,
      });
      if (demo.ports) {
        const served = await tx.select({ id: ports.id }).from(ports).where(inArray(ports.unlocode, demo.ports));
        await repo.replaceCompanyLinks(company.id, { portIds: served.map((p) => p.id), categoryIds: [] });
      }
      const departmentIds = new Map<string, number>();
      for (const d of demo.departments ?? []) {
        const row = await repo.insertDepartment({ companyId: company.id, ...d });
        departmentIds.set(d.name, row.id);
      }
      const profileIds = new Map<string, number>();
      for (const p of demo.profiles) {
        const profile = await repo.insertProfile({
          companyId: company.id,
          type: demo.type,
          username: p.username,
          email: p.username,
          name: p.name,
          surname: p.surname,
          passwordHash,
          status: p.isPendingTerms ? 'PENDING_TERMS_AND_CONDITIONS' : 'ACTIVE',
          role: p.departmentRole,
          departmentId: p.department ? (departmentIds.get(p.department) ?? null) : null,
          termsVersion: p.isPendingTerms ? null : '1.0',
          termsAcceptedAt: p.isPendingTerms ? null : new Date(),
          canBeHijacked: p.canBeHijacked ?? false,
        });
        await repo.grant(profile.id, { products: p.products, authorities: p.authorities });
        profileIds.set(p.username, profile.id);
      }
      if (demo.name === 'Nordic Bulk Carriers') {
        const id = (username: string) => profileIds.get(`${username}@nordic-bulk.example`) as number;
        await seedDemoOrganisation(tx, {
          companyId: company.id,
          profileIds: { manager: id('manager'), deputy: id('deputy'), user: id('user') },
        });
      }
    }
  });
  await seedDemoOperations(db);
  await seedDemoBankAccounts(db);
  await seedDemoKyp(db);
}
