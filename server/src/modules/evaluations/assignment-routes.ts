import { ZEvaluationInList } from '@portcall/contracts/appointments';
import { ZActiveFlowStep, ZActiveFlowStepQuery, ZAssignEvaluation } from '@portcall/contracts/evaluations';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { EvaluationAssignment } from './assignment';

const access: Access = { profileTypes: ['BUYER'], product: 'DA_TOOL', authority: 'DA_EVALUATION_VIEW' };

/** platform-core §7: POST evaluation/assign and GET evaluations/active-flow-step?evaluationIds=. */
export async function evaluationAssignmentRoutes(app: FastifyInstance, deps: { assignment: EvaluationAssignment }) {
  const r = api(app);
  r.post(
    '/da-app/secured/evaluation/assign',
    {
      schema: {
        tags: ['evaluations'],
        body: ZAssignEvaluation,
        response: { 200: ZEvaluationInList, ...errorResponses },
      },
      config: { access },
    },
    (request) => deps.assignment.assign(callerOf(request), request.body),
  );
  r.get(
    '/da-app/secured/evaluations/active-flow-step',
    {
      schema: {
        tags: ['evaluations'],
        querystring: ZActiveFlowStepQuery,
        response: { 200: z.array(ZActiveFlowStep), ...errorResponses },
      },
      config: { access },
    },
    (request) => deps.assignment.activeFlowSteps(callerOf(request), request.query.evaluationIds),
  );
}
