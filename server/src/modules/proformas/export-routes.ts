import { ZProformaExportEvent, ZProformaExportQuery } from '@portcall/contracts/proforma-export';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../platform/http/access';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { ProformaExportService } from './export-service';
import { renderProformaPdf } from './pdf';

const tags = ['proformas'];
const S = '/da-app/secured';
const BUYER_EXPORT: Access = { profileTypes: ['BUYER'], product: 'DA_TOOL', authority: 'DA_EVALUATION_VERIFY' };
/** The supplier who owns the DA, and the buyer who received it (docs/api.md). */
const PDF_READERS: Access = {
  profileTypes: ['BUYER', 'AGENT', 'VENDOR'],
  product: 'DA_TOOL',
  anyAuthority: ['DA_VIEW', 'DA_EVALUATION_VIEW'],
};

/** operations §7 "Export" for DAs, and a DA as PDF. */
export async function proformaExportRoutes(app: FastifyInstance, deps: { exports: ProformaExportService }) {
  const r = api(app);
  r.post(
    `${S}/proforma/trigger-export-event`,
    {
      schema: { tags, querystring: ZProformaExportQuery, response: { 200: ZProformaExportEvent, ...errorResponses } },
      config: { access: BUYER_EXPORT },
    },
    (request) => deps.exports.triggerExport(callerOf(request), request.query.proformaId),
  );
  r.get(
    `${S}/proforma/:id/pdf`,
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses },
      },
      config: { access: PDF_READERS },
    },
    async (request, reply) => {
      const view = await deps.exports.pdfView(callerOf(request), request.params.id);
      const pdf = await renderProformaPdf(view);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="DA-${view.proforma.id}-${view.proforma.type}.pdf"`)
        .send(pdf);
    },
  );
}
