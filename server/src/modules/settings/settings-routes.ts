import {
  ZBillingCompany,
  ZBillingCompanyCreate,
  ZBillingCompanySave,
  ZBuyerSettingsProfile,
  ZBuyerSettingsProfileSave,
  ZBuyerUser,
  ZBuyerUserCreate,
  ZBuyerUserSave,
  ZDepartmentCreate,
  ZDepartmentOption,
  ZDepartmentRow,
  ZDepartmentSave,
  ZHideableField,
  ZIdParams,
  ZNoQuery,
  ZRoleOption,
} from '@portcall/contracts/settings';
import { z } from 'zod';
import { ANY_PROFILE, callerOf } from '../../platform/http/access';
import { BUYER, buyerWith } from '../../platform/http/access-rules';
import { type ApiApp, errorResponses } from '../../platform/http/api';
import type { SettingsServices } from './service';

const tags = ['settings'];
const base = '/da-app/secured/buyer/settings';

/** Buyer settings of platform-core §7, departments, and the roles/departments reference calls. */
export function registerSettingsRoutes(r: ApiApp, { company, users }: Pick<SettingsServices, 'company' | 'users'>) {
  r.get(
    `${base}/profile`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZBuyerSettingsProfile, ...errorResponses } },
      config: { access: BUYER },
    },
    (request) => company.loadProfile(callerOf(request)),
  );
  r.post(
    `${base}/profile/save`,
    {
      schema: { tags, body: ZBuyerSettingsProfileSave, response: { 200: ZBuyerSettingsProfile, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_COMPANY') },
    },
    (request) => company.saveProfile(callerOf(request), request.body),
  );
  r.get(
    `${base}/buyer-hidden-fields`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: z.array(ZHideableField), ...errorResponses } },
      config: { access: BUYER },
    },
    (request) => company.listHiddenFields(callerOf(request)),
  );

  r.get(
    `${base}/buyer-user/:buyerProfileId/load`,
    {
      schema: {
        tags,
        params: z.strictObject({ buyerProfileId: ZIdParams.shape.id }),
        querystring: ZNoQuery,
        response: { 200: ZBuyerUser, ...errorResponses },
      },
      config: { access: buyerWith('SETTINGS_EDIT_USER') },
    },
    (request) => users.loadUser(callerOf(request), request.params.buyerProfileId),
  );
  r.post(
    `${base}/buyer-user/save`,
    {
      schema: { tags, body: ZBuyerUserSave, response: { 200: ZBuyerUser, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_USER', { manager: true }) },
    },
    (request) => users.saveUser(callerOf(request), request.body),
  );
  r.post(
    `${base}/buyer-user/create`,
    {
      schema: { tags, body: ZBuyerUserCreate, response: { 201: ZBuyerUser, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_USER', { manager: true }) },
    },
    async (request, reply) => reply.status(201).send(await users.createUser(callerOf(request), request.body)),
  );

  r.get(
    `${base}/billing-company/:id/load`,
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZBillingCompany, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_BILLING_COMPANIES') },
    },
    (request) => company.loadBillingCompany(callerOf(request), request.params.id),
  );
  r.post(
    `${base}/billing-company/save`,
    {
      schema: { tags, body: ZBillingCompanySave, response: { 200: ZBillingCompany, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_BILLING_COMPANIES') },
    },
    (request) => company.saveBillingCompany(callerOf(request), request.body),
  );
  r.post(
    `${base}/billing-company/create`,
    {
      schema: { tags, body: ZBillingCompanyCreate, response: { 201: ZBillingCompany, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_BILLING_COMPANIES') },
    },
    async (request, reply) =>
      reply.status(201).send(await company.createBillingCompany(callerOf(request), request.body)),
  );

  // Departments: the spec lists them (ref/buyer-departments) but no call to edit them; see docs/api.md.
  r.post(
    `${base}/department/create`,
    {
      schema: { tags, body: ZDepartmentCreate, response: { 201: ZDepartmentRow, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_COMPANY') },
    },
    async (request, reply) => reply.status(201).send(await users.createDepartment(callerOf(request), request.body)),
  );
  r.post(
    `${base}/department/save`,
    {
      schema: { tags, body: ZDepartmentSave, response: { 200: ZDepartmentRow, ...errorResponses } },
      config: { access: buyerWith('SETTINGS_EDIT_COMPANY') },
    },
    (request) => users.saveDepartment(callerOf(request), request.body),
  );

  const refList = <T extends z.ZodType>(item: T) => ({
    tags,
    querystring: ZNoQuery,
    response: { 200: z.array(item), ...errorResponses },
  });
  r.get(
    '/da-app/secured/ref/buyer-departments',
    { schema: refList(ZDepartmentOption), config: { access: BUYER } },
    (request) => users.listDepartments(callerOf(request), { eligibleOnly: false }),
  );
  r.get(
    '/da-app/secured/ref/buyer-eligible-departments',
    { schema: refList(ZDepartmentOption), config: { access: BUYER } },
    (request) => users.listDepartments(callerOf(request), { eligibleOnly: true }),
  );
  r.get(
    '/da-app/secured/ref/roles',
    { schema: refList(ZRoleOption), config: { access: { profileTypes: ANY_PROFILE } } },
    () => users.listRoles(),
  );
}
