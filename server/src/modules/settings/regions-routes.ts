import { ZOption } from '@portcall/contracts/fields';
import { ZPaged } from '@portcall/contracts/paging';
import {
  ZIdParams,
  ZNoQuery,
  ZProfileRules,
  ZProfileRulesSave,
  ZRegion,
  ZRegionCreate,
  ZRegionSave,
  ZRegionsQuery,
  ZRule,
  ZRuleCreate,
  ZRuleEntityTypeOption,
  ZRuleSave,
  ZRulesQuery,
} from '@portcall/contracts/settings';
import { z } from 'zod';
import { callerOf } from '../../platform/http/access';
import { BUYER, BUYER_OR_SUPPORT, PEOPLE_OR_SUPPORT } from '../../platform/http/access-rules';
import { type ApiApp, errorResponses } from '../../platform/http/api';
import type { SettingsServices } from './service';

const tags = ['settings'];

/** Regions and rules (operations §7 "Regions", "Rules") and their reference calls. */
export function registerRegionRoutes(r: ApiApp, { regions }: Pick<SettingsServices, 'regions'>) {
  r.get(
    '/da-app/secured/regions',
    {
      schema: { tags, querystring: ZRegionsQuery, response: { 200: ZPaged(ZRegion), ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.listRegions(callerOf(request), request.query),
  );
  r.get(
    '/da-app/secured/region/:id',
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZRegion, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.loadRegion(callerOf(request), request.params.id),
  );
  r.put(
    '/da-app/secured/region',
    {
      schema: { tags, body: ZRegionCreate, response: { 201: ZRegion, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    async (request, reply) => reply.status(201).send(await regions.createRegion(callerOf(request), request.body)),
  );
  r.post(
    '/da-app/secured/region',
    {
      schema: { tags, body: ZRegionSave, response: { 200: ZRegion, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.saveRegion(callerOf(request), request.body),
  );
  r.get(
    '/da-app/secured/ref/buyer/:id/regions',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZOption), ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => regions.listRegionOptions(callerOf(request), request.params.id),
  );
  r.get(
    '/da-app/secured/ref/profile/rules/regions',
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: z.array(ZOption), ...errorResponses } },
      config: { access: BUYER },
    },
    (request) => regions.listOwnRuleRegions(callerOf(request)),
  );

  r.get(
    '/da-app/secured/rules',
    {
      schema: { tags, querystring: ZRulesQuery, response: { 200: ZPaged(ZRule), ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.listRules(callerOf(request), request.query),
  );
  r.get(
    '/da-app/secured/rule/entity-types',
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: z.array(ZRuleEntityTypeOption), ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.listRuleEntityTypes(callerOf(request)),
  );
  r.get(
    '/da-app/secured/rule/:id',
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZRule, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.loadRule(callerOf(request), request.params.id),
  );
  r.put(
    '/da-app/secured/rule',
    {
      schema: { tags, body: ZRuleCreate, response: { 201: ZRule, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    async (request, reply) => reply.status(201).send(await regions.createRule(callerOf(request), request.body)),
  );
  r.post(
    '/da-app/secured/rule',
    {
      schema: { tags, body: ZRuleSave, response: { 200: ZRule, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.saveRule(callerOf(request), request.body),
  );
  r.post(
    '/da-app/secured/profile/rules',
    {
      schema: { tags, body: ZProfileRulesSave, response: { 200: ZProfileRules, ...errorResponses } },
      config: { access: PEOPLE_OR_SUPPORT },
    },
    (request) => regions.saveProfileRules(callerOf(request), request.body),
  );
}
