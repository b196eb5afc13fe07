import {
  ZConversation,
  ZConversationMessage,
  ZConversationQuery,
  ZMessageListRequest,
  ZMessagePage,
  ZMessageRead,
  ZMessageSend,
} from '@portcall/contracts/conversations';
import { ZUnreadCount } from '@portcall/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ATTACHMENTS } from '../../platform/files/check';
import { readMultipartForm } from '../../platform/files/multipart';
import { callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { MessageService } from './service';

const S = '/da-app/secured';
const tags = ['messages'];
// Conversations are between buyers and their appointed suppliers; each inbox is its reader's own.
const access = { profileTypes: ['BUYER', 'AGENT', 'VENDOR'] } as const;
const ZIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** operations §7 "Messages". */
export async function messageRoutes(app: FastifyInstance, deps: { messages: MessageService }) {
  const r = api(app);
  const { messages } = deps;

  r.get(
    `${S}/conversation/:id/load`,
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZConversationQuery,
        response: { 200: ZConversation, ...errorResponses },
      },
      config: { access },
    },
    (request) => messages.load(callerOf(request), request.params.id, request.query.buyerId),
  );
  // Multipart: a JSON part `form` (ZMessageSend) plus repeated `attachments` files.
  r.post(
    `${S}/conversation/:id/message/send`,
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZConversationQuery,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZConversationMessage, ...errorResponses },
      },
      config: { access },
    },
    async (request) => {
      const { form, files } = await readMultipartForm(request, ZMessageSend, ATTACHMENTS);
      return messages.send(callerOf(request), request.params.id, request.query.buyerId, form, files);
    },
  );
  r.post(
    `${S}/messages/list`,
    {
      schema: { tags, body: ZMessageListRequest, response: { 200: ZMessagePage, ...errorResponses } },
      config: { access },
    },
    (request) => messages.list(callerOf(request), request.body),
  );
  r.get(
    `${S}/message/:id/load`,
    {
      schema: { tags, params: ZIdParams, response: { 200: ZConversationMessage, ...errorResponses } },
      config: { access },
    },
    (request) => messages.loadMessage(callerOf(request), request.params.id),
  );
  r.get(
    `${S}/message/:id/attachment/:attachmentId`,
    {
      schema: {
        tags,
        params: ZIdParams.extend({ attachmentId: ZIdParams.shape.id }),
        response: { 200: z.any().describe('the file'), ...errorResponses },
      },
      config: { access },
    },
    async (request, reply) => {
      const file = await messages.download(callerOf(request), request.params.id, request.params.attachmentId);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-length', file.size)
        .send(file.content);
    },
  );
  r.get(
    `${S}/message/unread`,
    { schema: { tags, response: { 200: ZUnreadCount, ...errorResponses } }, config: { access } },
    (request) => messages.unread(callerOf(request)),
  );
  r.post(
    `${S}/message/read`,
    { schema: { tags, body: ZMessageRead, response: { 200: ZUnreadCount, ...errorResponses } }, config: { access } },
    (request) => messages.read(callerOf(request), request.body),
  );
  r.get(
    `${S}/message/read-all`,
    { schema: { tags, response: { 200: ZUnreadCount, ...errorResponses } }, config: { access } },
    (request) => messages.readAll(callerOf(request)),
  );
}
