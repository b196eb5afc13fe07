import {
  ZBankStatement,
  ZBankStatementConfirm,
  ZBankStatementImportForm,
  ZBankStatementParams,
} from '@portcall/contracts/bank-files';
import { messages } from '@portcall/contracts/messages';
import { policyAccess } from '@portcall/contracts/policy';
import { ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import { BANK_STATEMENT } from '../../../platform/files/check';
import { readMultipartForm } from '../../../platform/files/multipart';
import { callerOf } from '../../../platform/http/access';
import { api, errorResponses } from '../../../platform/http/api';
import type { BankFiles } from './service';

const tags = ['payments'];
const S = '/da-app/secured';
const statement = { 200: ZBankStatement, ...errorResponses };

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key ? key.slice(0, 200) : undefined;
}

/** The approver's bank files: the pain.001 payment file and the camt statements read back. */
export async function bankFileRoutes(app: FastifyInstance, deps: { bankFiles: BankFiles }) {
  const r = api(app);
  const { bankFiles } = deps;

  r.get(
    `${S}/financial/payments/payment-file`,
    {
      schema: {
        tags,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('application/xml (ISO 20022 pain.001.001.12)'), ...errorResponses },
      },
      config: { access: policyAccess('PAYMENT_FILE_DOWNLOAD') },
    },
    async (request, reply) => {
      const file = await bankFiles.paymentFile(callerOf(request));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.xml);
    },
  );
  // Multipart: an empty JSON part `form` plus the file as the `statement` part (20 MB at most).
  r.post(
    `${S}/financial/bank-statements/import`,
    {
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: statement },
      config: { access: policyAccess('BANK_STATEMENT_IMPORT') },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, ZBankStatementImportForm, { statement: BANK_STATEMENT });
      const [file] = files;
      if (!file || files.length !== 1)
        throw new AppError(400, 'BANK_STATEMENT_REQUIRED', { statement: messages.BANK_STATEMENT_REQUIRED });
      return bankFiles.importStatement(callerOf(request), file);
    },
  );
  r.get(
    `${S}/financial/bank-statements/:id`,
    {
      schema: { tags, params: ZBankStatementParams, querystring: ZNoQuery, response: statement },
      config: { access: policyAccess('BANK_STATEMENT_IMPORT') },
    },
    (request) => bankFiles.review(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/financial/bank-statements/:id/confirm`,
    {
      schema: { tags, params: ZBankStatementParams, body: ZBankStatementConfirm, response: statement },
      config: { access: policyAccess('BANK_STATEMENT_IMPORT') },
    },
    (request) => bankFiles.confirm(callerOf(request), request.params.id, request.body, idempotencyKey(request)),
  );
}
