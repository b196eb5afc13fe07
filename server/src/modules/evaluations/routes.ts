import {
  ZAccountingCode,
  ZAccountingCodeOption,
  ZAccountingCodeSave,
  ZAccountingCodes,
  ZAmendInvoiceNumber,
  ZAssignAccountingCodeQuery,
  ZBackForReview,
  ZBudgetCheck,
  ZBulkApprove,
  ZBulkAssignAccountingCode,
  ZDepartmentAccountingCodesParams,
  ZDiscrepancies,
  ZDivideSplit,
  ZEvaluation,
  ZEvaluationBerth,
  ZEvaluationRef,
  ZFormParams,
  ZMarkAsDeleted,
  ZReallocateSplit,
  ZRelatableProforma,
  ZSaveEvaluationValues,
  ZSplitExpense,
  ZVerifyExpense,
  ZVersioned,
} from '@portcall/contracts/evaluations';
import { policyAccess } from '@portcall/contracts/policy';
import { ZBuyerIdParams, ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { buyerDa } from '../../platform/http/access-rules';
import { sendAnswer, serializeAnswer } from '../../platform/http/answer-cache';
import { api, errorResponses } from '../../platform/http/api';
import type { ExpenseEvaluationService } from './expense-service';
import type { EvaluationService } from './service';

const tags = ['evaluations'];
const S = '/da-app/secured';
/** The spec lists these relative to a "base evaluation" path; ours is /da-app/secured/evaluation (docs/api.md). */
const E = `${S}/evaluation`;
const one = { 200: ZEvaluation, ...errorResponses };
const params = ZIdParams;

/** A buyer of the DA tool holding the authority (or any of several; the service picks the exact one). */
const BUYER_OR_SUPPORT: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW', 'ADMIN_SUPPORT'],
};
const CODE_EDITORS: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['SETTINGS_EDIT_COMPANY', 'ADMIN_SUPPORT'],
};

/** operations §7 "Evaluations (base evaluation)", form/{formId}/..., and "Accounting codes". */
/** The three attachment kinds of a verified line (plus plain `attachments`, taken as the principal's). */
const EXPENSE_ATTACHMENTS = {
  attachments: DOCUMENTS,
  principalAttachments: DOCUMENTS,
  ownerAttachments: DOCUMENTS,
  chartererAttachments: DOCUMENTS,
};

