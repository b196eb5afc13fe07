import type { TAuthority } from '@portcall/contracts/access';
import {
  ZAdjustAnswer,
  ZAdjustBalance,
  ZBulkApprovePayments,
  ZBulkPay,
  ZBulkPayAnswer,
  ZCashFlowAccounts,
  ZCashFlowMovements,
  ZCashFlowQuery,
  ZPayForm,
  ZPayment,
  ZPaymentBackForReview,
  ZPaymentInstruction,
  ZPaymentInstructionForm,
  ZPaymentInstructionPage,
  ZPaymentInstructionParams,
  ZPaymentInstructionPatch,
  ZPaymentInstructionPeople,
  ZPaymentInstructionSearch,
  ZPaymentInstructions,
  ZPaymentRequestApproval,
  ZPaymentSettings,
  ZPaymentSettingsForm,
  ZPayments,
  ZPaymentVersion,
  ZPaymentWithWarnings,
  ZVerifyBulkPaymentAnswer,
  ZVerifyBulkPaymentForm,
} from '@portcall/contracts/payments';
import { policyAccess } from '@portcall/contracts/policy';
import { ZBuyerIdParams, ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS, NO_FILES } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { PaymentInstructionService } from './instructions';
import type { PaymentService } from './service';
import type { PaymentSettingsService } from './settings';

const tags = ['payments'];
const S = '/da-app/secured';
const one = { 200: ZPayment, ...errorResponses };

/** A buyer of the FINANCIAL product holding the authority (any of several). */
const financial = (authority: TAuthority | readonly TAuthority[]): Access => ({
  profileTypes: ['BUYER'],
  product: 'FINANCIAL',
  ...(typeof authority === 'string' ? { authority } : { anyAuthority: authority }),
});
const CASH_FLOW_READERS: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['FINANCIAL_VIEW', 'ADMIN_FINANCIAL'],
};
const ADJUSTER: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_ADJUST_BALANCE' };

/** The optional Idempotency-Key header (DESIGN §5). */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key ? key.slice(0, 200) : undefined;
}

