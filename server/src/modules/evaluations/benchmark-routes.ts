import { ZEvaluationBenchmarks } from '@portcall/contracts/evaluation-benchmarks';
import { policyAccess } from '@portcall/contracts/policy';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { LineBenchmarks } from './benchmarks';

const E = '/da-app/secured/evaluation';

/**
 * GET evaluation/{id}/benchmarks (issue 44 item 1; no spec call, docs/api.md): the line benchmarks
 * and checks of an evaluation, read apart from its load so the evaluation page does not wait for them.
 */
export async function benchmarkRoutes(app: FastifyInstance, deps: { benchmarks: LineBenchmarks }) {
  api(app).get(
    `${E}/:id/benchmarks`,
    {
      schema: {
        tags: ['evaluations'],
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: ZEvaluationBenchmarks, ...errorResponses },
      },
      config: { access: policyAccess('EVALUATION_VIEW_BENCHMARKS') },
    },
    (request) => deps.benchmarks.forEvaluation(callerOf(request), request.params.id),
  );
}
