import {
  API_KEY_HEADER,
  ZAnalysedPort,
  ZApiKey,
  ZApiKeys,
  ZAvailableInPce,
  ZAvailableInPceQuery,
  ZCountryList,
  ZCountryListQuery,
  ZCreateApiKey,
  ZCreatedApiKey,
  ZCreatePortCodeMapping,
  ZIdParam,
  ZLocation,
  ZLocationData,
  ZLocationRelatedData,
  ZLocationSearchQuery,
  ZLocations,
  ZPortCodeMapping,
  ZPortCodeMappings,
  ZPortSearchList,
  ZPortSearchQuery,
  ZTypedIdParams,
} from '@portcall/contracts/port-analysis';
import { ZPortDirectoryPage, ZPortDirectoryQuery, ZSavePortDetails } from '@portcall/contracts/port-directory';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { PortDirectoryModule } from '../port-directory/module';
import type { PortAnalysisService } from './service';

/** operations §7 "Port analysis service": the port-analysis base (DESIGN §2), secured half. */
export const PORT_ANALYSIS_BASE = '/port-analysis/secured';
/** The admin estimation-api section (platform-core §2). */
export const ESTIMATION_API_ADMIN_BASE = '/da-app/secured/admin/estimation-api';
/** The routes other systems call with an API key (docs/api.md). */
export const ESTIMATION_API_BASE = '/da-app/estimation-api/v1';

const analysis = { access: { profileTypes: ['ADMIN'], authority: 'ADMIN_PORT_ANALYSIS' } } as const;
const estimationAdmin = { access: { profileTypes: ['ADMIN'], authority: 'ADMIN_ESTIMATION_API' } } as const;

const ZMappingQuery = z.strictObject({
  portId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
const ZCodeParams = z.strictObject({
  mappingType: z.string().trim().min(1).max(40),
  code: z.string().trim().min(1).max(40),
});

export async function portAnalysisRoutes(
  app: FastifyInstance,
  deps: { analysis: PortAnalysisService; directory: Pick<PortDirectoryModule, 'search'> },
) {
  const r = api(app);
  const s = deps.analysis;
  const A = PORT_ANALYSIS_BASE;
  const tags = ['port-analysis'];

  r.get(
    `${A}/country/list`,
    {
      schema: { tags, querystring: ZCountryListQuery, response: { 200: ZCountryList, ...errorResponses } },
      config: analysis,
    },
    (request) => s.listCountries(request.query.name),
  );
  r.get(
    `${A}/location/search`,
    {
      schema: { tags, querystring: ZLocationSearchQuery, response: { 200: ZLocations, ...errorResponses } },
      config: analysis,
    },
    (request) => s.searchLocations(request.query.location),
  );
  r.get(
    `${A}/location/:id`,
    { schema: { tags, params: ZIdParam, response: { 200: ZLocation, ...errorResponses } }, config: analysis },
    (request) => s.location(request.params.id),
  );
  r.get(
    `${A}/location/:id/related-data`,
    {
      schema: { tags, params: ZIdParam, response: { 200: ZLocationRelatedData, ...errorResponses } },
      config: analysis,
    },
    (request) => s.relatedData(request.params.id),
  );
  r.get(
    `${A}/:type/:id/location-data`,
    { schema: { tags, params: ZTypedIdParams, response: { 200: ZLocationData, ...errorResponses } }, config: analysis },
    (request) => s.locationData(request.params.type, request.params.id),
  );
  r.get(
    `${A}/port/search`,
    {
      schema: { tags, querystring: ZPortSearchQuery, response: { 200: ZPortSearchList, ...errorResponses } },
      config: analysis,
    },
    (request) => s.searchPorts(request.query.portName),
  );
  r.get(
    `${A}/port/:id`,
    { schema: { tags, params: ZIdParam, response: { 200: ZAnalysedPort, ...errorResponses } }, config: analysis },
    (request) => s.loadPort(request.params.id),
  );
  r.post(
    `${A}/port`,
    { schema: { tags, body: ZSavePortDetails, response: { 200: ZAnalysedPort, ...errorResponses } }, config: analysis },
    (request) => s.savePort(callerOf(request), request.body),
  );
  r.patch(
    `${A}/port/:id/available-in-pce`,
    {
      schema: {
        tags,
        params: ZIdParam,
        querystring: ZAvailableInPceQuery,
        response: { 200: ZAvailableInPce, ...errorResponses },
      },
      config: analysis,
    },
    (request) => s.setAvailableInPce(callerOf(request), request.params.id, request.query.state),
  );

  // The admin estimation-api section: port code mappings and API keys.
  const E = ESTIMATION_API_ADMIN_BASE;
  const etags = ['estimation-api'];
  r.get(
    `${E}/port-mappings`,
    {
      schema: { tags: etags, querystring: ZMappingQuery, response: { 200: ZPortCodeMappings, ...errorResponses } },
      config: estimationAdmin,
    },
    (request) => s.listMappings(request.query.portId),
  );
  r.post(
    `${E}/port-mappings`,
    {
      schema: { tags: etags, body: ZCreatePortCodeMapping, response: { 200: ZPortCodeMapping, ...errorResponses } },
      config: estimationAdmin,
    },
    (request) => s.createMapping(callerOf(request), request.body),
  );
  r.delete(
    `${E}/port-mappings/:id`,
    {
      schema: { tags: etags, params: ZIdParam, response: { 200: z.object({ id: z.number() }), ...errorResponses } },
      config: estimationAdmin,
    },
    (request) => s.deleteMapping(callerOf(request), request.params.id),
  );
  r.get(
    `${E}/api-keys`,
    { schema: { tags: etags, response: { 200: ZApiKeys, ...errorResponses } }, config: estimationAdmin },
    () => s.listKeys(),
  );
  r.post(
    `${E}/api-keys`,
    {
      schema: { tags: etags, body: ZCreateApiKey, response: { 200: ZCreatedApiKey, ...errorResponses } },
      config: estimationAdmin,
    },
    (request) => s.createKey(callerOf(request), request.body),
  );
  r.post(
    `${E}/api-keys/:id/revoke`,
    {
      schema: { tags: etags, params: ZIdParam, response: { 200: ZApiKey, ...errorResponses } },
      config: estimationAdmin,
    },
    (request) => s.revokeKey(callerOf(request), request.params.id),
  );

  // Key-authenticated reads for other systems: no session (PUBLIC to the session hook), the key
  // checked before the handler. The estimator's own calls will hang off this base.
  const K = ESTIMATION_API_BASE;
  const ktags = ['estimation-api (API key)'];
  const requireKey = async (request: FastifyRequest) => {
    const header = request.headers[API_KEY_HEADER];
    await s.authenticateKey(Array.isArray(header) ? header[0] : header);
  };
  r.get(
    `${K}/ports/search`,
    {
      schema: {
        tags: ktags,
        querystring: ZPortDirectoryQuery,
        response: { 200: ZPortDirectoryPage, ...errorResponses, 429: errorResponses[400] },
      },
      config: { access: PUBLIC },
      onRequest: requireKey,
    },
    (request) => deps.directory.search(request.query),
  );
  r.get(
    `${K}/ports/by-code/:mappingType/:code`,
    {
      schema: {
        tags: ktags,
        params: ZCodeParams,
        response: { 200: ZLocation, ...errorResponses, 429: errorResponses[400] },
      },
      config: { access: PUBLIC },
      onRequest: requireKey,
    },
    (request) => s.portOfCode(request.params.mappingType, request.params.code),
  );
}
