import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
// A declared read model (docs/decisions.md "Supplier onboarding checklist"): what a new supplier has
// set up, read from the account, bank-accounts and kyp tables; it writes none of them.
import { companies, companyPorts } from '../account/db';
import { bankAccounts } from '../bank-accounts/db';
import { kypDocuments, kypVerifications } from '../kyp/db';
import { supplierProfiles } from './db';

export function createOnboardingReadModel(db: Db) {
  return {
    /** The facts of one supplier company the onboarding checklist is made of. */
    async facts(companyId: number) {
      const [[company], [served], [profile], [accounts], [kyp], [documents]] = await Promise.all([
        db.select().from(companies).where(eq(companies.id, companyId)),
        db.select({ n: count() }).from(companyPorts).where(eq(companyPorts.companyId, companyId)),
        db
          .select({ submittedAt: supplierProfiles.emailConfigurationSubmittedAt })
          .from(supplierProfiles)
          .where(eq(supplierProfiles.companyId, companyId)),
        db
          .select({ n: count() })
          .from(bankAccounts)
          .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.isActive, true))),
        db
          .select({ status: kypVerifications.status, expiresAt: kypVerifications.expiresAt })
          .from(kypVerifications)
          .where(eq(kypVerifications.companyId, companyId)),
        db
          .select({ n: count() })
          .from(kypDocuments)
          .innerJoin(kypVerifications, eq(kypVerifications.id, kypDocuments.verificationId))
          .where(eq(kypVerifications.companyId, companyId)),
      ]);
      return {
        company,
        portCount: served?.n ?? 0,
        emailConfigurationSubmittedAt: profile?.submittedAt ?? null,
        bankAccountCount: accounts?.n ?? 0,
        kyp: kyp ?? null,
        kypDocumentCount: documents?.n ?? 0,
      };
    },
  };
}
export type OnboardingReadModel = ReturnType<typeof createOnboardingReadModel>;
