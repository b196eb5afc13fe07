import { ZDaQueuePage, ZDaQueueQuery } from '@portcall/contracts/da-queue';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { DaQueueService } from './queue';

/** The buyer DA tool's work queue (docs/api.md). */
export async function daQueueRoutes(app: FastifyInstance, deps: { queue: DaQueueService }) {
  api(app).get(
    '/da-app/secured/buyer/da-tool/evaluations',
    {
      schema: { tags: ['evaluations'], querystring: ZDaQueueQuery, response: { 200: ZDaQueuePage, ...errorResponses } },
      config: {
        access: { profileTypes: ['BUYER'], product: 'DA_TOOL', anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW'] },
      },
    },
    (request) => deps.queue.list(callerOf(request), request.query),
  );
}
