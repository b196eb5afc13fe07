import { ZErrorBody } from '@portcall/contracts/errors';
import { ZId } from '@portcall/contracts/fields';
import {
  ZConnector,
  ZConnectorSave,
  ZDeliveriesQuery,
  ZDelivery,
  ZFlow,
  ZIntegrationTask,
  ZLogEntry,
  ZLogEntryParams,
  ZProtocolRequest,
  ZTaskAnswer,
  ZTaskDetails,
  ZTaskParams,
  ZTaskQuery,
} from '@portcall/contracts/integrations';
import { ZNoQuery } from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { type Access, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './outbound';
import type { IntegrationsService } from './service';
import type { ReachEvaluation, TaskFlowService } from './task-flow';
import type { VesonInbound } from './veson';

const S = '/da-app/secured';
const tags = ['integrations'];
const reply = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses, 502: ZErrorBody });

/** Connectors, deliveries and their re-drive: the admin's integration section. */
const ADMIN_INTEGRATION: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_INTEGRATION' };
/** The buyer's evaluators send an evaluation to their task-flow service and follow its task. */
const BUYER_EVALUATION: Access = { profileTypes: ['BUYER'], product: 'DA_TOOL', authority: 'DA_EVALUATION_VIEW' };
/** Log entries: the buyer's of its own company, the admin's of any. */
const LOG_READERS: Access = { profileTypes: ['BUYER', 'ADMIN'] };

export const VESON_BASE = '/integration-veson-:slug/api';

export async function integrationRoutes(
  app: FastifyInstance,
  deps: { integrations: IntegrationsService; taskFlow: TaskFlowService; veson: VesonInbound; reach: ReachEvaluation },
) {
  const r = api(app);
  const { integrations, taskFlow } = deps;
  const buyerParams = z.strictObject({ buyerId: ZId });

  // The admin's integration section (docs/api.md)
  r.get(
    `${S}/admin/integrations/:buyerId/connectors`,
    {
      schema: { tags, params: buyerParams, querystring: ZNoQuery, response: reply(z.array(ZConnector)) },
      config: { access: ADMIN_INTEGRATION },
    },
    (request) => integrations.listConnectors(request.params.buyerId),
  );
  r.post(
    `${S}/admin/integrations/:buyerId/connectors/save`,
    {
      schema: { tags, params: buyerParams, body: ZConnectorSave, response: reply(ZConnector) },
      config: { access: ADMIN_INTEGRATION },
    },
    (request) => integrations.saveConnector(callerOf(request), request.params.buyerId, request.body),
  );
  r.get(
    `${S}/admin/integrations/:buyerId/deliveries`,
    {
      schema: { tags, params: buyerParams, querystring: ZDeliveriesQuery, response: reply(z.array(ZDelivery)) },
      config: { access: ADMIN_INTEGRATION },
    },
    (request) => integrations.listDeliveries(request.params.buyerId, request.query.status),
  );
  r.post(
    `${S}/admin/integration-delivery/:id/retry`,
    {
      schema: {
        tags,
        params: z.strictObject({ id: ZId }),
        response: reply(z.object({ id: z.number(), status: z.literal('PENDING') })),
      },
      config: { access: ADMIN_INTEGRATION },
    },
    (request) => integrations.retry(callerOf(request), request.params.id),
  );

  // Task-flow integration (operations §7)
  r.post(
    `${S}/danaos/protocol`,
    {
      schema: { tags, body: ZProtocolRequest, response: reply(ZIntegrationTask) },
      config: { access: BUYER_EVALUATION },
    },
    (request) => taskFlow.sendProtocol(callerOf(request), request.body.evaluationId),
  );
  r.get(
    `${S}/danaos/task/:entityType/:id`,
    {
      schema: { tags, params: ZTaskParams, querystring: ZTaskQuery, response: reply(ZTaskAnswer) },
      config: { access: BUYER_EVALUATION },
    },
    (request) => taskFlow.task(callerOf(request), request.params.id, request.query.buyerId),
  );
  r.get(
    `${S}/danaos/task-details/:entityType/:id`,
    {
      schema: { tags, params: ZTaskParams, querystring: ZTaskQuery, response: reply(ZTaskDetails) },
      config: { access: BUYER_EVALUATION },
    },
    (request) => taskFlow.taskDetails(callerOf(request), request.params.id, request.query.buyerId),
  );
  r.get(
    `${S}/danaos/flows`,
    { schema: { tags, querystring: ZNoQuery, response: reply(z.array(ZFlow)) }, config: { access: BUYER_EVALUATION } },
    (request) => taskFlow.flows(callerOf(request)),
  );
  r.get(
    `${S}/integration/task/flows`,
    {
      schema: { tags, querystring: ZNoQuery, response: reply(z.array(ZFlow)) },
      config: { access: { profileTypes: ['BUYER', 'ADMIN'] } },
    },
    () => taskFlow.platformFlows(),
  );
  r.get(
    `${S}/log-entry/:type/:id/list`,
    {
      schema: { tags, params: ZLogEntryParams, querystring: ZNoQuery, response: reply(z.array(ZLogEntry)) },
      config: { access: LOG_READERS },
    },
    async (request) => {
      const caller = callerOf(request);
      const { type, id } = request.params;
      // An evaluation's entries need the evaluation in the buyer's reach first.
      if (type === 'EVALUATION' && caller.type === 'BUYER') await deps.reach(caller, 'DA_EVALUATION_VIEW', id);
      return integrations.logEntries(caller, type, id);
    },
  );

  // The VMS family: the buyer's Veson system calls in, signed (no session).
  await app.register(async (veson) => {
    veson.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, raw, done) => {
        (request as { rawBody?: string }).rawBody = raw as string;
        try {
          done(null, raw === '' ? {} : JSON.parse(raw as string));
        } catch {
          done(new AppError(400, 'VALIDATION_FAILED'), undefined);
        }
      },
    );
    api(veson).post(
      `${VESON_BASE}/port-calls`,
      {
        schema: {
          tags,
          params: z.strictObject({ slug: z.string().max(40) }),
          response: { 200: z.object({ id: z.number(), status: z.string() }), ...errorResponses },
        },
        config: { access: PUBLIC },
      },
      (request) =>
        deps.veson.importPortCall(
          request.params.slug,
          {
            signature: header(request.headers[SIGNATURE_HEADER]),
            timestamp: header(request.headers[TIMESTAMP_HEADER]),
          },
          (request as { rawBody?: string }).rawBody ?? '',
          request.body,
        ),
    );
  });
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
