import {
  DCSA_JIT_VERSION,
  DCSA_MAX_FILE_BYTES,
  ZDcsaTimestampOut,
  ZDcsaTimestampsIn,
  ZProposalDecision,
  ZTimestampImport,
  ZTimestampProposal,
} from '@portcall/contracts/dcsa-timestamps';
import { policyAccess } from '@portcall/contracts/policy';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_PROFILE, callerOf, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../integrations/module';
import type { TimestampExchange } from './service';

const P = '/sof/api/private/statement-of-facts/:portCallId';
export const WEBHOOK_PATH = '/integration-dcsa-:slug/jit/v1/port-calls/:portCallId/timestamps';
const tags = ['statement-of-facts'];
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const portCall = z.strictObject({ portCallId: ZId });
const proposal = portCall.extend({ proposalId: ZId });
/**
 * Upload, proposals and decisions: signed-in people of every kind pass the declaration, as on the
 * other SOF routes; the service finds the SOF first (another company's call is 404) and then asks
 * the policy table (SOF_DCSA_IMPORT / SOF_DCSA_DECIDE: the agent who keeps the SOF) for the 403.
 */
const people = { profileTypes: ANY_PROFILE } as const;

/**
 * The SOF's DCSA JIT 1.2 timestamps (docs/api.md): export and upload on the SOF screen, the
 * agent's proposals with accept and reject, and the buyer systems' signed webhook.
 */
export async function timestampRoutes(app: FastifyInstance, exchange: TimestampExchange) {
  const r = api(app);
  r.get(
    `${P}/dcsa-timestamps`,
    {
      schema: {
        tags,
        summary: `The SOF's events as DCSA JIT ${DCSA_JIT_VERSION} port-call timestamps (a JSON file)`,
        params: portCall,
        response: { 200: z.array(ZDcsaTimestampOut), ...errorResponses },
      },
      config: { access: policyAccess('SOF_DCSA_EXPORT') },
    },
    async (request, reply) => {
      const timestamps = await exchange.exportTimestamps(callerOf(request), request.params.portCallId);
      const name = `sof-${request.params.portCallId}-dcsa-jit-timestamps.json`;
      reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      return timestamps;
    },
  );
  r.post(
    `${P}/dcsa-timestamps`,
    {
      schema: {
        tags,
        summary: 'Upload DCSA JIT timestamps (one or a list): what is new becomes proposals for the agent',
        params: portCall,
        body: ZDcsaTimestampsIn,
        response: { 200: ZTimestampImport, ...errorResponses },
      },
      bodyLimit: DCSA_MAX_FILE_BYTES,
      config: { access: people },
    },
    (request) => exchange.importUpload(callerOf(request), request.params.portCallId, request.body),
  );
  r.get(
    `${P}/dcsa-proposals`,
    {
      schema: { tags, params: portCall, response: { 200: z.array(ZTimestampProposal), ...errorResponses } },
      config: { access: people },
    },
    (request) => exchange.listProposals(callerOf(request), request.params.portCallId),
  );
  r.post(
    `${P}/dcsa-proposals/:proposalId/accept`,
    {
      schema: {
        tags,
        params: proposal,
        body: ZProposalDecision,
        response: { 200: ZTimestampProposal, ...errorResponses },
      },
      config: { access: people },
    },
    (request) =>
      exchange.acceptProposal(
        callerOf(request),
        request.params.portCallId,
        request.params.proposalId,
        request.body.version,
      ),
  );
  r.post(
    `${P}/dcsa-proposals/:proposalId/reject`,
    {
      schema: { tags, params: proposal, response: { 200: ZTimestampProposal, ...errorResponses } },
      config: { access: people },
    },
    (request) => exchange.rejectProposal(callerOf(request), request.params.portCallId, request.params.proposalId),
  );

  // The buyer's systems (terminal, operator, JIT platform) post timestamps, signed with the secret of
  // the buyer's WEBHOOK connector (x-portcall-signature over "<timestamp>.<body>"); no session.
  await app.register(async (signed) => {
    signed.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: DCSA_MAX_FILE_BYTES },
      (_r, raw, done) => done(null, raw),
    );
    api(signed).post(
      WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary: `Receive DCSA JIT ${DCSA_JIT_VERSION} timestamps (one Timestamp or a list), signed`,
          description:
            'The body is one DCSA JIT Timestamp or a list of them, signed with the WEBHOOK connector secret: ' +
            `${SIGNATURE_HEADER} = sha256=HMAC-SHA256(secret, "<${TIMESTAMP_HEADER}>.<body>").`,
          params: z.strictObject({ slug: z.string().max(40), portCallId: ZId }),
          response: { 200: ZTimestampImport, ...errorResponses },
        },
        config: { access: PUBLIC, rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      (request) =>
        exchange.receiveWebhook(
          request.params.slug,
          {
            signature: header(request.headers[SIGNATURE_HEADER]),
            timestamp: header(request.headers[TIMESTAMP_HEADER]),
          },
          typeof request.body === 'string' ? request.body : '',
          request.params.portCallId,
        ),
    );
  });
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
