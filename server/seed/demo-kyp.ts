import { eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { kypVerifications } from '../src/modules/kyp/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

const DAY = 24 * 60 * 60 * 1000;

/** The demo agents, each verified some days ago against its own registry. */
const verifiedAgents = [
  {
    name: 'Aegean Port Agency',
    daysAgo: 30,
    notes: 'Demo: documents checked against the Piraeus chamber of commerce registry.',
  },
  {
    name: 'Piraeus Maritime Services',
    daysAgo: 45,
    notes: 'Demo: documents checked against the Greek business registry (GEMI).',
  },
  {
    name: 'Hellas Ship Agents',
    daysAgo: 60,
    notes: 'Demo: documents checked against the Greek business registry (GEMI).',
  },
  {
    name: 'North Sea Port Agency',
    daysAgo: 20,
    notes: 'Demo: documents checked against the Dutch chamber of commerce (KvK).',
  },
];

/**
 * The demo agents' KYP verifications, confirmed by the two demo verifiers, so the buyer sees "KYP
 * verified" where it picks an agent and approves its bank accounts without an override. The demo
 * vendor stays unverified (REQUESTED): the other case a buyer meets. Runs once per company.
 * Validity and re-verification follow the KYP rules (365 days, re-verify 30 days before expiry).
 */
export async function seedDemoKyp(db: Db, now = new Date()): Promise<void> {
  const find = async (name: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id;
  const person = async (username: string) =>
    (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username)))[0]?.id;
  const [vendorId, primaryId, secondaryId] = await Promise.all([
    find('Harbour Supply Co'),
    person('admin@portcall.example'),
    person('kyc@portcall.example'),
  ]);
  if (!primaryId || !secondaryId) return;
  const checks = { registration: true, address: true, ownership: true, bankAccount: true, sanctions: true };
  for (const agent of verifiedAgents) {
    const agentId = await find(agent.name);
    if (!agentId) continue;
    const [existing] = await db
      .select({ id: kypVerifications.id })
      .from(kypVerifications)
      .where(eq(kypVerifications.companyId, agentId));
    if (existing) continue;
    const verifiedAt = new Date(now.getTime() - agent.daysAgo * DAY);
    const expiresAt = new Date(verifiedAt.getTime() + 365 * DAY);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(kypVerifications)
        .values({
          companyId: agentId,
          status: 'VERIFIED',
          checks,
          notes: agent.notes,
          requestedAt: new Date(verifiedAt.getTime() - 5 * DAY),
          submittedAt: new Date(verifiedAt.getTime() - 3 * DAY),
          primaryVerifierId: primaryId,
          primaryVerifiedAt: new Date(verifiedAt.getTime() - DAY),
          secondaryVerifierId: secondaryId,
          verifiedAt,
          expiresAt,
          reverificationDate: new Date(expiresAt.getTime() - 30 * DAY),
          updatedAt: verifiedAt,
        })
        .returning({ id: kypVerifications.id });
      if (!row) return;
      await writeAudit(tx, {
        profileId: secondaryId,
        companyId: agentId,
        entity: 'kyp_verification',
        entityId: row.id,
        action: 'SECONDARY_VERIFY',
        before: null,
        after: { status: 'VERIFIED', checks },
      });
    });
  }
  if (vendorId)
    await db
      .insert(kypVerifications)
      .values({ companyId: vendorId, requestedAt: now, updatedAt: now })
      .onConflictDoNothing();
}
