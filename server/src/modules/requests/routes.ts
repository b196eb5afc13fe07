import { ZId } from '@portcall/contracts/fields';
import { ZPaged } from '@portcall/contracts/paging';
import { policyAccess } from '@portcall/contracts/policy';
import { ZExpenseSectionCode } from '@portcall/contracts/refdata';
import {
  ZAdditionalExpenses,
  ZAdditionalRequests,
  ZAgentRequestListItem,
  ZAgentRequestsQuery,
  ZAutoQuoteQuery,
  ZAwardAnswer,
  ZAwardQuote,
  ZCatalogueExpense,
  ZCommentBody,
  ZDecline,
  ZHistoricalExpenses,
  ZPricelist,
  ZPricelistAmount,
  ZPricelistItem,
  ZPricelistItemSave,
  ZQuotation,
  ZQuote,
  ZRenegotiate,
  ZRequestAgentOption,
  ZRequestCase,
  ZRequestCaseListItem,
  ZRequestCasesQuery,
  ZRequestComment,
  ZRequestComparison,
  ZRequestForQuotation,
  ZRequestId,
  ZRequestWizard,
  ZSaveActivitiesExpenses,
  ZSaveAgents,
  ZSaveAgentsStep,
  ZSaveExpensesStep,
  ZSaveVesselPort,
  ZShareAnswer,
  ZSharedCode,
  ZSharedRequestCase,
  ZShareRequestCase,
  ZSubmitStep,
  ZSubmitWizard,
} from '@portcall/contracts/requests';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { RequestsServices } from './module';

