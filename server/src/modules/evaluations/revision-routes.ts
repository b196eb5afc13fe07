import { ZEvaluationRevision } from '@portcall/contracts/proforma-revisions';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { Revisions } from './revision';

/** GET evaluation/{id}/revision (docs/api.md): what the latest revision of the evaluated DA changed. */
export async function evaluationRevisionRoutes(app: FastifyInstance, deps: { revisions: Revisions }) {
  api(app).get(
    '/da-app/secured/evaluation/:id/revision',
    {
      schema: {
        tags: ['evaluations'],
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: ZEvaluationRevision, ...errorResponses },
      },
      config: {
        access: {
          profileTypes: ['BUYER'],
          product: 'DA_TOOL',
          anyAuthority: ['DA_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VIEW'],
        },
      },
    },
    (request) => deps.revisions.revisionOf(callerOf(request), request.params.id),
  );
}
