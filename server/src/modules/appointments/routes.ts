import {
  ZAgentAppointmentsQuery,
  ZAgentRejectBody,
  ZAmendVoyageNumber,
  ZAppointBody,
  ZAppointment,
  ZAppointmentCreate,
  ZAppointmentIdParams,
  ZAppointmentLinkParams,
  ZAppointmentPortCallOption,
  ZAppointmentRecipient,
  ZCheckMultiplePortCalls,
  ZOfficialPreview,
  ZSupplierAppointment,
} from '@portcall/contracts/appointments';
import { ZPaged } from '@portcall/contracts/paging';
import { policyAccess } from '@portcall/contracts/policy';
import { ZNoQuery } from '@portcall/contracts/settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/http/access';
import { buyerDa, PARTIES_VIEW, supplierDa } from '../../platform/http/access-rules';
import { api, errorResponses } from '../../platform/http/api';
import type { AppointmentServices } from './services';

const tags = ['appointments'];
const S = '/da-app/secured';
const params = ZAppointmentIdParams;
const ZList = z.array(ZAppointmentPortCallOption);

/** Appointments (operations §7 "Appointments", "Dashboard and port calls"; the agent's and vendor's DA tool). */
export async function appointmentRoutes(app: FastifyInstance, deps: { services: AppointmentServices }) {
  const r = api(app);
  const { appointments, suppliers, links, preview } = deps.services;
  const one = { 200: ZAppointment, ...errorResponses };

  // ---- the wizard (paths the spec does not give: docs/api.md) ----
  r.post(
    `${S}/appointment/create`,
    {
      schema: { tags, body: ZAppointmentCreate, response: { 201: ZAppointment, ...errorResponses } },
      // The wizard's draft is the first step of appointing: the same people may make it.
      config: { access: policyAccess('APPOINTMENT_APPOINT') },
    },
    async (request, reply) => reply.status(201).send(await appointments.create(callerOf(request), request.body)),
  );
  r.post(
    `${S}/appointment/:id/appoint`,
    {
      schema: { tags, params, body: ZAppointBody, response: one },
      config: { access: policyAccess('APPOINTMENT_APPOINT') },
    },
    (request) => appointments.appoint(callerOf(request), request.params.id, request.body.instructions),
  );

  // ---- operations §7 "Appointments" ----
  r.get(
    `${S}/appointment/:id/load`,
    { schema: { tags, params, querystring: ZNoQuery, response: one }, config: { access: PARTIES_VIEW } },
    (request) => appointments.load(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointment/:id/official-preview`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZOfficialPreview, ...errorResponses } },
      config: { access: PARTIES_VIEW },
    },
    (request) => preview.preview(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointment/:id/official-preview/pdf`,
    {
      schema: {
        tags,
        params,
        querystring: ZNoQuery,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses },
      },
      config: { access: PARTIES_VIEW },
    },
    async (request, reply) => {
      const { filename, pdf } = await preview.previewPdf(callerOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
  r.post(
    `${S}/appointment/:id/reject`,
    { schema: { tags, params, response: one }, config: { access: policyAccess('APPOINTMENT_CANCEL') } },
    (request) => appointments.cancel(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/appointment/:id/revert`,
    { schema: { tags, params, response: one }, config: { access: policyAccess('APPOINTMENT_REVERT_CANCELLED') } },
    (request) => appointments.revertCancelled(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/appointment/:id/revert-rejected`,
    { schema: { tags, params, response: one }, config: { access: policyAccess('APPOINTMENT_SEND_AGAIN') } },
    (request) => appointments.revertRejected(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointment/:id/close`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: one },
      config: { access: policyAccess('APPOINTMENT_CLOSE') },
    },
    (request) => appointments.close(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointment/:id/delete`,
    {
      schema: {
        tags,
        params,
        querystring: ZNoQuery,
        response: { 200: z.object({ id: z.number() }), ...errorResponses },
      },
      config: { access: policyAccess('APPOINTMENT_DELETE') },
    },
    (request) => appointments.remove(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointment/:id/check-multiple-portcalls`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZCheckMultiplePortCalls, ...errorResponses } },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => appointments.checkMultiplePortCalls(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/appointment/:id/amend-voyage-number`,
    {
      schema: { tags, params, body: ZAmendVoyageNumber, response: one },
      config: { access: policyAccess('APPOINTMENT_AMEND_VOYAGE') },
    },
    (request) => appointments.amendVoyageNumber(callerOf(request), request.params.id, request.body.voyageNumber),
  );
  r.post(
    `${S}/appointment/:id/send-reminder`,
    { schema: { tags, params, response: one }, config: { access: policyAccess('APPOINTMENT_REMIND') } },
    (request) => appointments.sendReminder(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/appointments/:id/appointment-recipient`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZAppointmentRecipient, ...errorResponses } },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => appointments.recipient(callerOf(request), request.params.id),
  );

  // ---- port calls of an appointment ----
  r.get(
    `${S}/appointment/:id/port-call/load`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZList, ...errorResponses } },
      config: { access: buyerDa('DA_VIEW') },
    },
    (request) => links.linkOptions(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/appointment/:id/port-call/:portCallId/link`,
    {
      schema: { tags, params: ZAppointmentLinkParams, response: one },
      config: { access: buyerDa('DA_APPOINTMENT_EDIT') },
    },
    (request) => links.link(callerOf(request), request.params.id, request.params.portCallId),
  );
  r.post(
    `${S}/portcall/:id/unlink-port-call`,
    {
      schema: {
        tags,
        params,
        response: { 200: z.object({ id: z.number(), appointmentIds: z.array(z.number()) }), ...errorResponses },
      },
      config: { access: buyerDa('DA_APPOINTMENT_EDIT') },
    },
    (request) => links.unlink(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/port-calls-with-appointment/:id`,
    {
      schema: { tags, params, querystring: ZNoQuery, response: { 200: ZList, ...errorResponses } },
      config: { access: PARTIES_VIEW },
    },
    (request) => links.portCallsOf(callerOf(request), request.params.id),
  );

  // ---- the agent's and the vendor's DA tool (paths in docs/api.md) ----
  for (const kind of ['AGENT', 'VENDOR'] as const) {
    const base = `${S}/${kind.toLowerCase()}`;
    r.get(
      `${base}/appointments`,
      {
        schema: {
          tags,
          querystring: ZAgentAppointmentsQuery,
          response: { 200: ZPaged(ZSupplierAppointment), ...errorResponses },
        },
        config: { access: supplierDa(kind) },
      },
      (request) => suppliers.list(callerOf(request), request.query),
    );
    r.post(
      `${base}/appointment/:id/accept`,
      { schema: { tags, params, response: one }, config: { access: policyAccess('APPOINTMENT_ACCEPT', [kind]) } },
      (request) => suppliers.accept(callerOf(request), request.params.id),
    );
    r.post(
      `${base}/appointment/:id/reject`,
      {
        schema: { tags, params, body: ZAgentRejectBody, response: one },
        config: { access: policyAccess('APPOINTMENT_DECLINE', [kind]) },
      },
      (request) => suppliers.reject(callerOf(request), request.params.id, request.body.reason),
    );
  }
}
