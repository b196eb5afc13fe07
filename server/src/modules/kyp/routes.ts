import {
  ZKypAdmin,
  ZKypDocumentParams,
  ZKypIdParams,
  ZKypListQuery,
  ZKypPage,
  ZKypPatch,
  ZKypSupplierParams,
  ZKypVerification,
} from '@portcall/contracts/kyp';
import { ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FileRule } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, ANY_PROFILE, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { KypService } from './service';

const tags = ['kyp'];
const S = '/da-app/secured';
const KYC_ADMIN: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_KYC' };
/** The supplier, on its own case. */
const SUPPLIER: Access = { profileTypes: ['AGENT', 'VENDOR'] };
/** The supplier (its own case) and KYC administrators; the service tells them apart. */
const OWNER_OR_KYC: Access = { profileTypes: ['AGENT', 'VENDOR', 'ADMIN'] };

/** platform-core §7 "Admin and other": the four kyp-verifications calls, and a document's file. */
/** What the KYP service stores (kyp/service.ts sniffDocument): PDF and pictures. */
const KYP_DOCUMENTS: FileRule = { kinds: ['PDF', 'PNG', 'JPEG', 'WEBP'] };

export async function kypRoutes(app: FastifyInstance, deps: { kyp: KypService }) {
  const r = api(app);
  const { kyp } = deps;

  r.get(
    `${S}/kyp-verifications`,
    {
      schema: { tags, querystring: ZKypListQuery, response: { 200: ZKypPage, ...errorResponses } },
      config: { access: KYC_ADMIN },
    },
    (request) => kyp.list(callerOf(request), request.query),
  );
  r.get(
    `${S}/kyp-verifications/admins`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: z.array(ZKypAdmin), ...errorResponses } },
      config: { access: KYC_ADMIN },
    },
    (request) => kyp.admins(callerOf(request)),
  );
  r.get(
    `${S}/companies/:supplierId/kyp-verification`,
    {
      schema: {
        tags,
        params: ZKypSupplierParams,
        querystring: ZNoQuery,
        response: { 200: ZKypVerification, ...errorResponses },
      },
      config: { access: { profileTypes: ANY_PROFILE } },
    },
    (request) => kyp.forCompany(callerOf(request), request.params.supplierId),
  );
  r.post(
    `${S}/companies/:supplierId/kyp-verification`,
    {
      schema: { tags, params: ZKypSupplierParams, response: { 200: ZKypVerification, ...errorResponses } },
      config: { access: SUPPLIER },
    },
    (request) => kyp.open(callerOf(request), request.params.supplierId),
  );
  // Multipart: a JSON part `form` (ZKypPatch) plus `attachments` files named by index in `documents`.
  r.patch(
    `${S}/kyp-verifications/:id`,
    {
      schema: {
        tags,
        params: ZKypIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZKypVerification, ...errorResponses },
      },
      config: { access: OWNER_OR_KYC },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZKypPatch, { attachments: KYP_DOCUMENTS });
      return kyp.patch(callerOf(request), request.params.id, form, files);
    },
  );
  r.get(
    `${S}/kyp-verifications/:id/documents/:documentId`,
    {
      schema: {
        tags,
        params: ZKypDocumentParams,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('the document (PDF or image)'), ...errorResponses },
      },
      config: { access: OWNER_OR_KYC },
    },
    async (request, reply) => {
      const file = await kyp.document(callerOf(request), request.params.id, request.params.documentId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('content-length', file.size)
        .send(file.content);
    },
  );
}
