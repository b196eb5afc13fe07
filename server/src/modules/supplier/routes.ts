import { ZPaged } from '@portcall/contracts/paging';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import {
  ZAdditionalInfo,
  ZAdditionalInfoSave,
  ZAohContact,
  ZAohContactSave,
  ZConsignee,
  ZConsigneeSave,
  ZEmailAddressParams,
  ZEmailConfiguration,
  ZEmailConfirm,
  ZEmailConfirmResult,
  ZEmailGroup,
  ZEmailGroupParams,
  ZEmailGroupSave,
  ZLogo,
  ZLogoForm,
  ZPortAddress,
  ZPortAddressSave,
  ZPortsQuery,
  ZServedPort,
  ZSubscription,
  ZSupplierItemParams,
  ZSupplierListRequest,
  ZSupplierOnboarding,
  ZSupplierPortParams,
  ZSupplierProfileSave,
  ZSupplierSettings,
} from '@portcall/contracts/supplier';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOGO } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { EmailGroups } from './email-groups';
import type { Onboarding } from './onboarding';
import type { ListKind } from './repo';
import type { SupplierService } from './service';

const tags = ['supplier'];
const S = '/da-app/secured/supplier';
/** Agents and vendors read their own settings; changes need SETTINGS_EDIT_COMPANY. */
const READ: Access = { profileTypes: ['AGENT', 'VENDOR'] };
const EDIT: Access = { profileTypes: ['AGENT', 'VENDOR'], authority: 'SETTINGS_EDIT_COMPANY' };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
const created = <T extends z.ZodType>(schema: T) => ({ 201: schema, ...errorResponses });
const noContent = { 204: z.null(), ...errorResponses };

