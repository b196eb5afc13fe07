import { bigint, boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../../platform/db/columns';
import { companies } from '../account/db';
import { integrationConfigs } from '../refdata/db';

/**
 * Published terms documents (site content). Publishing a version makes every customer profile
 * accept the terms again; rows are never changed once published.
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: id(),
    version: text('version').notNull(),
    /** What changed, for the administrators' list. */
    summary: text('summary').notNull(),
    publishedAt: at('published_at').notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }),
  },
  (t) => [uniqueIndex('terms_versions_version_idx').on(t.version)],
);

/** Per-buyer integration switches (the integration config list of reference data, on or off per buyer). */
export const buyerIntegrations = pgTable(
  'buyer_integrations',
  {
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    integrationConfigId: bigint('integration_config_id', { mode: 'number' })
      .notNull()
      .references(() => integrationConfigs.id),
    isEnabled: boolean('is_enabled').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.buyerId, t.integrationConfigId] })],
);

/**
 * The public pages' texts (site content). Each publication is a new version, never changed; the
 * public page shows the latest, and the versions before it are the page's history.
 */
export const sitePageTexts = pgTable(
  'site_page_texts',
  {
    id: id(),
    page: text('page').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull(),
    /** Rich text, sanitized on the way in (platform/rich-text.ts). */
    body: text('body').notNull(),
    publishedAt: at('published_at').notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }),
  },
  (t) => [uniqueIndex('site_page_texts_page_version_idx').on(t.page, t.version)],
);
