import type { TAuthority } from '@portcall/contracts/access';
import {
  ZAdminOptions,
  ZAdminProfileDetails,
  ZAdminProfileItem,
  ZAdminProfileSave,
  ZAdminProfilesRequest,
  ZAuditItem,
  ZAuditQuery,
  ZBuyerIntegration,
  ZBuyerIntegrationQuery,
  ZBuyerIntegrationSwitch,
  ZJobItem,
  ZLoginLock,
  ZOutboxEmail,
  ZOutboxItem,
  ZOutboxQuery,
  ZSaveLoginDetails,
  ZSitePage,
  ZSitePageText,
  ZSitePageTextPublish,
  ZSystemPageQuery,
  ZTermsPublish,
  ZTermsVersion,
} from '@portcall/contracts/admin';
import { ZModeSwitchSession } from '@portcall/contracts/auth';
import { ZId } from '@portcall/contracts/fields';
import { ZPaged } from '@portcall/contracts/paging';
import { ZNoQuery } from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, ANY_PROFILE, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { IntegrationService } from './integrations';
import type { AdminProfileService, SystemService } from './service';
import type { SiteContentService } from './site-content';

const S = '/da-app/secured';
const tags = ['admin'];
const params = z.strictObject({ id: ZId });
const reply = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
const noContent = { 204: z.null(), ...errorResponses };

/** Each console section is gated by its own ADMIN_* authority (platform-core §6). */
export const adminWith = (authority: TAuthority): Access => ({ profileTypes: ['ADMIN'], authority });
const SUPPORT = adminWith('ADMIN_SUPPORT');
const SYSTEM = adminWith('ADMIN_SYSTEM');
const AUDIT = adminWith('ADMIN_AUDIT');
const SUPPORT_OR_SYSTEM: Access = { profileTypes: ['ADMIN'], anyAuthority: ['ADMIN_SUPPORT', 'ADMIN_SYSTEM'] };