/** platform-core §7 "Supplier" (every call) and the e-mail groups of operations §2. */
export async function supplierRoutes(
  app: FastifyInstance,
  deps: { supplier: SupplierService; emailGroups: EmailGroups; onboarding: Onboarding },
) {
  const r = api(app);
  const { supplier, emailGroups } = deps;

  // Not in the spec's calls: the onboarding checklist a new supplier lands on (docs/decisions.md).
  r.get(
    `${S}/onboarding`,
    { schema: { tags, querystring: ZNoQuery, response: ok(ZSupplierOnboarding) }, config: { access: READ } },
    (request) => deps.onboarding.load(callerOf(request)),
  );

  r.post(
    `${S}/settings/profile/save`,
    { schema: { tags, body: ZSupplierProfileSave, response: ok(ZSupplierSettings) }, config: { access: EDIT } },
    (request) => supplier.saveProfile(callerOf(request), request.body),
  );
  r.get(
    `${S}/load`,
    { schema: { tags, querystring: ZNoQuery, response: ok(ZSupplierSettings) }, config: { access: READ } },
    (request) => supplier.load(callerOf(request)),
  );
  r.get(
    `${S}/settings/profile/subscription`,
    { schema: { tags, querystring: ZNoQuery, response: ok(ZSubscription) }, config: { access: READ } },
    (request) => supplier.subscription(callerOf(request)),
  );
  r.get(
    `${S}/settings/profile/additional-info`,
    { schema: { tags, querystring: ZNoQuery, response: ok(ZAdditionalInfo) }, config: { access: READ } },
    (request) => supplier.additionalInfo(callerOf(request)),
  );
  r.put(
    `${S}/settings/profile/additional-info`,
    { schema: { tags, body: ZAdditionalInfoSave, response: ok(ZAdditionalInfo) }, config: { access: EDIT } },
    (request) => supplier.saveAdditionalInfo(callerOf(request), request.body),
  );
  // Multipart: an optional JSON part `form` (ZLogoForm) and one file part `logo` (or `attachments`).
  r.put(
    `${S}/settings/profile/logo`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: ok(ZLogo) },
      config: { access: EDIT },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZLogoForm, { logo: LOGO, attachments: LOGO });
      return supplier.saveLogo(callerOf(request), form, files);
    },
  );
  r.get(
    `${S}/settings/profile/logo`,
    {
      schema: {
        tags,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('image/png, image/jpeg or image/webp'), ...errorResponses },
      },
      config: { access: READ },
    },
    async (request, reply) => {
      const logo = await supplier.logoFile(callerOf(request));
      return reply.header('content-type', logo.contentType).header('content-disposition', 'inline').send(logo.buffer);
    },
  );

  // Port addresses: the supplier's id is in the path (another company's answers 404).
  const portAddress = 'port-addresses' as const;
  r.get(
    `${S}/:supplierId/port-addresses/:portAddressId`,
    {
      schema: { tags, params: ZSupplierItemParams, querystring: ZNoQuery, response: ok(ZPortAddress) },
      config: { access: READ },
    },
    (request) =>
      supplier.lists.get(
        callerOf(request),
        portAddress,
        request.params.portAddressId,
        request.params.supplierId,
      ) as never,
  );
  r.put(
    `${S}/:supplierId/port-addresses/:portAddressId`,
    {
      schema: { tags, params: ZSupplierItemParams, body: ZPortAddressSave, response: ok(ZPortAddress) },
      config: { access: EDIT },
    },
    (request) =>
      supplier.lists.update(
        callerOf(request),
        portAddress,
        request.params.portAddressId,
        request.body,
        request.params.supplierId,
      ) as never,
  );
  r.delete(
    `${S}/:supplierId/port-addresses/:portAddressId`,
    {
      schema: { tags, params: ZSupplierItemParams, querystring: ZNoQuery, response: noContent },
      config: { access: EDIT },
    },
    async (request, reply) => {
      await supplier.lists.remove(
        callerOf(request),
        portAddress,
        request.params.portAddressId,
        request.params.supplierId,
      );
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${S}/:supplierId/port-addresses`,
    {
      schema: { tags, params: ZSupplierPortParams, body: ZPortAddressSave, response: created(ZPortAddress) },
      config: { access: EDIT },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          (await supplier.lists.create(
            callerOf(request),
            portAddress,
            request.body,
            request.params.supplierId,
          )) as never,
        ),
  );
  r.post(
    `${S}/settings/get-port-addresses`,
    { schema: { tags, body: ZSupplierListRequest, response: ok(ZPaged(ZPortAddress)) }, config: { access: READ } },
    (request) => supplier.lists.page(callerOf(request), portAddress, request.body) as never,
  );

  // Consignees and AOH contacts: the same shape under settings/.
  const settingsList = (kind: Exclude<ListKind, 'port-addresses'>, save: z.ZodType, item: z.ZodType) => {
    const getter = kind === 'consignees' ? 'get-consignees' : 'get-aoh-contacts';
    r.get(
      `${S}/settings/${kind}/:id`,
      { schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: ok(item) }, config: { access: READ } },
      (request) => supplier.lists.get(callerOf(request), kind, request.params.id) as never,
    );
    r.put(
      `${S}/settings/${kind}/:id`,
      { schema: { tags, params: ZIdParams, body: save, response: ok(item) }, config: { access: EDIT } },
      (request) =>
        supplier.lists.update(
          callerOf(request),
          kind,
          request.params.id,
          request.body as Record<string, unknown>,
        ) as never,
    );
    r.delete(
      `${S}/settings/${kind}/:id`,
      { schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: noContent }, config: { access: EDIT } },
      async (request, reply) => {
        await supplier.lists.remove(callerOf(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
    r.post(
      `${S}/settings/${kind}`,
      { schema: { tags, body: save, response: created(item) }, config: { access: EDIT } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            (await supplier.lists.create(callerOf(request), kind, request.body as Record<string, unknown>)) as never,
          ),
    );
    r.post(
      `${S}/settings/${getter}`,
      { schema: { tags, body: ZSupplierListRequest, response: ok(ZPaged(item)) }, config: { access: READ } },
      (request) => supplier.lists.page(callerOf(request), kind, request.body) as never,
    );
  };
  settingsList('consignees', ZConsigneeSave, ZConsignee);
  settingsList('aoh-contacts', ZAohContactSave, ZAohContact);

  r.get(
    `${S}/settings/ports/load`,
    { schema: { tags, querystring: ZPortsQuery, response: ok(z.array(ZServedPort)) }, config: { access: READ } },
    (request) => supplier.ownPorts(callerOf(request), request.query.countryId),
  );
  r.get(
    `${S}/:supplierId/ports`,
    {
      schema: { tags, params: ZSupplierPortParams, querystring: ZPortsQuery, response: ok(z.array(ZServedPort)) },
      config: { access: { profileTypes: ['AGENT', 'VENDOR', 'BUYER', 'ADMIN'] } },
    },
    (request) => supplier.supplierPorts(callerOf(request), request.params.supplierId, request.query.countryId),
  );

  // E-mail groups (paths not in the spec: docs/api.md).
  r.get(
    `${S}/settings/email-groups`,
    { schema: { tags, querystring: ZNoQuery, response: ok(ZEmailConfiguration) }, config: { access: READ } },
    (request) => emailGroups.list(callerOf(request)),
  );
  r.post(
    `${S}/settings/email-groups`,
    { schema: { tags, body: ZEmailGroupSave, response: created(ZEmailGroup) }, config: { access: EDIT } },
    async (request, reply) => reply.status(201).send(await emailGroups.create(callerOf(request), request.body)),
  );
  r.put(
    `${S}/settings/email-groups/:id`,
    {
      schema: { tags, params: ZEmailGroupParams, body: ZEmailGroupSave, response: ok(ZEmailGroup) },
      config: { access: EDIT },
    },
    (request) => emailGroups.update(callerOf(request), request.params.id, request.body),
  );
  r.delete(
    `${S}/settings/email-groups/:id`,
    {
      schema: { tags, params: ZEmailGroupParams, querystring: ZNoQuery, response: noContent },
      config: { access: EDIT },
    },
    async (request, reply) => {
      await emailGroups.remove(callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${S}/settings/email-groups/:id/addresses/:addressId/resend`,
    { schema: { tags, params: ZEmailAddressParams, response: ok(ZEmailGroup) }, config: { access: EDIT } },
    (request) => emailGroups.resend(callerOf(request), request.params.id, request.params.addressId),
  );
  r.post(
    `${S}/settings/email-groups/submit`,
    { schema: { tags, response: ok(ZEmailConfiguration) }, config: { access: EDIT } },
    (request) => emailGroups.submit(callerOf(request)),
  );
  r.post(
    '/da-app/public/email-confirmation',
    {
      schema: { tags, body: ZEmailConfirm, response: ok(ZEmailConfirmResult) },
      config: { access: PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (request) => emailGroups.confirm(request.body.token),
  );
}
