import type { TTermsPublish, TTermsVersion } from '@portcall/contracts/admin';
import { desc } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { AccountTerms } from '../account/module';
import { termsVersions } from './db';

/**
 * Site content: the terms document versions. Publishing a version sends every customer profile
 * that has not accepted it to the terms page (PENDING_TERMS_AND_CONDITIONS), in the same
 * transaction as the version and its audit row.
 */
export function createSiteContentService(deps: { db: Db; accounts: AccountTerms; clock: () => Date }) {
  const { db } = deps;

  async function listTermsVersions(): Promise<TTermsVersion[]> {
    const rows = await db.select().from(termsVersions).orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id));
    return rows.map((r) => ({
      id: r.id,
      version: r.version,
      summary: r.summary,
      publishedAt: r.publishedAt.toISOString(),
    }));
  }

  async function publishTerms(caller: Caller, input: TTermsPublish): Promise<TTermsVersion> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(termsVersions)
          .values({ ...input, publishedAt: deps.clock(), publishedBy: caller.profileId })
          .returning();
        if (!row) throw new Error('terms version not stored');
        const profilesToAccept = await deps.accounts.requireTermsAgain(input.version, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'terms_version',
          entityId: row.version,
          action: 'PUBLISH',
          after: { version: row.version, summary: row.summary, profilesToAccept },
        });
        return {
          id: row.id,
          version: row.version,
          summary: row.summary,
          publishedAt: row.publishedAt.toISOString(),
          profilesToAccept,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('version', 'TERMS_VERSION_EXISTS');
      throw error;
    }
  }

  return { listTermsVersions, publishTerms };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
