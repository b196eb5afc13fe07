import { eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { kypVerifications } from '../src/modules/kyp/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo agent's KYP verification, confirmed by the two demo verifiers a month ago, so the buyer
 * sees "KYP verified" where it picks the agent and approves its bank accounts without an override.
 * The demo vendor stays unverified (REQUESTED): the other case a buyer meets. Runs once per company.
 * Validity and re-verification follow the KYP rules (365 days, re-verify 30 days before expiry).
 */
export async function seedDemoKyp(db: Db, now = new Date()): Promise<void> {
  const find = async (name: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id;
  const person = async (username: string) =>
    (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username)))[0]?.id;
  const [agentId, vendorId, primaryId, secondaryId] = await Promise.all([
    find('Aegean Port Agency'),
    find('Harbour Supply Co'),
    person('admin@portcall.example'),
    person('kyc@portcall.example'),
  ]);
  if (!agentId || !vendorId || !primaryId || !secondaryId) return;
  const [existing] = await db
    .select({ id: kypVerifications.id })
    .from(kypVerifications)
    .where(eq(kypVerifications.companyId, agentId));
  if (existing) return;
  const verifiedAt = new Date(now.getTime() - 30 * DAY);
  const expiresAt = new Date(verifiedAt.getTime() + 365 * DAY);
  const checks = { registration: true, address: true, ownership: true, bankAccount: true, sanctions: true };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kypVerifications)
      .values({
        companyId: agentId,
        status: 'VERIFIED',
        checks,
        notes: 'Demo: documents checked against the Piraeus chamber of commerce registry.',
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
    await tx
      .insert(kypVerifications)
      .values({ companyId: vendorId, requestedAt: now, updatedAt: now })
      .onConflictDoNothing();
  });
}
