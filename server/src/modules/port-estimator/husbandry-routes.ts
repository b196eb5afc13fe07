import {
  HUSBANDRY_ESTIMATOR_PATH,
  ZAdvancedCalculateRequest,
  ZAdvancedGroupQuery,
  ZBasicCalculateRequest,
  ZBasicGroupsQuery,
  ZHusbandryAnswer,
  ZHusbandryPort,
  ZHusbandryPortsQuery,
} from '@portcall/contracts/husbandry-estimator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { HusbandryService } from './husbandry';

const H = HUSBANDRY_ESTIMATOR_PATH;
const tags = ['husbandry-estimator'];
/** platform-core §6: the husbandry estimator product with HBC_VIEW; the advanced calls HBC_ADVANCED_VIEW. */
const basic: Access = { profileTypes: ['BUYER'], product: 'HUSBANDRY_ESTIMATOR', authority: 'HBC_VIEW' };
const advanced: Access = { profileTypes: ['BUYER'], product: 'HUSBANDRY_ESTIMATOR', authority: 'HBC_ADVANCED_VIEW' };
const answer = { 200: ZHusbandryAnswer, ...errorResponses };

/** operations §7 "Estimators", husbandry. */
export async function husbandryRoutes(app: FastifyInstance, deps: { husbandry: HusbandryService }) {
  const r = api(app);
  const { husbandry } = deps;
  r.get(
    `${H}/get-basic-groups`,
    { schema: { tags, querystring: ZBasicGroupsQuery, response: answer }, config: { access: basic } },
    (request) => husbandry.basicGroups(request.query.portId),
  );
  r.post(
    `${H}/calculate`,
    { schema: { tags, body: ZBasicCalculateRequest, response: answer }, config: { access: basic } },
    (request) => husbandry.calculate(request.body.portId, request.body.groupIds),
  );
  r.get(
    `${H}/advanced/get-advanced-group`,
    { schema: { tags, querystring: ZAdvancedGroupQuery, response: answer }, config: { access: advanced } },
    (request) => husbandry.advancedGroup(request.query.portId, request.query.groupId),
  );
  r.post(
    `${H}/advance/calculate`,
    { schema: { tags, body: ZAdvancedCalculateRequest, response: answer }, config: { access: advanced } },
    (request) => husbandry.advancedCalculate(request.body.portId, request.body.items),
  );
  r.get(
    `${H}/filter/ports`,
    {
      schema: {
        tags,
        querystring: ZHusbandryPortsQuery,
        response: { 200: z.array(ZHusbandryPort), ...errorResponses },
      },
      config: { access: basic },
    },
    (request) => husbandry.ports(request.query.filter),
  );
}
