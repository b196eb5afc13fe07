import { ZErrorBody } from '@portcall/contracts/errors';
import {
  INVOLVEMENTS,
  ZAttachmentForm,
  ZCollaborator,
  ZInviteCreate,
  ZInvitedQuery,
  ZInviteeToken,
  ZInvolvement,
  ZResend,
  ZRevoke,
  ZSofAttachment,
  ZVerification,
} from '@portcall/contracts/statement-of-facts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../platform/errors';
import { ATTACHMENTS, PDF_ONLY } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { ANY_PROFILE } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { SofDocuments } from './documents';
import type { SofInvites } from './invites';
import type { Invitee, SofPrincipal } from './parties';

const B = '/sof/api';
const P = `${B}/private`;
const tags = ['statement-of-facts'];
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const portCall = z.object({ portCallId: ZId });
const fileResponse = { 200: z.any().describe('the file'), ...errorResponses };

/** The SOF's principal: the link collaborator the access hook recognised, else the caller. */
function principalOf(request: FastifyRequest): SofPrincipal {
  if (request.invitee) return { invitee: request.invitee as Invitee };
  if (!request.caller) throw unauthorized();
  return { caller: request.caller };
}

/**
 * platform-core §7 "Statement of facts (SOF service, paths under /api)" under /sof/api, plus the
 * calls the SOF page needs beyond it (revoke an invite, read an attachment, verify a signed PDF).
 * Signed-in people of every kind and link collaborators pass the declaration; which SOF they reach
 * and what they may do there is the service's scope check (a SOF of another company is 404).
 */
export async function sofRoutes(app: FastifyInstance, deps: { invites: SofInvites; documents: SofDocuments }) {
  const r = api(app);
  const { invites, documents } = deps;
  // SOF answers are per caller and change with every signature: never kept by a cache (as /da-app).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store, max-age=0');
  });
  const party = { profileTypes: ANY_PROFILE, invitee: invites.authenticateInvitee } as const;
  const people = { profileTypes: ANY_PROFILE } as const;

  r.get(
    `${B}/public/invited/statement-of-facts/:portCallId`,
    {
      schema: {
        tags,
        params: portCall,
        querystring: ZInvitedQuery,
        response: { 200: ZInviteeToken, 410: ZErrorBody, ...errorResponses },
      },
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (request) => invites.open(request.params.portCallId, request.query.inviteId, request.query.collaboratorType),
  );
  r.get(
    `${P}/ref-data/involvements`,
    {
      schema: {
        tags,
        response: { 200: z.array(z.object({ label: z.string(), value: ZInvolvement })), ...errorResponses },
      },
      config: { access: party },
    },
    async () => INVOLVEMENTS.map((value) => ({ label: value.charAt(0) + value.slice(1).toLowerCase(), value })),
  );
  r.get(
    `${P}/invites/port-calls/:portCallId`,
    {
      schema: { tags, params: portCall, response: { 200: z.array(ZCollaborator), ...errorResponses } },
      config: { access: people },
    },
    (request) => invites.collaborators(principalOf(request), request.params.portCallId),
  );
  r.post(
    `${P}/invites/port-calls/:portCallId`,
    {
      schema: { tags, params: portCall, body: ZInviteCreate, response: { 200: ZCollaborator, ...errorResponses } },
      config: { access: people },
    },
    (request) => invites.invite(principalOf(request), request.params.portCallId, request.body),
  );
  r.post(
    `${P}/invites/port-calls/:portCallId/resend`,
    {
      schema: { tags, params: portCall, body: ZResend, response: { 200: ZCollaborator, ...errorResponses } },
      config: { access: people },
    },
    (request) => invites.resend(principalOf(request), request.params.portCallId, request.body.inviteId),
  );
  r.post(
    `${P}/invites/port-calls/:portCallId/revoke`,
    {
      schema: { tags, params: portCall, body: ZRevoke, response: { 200: ZCollaborator, ...errorResponses } },
      config: { access: people },
    },
    (request) => invites.revoke(principalOf(request), request.params.portCallId, request.body.inviteId),
  );

  // Attachments: multipart (a JSON part `form` plus repeated `attachments` parts, DESIGN §5).
  const upload = (eventId: (request: FastifyRequest) => number | null) => async (request: FastifyRequest) => {
    const { files } = await readMultipartForm(request, ZAttachmentForm, ATTACHMENTS);
    const { portCallId } = request.params as { portCallId: number };
    return documents.addAttachments(principalOf(request), portCallId, eventId(request), files);
  };
  const multipartSchema = {
    tags,
    consumes: ['multipart/form-data'],
    response: { 200: z.array(ZSofAttachment), ...errorResponses },
  };
  r.post(
    `${P}/statement-of-facts/:portCallId/attachments`,
    { schema: { ...multipartSchema, params: portCall }, config: { access: party } },
    upload(() => null),
  );
  r.post(
    `${P}/statement-of-facts/:portCallId/events/:eventId/attachments`,
    { schema: { ...multipartSchema, params: portCall.extend({ eventId: ZId }) }, config: { access: party } },
    upload((request) => (request.params as { eventId: number }).eventId),
  );
  const removed = { 200: z.object({ id: z.number() }), ...errorResponses };
  r.delete(
    `${P}/statement-of-facts/:portCallId/attachments/:fileId`,
    { schema: { tags, params: portCall.extend({ fileId: ZId }), response: removed }, config: { access: party } },
    (request) =>
      documents.removeAttachment(principalOf(request), request.params.portCallId, null, request.params.fileId),
  );
  r.delete(
    `${P}/statement-of-facts/:portCallId/events/:eventId/attachments/:attachmentId`,
    {
      schema: { tags, params: portCall.extend({ eventId: ZId, attachmentId: ZId }), response: removed },
      config: { access: party },
    },
    (request) =>
      documents.removeAttachment(
        principalOf(request),
        request.params.portCallId,
        request.params.eventId,
        request.params.attachmentId,
      ),
  );
  r.get(
    `${P}/statement-of-facts/:portCallId/attachments/:fileId`,
    { schema: { tags, params: portCall.extend({ fileId: ZId }), response: fileResponse }, config: { access: party } },
    async (request, reply) => {
      const file = await documents.readAttachment(
        principalOf(request),
        request.params.portCallId,
        request.params.fileId,
      );
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-length', file.size)
        .send(file.content);
    },
  );
  r.get(
    `${P}/statement-of-facts/download/:portCallId`,
    {
      schema: {
        tags,
        params: portCall,
        querystring: z.object({ code: z.string().max(40).default('SOF'), actorId: z.string().max(80).optional() }),
        response: fileResponse,
      },
      config: { access: party },
    },
    async (request, reply) => {
      const file = await documents.download(principalOf(request), request.params.portCallId, request.query.code);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.content);
    },
  );
  r.post(
    `${P}/statement-of-facts/verify`,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZVerification, ...errorResponses } },
      config: { access: party },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, ZAttachmentForm, { attachments: PDF_ONLY, file: PDF_ONLY });
      return documents.verify(principalOf(request), files);
    },
  );
}
