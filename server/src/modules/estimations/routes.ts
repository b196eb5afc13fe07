import {
  ZEstimation,
  ZEstimationForm,
  ZEstimationHistory,
  ZEstimationListQuery,
  ZEstimationTestAnswer,
  ZEstimationTestRequest,
  ZLambdaFormulaAnswer,
  ZLambdaFormulaRequest,
  ZScheduleQuery,
} from '@portcall/contracts/estimations';
import { ZPaged } from '@portcall/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { PublishedFormulas } from './published';
import type { EstimationService } from './service';

const S = '/da-app/secured';
const tags = ['estimations'];
const ZIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const one = { 200: ZEstimation, ...errorResponses };
/** Formulas are written by the platform's port-analysis administrators (platform-core §2, §6). */
const access: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_PORT_ANALYSIS' };
const multipart = ['multipart/form-data', 'application/json'];

/** operations §7 "Expense estimation formulas" (and a list for the formula editor). */
export async function estimationRoutes(
  app: FastifyInstance,
  deps: { estimations: EstimationService; published: PublishedFormulas },
) {
  const r = api(app);
  const { estimations } = deps;
  const byId = { params: z.object({ estimationId: ZIdParam }) };

  r.post(
    `${S}/expense-estimation-formula`,
    { schema: { tags, consumes: multipart, response: one }, config: { access } },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZEstimationForm, ATTACHMENTS);
      return estimations.create(callerOf(request), form, files);
    },
  );
  r.post(
    `${S}/expense-estimation-formula/test`,
    {
      schema: { tags, body: ZEstimationTestRequest, response: { 200: ZEstimationTestAnswer, ...errorResponses } },
      config: { access },
    },
    (request) => estimations.test(request.body),
  );
  r.post(
    `${S}/expense-estimation-formula/:estimationId`,
    { schema: { tags, ...byId, consumes: multipart, response: one }, config: { access } },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZEstimationForm, ATTACHMENTS);
      return estimations.update(callerOf(request), request.params.estimationId, form, files);
    },
  );
  r.get(
    `${S}/expense-estimations`,
    {
      schema: { tags, querystring: ZEstimationListQuery, response: { 200: ZPaged(ZEstimation), ...errorResponses } },
      config: { access },
    },
    (request) => estimations.list(request.query),
  );
  r.get(
    `${S}/expense-estimation/:estimationId`,
    { schema: { tags, ...byId, response: one }, config: { access } },
    (request) => estimations.load(request.params.estimationId),
  );
  r.delete(
    `${S}/expense-estimation/:estimationId`,
    {
      schema: { tags, ...byId, response: { 200: z.object({ id: z.number() }), ...errorResponses } },
      config: { access },
    },
    (request) => estimations.remove(callerOf(request), request.params.estimationId),
  );
  r.post(
    `${S}/expense-estimation/:estimationId/duplicate`,
    { schema: { tags, ...byId, response: one }, config: { access } },
    (request) => estimations.duplicate(callerOf(request), request.params.estimationId),
  );
  r.patch(
    `${S}/expense-estimation/:estimationId/archive`,
    { schema: { tags, ...byId, response: one }, config: { access } },
    (request) => estimations.archive(callerOf(request), request.params.estimationId),
  );
  r.patch(
    `${S}/expense-estimation/:estimationId/publish`,
    { schema: { tags, ...byId, response: one }, config: { access } },
    (request) => estimations.publish(callerOf(request), request.params.estimationId),
  );
  r.patch(
    `${S}/expense-estimation/:estimationId/schedule_publish`,
    { schema: { tags, ...byId, querystring: ZScheduleQuery, response: one }, config: { access } },
    (request) =>
      estimations.schedulePublish(
        callerOf(request),
        request.params.estimationId,
        new Date(request.query.schedule_date),
      ),
  );
  r.get(
    `${S}/expense-estimation/:expenseId/history`,
    {
      schema: {
        tags,
        params: z.object({ expenseId: ZIdParam }),
        response: { 200: ZEstimationHistory, ...errorResponses },
      },
      config: { access },
    },
    (request) => estimations.history(request.params.expenseId),
  );
  r.post(
    '/da-app/secured/lambda/formula',
    {
      schema: { tags, body: ZLambdaFormulaRequest, response: { 200: ZLambdaFormulaAnswer, ...errorResponses } },
      config: { access },
    },
    (request) => estimations.lambda(deps.published, request.body.portId, request.body.inputs),
  );
}
