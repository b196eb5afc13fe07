import { z } from 'zod';
import { ZProfileStatus, ZProfileType, ZRole } from './access';
import { ZProfile } from './auth';
import { MAX_INT4, ZEmail, ZId, ZIsoDay, ZOption, ZRequiredText } from './fields';
import { messages } from './messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection } from './paging';

/** Admin console (issue 25): profiles, mode switch, system management. */

export const adminProfileSortProperties = [
  'id',
  'username',
  'fullName',
  'type',
  'companyName',
  'lastLoginDate',
  'creationDate',
] as const;

/** POST admin-profiles/all: page, size, filter, order (operations §7 "Admin profiles"). */
export const ZAdminProfilesRequest = z.strictObject({
  page: z.number().int().min(0).max(MAX_INT4).default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z
    .strictObject({
      text: z.string().trim().max(100).optional(),
      type: ZProfileType.optional(),
      isLocked: z.boolean().optional(),
      companyId: ZId.optional(),
    })
    .optional(),
  order: z.strictObject({ property: z.enum(adminProfileSortProperties), direction: ZDirection }).optional(),
});
export type TAdminProfilesRequest = z.infer<typeof ZAdminProfilesRequest>;

export const ZAdminProfileItem = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  type: ZProfileType,
  status: ZProfileStatus,
  role: ZRole,
  companyId: z.number(),
  companyName: z.string(),
  isLocked: z.boolean(),
  loginTries: z.number(),
  lockedUntil: z.string().nullable(),
  canBeHijacked: z.boolean(),
  isEnabled: z.boolean(),
  lastLoginDate: z.string().nullable(),
  creationDate: z.string(),
});
export type TAdminProfileItem = z.infer<typeof ZAdminProfileItem>;

/** GET admin-profile/{id}/load: the profile as its owner sees it plus its company's name. */
export const ZAdminProfileDetails = ZProfile.extend({ companyName: z.string() });
export type TAdminProfileDetails = z.infer<typeof ZAdminProfileDetails>;

/** POST admin-profiles/save: what support may correct on a profile (never a password). */
export const ZAdminProfileSave = z.strictObject({
  id: ZId,
  name: ZRequiredText(100),
  surname: ZRequiredText(100),
  email: ZEmail,
  status: ZProfileStatus,
  role: ZRole,
  canBeHijacked: z.boolean(),
  isEnabled: z.boolean(),
  isEmailMuted: z.boolean(),
  isNotificationMuted: z.boolean(),
});
export type TAdminProfileSave = z.infer<typeof ZAdminProfileSave>;

/** POST profile/save-login-details: username, unlock, reset tries. A password is never shown nor set here. */
export const ZSaveLoginDetails = z.strictObject({
  profileId: ZId,
  username: ZRequiredText(254).optional(),
  unlock: z.boolean().default(false),
  resetTries: z.boolean().default(false),
});
export type TSaveLoginDetails = z.infer<typeof ZSaveLoginDetails>;

export const ZAdminOptions = z.array(ZOption);

// System management

export const ZSystemPageQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.string().trim().max(16).optional(),
});

/** The outbox list: a status and part of the recipient's address. */
export const ZOutboxQuery = ZSystemPageQuery.extend({ to: z.string().trim().max(254).optional() });