const S = '/da-app/secured';
const tags = ['requests'];
const params = z.object({ id: ZId });
const buyer = (authority: 'DA_REQUESTS_VIEW' | 'DA_REQUESTS_CREATE' | 'DA_REQUESTS_EDIT'): Access => ({
  profileTypes: ['BUYER'],
  product: 'DA_TOOL',
  authority,
});
const VIEW = buyer('DA_REQUESTS_VIEW');
const CREATE = buyer('DA_REQUESTS_CREATE');
const EDIT = buyer('DA_REQUESTS_EDIT');
/** The buyer of the case or the agent the request is addressed to (the service checks each side's authority). */
const PARTIES: Access = { profileTypes: ['BUYER', 'AGENT'], product: 'DA_TOOL' };
const AGENT: Access = { profileTypes: ['AGENT'], product: 'DA_TOOL', authority: 'DA_VIEW' };
const AGENT_SETTINGS: Access = { profileTypes: ['AGENT'], authority: 'SETTINGS_EDIT_COMPANY' };
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/** operations §7 "Request-case wizard", "Request cases and quotations", "Request-for-quotation comments". */
export async function requestRoutes(app: FastifyInstance, deps: RequestsServices) {
  const r = api(app);
  const { wizard, requests, cases, compare, pricelist } = deps;
  const rc = `${S}/request-case`;

  // ---- the wizard ----
  r.get(
    `${rc}/catalogue-expenses/:section/list`,
    {
      schema: { tags, params: z.object({ section: ZExpenseSectionCode }), response: ok(z.array(ZCatalogueExpense)) },
      // Agents read it too: their price list is per catalogue expense.
      config: { access: PARTIES },
    },
    (request) => wizard.catalogue(request.params.section),
  );
  // Every step's load answers the whole draft, so the wizard resumes at any step (docs/decisions.md).
  for (const step of [
    'load-vessel-port-step',
    'load-expenses-step',
    'load-wizard',
    'load-activities-agents-step',
    'load-activities-expenses',
  ]) {
    r.get(
      `${rc}/:id/${step}`,
      { schema: { tags, params, response: ok(ZRequestWizard) }, config: { access: VIEW } },
      (request) => wizard.loadWizard(callerOf(request), request.params.id),
    );
  }
  r.get(
    `${rc}/:id/load-agents`,
    { schema: { tags, params, response: ok(z.array(ZRequestAgentOption)) }, config: { access: VIEW } },
    (request) => wizard.loadAgents(callerOf(request), request.params.id),
  );
  r.get(
    `${rc}/:id/load-historical-expenses`,
    { schema: { tags, params, response: ok(ZHistoricalExpenses) }, config: { access: VIEW } },
    (request) => wizard.historical(callerOf(request), request.params.id),
  );
  r.post(
    `${rc}/save-vessel-port`,
    { schema: { tags, body: ZSaveVesselPort, response: ok(ZRequestWizard) }, config: { access: CREATE } },
    (request) => wizard.saveVesselPort(callerOf(request), request.body),
  );
  r.post(
    `${rc}/save-step-2`,
    { schema: { tags, body: ZSaveExpensesStep, response: ok(ZRequestWizard) }, config: { access: CREATE } },
    (request) => wizard.saveExpensesStep(callerOf(request), request.body),
  );
  r.post(
    `${rc}/save-step-3`,
    { schema: { tags, body: ZSaveAgentsStep, response: ok(ZRequestWizard) }, config: { access: CREATE } },
    (request) => wizard.saveAgentsStep(callerOf(request), request.body),
  );
  r.post(
    `${rc}/save-agents`,
    { schema: { tags, body: ZSaveAgents, response: ok(ZRequestWizard) }, config: { access: CREATE } },
    (request) => wizard.saveAgents(callerOf(request), request.body),
  );
  r.post(
    `${rc}/save-activities-expenses-step`,
    { schema: { tags, body: ZSaveActivitiesExpenses, response: ok(ZRequestWizard) }, config: { access: CREATE } },
    (request) => wizard.saveActivitiesExpenses(callerOf(request), request.body),
  );
  // Multipart: a JSON part `form` plus `attachments` (files for every agent); plain JSON too.
  r.post(
    `${rc}/submit-step-4`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: ok(ZRequestCase) },
      config: { access: policyAccess('REQUEST_CASE_SEND') },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZSubmitStep, ATTACHMENTS);
      return wizard.submitStep(callerOf(request), form, files);
    },
  );
  r.post(
    `${rc}/submit-wizard`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: ok(ZRequestCase) },
      config: { access: policyAccess('REQUEST_CASE_SEND') },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZSubmitWizard, ATTACHMENTS);
      return wizard.submitWizard(callerOf(request), form, files);
    },
  );

  // ---- the case ----
  r.get(
    `${S}/request-cases`,
    {
      schema: { tags, querystring: ZRequestCasesQuery, response: ok(ZPaged(ZRequestCaseListItem)) },
      // The dashboard's requests view (DA_DASHBOARD) or the DA tool's (DA_TOOL); the service checks the product.
      config: { access: { profileTypes: ['BUYER'], anyAuthority: ['DA_DASHBOARD_REQUESTS_VIEW', 'DA_REQUESTS_VIEW'] } },
    },
    (request) => cases.listCases(callerOf(request), request.query),
  );
  r.get(
    `${rc}/:id/load`,
    { schema: { tags, params, response: ok(ZRequestCase) }, config: { access: VIEW } },
    (request) => requests.loadCase(callerOf(request), request.params.id),
  );
  r.get(
    `${rc}/:id/cancel`,
    { schema: { tags, params, response: ok(ZRequestCase) }, config: { access: EDIT } },
    (request) => requests.cancelCase(callerOf(request), request.params.id),
  );
  r.get(
    `${rc}/:id/evaluate`,
    { schema: { tags, params, response: ok(ZRequestComparison) }, config: { access: VIEW } },
    (request) => compare.evaluate(callerOf(request), request.params.id),
  );
  r.get(
    `${rc}/:id/request-for-quotation/:rfqId/cancel`,
    {
      schema: { tags, params: z.object({ id: ZId, rfqId: ZId }), response: ok(ZRequestForQuotation) },
      config: { access: EDIT },
    },
    (request) => requests.cancelRequest(callerOf(request), request.params.id, request.params.rfqId),
  );
  r.post(
    `${rc}/:id/share`,
    { schema: { tags, params, body: ZShareRequestCase, response: ok(ZShareAnswer) }, config: { access: EDIT } },
    (request) => cases.share(callerOf(request), request.params.id, request.body.emails),
  );
  r.post(
    `${rc}/:id/share/revoke`,
    { schema: { tags, params, response: ok(ZRequestCase) }, config: { access: EDIT } },
    (request) => cases.revokeShares(callerOf(request), request.params.id),
  );
  r.post(
    `${rc}/submit-additional-request-for-quotation`,
    { schema: { tags, body: ZAdditionalRequests, response: ok(ZRequestCase) }, config: { access: EDIT } },
    (request) => cases.addRequests(callerOf(request), request.body),
  );
  r.put(
    `${rc}/:id/additional-expenses`,
    { schema: { tags, params, body: ZAdditionalExpenses, response: ok(ZRequestCase) }, config: { access: EDIT } },
    (request) => cases.addExpenses(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${rc}/:id/award`,
    {
      schema: { tags, params, body: ZAwardQuote, response: ok(ZAwardAnswer) },
      config: { access: policyAccess('REQUEST_CASE_AWARD') },
    },
    (request) => deps.award.award(callerOf(request), request.params.id, request.body.requestForQuotationId),
  );

  // ---- requests for quotation ----
  const rfq = `${S}/request-for-quotation`;
  r.get(
    `${S}/request-for-quotations`,
    {
      schema: { tags, querystring: ZAgentRequestsQuery, response: ok(ZPaged(ZAgentRequestListItem)) },
      config: { access: AGENT },
    },
    (request) => cases.listForAgent(callerOf(request), request.query),
  );
  r.get(
    `${rfq}/:id/load`,
    { schema: { tags, params, response: ok(ZRequestForQuotation) }, config: { access: PARTIES } },
    (request) => requests.load(callerOf(request), request.params.id),
  );
  r.get(
    `${rfq}/:id/edit`,
    { schema: { tags, params, response: ok(ZRequestForQuotation) }, config: { access: AGENT } },
    (request) => requests.load(callerOf(request), request.params.id),
  );
  r.post(
    `${rfq}/send-reminder`,
    { schema: { tags, body: ZRequestId, response: ok(ZRequestForQuotation) }, config: { access: EDIT } },
    (request) => requests.sendReminder(callerOf(request), request.body.id),
  );
  r.post(
    `${rfq}/renegotiate`,
    { schema: { tags, body: ZRenegotiate, response: ok(ZRequestForQuotation) }, config: { access: EDIT } },
    (request) => requests.renegotiate(callerOf(request), request.body.id, request.body.comment),
  );
  r.post(
    `${rfq}/mark-as-seen`,
    { schema: { tags, body: ZRequestId, response: ok(ZRequestForQuotation) }, config: { access: AGENT } },
    (request) => requests.markAsSeen(callerOf(request), request.body.id),
  );
  r.post(
    `${rfq}/quote`,
    {
      schema: { tags, body: ZQuote, response: ok(ZRequestForQuotation) },
      config: { access: policyAccess('REQUEST_QUOTE') },
    },
    (request) => requests.quote(callerOf(request), request.body),
  );
  r.post(
    `${rfq}/decline`,
    {
      schema: { tags, body: ZDecline, response: ok(ZRequestForQuotation) },
      config: { access: policyAccess('REQUEST_DECLINE') },
    },
    (request) => requests.decline(callerOf(request), request.body.id, request.body.reason),
  );
  r.get(
    `${S}/request-for-quotations/:id/expenses`,
    { schema: { tags, params, response: ok(ZQuotation) }, config: { access: PARTIES } },
    (request) => cases.expenses(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/request-for-quotations/:id/pricelist-amounts`,
    { schema: { tags, params, response: ok(z.array(ZPricelistAmount)) }, config: { access: AGENT } },
    (request) => cases.pricelistAmounts(callerOf(request), request.params.id),
  );
  const commentParams = z.object({ id: ZId, expenseId: ZId });
  r.get(
    `${rfq}/:id/expense/:expenseId/comments`,
    { schema: { tags, params: commentParams, response: ok(z.array(ZRequestComment)) }, config: { access: PARTIES } },
    (request) => cases.comments(callerOf(request), request.params.id, request.params.expenseId),
  );
  r.post(
    `${rfq}/:id/expense/:expenseId/comments`,
    {
      schema: { tags, params: commentParams, body: ZCommentBody, response: ok(z.array(ZRequestComment)) },
      config: { access: PARTIES },
    },
    (request) =>
      cases.addComment(callerOf(request), request.params.id, request.params.expenseId, request.body.commentText),
  );
  const agentRfq = z.object({ agentId: ZId, requestCaseId: ZId });
  r.get(
    `${S}/agent/:agentId/rfq/:requestCaseId/load`,
    { schema: { tags, params: agentRfq, response: ok(ZRequestForQuotation) }, config: { access: VIEW } },
    (request) => requests.loadOf(callerOf(request), request.params.agentId, request.params.requestCaseId),
  );
  r.post(
    `${S}/agent/:agentId/rfq/:requestCaseId/revert`,
    { schema: { tags, params: agentRfq, response: ok(ZRequestForQuotation) }, config: { access: EDIT } },
    (request) => requests.revert(callerOf(request), request.params.agentId, request.params.requestCaseId),
  );

  // ---- the agent's price list ----
  r.get(`${S}/agent/pricelist`, { schema: { tags, response: ok(ZPricelist) }, config: { access: AGENT } }, (request) =>
    pricelist.list(callerOf(request)),
  );
  r.post(
    `${S}/agent/pricelist/save`,
    { schema: { tags, body: ZPricelistItemSave, response: ok(ZPricelistItem) }, config: { access: AGENT_SETTINGS } },
    (request) => pricelist.save(callerOf(request), request.body),
  );
  r.post(
    `${S}/agent/pricelist/:id/delete`,
    { schema: { tags, params, response: ok(z.object({ id: z.number() })) }, config: { access: AGENT_SETTINGS } },
    (request) => pricelist.remove(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/supplier/auto-quote/save`,
    { schema: { tags, querystring: ZAutoQuoteQuery, response: ok(ZPricelist) }, config: { access: AGENT_SETTINGS } },
    (request) => pricelist.saveAutoQuote(callerOf(request), request.query.hasAutoQuoteEnabled),
  );

  // ---- the public shared page (no login; rate-limited against code guessing) ----
  r.post(
    '/da-app/public/shared/request-case/:id',
    {
      schema: { tags, params, body: ZSharedCode, response: { 200: ZSharedRequestCase, ...errorResponses } },
      config: { access: PUBLIC, rateLimit: { max: deps.sharedRateLimit, timeWindow: '1 minute' } },
    },
    (request) => cases.shared(request.params.id, request.body.code),
  );
}
