import { and, eq, inArray } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { createPaymentInstructionSeeder } from '../src/modules/payments/module';
import type { Db } from '../src/platform/db/client';
import type { Caller } from '../src/platform/http/access';

/**
 * The demo agents' DAs are in USD or EUR (the currencies of their approved bank accounts, seeded in
 * demo-bank-accounts.ts): one instruction each, naming the demo reviewer and approver.
 */
const INSTRUCTIONS = [
  { name: 'USD operating account', currency: 'USD', iban: 'NO93 8601 1117 947' },
  { name: 'EUR operating account', currency: 'EUR', iban: 'NO72 1503 1234 562' },
] as const;

/**
 * Nordic Bulk Carriers' payment instructions in every currency the demo DAs use, so a reviewer can
 * request a payment's approval on a fresh demo without first setting them up. Added through the
 * payments module's own service, as the demo reviewer; idempotent: a currency with an active
 * instruction is left alone.
 */
export async function seedDemoPaymentInstructions(db: Db): Promise<void> {
  const [buyer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'BUYER'), eq(companies.name, 'Nordic Bulk Carriers')));
  if (!buyer) return;
  const people = await db
    .select({ id: profiles.id, username: profiles.username, departmentId: profiles.departmentId })
    .from(profiles)
    .where(inArray(profiles.username, ['reviewer@nordic-bulk.example', 'approver@nordic-bulk.example']));
  const reviewer = people.find((p) => p.username.startsWith('reviewer@'));
  const approver = people.find((p) => p.username.startsWith('approver@'));
  if (!reviewer || !approver) return;
  const caller: Caller = {
    profileId: reviewer.id,
    companyId: buyer.id,
    sessionId: 'seed',
    type: 'BUYER',
    status: 'ACTIVE',
    role: 'USER',
    departmentId: reviewer.departmentId,
    products: ['FINANCIAL'],
    authorities: [
      { authority: 'FINANCIAL_VIEW', isEnabled: true },
      { authority: 'FINANCIAL_PAYMENT_ORDER_REVIEWER', isEnabled: true },
    ],
  };
  const seeder = createPaymentInstructionSeeder(db);
  const existing = new Set((await seeder.listOwn(caller)).map((i) => i.currency));
  for (const i of INSTRUCTIONS) {
    if (existing.has(i.currency)) continue;
    await seeder.create(caller, buyer.id, {
      name: i.name,
      currency: i.currency,
      bankName: 'DNB Bank',
      beneficiaryName: 'Nordic Bulk Carriers',
      iban: i.iban,
      swift: 'DNBANOKK',
      reviewerId: reviewer.id,
      approverId: approver.id,
    });
  }
}