export const emailStatuses = ['PENDING', 'SENT', 'DEAD'] as const;
export const ZOutboxItem = z.object({
  id: z.number(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  status: z.enum(emailStatuses),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;

/**
 * One e-mail as it was queued: the text part and the HTML part sanitized on the server (links kept,
 * scripts, styles and event handlers dropped), so the console can render it as the recipient reads it.
 */
export const ZOutboxEmail = ZOutboxItem.extend({
  text: z.string(),
  html: z.string(),
  /** False when no SMTP server is configured: e-mails are kept in the outbox and never sent. */
  isMailerConfigured: z.boolean(),
});
export type TOutboxEmail = z.infer<typeof ZOutboxEmail>;

export const jobStatuses = ['PENDING', 'RUNNING', 'DONE', 'DEAD'] as const;
export const ZJobItem = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(jobStatuses),
  attempts: z.number(),
  maxAttempts: z.number(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TJobItem = z.infer<typeof ZJobItem>;

/** Audit log filters: entity, actor (profile id, acting or acted for), date range (days, UTC). */
export const ZAuditQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  entity: z.string().trim().max(64).optional(),
  actorId: ZId.optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditItem = z.object({
  id: z.number(),
  at: z.string(),
  profileId: z.number().nullable(),
  profileName: z.string().nullable(),
  actingAdminId: z.number().nullable(),
  actingAdminName: z.string().nullable(),
  companyId: z.number().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;

export const ZLoginLock = z.object({
  id: z.number(),
  username: z.string(),
  fullName: z.string(),
  type: ZProfileType,
  companyName: z.string(),
  loginTries: z.number(),
  lockCount: z.number(),
  lockedUntil: z.string().nullable(),
});
export type TLoginLock = z.infer<typeof ZLoginLock>;

// Charterers (operations §7 "Charterers")

export const ZChartererVesselType = z.object({
  id: z.number(),
  buyerId: z.number(),
  buyerName: z.string(),
  vesselTypeId: z.number(),
  vesselTypeName: z.string(),
  isActive: z.boolean(),
});
export const ZCharterer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  vesselTypes: z.array(ZChartererVesselType),
  updatedAt: z.string(),
});
export type TCharterer = z.infer<typeof ZCharterer>;

/** POST charterers: the paging body (page, size, filter, order). */
export const ZCharterersRequest = z.strictObject({
  page: z.number().int().min(0).max(MAX_INT4).default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z.strictObject({ name: z.string().trim().max(100).optional(), isActive: z.boolean().optional() }).optional(),
  order: z.strictObject({ property: z.enum(['name', 'updatedAt']), direction: ZDirection }).optional(),
});
export type TCharterersRequest = z.infer<typeof ZCharterersRequest>;

export const ZChartererSave = z.strictObject({
  id: ZId.optional(),
  name: ZRequiredText(200),
  email: ZEmail.nullish(),
  isActive: z.boolean().default(true),
});
export type TChartererSave = z.infer<typeof ZChartererSave>;

export const ZChartererSuggest = z.strictObject({ text: z.string().trim().min(1).max(100) });

export const ZChartererVesselTypeSave = z.strictObject({
  chartererId: ZId,
  buyerId: ZId,
  vesselTypeId: ZId,
  isActive: z.boolean().default(true),
});
export type TChartererVesselTypeSave = z.infer<typeof ZChartererVesselTypeSave>;

// Site content: terms versions

export const ZTermsVersion = z.object({
  id: z.number(),
  version: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  /** Profiles sent to the terms page by this publication. */
  profilesToAccept: z.number().optional(),
});
export type TTermsVersion = z.infer<typeof ZTermsVersion>;
export const ZTermsPublish = z.strictObject({
  version: z
    .string()
    .trim()
    .min(1, messages.REQUIRED_FIELD)
    .max(16)
    .regex(/^\d+(\.\d+){0,2}$/, 'Use a version like 1.1 or 2.0'),
  summary: ZRequiredText(500),
});
export type TTermsPublish = z.infer<typeof ZTermsPublish>;

// Site content: the public pages' texts, each published as a new version

/** The public content pages whose text an administrator may publish (the rest are built in). */
export const sitePages = [
  'home',
  'company',
  'solutions',
  'clients',
  'partnerships',
  'careers',
  'privacy',
  'faq',
  'contact',
  'articles',
  'cookies',
] as const;
export const ZSitePage = z.enum(sitePages, { error: messages.INVALID_VALUE });
export type TSitePage = z.infer<typeof ZSitePage>;

/** What an administrator publishes: the page's title, lead and rich text (sanitized by the server). */
export const ZSitePageTextPublish = z.strictObject({
  title: ZRequiredText(120),
  lead: ZRequiredText(400),
  body: z.string().trim().min(1, messages.REQUIRED_FIELD).max(50_000),
});
export type TSitePageTextPublish = z.infer<typeof ZSitePageTextPublish>;

export const ZSitePageText = z.object({
  page: ZSitePage,
  version: z.number(),
  title: z.string(),
  lead: z.string(),
  body: z.string(),
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
});
export type TSitePageText = z.infer<typeof ZSitePageText>;

// Integration: the integration config list with per-buyer switches

export const ZBuyerIntegration = z.object({
  integrationConfigId: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Switched on for the platform (reference data). */
  isAvailable: z.boolean(),
  /** Switched on for this buyer. */
  isEnabled: z.boolean(),
});
export type TBuyerIntegration = z.infer<typeof ZBuyerIntegration>;
export const ZBuyerIntegrationQuery = z.strictObject({ buyerId: ZId });
export const ZBuyerIntegrationSwitch = z.strictObject({ isEnabled: z.boolean() });
