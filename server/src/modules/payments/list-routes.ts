import {
  PAYMENT_EXPORT_LIMIT,
  ZFinancialBuyers,
  ZPaymentExportQuery,
  ZPaymentListPage,
  ZPaymentListQuery,
  ZSupplierPayments,
} from '@portcall/contracts/payment-list';
import { ZIdParams, ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { type Access, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import { paymentAdvicePdf, paymentsCsv, paymentsXlsx } from './exports';
import type { PaymentListService } from './list';

const tags = ['payments'];
const S = '/da-app/secured';
/** A buyer with FINANCIAL_VIEW (the service also checks the FINANCIAL product) or an ADMIN_FINANCIAL admin. */
const READERS: Access = { profileTypes: ['BUYER', 'ADMIN'], anyAuthority: ['FINANCIAL_VIEW', 'ADMIN_FINANCIAL'] };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The financial page's payment list, its CSV/XLSX exports and the payment advice PDF. */
export async function paymentListRoutes(app: FastifyInstance, deps: { list: PaymentListService; clock: () => Date }) {
  const r = api(app);
  const { list } = deps;

  r.get(
    `${S}/financial/payments`,
    {
      schema: { tags, querystring: ZPaymentListQuery, response: { 200: ZPaymentListPage, ...errorResponses } },
      config: { access: READERS },
    },
    (request) => list.list(callerOf(request), request.query),
  );
  r.get(
    `${S}/admin/financial/buyers`,
    {
      schema: { tags, querystring: ZNoQuery, response: { 200: ZFinancialBuyers, ...errorResponses } },
      config: { access: { profileTypes: ['ADMIN'], authority: 'ADMIN_FINANCIAL' } },
    },
    (request) => list.buyers(callerOf(request)),
  );
  r.get(
    `${S}/financial/payments/export`,
    {
      schema: {
        tags,
        querystring: ZPaymentExportQuery,
        response: { 200: z.any().describe(`text/csv or ${XLSX}`), ...errorResponses },
      },
      config: { access: READERS },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const items = await list.all(callerOf(request), filters, PAYMENT_EXPORT_LIMIT);
      const name = `payments-${day(deps.clock())}`;
      if (format === 'CSV')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(paymentsCsv(items));
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(await paymentsXlsx(items));
    },
  );
  for (const kind of ['agent', 'vendor'] as const)
    r.get(
      `${S}/${kind}/appointment/:id/payments`,
      {
        schema: {
          tags,
          params: ZIdParams,
          querystring: ZNoQuery,
          response: { 200: ZSupplierPayments, ...errorResponses },
        },
        config: {
          access: { profileTypes: [kind === 'agent' ? 'AGENT' : 'VENDOR'], product: 'DA_TOOL', authority: 'DA_VIEW' },
        },
      },
      (request) => list.ofSupplierAppointment(callerOf(request), request.params.id),
    );
  r.get(
    `${S}/financial/payments/:id/advice/pdf`,
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses },
      },
      config: { access: READERS },
    },
    async (request, reply) => {
      const payment = await list.one(callerOf(request), request.params.id);
      if (!payment) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="payment-advice-${payment.id}.pdf"`)
        .send(await paymentAdvicePdf(payment, deps.clock()));
    },
  );
}
