import { and, eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { bankAccounts } from '../src/modules/bank-accounts/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

type Account = { currency: string; bankName: string; iban: string; swift: string };

/** Each demo agent's accounts (made-up IBANs with valid check digits) and where its bank is. */
const demoAgentAccounts: Array<{ name: string; username: string; bankAddress: string; accounts: Account[] }> = [
  {
    name: 'Aegean Port Agency',
    username: 'agent@aegean-agency.example',
    bankAddress: 'Akti Miaouli 10, 185 38 Piraeus, Greece',
    accounts: [
      { currency: 'USD', bankName: 'Eurobank', iban: 'GR9602607000000000000012345', swift: 'ERBKGRAA' },
      { currency: 'EUR', bankName: 'Piraeus Bank', iban: 'GR1601101250000000012300695', swift: 'PIRBGRAA' },
    ],
  },
  {
    name: 'Piraeus Maritime Services',
    username: 'agent@piraeus-maritime.example',
    bankAddress: 'Sofokleous 11, 105 59 Athens, Greece',
    accounts: [
      { currency: 'USD', bankName: 'National Bank of Greece', iban: 'GR1701100400000004012345678', swift: 'ETHNGRAA' },
      { currency: 'EUR', bankName: 'Alpha Bank', iban: 'GR3901401010101002320012345', swift: 'CRBAGRAA' },
    ],
  },
  {
    name: 'Hellas Ship Agents',
    username: 'agent@hellas-ship.example',
    bankAddress: 'Iasonos 2, 382 21 Volos, Greece',
    accounts: [
      { currency: 'USD', bankName: 'Eurobank', iban: 'GR9402605010000000000098765', swift: 'ERBKGRAA' },
      { currency: 'EUR', bankName: 'Piraeus Bank', iban: 'GR6001705010000005010123456', swift: 'PIRBGRAA' },
    ],
  },
  {
    name: 'North Sea Port Agency',
    username: 'agent@northsea-agency.example',
    bankAddress: 'Coolsingel 93, 3012 AE Rotterdam, Netherlands',
    accounts: [
      { currency: 'USD', bankName: 'ABN AMRO', iban: 'NL02ABNA0123456789', swift: 'ABNANL2A' },
      { currency: 'EUR', bankName: 'ING Bank', iban: 'NL20INGB0001234567', swift: 'INGBNL2A' },
    ],
  },
];

/**
 * The demo agents' bank accounts: one approved account in USD and one in EUR each, so a DA can be
 * submitted at once (a DA carries only an approved account of its currency). They are approved by
 * the demo administrator, as a bank-accounts administrator would after checking the documents.
 * Runs once per agent: an agent with any account is left as it is.
 */
export async function seedDemoBankAccounts(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, 'admin@portcall.example'));
  if (!admin) return;
  for (const spec of demoAgentAccounts) {
    const [agent] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.type, 'AGENT'), eq(companies.name, spec.name)));
    const [agentProfile] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.username, spec.username));
    if (!agent || !agentProfile) continue;
    const [existing] = await db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.companyId, agent.id));
    if (existing) continue;
    const approvedAt = new Date();
    await db.transaction(async (tx) => {
      for (const a of spec.accounts) {
        const [row] = await tx
          .insert(bankAccounts)
          .values({
            companyId: agent.id,
            ...a,
            beneficiaryName: spec.name,
            bankAddress: spec.bankAddress,
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
}