export async function evaluationRoutes(
  app: FastifyInstance,
  deps: { evaluations: EvaluationService; expenses: ExpenseEvaluationService },
) {
  const r = api(app);
  const { evaluations, expenses } = deps;

  r.get(
    `${E}/:id/load`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: one },
      config: { access: buyerDa('DA_EVALUATION_VIEW') },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await evaluations.loadAnswer(callerOf(request), request.params.id, (answer) => serializeAnswer(reply, answer)),
      ),
  );
  r.post(
    `${E}/save-evaluation-values`,
    {
      schema: { tags, body: ZSaveEvaluationValues, response: one },
      config: { access: buyerDa('DA_EVALUATION_VERIFY') },
    },
    (request) => evaluations.saveValues(callerOf(request), request.body),
  );
  // Multipart: `form` (ZVerifyExpense) plus principalAttachments / ownerAttachments / chartererAttachments files.
  r.post(
    `${E}/:id/verify-expense-evaluation`,
    {
      schema: { tags, params, consumes: ['multipart/form-data', 'application/json'], response: one },
      config: { access: policyAccess('EXPENSE_VERIFY') },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZVerifyExpense, EXPENSE_ATTACHMENTS);
      return expenses.verify(callerOf(request), request.params.id, form, files);
    },
  );
  r.post(
    `${E}/bulk-approve-expenses`,
    {
      schema: { tags, body: ZBulkApprove, response: one },
      config: { access: policyAccess('EVALUATION_APPROVE_VERIFIED') },
    },
    (request) => expenses.bulkApprove(callerOf(request), request.body),
  );
  r.post(
    `${E}/:id/split-expense-evaluation`,
    {
      schema: { tags, params, body: ZSplitExpense, response: one },
      config: { access: policyAccess('EXPENSE_SPLIT') },
    },
    (request) => expenses.split(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/back-for-review-expense-evaluation`,
    {
      schema: { tags, params, body: ZBackForReview, response: one },
      config: { access: policyAccess('EXPENSE_BACK_FOR_REVIEW') },
    },
    (request) => expenses.backForReview(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/restore-expense-evaluation`,
    {
      schema: { tags, params, body: ZVersioned, response: one },
      config: { access: policyAccess('EXPENSE_RESTORE') },
    },
    (request) => expenses.restore(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/revert-expense-evaluation`,
    {
      schema: { tags, params, body: ZVersioned, response: one },
      config: { access: policyAccess('EXPENSE_REVERT') },
    },
    (request) => expenses.revert(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/delete-child-expense-evaluation`,
    {
      schema: { tags, params, body: ZVersioned, response: one },
      config: { access: buyerDa('DA_EXPENSE_SPLIT_EVALUATION_EDIT') },
    },
    (request) => expenses.deleteChild(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/divide-split-expense-evaluation`,
    {
      schema: { tags, params, body: ZDivideSplit, response: one },
      config: { access: buyerDa('DA_EXPENSE_SPLIT_EVALUATION_DIVIDE') },
    },
    (request) => expenses.divide(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/:id/reallocate-split-expense-evaluation`,
    {
      schema: { tags, params, body: ZReallocateSplit, response: one },
      config: { access: buyerDa('DA_EXPENSE_SPLIT_EVALUATION_REALLOCATE') },
    },
    (request) => expenses.reallocate(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${E}/mark-as-deleted`,
    { schema: { tags, body: ZMarkAsDeleted, response: one }, config: { access: policyAccess('EVALUATION_DELETE') } },
    (request) => evaluations.markAsDeleted(callerOf(request), request.body),
  );
  r.post(
    `${E}/reset`,
    { schema: { tags, body: ZEvaluationRef, response: one }, config: { access: policyAccess('EVALUATION_RESET') } },
    (request) => evaluations.reset(callerOf(request), request.body),
  );
  r.get(
    `${E}/:id/budget-check`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZBudgetCheck, ...errorResponses } },
      config: { access: buyerDa('DA_EVALUATION_BUDGET_CHECK') },
    },
    (request) => evaluations.budgetCheck(callerOf(request), request.params.id),
  );
  r.post(
    `${E}/:id/budget-check`,
    {
      schema: { tags, params, response: { 200: ZBudgetCheck, ...errorResponses } },
      config: { access: buyerDa('DA_EVALUATION_BUDGET_CHECK') },
    },
    (request) => evaluations.runBudgetCheck(callerOf(request), request.params.id),
  );
  r.get(
    `${E}/:id/load-available-to-relate-proformas`,
    {
      schema: {
        tags,
        params,
        querystring: ZNoQuery,
        response: { 200: z.array(ZRelatableProforma), ...errorResponses },
      },
      config: { access: buyerDa('DA_EVALUATION_VIEW') },
    },
    (request) => evaluations.relatable(callerOf(request), request.params.id),
  );
  r.get(
    `${E}/:id/analyze/discrepancies`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZDiscrepancies, ...errorResponses } },
      config: { access: buyerDa('DA_EVALUATION_VIEW') },
    },
    (request) => evaluations.discrepancies(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/form/:formId/evaluation`,
    {
      schema: { tags, params: ZFormParams, querystring: ZNoQuery, response: one },
      config: { access: buyerDa('DA_EVALUATION_VIEW') },
    },
    (request) => evaluations.loadByForm(callerOf(request), request.params.formId),
  );
  r.post(
    `${S}/form/:formId/amend-invoice-number`,
    {
      schema: { tags, params: ZFormParams, body: ZAmendInvoiceNumber, response: one },
      config: { access: buyerDa('DA_EVALUATION_VERIFY') },
    },
    (request) => evaluations.amendInvoiceNumber(callerOf(request), request.params.formId, request.body.invoiceNumber),
  );

  r.get(
    `${E}/:id/berths`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: z.array(ZEvaluationBerth), ...errorResponses } },
      config: { access: buyerDa('DA_EVALUATION_VIEW') },
    },
    (request) => evaluations.berths(callerOf(request), request.params.id),
  );

  // ---- accounting codes ----
  r.get(
    `${S}/buyer/:buyerId/accounting-codes`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZNoQuery,
        response: { 200: ZAccountingCodes, ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => evaluations.accountingCodes(callerOf(request), request.params.buyerId),
  );
  r.get(
    `${S}/ref/buyer/:buyerId/department/:departmentId/accounting-codes`,
    {
      schema: {
        tags,
        params: ZDepartmentAccountingCodesParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZAccountingCodeOption), ...errorResponses },
      },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) =>
      evaluations.departmentAccountingCodes(callerOf(request), request.params.buyerId, request.params.departmentId),
  );
  r.get(
    `${S}/accounting-code/:id/load`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZAccountingCode, ...errorResponses } },
      config: { access: BUYER_OR_SUPPORT },
    },
    (request) => evaluations.loadAccountingCode(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/accounting-code/save`,
    {
      schema: { tags, body: ZAccountingCodeSave, response: { 200: ZAccountingCode, ...errorResponses } },
      config: { access: CODE_EDITORS },
    },
    (request) => evaluations.saveAccountingCode(callerOf(request), request.body),
  );
  r.post(
    `${S}/expense-evaluation/:id/assign-accounting-code`,
    {
      schema: { tags, params, querystring: ZAssignAccountingCodeQuery, response: one },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_EDIT') },
    },
    (request) => evaluations.assignAccountingCode(callerOf(request), request.params.id, request.query),
  );
  r.post(
    `${E}/bulk-assign-accounting-code`,
    {
      schema: { tags, body: ZBulkAssignAccountingCode, response: one },
      config: { access: buyerDa('DA_EXPENSE_EVALUATION_EDIT') },
    },
    (request) => evaluations.bulkAssignAccountingCode(callerOf(request), request.body),
  );
}