export async function adminRoutes(
  app: FastifyInstance,
  deps: {
    profiles: AdminProfileService;
    system: SystemService;
    siteContent: SiteContentService;
    integrations: IntegrationService;
    clock: () => Date;
  },
) {
  const r = api(app);
  const { profiles, system } = deps;

  // Admin profiles (operations §7)
  r.post(
    `${S}/admin-profiles/all`,
    {
      schema: { tags, body: ZAdminProfilesRequest, response: reply(ZPaged(ZAdminProfileItem)) },
      config: { access: SUPPORT },
    },
    (request) => profiles.listProfiles(request.body),
  );
  r.post(
    `${S}/admin-profiles/save`,
    { schema: { tags, body: ZAdminProfileSave, response: reply(ZAdminProfileItem) }, config: { access: SUPPORT } },
    (request) => profiles.saveProfile(callerOf(request), request.body),
  );
  r.get(
    `${S}/admin-profile/:id/load`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZAdminProfileDetails) },
      config: { access: SUPPORT },
    },
    (request) => profiles.loadProfile(request.params.id),
  );
  r.post(
    `${S}/profile/save-login-details`,
    { schema: { tags, body: ZSaveLoginDetails, response: reply(ZAdminProfileItem) }, config: { access: SUPPORT } },
    (request) => profiles.saveLoginDetails(callerOf(request), request.body),
  );
  r.get(
    `${S}/admin-profiles/:id/buyer-profiles/companies`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZAdminOptions) },
      // Support and integration both pick a buyer from it.
      config: { access: { profileTypes: ['ADMIN'], anyAuthority: ['ADMIN_SUPPORT', 'ADMIN_INTEGRATION'] } },
    },
    (request) => profiles.buyerCompanies(request.params.id),
  );
  r.get(
    `${S}/ref/admin-profiles/:id/buyer-profiles/regions`,
    { schema: { tags, params, querystring: ZNoQuery, response: reply(ZAdminOptions) }, config: { access: SUPPORT } },
    (request) => profiles.buyerRegions(request.params.id),
  );

  // Mode switch (operations §4 "Admin profiles can switch mode")
  r.post(
    `${S}/admin-profiles/:id/mode-switch`,
    { schema: { tags, params, response: reply(ZModeSwitchSession) }, config: { access: SUPPORT } },
    (request) => profiles.switchInto(callerOf(request), request.params.id, request.headers['user-agent']),
  );
  // Called with the switched session's own token: ends it (the web then restores the admin's session).
  r.post(
    `${S}/mode-switch/return`,
    {
      schema: { tags, response: noContent },
      config: { access: { profileTypes: ANY_PROFILE, allowPendingTerms: true } },
    },
    async (request, replyTo) => {
      await profiles.returnToAdmin(callerOf(request));
      return replyTo.status(204).send(null);
    },
  );

  // System management
  r.get(
    `${S}/admin/system/login-locks`,
    {
      schema: { tags, querystring: ZNoQuery, response: reply(z.array(ZLoginLock)) },
      config: { access: SUPPORT_OR_SYSTEM },
    },
    () => profiles.lockedProfiles(),
  );
  r.get(
    `${S}/admin/system/outbox`,
    {
      schema: { tags, querystring: ZOutboxQuery, response: reply(ZPaged(ZOutboxItem)) },
      config: { access: SYSTEM },
    },
    (request) => system.listOutbox(request.query),
  );
  r.get(
    `${S}/admin/system/outbox/:id`,
    { schema: { tags, params, response: reply(ZOutboxEmail) }, config: { access: SYSTEM } },
    (request) => system.loadEmail(request.params.id),
  );
  r.post(
    `${S}/admin/system/outbox/:id/resend`,
    { schema: { tags, params, response: noContent }, config: { access: SYSTEM } },
    async (request, replyTo) => {
      await system.resendEmail(callerOf(request), request.params.id);
      return replyTo.status(204).send(null);
    },
  );
  r.get(
    `${S}/admin/system/jobs`,
    { schema: { tags, querystring: ZSystemPageQuery, response: reply(ZPaged(ZJobItem)) }, config: { access: SYSTEM } },
    (request) => system.listJobs(request.query),
  );
  r.post(
    `${S}/admin/system/jobs/:id/retry`,
    { schema: { tags, params, response: noContent }, config: { access: SYSTEM } },
    async (request, replyTo) => {
      await system.retryJob(callerOf(request), request.params.id);
      return replyTo.status(204).send(null);
    },
  );
  r.get(
    `${S}/admin/audit-log`,
    { schema: { tags, querystring: ZAuditQuery, response: reply(ZPaged(ZAuditItem)) }, config: { access: AUDIT } },
    (request) => system.listAudit(request.query),
  );
  r.get(
    `${S}/admin/audit-log/export`,
    {
      schema: { tags, querystring: ZAuditQuery, response: reply(z.any().describe('text/csv')) },
      config: { access: AUDIT },
    },
    async (request, replyTo) => {
      const csv = await system.exportAudit(request.query);
      const day = deps.clock().toISOString().slice(0, 10);
      return replyTo
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(csv);
    },
  );

  // Site content: terms document versions (ADMIN_SYSTEM)
  r.get(
    `${S}/admin/site-content/terms`,
    { schema: { tags, querystring: ZNoQuery, response: reply(z.array(ZTermsVersion)) }, config: { access: SYSTEM } },
    () => deps.siteContent.listTermsVersions(),
  );
  r.post(
    `${S}/admin/site-content/terms`,
    { schema: { tags, body: ZTermsPublish, response: reply(ZTermsVersion) }, config: { access: SYSTEM } },
    (request) => deps.siteContent.publishTerms(callerOf(request), request.body),
  );

  // Site content: the public pages' texts, versioned (ADMIN_SYSTEM); the public site reads the latest.
  const pageParams = z.strictObject({ page: ZSitePage });
  r.get(
    `${S}/admin/site-content/pages/:page`,
    {
      schema: { tags, params: pageParams, querystring: ZNoQuery, response: reply(z.array(ZSitePageText)) },
      config: { access: SYSTEM },
    },
    (request) => deps.siteContent.listPageVersions(request.params.page),
  );
  r.post(
    `${S}/admin/site-content/pages/:page`,
    {
      schema: { tags, params: pageParams, body: ZSitePageTextPublish, response: reply(ZSitePageText) },
      config: { access: SYSTEM },
    },
    (request) => deps.siteContent.publishPageText(callerOf(request), request.params.page, request.body),
  );
  r.get(
    '/da-app/public/site-content/pages/:page',
    {
      schema: { tags, params: pageParams, querystring: ZNoQuery, response: reply(ZSitePageText) },
      config: { access: PUBLIC },
    },
    (request) => deps.siteContent.currentPageText(request.params.page),
  );

  // Integration: the config list, switched per buyer (ADMIN_INTEGRATION)
  const INTEGRATION = adminWith('ADMIN_INTEGRATION');
  r.get(
    `${S}/admin/integrations`,
    {
      schema: { tags, querystring: ZBuyerIntegrationQuery, response: reply(z.array(ZBuyerIntegration)) },
      config: { access: INTEGRATION },
    },
    (request) => deps.integrations.list(request.query.buyerId),
  );
  r.put(
    `${S}/admin/integrations/:buyerId/:integrationConfigId`,
    {
      schema: {
        tags,
        params: z.strictObject({ buyerId: ZId, integrationConfigId: ZId }),
        body: ZBuyerIntegrationSwitch,
        response: reply(z.array(ZBuyerIntegration)),
      },
      config: { access: INTEGRATION },
    },
    (request) =>
      deps.integrations.setSwitch(
        callerOf(request),
        request.params.buyerId,
        request.params.integrationConfigId,
        request.body.isEnabled,
      ),
  );
}
