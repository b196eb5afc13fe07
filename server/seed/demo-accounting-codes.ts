import { and, eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { createAccountingCodeSeeder } from '../src/modules/evaluations/module';
import type { Db } from '../src/platform/db/client';

/**
 * Nordic Bulk Carriers' chart of accounts for DA lines: a final DA's lines each need a code before
 * approval (operations §3), so the demo evaluator finds codes of every group to choose from. Only
 * when the buyer has none (a buyer's own codes are never touched).
 */
export async function seedDemoAccountingCodes(db: Db): Promise<void> {
  const [buyer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'BUYER'), eq(companies.name, 'Nordic Bulk Carriers')));
  if (!buyer) return;
  const [manager] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, 'manager@nordic-bulk.example'));
  await createAccountingCodeSeeder(db)(buyer.id, manager?.id ?? null, [
    { code: '4100', subAccount: '01', description: 'Port dues and light dues', group: 'PRINCIPAL_AMOUNT' },
    { code: '4110', subAccount: '01', description: 'Pilotage and towage', group: 'PRINCIPAL_AMOUNT' },
    { code: '4120', subAccount: '01', description: 'Berth and mooring', group: 'PRINCIPAL_AMOUNT' },
    { code: '4200', subAccount: '01', description: 'Agency fees', group: 'PRINCIPAL_AMOUNT' },
    { code: '4300', subAccount: '01', description: 'Husbandry and crew', group: 'PRINCIPAL_AMOUNT' },
    { code: '5100', subAccount: '01', description: 'Recharged to charterers', group: 'CHARTERER_AMOUNT' },
    { code: '6100', subAccount: '01', description: "Owners' account", group: 'OWNER_AMOUNT' },
  ]);
}
