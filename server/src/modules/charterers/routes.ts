import {
  ZCharterer,
  ZChartererSave,
  ZChartererSuggest,
  ZCharterersRequest,
  ZChartererVesselTypeSave,
} from '@portcall/contracts/admin';
import { ZId, ZOption } from '@portcall/contracts/fields';
import { ZPaged } from '@portcall/contracts/paging';
import { ZNoQuery } from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { CharterersService } from './service';

const S = '/da-app/secured';
const tags = ['charterers'];
const reply = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
/** The list is kept by support administrators. */
const SUPPORT: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_SUPPORT' };
/** A buyer of the DA tool reads its own charterers. */
const BUYER_DA: Access = { profileTypes: ['BUYER'], product: 'DA_TOOL', authority: 'DA_VIEW' };

export async function chartererRoutes(app: FastifyInstance, deps: { charterers: CharterersService }) {
  const r = api(app);
  const { charterers } = deps;
  r.post(
    `${S}/charterers`,
    { schema: { tags, body: ZCharterersRequest, response: reply(ZPaged(ZCharterer)) }, config: { access: SUPPORT } },
    (request) => charterers.list(request.body),
  );
  r.get(
    `${S}/charterer/:id/load`,
    {
      schema: { tags, params: z.strictObject({ id: ZId }), querystring: ZNoQuery, response: reply(ZCharterer) },
      config: { access: SUPPORT },
    },
    (request) => charterers.load(request.params.id),
  );
  r.post(
    `${S}/charterer/save`,
    { schema: { tags, body: ZChartererSave, response: reply(ZCharterer) }, config: { access: SUPPORT } },
    (request) => charterers.save(callerOf(request), request.body),
  );
  r.post(
    `${S}/charterer/suggest`,
    { schema: { tags, body: ZChartererSuggest, response: reply(z.array(ZOption)) }, config: { access: SUPPORT } },
    (request) => charterers.suggest(request.body.text),
  );
  r.post(
    `${S}/charterer-vessel-type/save`,
    { schema: { tags, body: ZChartererVesselTypeSave, response: reply(ZCharterer) }, config: { access: SUPPORT } },
    (request) => charterers.saveVesselType(callerOf(request), request.body),
  );
  r.get(
    `${S}/ref/buyer/vessel/:vesselType/charterers`,
    {
      schema: {
        tags,
        params: z.strictObject({ vesselType: ZId }),
        querystring: ZNoQuery,
        response: reply(z.array(ZOption)),
      },
      config: { access: BUYER_DA },
    },
    (request) => charterers.forBuyer(callerOf(request), request.params.vesselType),
  );
}
