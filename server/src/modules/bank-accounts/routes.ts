import {
  ZBankAccount,
  ZBankAccountApprove,
  ZBankAccountForm,
  ZBankAccountRecognition,
  ZBankAccountReviewPage,
  ZBankAccountReviewQuery,
  ZBankAccountVerbalVerify,
  ZBankCodes,
  ZBankCodesQuery,
  ZBankDetails,
  ZScanRequest,
  ZScanRequestForm,
  ZSupplierBankAccountsQuery,
} from '@portcall/contracts/bank-accounts';
import { messages } from '@portcall/contracts/messages';
import { policyAccess } from '@portcall/contracts/policy';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { SCANS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { BankLetterReader } from './bank-letter';
import type { ScanRequests } from './scan-requests';
import type { BankAccountService } from './service';

const tags = ['bank-accounts'];
const S = '/da-app/secured';
const one = { 200: ZBankAccount, ...errorResponses };

/** The owner: an agent or a vendor. */
const OWNER: Access = { profileTypes: ['AGENT', 'VENDOR'] };
/** Buyers (DA tool) and bank-accounts administrators review; the service checks product and authority. */
const REVIEWER: Access = {
  profileTypes: ['BUYER', 'ADMIN'],
  anyAuthority: ['DA_EVALUATION_VERIFY', 'ADMIN_BANK_ACCOUNTS'],
};
const OWNER_OR_REVIEWER: Access = { profileTypes: ['AGENT', 'VENDOR', 'BUYER', 'ADMIN'] };

/** operations §7 "Bank accounts". */
export async function bankAccountRoutes(
  app: FastifyInstance,
  deps: { bankAccounts: BankAccountService; scanRequests: ScanRequests; bankLetters: BankLetterReader },
) {
  const r = api(app);
  const { bankAccounts } = deps;

  r.get(
    `${S}/supplier-bank-accounts`,
    {
      schema: {
        tags,
        querystring: ZSupplierBankAccountsQuery,
        response: { 200: z.array(ZBankAccount), ...errorResponses },
      },
      config: { access: OWNER_OR_REVIEWER },
    },
    (request) => bankAccounts.list(callerOf(request), request.query),
  );
  r.get(
    `${S}/buyer/bank-accounts`,
    {
      schema: {
        tags,
        querystring: ZBankAccountReviewQuery,
        response: { 200: ZBankAccountReviewPage, ...errorResponses },
      },
      config: { access: REVIEWER },
    },
    (request) => bankAccounts.listForReview(callerOf(request), request.query),
  );
  r.get(
    `${S}/bank-account/:id/load`,
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: one },
      config: { access: OWNER_OR_REVIEWER },
    },
    (request) => bankAccounts.load(callerOf(request), request.params.id),
  );
  // Multipart: a JSON part `form` (ZBankAccountForm) plus `attachments` files; a JSON body works too.
  r.post(
    `${S}/bank-account/save`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: one },
      config: { access: OWNER },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZBankAccountForm, { attachments: SCANS });
      return bankAccounts.save(callerOf(request), form, files);
    },
  );
  r.post(
    `${S}/bank-account/edit-approved`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: one },
      config: { access: OWNER },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZBankAccountForm, { attachments: SCANS });
      return bankAccounts.editApproved(callerOf(request), form, files);
    },
  );
  r.post(
    `${S}/bank-account/approve`,
    {
      schema: { tags, body: ZBankAccountApprove, response: one },
      config: { access: policyAccess('BANK_ACCOUNT_APPROVE') },
    },
    (request) => bankAccounts.approve(callerOf(request), request.body),
  );
  r.patch(
    `${S}/bank-account/verbal-verify`,
    {
      schema: { tags, body: ZBankAccountVerbalVerify, response: one },
      config: { access: policyAccess('BANK_ACCOUNT_VERBAL_VERIFY') },
    },
    (request) => bankAccounts.verbalVerify(callerOf(request), request.body),
  );
  r.get(
    `${S}/bank-codes/active-with-preselection`,
    {
      schema: { tags, querystring: ZBankCodesQuery, response: { 200: ZBankCodes, ...errorResponses } },
      config: { access: OWNER },
    },
    (request) => bankAccounts.activeWithPreselection(callerOf(request), request.query),
  );
  // Multipart: one `attachments` file (and an optional `form` naming the account it is for).
  r.post(
    `${S}/bank-account-document-scanner/register-request`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ZScanRequest, ...errorResponses },
      },
      config: { access: OWNER },
    },
    async (request, reply) => {
      const { files } = await readMultipartForm(request, ZScanRequestForm, { attachments: SCANS });
      return reply.status(201).send(await deps.scanRequests.register(callerOf(request), files));
    },
  );
  r.get(
    `${S}/bank-account/:id/recognised-details`,
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: ZBankAccountRecognition, ...errorResponses },
      },
      config: { access: OWNER_OR_REVIEWER },
    },
    (request) => bankAccounts.recognition(callerOf(request), request.params.id),
  );
  // The separate AI service (operations §7, DESIGN §2 `/ai`): one `attachments` file, its bank details.
  r.post(
    '/ai/secured/bank-account-details',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZBankDetails, ...errorResponses },
      },
      config: { access: OWNER_OR_REVIEWER },
    },
    async (request) => {
      // Any one file part (`file` or `attachments`); an optional empty `form`.
      const { files } = await readMultipartForm(request, z.strictObject({}), { attachments: SCANS, file: SCANS });
      const [part] = files;
      if (!part || files.length !== 1)
        throw new AppError(400, 'VALIDATION_FAILED', { attachments: messages.REQUIRED_FIELD });
      return deps.bankLetters.read({ buffer: part.buffer, filename: part.filename });
    },
  );
}
