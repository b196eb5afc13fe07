import {
  ZAcceptTerms,
  ZBuyerRegistration,
  ZCompany,
  ZCompanySave,
  ZProfile,
  ZRegistrationResult,
  ZSupplierInvitation,
  ZSupplierInvitationCreate,
  ZSupplierInvitationPrefill,
  ZSupplierRegistration,
  ZSupplierSearchItem,
  ZSupplierSearchQuery,
  ZSupplierSearchRequest,
} from '@portcall/contracts/auth';
import { ZPaged } from '@portcall/contracts/paging';
import {
  ZRegistrationItem,
  ZRegistrationParams,
  ZRegistrationQuery,
  ZRegistrationReject,
  ZRegistrationReview,
} from '@portcall/contracts/registrations';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_PROFILE, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { SupplierInvitations } from './invitations';
import type { RegistrationReview } from './registrations';
import type { AccountService } from './service';

export async function accountRoutes(
  app: FastifyInstance,
  deps: {
    account: AccountService;
    invitations: SupplierInvitations;
    registrations: RegistrationReview;
    registrationRateLimit: number;
  },
) {
  const r = api(app);
  const registration = { access: PUBLIC, rateLimit: { max: deps.registrationRateLimit, timeWindow: '1 minute' } };

  r.post(
    '/da-app/public/registration/buyer',
    {
      schema: {
        tags: ['account'],
        body: ZBuyerRegistration,
        response: { 201: ZRegistrationResult, ...errorResponses },
      },
      config: registration,
    },
    async (request, reply) => reply.status(201).send(await deps.account.register('BUYER', request.body)),
  );
  r.post(
    '/da-app/public/registration/agent',
    {
      schema: {
        tags: ['account'],
        body: ZSupplierRegistration,
        response: { 201: ZRegistrationResult, ...errorResponses },
      },
      config: registration,
    },
    async (request, reply) => reply.status(201).send(await deps.account.register('AGENT', request.body)),
  );
  r.post(
    '/da-app/public/registration/vendor',
    {
      schema: {
        tags: ['account'],
        body: ZSupplierRegistration,
        response: { 201: ZRegistrationResult, ...errorResponses },
      },
      config: registration,
    },
    async (request, reply) => reply.status(201).send(await deps.account.register('VENDOR', request.body)),
  );

  // Not in the spec: a buyer invites an agency that is not on the platform (operations §3 "Filled from
  // a supplier"); the link's token opens the agent registration wizard filled with what the buyer knew.
  const inviting = { profileTypes: ['BUYER'], product: 'AGENT_DIRECTORY', authority: 'AGENT_DIRECTORY_VIEW' } as const;
  r.post(
    '/da-app/secured/buyer/supplier-invitations',
    {
      schema: {
        tags: ['account'],
        body: ZSupplierInvitationCreate,
        response: { 201: ZSupplierInvitation, ...errorResponses },
      },
      config: { access: inviting },
    },
    async (request, reply) => reply.status(201).send(await deps.invitations.invite(callerOf(request), request.body)),
  );
  r.get(
    '/da-app/secured/buyer/supplier-invitations',
    {
      schema: { tags: ['account'], response: { 200: z.array(ZSupplierInvitation), ...errorResponses } },
      config: { access: inviting },
    },
    (request) => deps.invitations.list(callerOf(request)),
  );
  r.get(
    '/da-app/public/registration/invitation/:token',
    {
      schema: {
        tags: ['account'],
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: ZSupplierInvitationPrefill, ...errorResponses },
      },
      config: registration,
    },
    (request) => deps.invitations.prefill(request.params.token),
  );

  r.post(
    '/da-app/secured/account/accept-terms-and-conditions',
    {
      schema: { tags: ['account'], body: ZAcceptTerms, response: { 200: ZProfile, ...errorResponses } },
      config: { access: { profileTypes: ANY_PROFILE, allowPendingTerms: true } },
    },
    (request) => deps.account.acceptTerms(callerOf(request), request.body),
  );

  r.get(
    '/da-app/secured/account/company/load',
    {
      schema: { tags: ['account'], response: { 200: ZCompany, ...errorResponses } },
      config: { access: { profileTypes: ANY_PROFILE } },
    },
    (request) => deps.account.loadCompany(callerOf(request).companyId),
  );

  r.post(
    '/da-app/secured/account/company/save',
    {
      schema: { tags: ['account'], body: ZCompanySave, response: { 200: ZCompany, ...errorResponses } },
      config: { access: { profileTypes: ANY_PROFILE, authority: 'SETTINGS_EDIT_COMPANY' } },
    },
    (request) => deps.account.saveCompany(callerOf(request), request.body),
  );

  r.post(
    '/da-app/secured/supplier/search',
    {
      schema: {
        tags: ['account'],
        querystring: ZSupplierSearchQuery,
        body: ZSupplierSearchRequest,
        response: { 200: ZPaged(ZSupplierSearchItem), ...errorResponses },
      },
      config: { access: { profileTypes: ['BUYER', 'ADMIN'] } },
    },
    (request) => deps.account.searchSuppliers(callerOf(request), request.body),
  );

  // Not in the spec's calls: the support section's "Pending registrations" (platform-core §2 admin
  // area), for administrators holding ADMIN_SUPPORT (docs/decisions.md "Registration review").
  const reviewing = { profileTypes: ['ADMIN'], authority: 'ADMIN_SUPPORT' } as const;
  r.get(
    '/da-app/secured/admin/registrations',
    {
      schema: {
        tags: ['account'],
        querystring: ZRegistrationQuery,
        response: { 200: ZPaged(ZRegistrationItem), ...errorResponses },
      },
      config: { access: reviewing },
    },
    (request) => deps.registrations.list(request.query),
  );
  r.post(
    '/da-app/secured/admin/registrations/:companyId/approve',
    {
      schema: {
        tags: ['account'],
        params: ZRegistrationParams,
        response: { 200: ZRegistrationReview, ...errorResponses },
      },
      config: { access: reviewing },
    },
    (request) => deps.registrations.approve(callerOf(request), request.params.companyId),
  );
  r.post(
    '/da-app/secured/admin/registrations/:companyId/reject',
    {
      schema: {
        tags: ['account'],
        params: ZRegistrationParams,
        body: ZRegistrationReject,
        response: { 200: ZRegistrationReview, ...errorResponses },
      },
      config: { access: reviewing },
    },
    (request) => deps.registrations.reject(callerOf(request), request.params.companyId, request.body.reason),
  );
}
