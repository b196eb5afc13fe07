import {
  ZAccountingCodeStateUpdate,
  ZAccountingCodeUploadAnswer,
  ZAprSubmit,
  ZBudgetCommit,
  ZBudgetCommitForm,
  ZBudgetReminder,
  ZChartererAccountExpenses,
  ZChartererAccountReport,
  ZDepartmentReminderParams,
  ZEvaluationPaymentDetails,
  ZEvaluationTask,
  ZSavePaymentDueDate,
  ZSavePaymentInstructions,
} from '@portcall/contracts/evaluation-workflow';
import { ZPayment } from '@portcall/contracts/payments';
import { policyAccess } from '@portcall/contracts/policy';
import { ZBuyerIdParams, ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CSV_ONLY } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { buyerDa } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { AccountingCodeBulk } from './accounting-codes';
import type { BudgetWorkflow } from './workflow-budget';
import type { PaymentWorkflow } from './workflow-payment';

const tags = ['evaluations'];
const S = '/da-app/secured';
const E = `${S}/evaluation`;
const params = ZIdParams;
const reply = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/** As `accounting-code/save` (CODE_EDITORS in routes.ts). */
const CODE_EDITORS: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['SETTINGS_EDIT_COMPANY', 'ADMIN_SUPPORT'],
};

/** Evaluation workflow calls of operations §7 "Evaluations" and "Accounting codes" (docs/api.md). */
export async function evaluationWorkflowRoutes(
  app: FastifyInstance,
  deps: { budget: BudgetWorkflow; payment: PaymentWorkflow; codes: AccountingCodeBulk },
) {
  const r = api(app);
  const { budget, payment, codes } = deps;

  r.get(
    `${E}/:id/budget-commit`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZBudgetCommit) },
      config: { access: buyerDa(['DA_EVALUATION_BUDGET_COMMIT', 'DA_EVALUATION_VIEW']) },
    },
    (request) => budget.budgetCommit(callerOf(request), request.params.id),
  );
  r.post(
    `${E}/:id/budget-commit`,
    {
      schema: { tags, params, body: ZBudgetCommitForm.optional(), response: reply(ZBudgetCommit) },
      config: { access: buyerDa('DA_EVALUATION_BUDGET_COMMIT') },
    },
    (request) => budget.commit(callerOf(request), request.params.id, request.body ?? {}),
  );
  r.post(
    `${E}/:id/budget-commit/send-reminder/department/:departmentName`,
    {
      schema: { tags, params: ZDepartmentReminderParams, response: reply(ZBudgetReminder) },
      config: { access: buyerDa('DA_EVALUATION_BUDGET_COMMIT') },
    },
    (request) => budget.remind(callerOf(request), request.params.id, request.params.departmentName),
  );
  r.get(
    `${E}/:id/get-task`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZEvaluationTask.nullable()) },
      config: { access: buyerDa(['DA_EVALUATION_VIEW', 'DA_EVALUATION_RETRY_TASK']) },
    },
    (request) => budget.task(callerOf(request), request.params.id),
  );
  r.post(
    `${E}/:id/retry-task`,
    {
      schema: { tags, params, response: reply(ZEvaluationTask) },
      config: { access: buyerDa('DA_EVALUATION_RETRY_TASK') },
    },
    (request) => budget.retry(callerOf(request), request.params.id),
  );

  r.post(
    `${E}/save-payment-instructions`,
    {
      schema: { tags, body: ZSavePaymentInstructions, response: reply(ZEvaluationPaymentDetails) },
      config: { access: buyerDa('DA_EVALUATION_VERIFY') },
    },
    (request) => payment.saveInstructions(callerOf(request), request.body),
  );
  r.post(
    `${E}/save-payment-due-date`,
    {
      schema: { tags, body: ZSavePaymentDueDate, response: reply(ZEvaluationPaymentDetails) },
      config: { access: buyerDa('DA_EVALUATION_VERIFY') },
    },
    (request) => payment.saveDueDate(callerOf(request), request.body),
  );
  r.post(
    `${E}/apr-submit`,
    {
      schema: { tags, body: ZAprSubmit, response: reply(ZPayment) },
      config: { access: policyAccess('EVALUATION_REQUEST_PAYMENT') },
    },
    (request) => payment.aprSubmit(callerOf(request), request.body),
  );
  r.get(
    `${E}/:id/load-available-charterer-account-expenses`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZChartererAccountExpenses) },
      config: { access: buyerDa('DA_EVALUATION_CHARTERER_ACCOUNT_REPORT') },
    },
    (request) => payment.availableChartererExpenses(callerOf(request), request.params.id),
  );
  // A GET that records the report, as the spec names it; it is idempotent in effect: a line is reported once.
  r.get(
    `${E}/:id/submit-charterer-account-report`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: reply(ZChartererAccountReport) },
      config: { access: buyerDa('DA_EVALUATION_CHARTERER_ACCOUNT_REPORT') },
    },
    (request) => payment.submitChartererReport(callerOf(request), request.params.id),
  );

  // ---- accounting codes in bulk ----
  // Multipart: one CSV file part (columns code, subAccount, description, group, isActive).
  r.post(
    `${S}/buyer/:buyerId/accounting-codes/upload-attachment`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        consumes: ['multipart/form-data'],
        response: reply(ZAccountingCodeUploadAnswer),
      },
      config: { access: CODE_EDITORS },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, z.strictObject({}), { attachments: CSV_ONLY, file: CSV_ONLY });
      return codes.upload(callerOf(request), request.params.buyerId, files);
    },
  );
  r.get(
    `${S}/buyer/:buyerId/accounting-codes/download-csv`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZNoQuery,
        response: reply(z.any().describe('text/csv')),
      },
      config: { access: CODE_EDITORS },
    },
    async (request, res) => {
      const csv = await codes.download(callerOf(request), request.params.buyerId);
      return res
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="accounting-codes-${request.params.buyerId}.csv"`)
        .send(csv);
    },
  );
  r.post(
    `${S}/buyer/:buyerId/accounting-codes/update-state`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        body: ZAccountingCodeStateUpdate,
        response: reply(ZAccountingCodeUploadAnswer),
      },
      config: { access: CODE_EDITORS },
    },
    (request) => codes.updateState(callerOf(request), request.params.buyerId, request.body),
  );
}
