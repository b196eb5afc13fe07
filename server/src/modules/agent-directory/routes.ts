import {
  ZAgentDetails,
  ZAgentDirectoryPage,
  ZAgentDirectoryQuery,
  ZAgentPageQuery,
} from '@portcall/contracts/agent-directory';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { AgentDirectoryService } from './service';

const S = '/da-app/secured';
const tags = ['agent-directory'];
const access = { profileTypes: ['BUYER'], product: 'AGENT_DIRECTORY', authority: 'AGENT_DIRECTORY_VIEW' } as const;

/** platform-core §2 agent-directory; operations §7 `agent?id=`. */
export async function agentDirectoryRoutes(app: FastifyInstance, deps: { directory: AgentDirectoryService }) {
  const r = api(app);
  const { directory } = deps;

  r.get(
    `${S}/buyer/agent-directory/agents`,
    {
      schema: { tags, querystring: ZAgentDirectoryQuery, response: { 200: ZAgentDirectoryPage, ...errorResponses } },
      config: { access },
    },
    (request) => directory.search(callerOf(request), request.query),
  );
  r.get(
    `${S}/agent`,
    {
      schema: { tags, querystring: ZAgentPageQuery, response: { 200: ZAgentDetails, ...errorResponses } },
      config: { access },
    },
    (request) => directory.details(callerOf(request), request.query.id, request.query.portId ?? null),
  );
}
