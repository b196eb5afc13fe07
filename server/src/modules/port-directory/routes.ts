import {
  ZHarborComplex,
  ZHarborComplexQuery,
  ZPortAdditionalInformation,
  ZPortDirectoryPage,
  ZPortDirectoryQuery,
  ZPortHeader,
  ZPortIdParam,
  ZPortInformation,
  ZPortNameParam,
  ZPortOverview,
  ZPortPrompt,
  ZPortPromptAnswer,
  ZPortSuppliers,
  ZPortsByName,
} from '@portcall/contracts/port-directory';
import type { FastifyInstance } from 'fastify';
import { api, errorResponses } from '../../platform/http/api';
import type { PortDirectoryService } from './service';

export const PORT_DIRECTORY_BASE = '/da-app/secured/port-directory';
const B = PORT_DIRECTORY_BASE;
const tags = ['port-directory'];
/** platform-core §2/§6: buyers and agents holding the port-directory product and PORT_DIRECTORY_VIEW. */
export const portDirectoryAccess = {
  profileTypes: ['BUYER', 'AGENT'],
  product: 'PORT_DIRECTORY',
  authority: 'PORT_DIRECTORY_VIEW',
} as const;
const config = { access: portDirectoryAccess };
const params = ZPortIdParam;

/** operations §7 "Port directory" (paths under /da-app/secured/port-directory, docs/api.md). */
export async function portDirectoryRoutes(app: FastifyInstance, deps: { directory: PortDirectoryService }) {
  const r = api(app);
  const { directory } = deps;

  r.get(
    `${B}/search`,
    {
      schema: { tags, querystring: ZPortDirectoryQuery, response: { 200: ZPortDirectoryPage, ...errorResponses } },
      config,
    },
    (request) => directory.search(request.query),
  );
  r.post(
    `${B}/ai/port/search`,
    {
      schema: { tags, body: ZPortPrompt, response: { 200: ZPortPromptAnswer, ...errorResponses } },
      // A POST for its prompt: the search writes nothing (the session cache stays valid after it).
      config: { ...config, isReadOnly: true },
    },
    (request) => directory.searchByPrompt(request.body),
  );
  r.get(
    `${B}/port/:portName`,
    { schema: { tags, params: ZPortNameParam, response: { 200: ZPortsByName, ...errorResponses } }, config },
    (request) => directory.byName(request.params.portName),
  );
  r.get(
    `${B}/header/port/:portId`,
    { schema: { tags, params, response: { 200: ZPortHeader, ...errorResponses } }, config },
    (request) => directory.header(request.params.portId),
  );
  r.get(
    `${B}/supplier/port/:portId`,
    { schema: { tags, params, response: { 200: ZPortSuppliers, ...errorResponses } }, config },
    (request) => directory.suppliers(request.params.portId),
  );
  r.get(
    `${B}/port-information/port/:portId`,
    { schema: { tags, params, response: { 200: ZPortInformation, ...errorResponses } }, config },
    (request) => directory.information(request.params.portId),
  );
  r.get(
    `${B}/port-information/port/:portId/additional-information`,
    { schema: { tags, params, response: { 200: ZPortAdditionalInformation, ...errorResponses } }, config },
    (request) => directory.additionalInformation(request.params.portId),
  );
  r.get(
    `${B}/harbor-complex/port/:portId`,
    {
      schema: { tags, params, querystring: ZHarborComplexQuery, response: { 200: ZHarborComplex, ...errorResponses } },
      config,
    },
    (request) => directory.harborComplex(request.params.portId, request.query),
  );
  r.get(
    `${B}/overview/port/:portId`,
    { schema: { tags, params, response: { 200: ZPortOverview, ...errorResponses } }, config },
    (request) => directory.overview(request.params.portId),
  );
}
