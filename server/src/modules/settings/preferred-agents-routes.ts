import { ZAssignPreferredAgents, ZPreferredAgents, ZPreferredAgentsUpload } from '@portcall/contracts/preferred-agents';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CSV_ONLY } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { PreferredAgents } from './preferred-agents';

const S = '/da-app/secured';
const tags = ['settings'];
const access = { profileTypes: ['BUYER', 'ADMIN'] } as const;
const ZBuyerParams = z.object({ buyerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Preferred agents (operations §7 "Buyer teams and support"). */
export async function preferredAgentRoutes(app: FastifyInstance, deps: { preferred: PreferredAgents }) {
  const r = api(app);
  const { preferred } = deps;
  r.get(
    `${S}/buyer/:buyerId/preferred-agents`,
    {
      schema: { tags, params: ZBuyerParams, response: { 200: ZPreferredAgents, ...errorResponses } },
      config: { access },
    },
    (request) => preferred.load(callerOf(request), request.params.buyerId),
  );
  r.post(
    `${S}/buyer/:buyerId/assign-preferred-agents`,
    {
      schema: {
        tags,
        params: ZBuyerParams,
        body: ZAssignPreferredAgents,
        response: { 200: ZPreferredAgents, ...errorResponses },
      },
      config: { access },
    },
    (request) => preferred.assign(callerOf(request), request.params.buyerId, request.body),
  );
  // Multipart: a `form` part ({ buyerId } for an administrator) and one CSV `attachments` part.
  r.post(
    `${S}/attachment/buyer/assign-preferred-agents`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZPreferredAgents, ...errorResponses },
      },
      config: { access },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZPreferredAgentsUpload, {
        attachments: CSV_ONLY,
        file: CSV_ONLY,
      });
      return preferred.upload(callerOf(request), form.buyerId, files);
    },
  );
}
