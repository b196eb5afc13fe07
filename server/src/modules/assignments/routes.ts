import { ZPaged } from '@portcall/contracts/paging';
import { policyAccess } from '@portcall/contracts/policy';
import {
  ZAppointmentAssignment,
  ZAssignment,
  ZAssignmentCreate,
  ZAssignmentSummary,
  ZDashboardAssignment,
  ZDashboardAssignmentsQuery,
  ZDepartmentPortLog,
  ZGeneralComments,
  ZIncludeDepartment,
  ZInternalPortLog,
  ZPortLogEntry,
  ZPortLogEntryCreate,
  ZPortLogEntryDone,
  ZPortLogEntrySave,
  ZPublicPortLog,
} from '@portcall/contracts/port-logs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { AssignmentService } from './service';

const S = '/da-app/secured';
const tags = ['assignments'];
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const params = z.object({ id: ZId });
/** Read by the buyer (DA_ASSIGNMENT_VIEW, checked with the scope) and by the appointment's supplier once submitted. */
const read = { profileTypes: ['BUYER', 'AGENT', 'VENDOR'] } as const;
const edit = policyAccess('PORT_LOG_EDIT');

/** operations §7 "Assignments (port logs)", plus the entry calls the pages need (docs/decisions.md "Port logs"). */
export async function assignmentRoutes(app: FastifyInstance, deps: { assignments: AssignmentService }) {
  const r = api(app);
  const { assignments } = deps;

  r.get(
    `${S}/dashboard/assignments`,
    {
      schema: {
        tags,
        querystring: ZDashboardAssignmentsQuery,
        response: { 200: ZPaged(ZDashboardAssignment), ...errorResponses },
      },
      // The dashboard's port-logs view (platform-core §6); the service keeps rows to the company and its regions.
      config: {
        access: { profileTypes: ['BUYER'], product: 'DA_DASHBOARD', authority: 'DA_DASHBOARD_ASSIGNMENTS_VIEW' },
      },
    },
    (request) => assignments.dashboard(callerOf(request), request.query),
  );

  r.get(
    `${S}/appointment/:id/assignment`,
    {
      schema: { tags, params, response: { 200: ZAppointmentAssignment, ...errorResponses } },
      config: { access: read },
    },
    (request) => assignments.forAppointment(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/assignment/create`,
    {
      schema: { tags, body: ZAssignmentCreate, response: { 200: ZAssignment, ...errorResponses } },
      config: { access: edit },
    },
    (request) => assignments.create(callerOf(request), request.body.appointmentId),
  );
  r.get(
    `${S}/assignment/:id/load`,
    { schema: { tags, params, response: { 200: ZAssignment, ...errorResponses } }, config: { access: read } },
    (request) => assignments.load(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/assignment/:id/load-summary`,
    { schema: { tags, params, response: { 200: ZAssignmentSummary, ...errorResponses } }, config: { access: read } },
    (request) => assignments.summary(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/assignment/:id/load-public-port-log`,
    { schema: { tags, params, response: { 200: ZPublicPortLog, ...errorResponses } }, config: { access: read } },
    (request) => assignments.publicLog(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/assignment/:id/load-internal-port-log`,
    {
      schema: { tags, params, response: { 200: ZInternalPortLog, ...errorResponses } },
      config: { access: { profileTypes: ['BUYER'], authority: 'DA_ASSIGNMENT_VIEW' } },
    },
    (request) => assignments.internal(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/assignment/:id/submit-port-log`,
    {
      schema: { tags, params, response: { 200: ZAssignment, ...errorResponses } },
      config: { access: policyAccess('PORT_LOG_SUBMIT') },
    },
    (request) => assignments.submit(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/assignment/:id/cancel`,
    {
      schema: { tags, params, response: { 200: ZAssignment, ...errorResponses } },
      config: { access: policyAccess('PORT_LOG_CANCEL') },
    },
    (request) => assignments.cancel(callerOf(request), request.params.id),
  );
  r.post(
    `${S}/assignment/:id/save-internal-port-log-general-comments`,
    {
      schema: { tags, params, body: ZGeneralComments, response: { 200: ZAssignment, ...errorResponses } },
      config: { access: edit },
    },
    (request) => assignments.saveGeneralComments(callerOf(request), request.params.id, request.body.generalComments),
  );
  r.post(
    `${S}/portlog/:id/include-department`,
    {
      schema: {
        tags,
        params,
        querystring: ZIncludeDepartment,
        response: { 200: ZDepartmentPortLog, ...errorResponses },
      },
      config: { access: edit },
    },
    (request) => assignments.includeDepartment(callerOf(request), request.params.id, request.query.include),
  );
  r.post(
    `${S}/assignment/:id/entry/create`,
    {
      schema: { tags, params, body: ZPortLogEntryCreate, response: { 200: ZPortLogEntry, ...errorResponses } },
      config: { access: edit },
    },
    (request) => assignments.createEntry(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${S}/portlog-entry/:id/save`,
    {
      schema: { tags, params, body: ZPortLogEntrySave, response: { 200: ZPortLogEntry, ...errorResponses } },
      config: { access: edit },
    },
    (request) => assignments.saveEntry(callerOf(request), request.params.id, request.body),
  );
  r.post(
    `${S}/portlog-entry/:id/delete`,
    {
      schema: { tags, params, response: { 200: z.object({ id: z.number() }), ...errorResponses } },
      config: { access: edit },
    },
    (request) => assignments.deleteEntry(callerOf(request), request.params.id),
  );
  // Multipart: a JSON part `form` (ZPortLogEntryDone) plus at most one `attachments` file; plain JSON too.
  r.post(
    `${S}/portlog-entry/:id/done`,
    {
      schema: {
        tags,
        params,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZPortLogEntry, ...errorResponses },
      },
      config: { access: { profileTypes: ['AGENT', 'VENDOR'] } },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZPortLogEntryDone, ATTACHMENTS);
      return assignments.markDone(callerOf(request), request.params.id, form, files);
    },
  );
  r.get(
    `${S}/portlog-entry/:id/done-file`,
    {
      schema: { tags, params, response: { 200: z.any().describe('the file'), ...errorResponses } },
      config: { access: read },
    },
    async (request, reply) => {
      const file = await assignments.doneFile(callerOf(request), request.params.id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-length', file.size)
        .send(file.content);
    },
  );
}
