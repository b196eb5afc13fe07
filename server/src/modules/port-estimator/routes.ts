import {
  PORT_ESTIMATOR_PATH,
  ZEstimatorVessel,
  ZExecuteAnswer,
  ZExecuteRequest,
  ZFilterVesselsQuery,
  ZLoadConfiguration,
  ZLoadConfigurationQuery,
  ZSimulationVesselsQuery,
} from '@portcall/contracts/port-estimator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, callerOf } from '../../platform/http/access';
import { sendAnswer } from '../../platform/http/answer-cache';
import { api, errorResponses } from '../../platform/http/api';
import type { PortEstimatorService } from './service';

const P = PORT_ESTIMATOR_PATH;
const tags = ['port-estimator'];
const ZIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** platform-core §6: the buyer's port estimator product with PORT_ESTIMATOR_VIEW. */
export const ESTIMATOR_ACCESS: Access = {
  profileTypes: ['BUYER'],
  product: 'PORT_ESTIMATOR',
  authority: 'PORT_ESTIMATOR_VIEW',
};
const vesselList = { 200: z.array(ZEstimatorVessel), ...errorResponses };

/** operations §7 "Estimators", port cost. */
export async function portEstimatorRoutes(app: FastifyInstance, deps: { estimator: PortEstimatorService }) {
  const r = api(app);
  const { estimator } = deps;
  const access = ESTIMATOR_ACCESS;

  r.post(
    `${P}/execute`,
    {
      schema: { tags, body: ZExecuteRequest, response: { 200: ZExecuteAnswer, ...errorResponses } },
      // A POST only for its body's size: an estimate writes nothing (the session cache stays valid).
      config: { access, isReadOnly: true },
    },
    // Written by answer-json.ts (the formulas' fixed parts escaped once), the bytes the schema's
    // serializer would write.
    async (request, reply) =>
      sendAnswer(reply, Buffer.from(await estimator.executeJson(callerOf(request), request.body))),
  );
  r.get(
    `${P}/filter-vessels`,
    { schema: { tags, querystring: ZFilterVesselsQuery, response: vesselList }, config: { access } },
    (request) => estimator.filterVessels(callerOf(request), request.query.text, request.query.isModelVessel === 'true'),
  );
  r.get(
    `${P}/port/:portId/vessel/:vesselId/load-configuration`,
    {
      schema: {
        tags,
        params: z.object({ portId: ZIdParam, vesselId: ZIdParam }),
        querystring: ZLoadConfigurationQuery,
        response: { 200: ZLoadConfiguration, ...errorResponses },
      },
      config: { access },
    },
    (request) =>
      estimator.loadConfiguration(
        callerOf(request),
        request.params.portId,
        request.params.vesselId,
        request.query.isModelVessel === 'true',
      ),
  );
  r.get(
    `${P}/port-simulation-configuration/filter-vessels`,
    { schema: { tags, querystring: ZSimulationVesselsQuery, response: vesselList }, config: { access } },
    (request) => estimator.simulationVessels(callerOf(request), request.query.text),
  );
}
