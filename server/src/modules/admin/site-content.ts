import type {
  TSitePage,
  TSitePageText,
  TSitePageTextPublish,
  TTermsPublish,
  TTermsVersion,
} from '@portcall/contracts/admin';
import { desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { sanitizeRichText } from '../../platform/rich-text';
import type { AccountTerms } from '../account/module';
import type { AdminReadModel } from './admin-read-model';
import { sitePageTexts, termsVersions } from './db';

/**
 * Site content: the public pages' texts (each publication a new version) and the terms document versions. Publishing a version sends every customer profile
 * that has not accepted it to the terms page (PENDING_TERMS_AND_CONDITIONS), in the same
 * transaction as the version and its audit row.
 */
export function createSiteContentService(deps: {
  db: Db;
  accounts: AccountTerms;
  read: Pick<AdminReadModel, 'profileNames'>;
  clock: () => Date;
}) {
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

  type PageRow = typeof sitePageTexts.$inferSelect;
  async function toPageTexts(rows: PageRow[]): Promise<TSitePageText[]> {
    const names = await deps.read.profileNames([
      ...new Set(rows.flatMap((r) => (r.publishedBy === null ? [] : [r.publishedBy]))),
    ]);
    return rows.map((r) => ({
      page: r.page as TSitePage,
      version: r.version,
      title: r.title,
      lead: r.lead,
      body: r.body,
      publishedAt: r.publishedAt.toISOString(),
      publishedByName: r.publishedBy === null ? null : (names.get(r.publishedBy) ?? null),
    }));
  }

  /** Every version of a page's text, newest first (the page's history). */
  async function listPageVersions(page: TSitePage): Promise<TSitePageText[]> {
    const rows = await db
      .select()
      .from(sitePageTexts)
      .where(eq(sitePageTexts.page, page))
      .orderBy(desc(sitePageTexts.version));
    return toPageTexts(rows);
  }

  /** The text the public page shows: its latest version; 404 while none was published (the built-in text shows). */
  async function currentPageText(page: TSitePage): Promise<TSitePageText> {
    const [row] = await db
      .select()
      .from(sitePageTexts)
      .where(eq(sitePageTexts.page, page))
      .orderBy(desc(sitePageTexts.version))
      .limit(1);
    if (!row) throw notFound();
    const [text] = await toPageTexts([row]);
    return { ...(text as TSitePageText), publishedByName: null };
  }

  /** Publishes a new version of a page's text; the rich text keeps only the toolbar's tags. */
  async function publishPageText(caller: Caller, page: TSitePage, input: TSitePageTextPublish): Promise<TSitePageText> {
    const body = sanitizeRichText(input.body);
    if (body === '') throw fieldError('body', 'REQUIRED_FIELD');
    const row = await db.transaction(async (tx) => {
      // One publisher at a time per page: the next version number is read under the lock.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_page:${page}`}))`);
      const [last] = await tx
        .select({ version: sitePageTexts.version })
        .from(sitePageTexts)
        .where(eq(sitePageTexts.page, page))
        .orderBy(desc(sitePageTexts.version))
        .limit(1);
      const [stored] = await tx
        .insert(sitePageTexts)
        .values({
          page,
          version: (last?.version ?? 0) + 1,
          title: input.title,
          lead: input.lead,
          body,
          publishedAt: deps.clock(),
          publishedBy: caller.profileId,
        })
        .returning();
      if (!stored) throw new Error('page text not stored');
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'site_page_text',
        entityId: page,
        action: 'PUBLISH',
        before: last ? { version: last.version } : null,
        after: { version: stored.version, title: stored.title, lead: stored.lead, body: stored.body },
      });
      return stored;
    });
    // The publisher's name is read after the commit: the read model uses its own connection.
    const [text] = await toPageTexts([row]);
    return text as TSitePageText;
  }

  return { listTermsVersions, publishTerms, listPageVersions, currentPageText, publishPageText };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
