import { and, eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { bankAccounts } from '../src/modules/bank-accounts/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

/**
 * The demo agent's bank accounts: one approved account in USD and one in EUR, so a new clone can
 * submit a DA at once (a DA carries only an approved account of its currency). They are approved
 * by the demo administrator, as a bank-accounts administrator would after checking the documents.
 * Runs once: an agent with any account is left as it is.
 */
export async function seedDemoBankAccounts(db: Db): Promise<void> {
  const [agent] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), eq(companies.name, 'Aegean Port Agency')));
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, 'admin@portcall.example'));
  const [agentProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, 'agent@aegean-agency.example'));
  if (!agent || !admin || !agentProfile) return;
  const [existing] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, agent.id));
  if (existing) return;
  const approvedAt = new Date();
  const accounts = [
    { currency: 'USD', bankName: 'Eurobank', iban: 'GR9602607000000000000012345', swift: 'ERBKGRAA' },
    { currency: 'EUR', bankName: 'Piraeus Bank', iban: 'GR1601101250000000012300695', swift: 'PIRBGRAA' },
  ];
  await db.transaction(async (tx) => {
    for (const a of accounts) {
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          companyId: agent.id,
          ...a,
          beneficiaryName: 'Aegean Port Agency',
          bankAddress: 'Akti Miaouli 10, 185 38 Piraeus, Greece',
          status: 'APPROVED',
          approvedById: admin.id,
          approvedAt,
          createdById: agentProfile.id,
        })
        .returning();
      if (!row) continue;
      await writeAudit(tx, {
        profileId: admin.id,
        companyId: agent.id,
        entity: 'bank_account',
        entityId: row.id,
        action: 'APPROVE',
        before: null,
        after: { status: row.status, iban: row.iban, swift: row.swift, currency: row.currency, version: row.version },
      });
    }
  });
}
