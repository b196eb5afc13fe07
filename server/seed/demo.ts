import { authorities } from '@portcall/contracts/access';
import { eq, sql } from 'drizzle-orm';
import { profiles } from '../src/modules/account/db';
import {
  buildDemoCompany,
  type DemoCompanySpec,
  type DemoProfileSpec,
  fullBuyerAuthorities,
  fullBuyerProducts,
} from '../src/modules/account/module';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Db } from '../src/platform/db/client';
import { seedDemoAccountingCodes } from './demo-accounting-codes';
import { seedDemoBankAccounts } from './demo-bank-accounts';
import { seedDemoBenchmarks } from './demo-benchmarks';
import { seedDemoEstimates } from './demo-estimates';
import { seedDemoKyp } from './demo-kyp';
import { seedDemoOperations } from './demo-operations';
import { seedDemoOrganisation } from './demo-organisation';
import { seedDemoPaymentInstructions } from './demo-payment-instructions';
import { seedDemoWorkingDay } from './demo-working-day';

export const DEMO_PASSWORD = 'Portcall2026';

const buyerAuthorities = fullBuyerAuthorities;
const allBuyerProducts = fullBuyerProducts;

interface DemoProfile extends DemoProfileSpec {
  role: string;
}

interface DemoCompany extends DemoCompanySpec {
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

/** A demo port agency with one MANAGER who quotes, sends DAs and keeps the SOF. */
function agentCompany(spec: {
  name: string;
  city: string;
  address: string;
  expertise: string[];
  country: string;
  ports: string[];
  username: string;
  person: [string, string];
  role: string;
}): DemoCompany {
  return {
    type: 'AGENT',
    name: spec.name,
    country: spec.country,
    city: spec.city,
    address: spec.address,
    expertise: spec.expertise,
    ports: spec.ports,
    profiles: [
      {
        role: spec.role,
        username: spec.username,
        name: spec.person[0],
        surname: spec.person[1],
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
  agentCompany({
    name: 'Aegean Port Agency',
    city: 'Piraeus',
    address: 'Akti Miaouli 47',
    expertise: ['PORT_AGENT', 'HUSBANDRY_AGENT', 'PROTECTING_AGENT'],
    country: 'GR',
    ports: ['GRPIR', 'GRFLS', 'GRSKA'],
    username: 'agent@aegean-agency.example',
    person: ['Nikos', 'Papadakis'],
    role: 'agent',
  }),
  // More agents serving the demo ports, so that a request for quotation can go to several agents and
  // their quotes be compared side by side (Piraeus has three, Rotterdam, Genoa and Oslo one each).
  agentCompany({
    name: 'Piraeus Maritime Services',
    city: 'Piraeus',
    address: 'Notara 112',
    expertise: ['PORT_AGENT', 'CREW_AGENT'],
    country: 'GR',
    ports: ['GRPIR', 'GRSKG'],
    username: 'agent@piraeus-maritime.example',
    person: ['Eleni', 'Georgiou'],
    role: 'agent, second at Piraeus',
  }),
  agentCompany({
    name: 'Hellas Ship Agents',
    city: 'Piraeus',
    address: 'Kolokotroni 21',
    expertise: ['PORT_AGENT', 'TANKER_AGENT'],
    country: 'GR',
    ports: ['GRPIR', 'GRVOL'],
    username: 'agent@hellas-ship.example',
    person: ['Dimitris', 'Alexiou'],
    role: 'agent, third at Piraeus',
  }),
  agentCompany({
    name: 'North Sea Port Agency',
    city: 'Rotterdam',
    address: 'Wilhelminakade 91',
    expertise: ['PORT_AGENT', 'LINER_AGENT', 'HUSBANDRY_AGENT'],
    country: 'NL',
    ports: ['NLRTM', 'NLAMS', 'NOOSL', 'ITGOA'],
    username: 'agent@northsea-agency.example',
    person: ['Pieter', 'Bakker'],
    role: 'agent, Rotterdam/Genoa/Oslo',
  }),
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

/**
 * Creates each demo company once (found by its first profile); an existing one is left as it is, so a
 * demo database from an earlier start gets the companies added since on its next start.
 */
export async function seedDemoData(
  db: Db,
  options: {
    /** The serving data folder (files and keys the working day's uploads and signatures use). */
    dataDir?: string;
    /** false: the companies and their set-up only, without the working day's operations. */
    workingDay?: boolean;
  } = {},
): Promise<void> {
  const missing: DemoCompany[] = [];
  for (const demo of demoCompanies) {
    const [found] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(eq(profiles.username, demo.profiles[0]?.username ?? ''));
    if ((found?.n ?? 0) === 0) missing.push(demo);
  }
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      for (const demo of missing) {
        const { companyId, profileIds } = await buildDemoCompany(tx, demo, passwordHash);
        if (demo.name === 'Nordic Bulk Carriers') {
          const id = (username: string) => profileIds.get(`${username}@nordic-bulk.example`) as number;
          await seedDemoOrganisation(tx, {
            companyId,
            profileIds: { manager: id('manager'), deputy: id('deputy'), user: id('user') },
          });
        }
      }
    });
  }
  await seedDemoOperations(db);
  await seedDemoBankAccounts(db);
  await seedDemoKyp(db);
  await seedDemoPaymentInstructions(db);
  await seedDemoAccountingCodes(db);
  await seedDemoEstimates(db);
  await seedDemoBenchmarks(db);
  if (options.workingDay !== false) await seedDemoWorkingDay(db, { password: DEMO_PASSWORD, dataDir: options.dataDir });
}