/** operations §7 "Payments" and the buyer cash-flow accounts. */
export async function paymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; instructions: PaymentInstructionService; settings: PaymentSettingsService },
) {
  const r = api(app);
  const { payments, instructions, settings } = deps;

  r.get(
    `${S}/financial/payments/:id`,
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: one },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => payments.load(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/proforma/:id/payment`,
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: one },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => payments.ofProforma(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/proforma/:id/payment/delete`,
    {
      schema: { tags, params: ZIdParams, body: ZPaymentVersion, response: { 200: z.object({}), ...errorResponses } },
      config: { access: financial('FINANCIAL_PAYMENT_ORDER_REVIEWER') },
    },
    async (request) => {
      await payments.deleteOfProforma(callerOf(request), request.params.id, request.body.version);
      return {};
    },
  );
  r.post(
    `${S}/payments/:id/request-approval`,
    {
      schema: { tags, params: ZIdParams, body: ZPaymentRequestApproval, response: one },
      config: { access: policyAccess('PAYMENT_REQUEST_APPROVAL') },
    },
    (request) => payments.requestApproval(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${S}/payments/:id/approve`,
    {
      schema: { tags, params: ZIdParams, body: ZPaymentVersion, response: one },
      config: { access: policyAccess('PAYMENT_APPROVE') },
    },
    (request) => payments.approve(callerOf(request), request.params.id, request.body.version),
  );
  r.post(
    `${S}/payments/:id/back-for-review`,
    {
      schema: { tags, params: ZIdParams, body: ZPaymentBackForReview, response: one },
      config: { access: policyAccess('PAYMENT_BACK_FOR_REVIEW') },
    },
    (request) => payments.backForReview(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${S}/payments/bulk-approve`,
    {
      schema: { tags, body: ZBulkApprovePayments, response: { 200: ZPayments, ...errorResponses } },
      config: { access: policyAccess('PAYMENT_APPROVE') },
    },
    (request) => payments.bulkApprove(callerOf(request), request.body.items),
  );
  // Multipart: a JSON part `form` (ZPayForm) plus `attachments` (remittance documents); JSON works too.
  r.post(
    `${S}/financial/payment/pay`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZPaymentWithWarnings, ...errorResponses },
      },
      config: { access: policyAccess('PAYMENT_PAY') },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZPayForm, ATTACHMENTS);
      return payments.pay(callerOf(request), form, files, idempotencyKey(request));
    },
  );
  r.post(
    `${S}/financial/payments/bulk-pay`,
    {
      schema: { tags, body: ZBulkPay, response: { 200: ZBulkPayAnswer, ...errorResponses } },
      config: { access: policyAccess('PAYMENT_PAY') },
    },
    (request) => payments.bulkPay(callerOf(request), request.body, idempotencyKey(request)),
  );
  // Multipart: a JSON part `form` (ZVerifyBulkPaymentForm) plus `attachments` (the bank's documents).
  r.post(
    `${S}/payments/verify-bulk-payment`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZVerifyBulkPaymentAnswer, ...errorResponses },
      },
      config: { access: financial('FINANCIAL_PAYMENT_ORDER_APPROVER') },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZVerifyBulkPaymentForm, ATTACHMENTS);
      return payments.verifyBulkPayment(callerOf(request), form, files, idempotencyKey(request));
    },
  );
  // The buyer's payment settings (the remitted-below percentage of platform-core §8).
  const settingsResponse = { 200: ZPaymentSettings, ...errorResponses };
  r.get(
    `${S}/buyer/:buyerId/payment-settings`,
    {
      schema: { tags, params: ZBuyerIdParams, querystring: ZNoQuery, response: settingsResponse },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => settings.load(callerOf(request), request.params.buyerId),
  );
  r.put(
    `${S}/buyer/:buyerId/payment-settings`,
    {
      schema: { tags, params: ZBuyerIdParams, body: ZPaymentSettingsForm, response: settingsResponse },
      config: { access: financial('FINANCIAL_PAYMENT_ORDER_APPROVER') },
    },
    (request) => settings.save(callerOf(request), request.params.buyerId, request.body),
  );
  r.get(
    `${S}/buyer/:buyerId/buyer-cash-flow-accounts`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZNoQuery,
        response: { 200: ZCashFlowAccounts, ...errorResponses },
      },
      config: { access: CASH_FLOW_READERS },
    },
    (request) => payments.cashFlowAccounts(callerOf(request), request.params.buyerId),
  );
  r.get(
    `${S}/financial/buyer/:buyerId/cash-flow-account-payments`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZCashFlowQuery,
        response: { 200: ZCashFlowMovements, ...errorResponses },
      },
      config: { access: CASH_FLOW_READERS },
    },
    (request) => payments.cashFlowMovements(callerOf(request), request.params.buyerId, request.query),
  );
  // Multipart (`form` part) or JSON.
  r.post(
    `${S}/financial/payment/adjust`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZAdjustAnswer, ...errorResponses },
      },
      config: { access: ADJUSTER },
    },
    async (request) => {
      const { form } = await readMultipartForm(request, ZAdjustBalance, NO_FILES);
      return payments.adjust(callerOf(request), form, idempotencyKey(request));
    },
  );

  // Buyer payment instructions (platform-core §7).
  const PI = `${S}/buyers/:buyerId/payment-instructions`;
  const instruction = { 200: ZPaymentInstruction, ...errorResponses };
  r.get(
    PI,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZPaymentInstructionSearch,
        response: { 200: ZPaymentInstructionPage, ...errorResponses },
      },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => instructions.search(callerOf(request), request.params.buyerId, request.query),
  );
  r.get(
    `${PI}/people`,
    {
      schema: {
        tags,
        params: ZBuyerIdParams,
        querystring: ZNoQuery,
        response: { 200: ZPaymentInstructionPeople, ...errorResponses },
      },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => instructions.people(callerOf(request), request.params.buyerId),
  );
  r.get(
    `${PI}/:id`,
    {
      schema: { tags, params: ZPaymentInstructionParams, querystring: ZNoQuery, response: instruction },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => instructions.load(callerOf(request), request.params.buyerId, request.params.id),
  );
  r.post(
    PI,
    {
      schema: { tags, params: ZBuyerIdParams, body: ZPaymentInstructionForm, response: instruction },
      config: { access: financial('FINANCIAL_PAYMENT_ORDER_REVIEWER') },
    },
    (request) => instructions.create(callerOf(request), request.params.buyerId, request.body),
  );
  r.patch(
    `${PI}/:id`,
    {
      schema: { tags, params: ZPaymentInstructionParams, body: ZPaymentInstructionPatch, response: instruction },
      config: { access: financial('FINANCIAL_PAYMENT_ORDER_REVIEWER') },
    },
    (request) => instructions.update(callerOf(request), request.params.buyerId, request.params.id, request.body),
  );
  r.get(
    `${S}/payment-instructions`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZPaymentInstructions, ...errorResponses } },
      config: { access: financial('FINANCIAL_VIEW') },
    },
    (request) => instructions.listOwn(callerOf(request)),
  );
}
