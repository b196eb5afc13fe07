import {
  ZAnalyzeParams,
  ZAnalyzeQuery,
  ZAnalyzerFeedback,
  ZAnalyzerFeedbackAnswer,
  ZBulkApprovePendingSplit,
  ZBulkResolveInspections,
  ZBulkSplit,
  ZClarificationAnswer,
  ZClarificationRequest,
  ZEditExpense,
  ZEditHusbandryExpense,
  ZEnvironmentalDiscount,
  ZExpenseAnalysis,
  ZExpenseEvaluationList,
  ZExpenseInspections,
  ZExpenseNameQuery,
  ZExpenseParameters,
  ZHusbandryParameters,
  ZLineAnswer,
  ZResolveInspection,
} from '@portcall/contracts/evaluation-lines';
import { ZEvaluation, ZFormParams } from '@portcall/contracts/evaluations';
import { policyAccess } from '@portcall/contracts/policy';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../platform/http/access';
import { buyerDa } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { LineActions } from './line-actions';
import type { LineBulk } from './line-bulk';
import type { LineReview } from './line-review';

const tags = ['evaluations'];
const S = '/da-app/secured';
/** The spec's "base evaluation" calls live under /da-app/secured/evaluation (docs/api.md). */
const E = `${S}/evaluation`;
const params = ZIdParams;
const one = { 200: ZEvaluation, ...errorResponses };
const line = { 200: ZLineAnswer, ...errorResponses };
const inspections = { 200: ZExpenseInspections, ...errorResponses };

/** Evaluation line actions of operations §7 "Evaluations (base evaluation)". */
export async function evaluationLineRoutes(
  app: FastifyInstance,
  deps: { actions: LineActions; bulk: LineBulk; review: LineReview },
) {
  const r = api(app);
  const { actions, bulk, review } = deps;

  r.post(
    `${E}/bulk-split-expenses`,
    { schema: { tags, body: ZBulkSplit, response: one }, config: { access: policyAccess('EVALUATION_BULK_SPLIT') } },
    (request) => bulk.bulkSplit(callerOf(request), request.body),
  );
  r.post(
    `${E}/:id/bulk-approve-pending-split-expenses`,
    {
      schema: { tags, params, body: ZBulkApprovePendingSplit, response: one },
      config: { access: policyAccess('EVALUATION_APPROVE_SPLIT_PARTS') },
    },
    (request) => bulk.bulkApprovePendingSplit(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/save-expense-evaluation-parameters`,
    {
      schema: { tags, params, body: ZExpenseParameters, response: line },
      config: { access: policyAccess('EXPENSE_EDIT') },
    },
    (request) => actions.saveParameters(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/save-expense-evaluation-husbandry-parameters`,
    {
      schema: { tags, params, body: ZHusbandryParameters, response: line },
      config: { access: policyAccess('EXPENSE_EDIT') },
    },
    (request) => actions.saveHusbandryParameters(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/edit-expense-evaluation`,
    { schema: { tags, params, body: ZEditExpense, response: line }, config: { access: policyAccess('EXPENSE_EDIT') } },
    (request) => actions.edit(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/edit-husbandry-expense-evaluation`,
    {
      schema: { tags, params, body: ZEditHusbandryExpense, response: line },
      config: { access: policyAccess('EXPENSE_EDIT') },
    },
    (request) => actions.editHusbandry(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/environmental-discount-amount/save`,
    {
      schema: { tags, params, body: ZEnvironmentalDiscount, response: line },
      config: { access: policyAccess('EXPENSE_EDIT') },
    },
    (request) => actions.saveEnvironmentalDiscount(callerOf(request), request.params.id, request.body),
  );

  // ---- expense inspection ----
  r.get(
    `${E}/:id/expense-inspection/list`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: inspections },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VIEW') },
    },
    (request) => review.inspections(callerOf(request), request.params.id),
  );
  r.post(
    `${E}/expense-inspection/resolve`,
    {
      schema: { tags, body: ZResolveInspection, response: inspections },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VERIFY') },
    },
    (request) => review.resolve(callerOf(request), request.body),
  );
  r.post(
    `${E}/expense-inspection/bulk-resolve`,
    {
      schema: { tags, body: ZBulkResolveInspections, response: inspections },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VERIFY') },
    },
    (request) => review.bulkResolve(callerOf(request), request.body),
  );

  // ---- analysis, feedback, clarifications ----
  r.get(
    `${E}/:id/expense/:expenseId/analyze`,
    {
      schema: {
        tags,
        params: ZAnalyzeParams,
        querystring: ZAnalyzeQuery,
        response: { 200: ZExpenseAnalysis, ...errorResponses },
      },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VIEW') },
    },
    (request) => review.analyze(callerOf(request), request.params.id, request.params.expenseId, request.query),
  );
  r.post(
    `${S}/formula/analyzer/feedback`,
    {
      schema: { tags, body: ZAnalyzerFeedback, response: { 200: ZAnalyzerFeedbackAnswer, ...errorResponses } },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VIEW') },
    },
    (request) => review.feedback(callerOf(request), request.body),
  );
  r.post(
    `${E}/:id/clarifications-request/send`,
    {
      schema: { tags, params, body: ZClarificationRequest, response: { 200: ZClarificationAnswer, ...errorResponses } },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_EDIT') },
    },
    (request) => review.sendClarificationRequest(callerOf(request), request.params.id, request.body),
  );
  r.get(
    `${S}/form/:formId/expense-evaluation/load`,
    {
      schema: {
        tags,
        params: ZFormParams,
        querystring: ZExpenseNameQuery,
        response: { 200: ZExpenseEvaluationList, ...errorResponses },
      },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_VIEW') },
    },
    (request) => review.loadByExpenseName(callerOf(request), request.params.formId, request.query.expenseName),
  );
}
