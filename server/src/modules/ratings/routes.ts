import { ZPageQuery } from '@portcall/contracts/paging';
import {
  ZAgentRating,
  ZAgentRatingPage,
  ZAgentRatingSave,
  ZAppointmentAgentRating,
  ZAverageRating,
} from '@portcall/contracts/ratings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { RatingService } from './service';

const S = '/da-app/secured';
const tags = ['ratings'];
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const view = { profileTypes: ['BUYER'], authority: 'AGENT_RATING_VIEW' } as const;

/** operations §7 "Ratings". */
export async function ratingRoutes(app: FastifyInstance, deps: { ratings: RatingService }) {
  const r = api(app);
  const { ratings } = deps;

  r.get(
    `${S}/appointment/:id/agent-rating`,
    {
      schema: { tags, params: z.object({ id: ZId }), response: { 200: ZAppointmentAgentRating, ...errorResponses } },
      config: { access: view },
    },
    (request) => ratings.forAppointment(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/agent-rating`,
    {
      schema: { tags, body: ZAgentRatingSave, response: { 200: ZAgentRating, ...errorResponses } },
      config: { access: { profileTypes: ['BUYER'], authority: 'AGENT_RATING_SUBMIT' } },
    },
    (request) => ratings.save(callerOf(request), request.body),
  );
  // An agent reads its own average from a buyer (never who rated); the buyer reads its own figures.
  r.get(
    `${S}/buyers/:buyerId/agents/:agentId/average-rating`,
    {
      schema: {
        tags,
        params: z.object({ buyerId: ZId, agentId: ZId }),
        response: { 200: ZAverageRating, ...errorResponses },
      },
      config: { access: { profileTypes: ['BUYER', 'AGENT'] } },
    },
    (request) => ratings.average(callerOf(request), request.params.buyerId, request.params.agentId),
  );
  r.get(
    `${S}/buyers/:buyerId/agents/:agentId/agent-ratings`,
    {
      schema: {
        tags,
        params: z.object({ buyerId: ZId, agentId: ZId }),
        querystring: ZPageQuery,
        response: { 200: ZAgentRatingPage, ...errorResponses },
      },
      config: { access: view },
    },
    (request) =>
      ratings.list(
        callerOf(request),
        request.params.buyerId,
        request.params.agentId,
        request.query.page,
        request.query.size,
      ),
  );
}
