import { policyAccess } from '@portcall/contracts/policy';
import { ZSentBackLine } from '@portcall/contracts/proforma-revisions';
import { ZAppointmentProformaParams, ZProforma, ZProformaAction, ZProformaForm } from '@portcall/contracts/proformas';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { ProformaService } from './service';

const tags = ['proformas'];
const S = '/da-app/secured';
const one = { 200: ZProforma, ...errorResponses };
const supplierDa = (kind: 'AGENT' | 'VENDOR'): Access => ({
  profileTypes: [kind],
  product: 'DA_TOOL',
  authority: 'DA_VIEW',
});
const BUYER_DA_VIEW: Access = {
  profileTypes: ['BUYER'],
  product: 'DA_TOOL',
  anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
};

/**
 * The agent's and vendor's DA calls (paths chosen here, see docs/api.md) and the buyer's
 * GET disbursements/{proformaId} (operations §7).
 */
export async function proformaRoutes(app: FastifyInstance, deps: { proformas: ProformaService }) {
  const r = api(app);
  const { proformas } = deps;

  for (const kind of ['AGENT', 'VENDOR'] as const) {
    const base = `${S}/${kind.toLowerCase()}/appointment/:id`;
    const access = supplierDa(kind);
    const submitAccess = policyAccess('PROFORMA_SUBMIT', [kind]);
    r.get(
      `${base}/proformas`,
      {
        schema: {
          tags,
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: z.array(ZProforma), ...errorResponses },
        },
        config: { access },
      },
      (request) => proformas.listOwn(callerOf(request), request.params.id),
    );
    r.get(
      `${base}/proforma/:proformaId/load`,
      {
        schema: { tags, params: ZAppointmentProformaParams, querystring: ZNoQuery, response: one },
        config: { access },
      },
      (request) => proformas.loadOwn(callerOf(request), request.params.id, request.params.proformaId),
    );
    // Multipart: a JSON part `form` (ZProformaForm) plus `attachments` files referenced by index.
    r.post(
      `${base}/proforma/save`,
      {
        schema: { tags, params: ZIdParams, consumes: ['multipart/form-data', 'application/json'], response: one },
        config: { access },
      },
      async (request) => {
        const { form, files } = await readMultipartForm(request, ZProformaForm, ATTACHMENTS);
        return proformas.save(callerOf(request), request.params.id, form, files);
      },
    );
    // The editor's Submit: the draft as on screen, saved and submitted at once or not at all.
    r.post(
      `${base}/proforma/save-and-submit`,
      {
        schema: { tags, params: ZIdParams, consumes: ['multipart/form-data', 'application/json'], response: one },
        config: { access: submitAccess },
      },
      async (request) => {
        const { form, files } = await readMultipartForm(request, ZProformaForm, ATTACHMENTS);
        return proformas.saveAndSubmit(callerOf(request), request.params.id, form, files);
      },
    );
    r.post(
      `${base}/proforma/submit`,
      { schema: { tags, params: ZIdParams, body: ZProformaAction, response: one }, config: { access: submitAccess } },
      (request) => proformas.submit(callerOf(request), request.params.id, request.body),
    );
    r.post(
      `${base}/proforma/withdraw`,
      { schema: { tags, params: ZIdParams, body: ZProformaAction, response: one }, config: { access } },
      (request) => proformas.withdraw(callerOf(request), request.params.id, request.body),
    );
    // Revise in place: a DRAFT revision of a submitted DA, its lines and files carried over.
    r.post(
      `${base}/proforma/revise`,
      { schema: { tags, params: ZIdParams, body: ZProformaAction, response: one }, config: { access } },
      (request) => proformas.revise(callerOf(request), request.params.id, request.body),
    );
    r.get(
      `${base}/proforma/:proformaId/sent-back`,
      {
        schema: {
          tags,
          params: ZAppointmentProformaParams,
          querystring: ZNoQuery,
          response: { 200: z.array(ZSentBackLine), ...errorResponses },
        },
        config: { access },
      },
      (request) => proformas.sentBack(callerOf(request), request.params.id, request.params.proformaId),
    );
    r.delete(
      `${base}/proforma/:proformaId`,
      { schema: { tags, params: ZAppointmentProformaParams, response: one }, config: { access } },
      (request) => proformas.remove(callerOf(request), request.params.id, request.params.proformaId),
    );
  }

  r.get(
    `${S}/disbursements/:id`,
    { schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: one }, config: { access: BUYER_DA_VIEW } },
    (request) => proformas.loadForBuyer(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/disbursements/:id/attachment/:attachmentId`,
    {
      schema: {
        tags,
        params: ZDisbursementAttachmentParams,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('the file'), ...errorResponses },
      },
      config: { access: BUYER_DA_VIEW },
    },
    async (request, reply) => {
      const file = await proformas.attachmentForBuyer(
        callerOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      const type = file.filename.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
        .header('content-length', file.size)
        .send(file.content);
    },
  );
}

const ZDisbursementAttachmentParams = z.strictObject({
  id: z.coerce.number().int().positive(),
  attachmentId: z.coerce.number().int().positive(),
});
