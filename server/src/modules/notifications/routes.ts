import {
  ZNotificationEventType,
  ZNotificationListRequest,
  ZNotificationPage,
  ZNotificationRead,
  ZNotificationRoute,
  ZNotificationTarget,
  ZUnreadCount,
} from '@portcall/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_PROFILE, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { NotificationService } from './service';

const S = '/da-app/secured';
const tags = ['notifications'];
// Everyone signed in has notifications of their own; rows are always the caller's.
const access = { profileTypes: ANY_PROFILE } as const;

/** operations §7 "Notifications". */
export async function notificationRoutes(app: FastifyInstance, deps: { notifications: NotificationService }) {
  const r = api(app);
  const { notifications } = deps;

  r.post(
    `${S}/notification/list`,
    {
      schema: { tags, body: ZNotificationListRequest, response: { 200: ZNotificationPage, ...errorResponses } },
      config: { access },
    },
    (request) => notifications.list(callerOf(request), request.body),
  );
  r.get(
    `${S}/notification/unread`,
    { schema: { tags, response: { 200: ZUnreadCount, ...errorResponses } }, config: { access } },
    (request) => notifications.unread(callerOf(request)),
  );
  r.post(
    `${S}/notification/read`,
    {
      schema: { tags, body: ZNotificationRead, response: { 200: ZUnreadCount, ...errorResponses } },
      config: { access },
    },
    (request) => notifications.read(callerOf(request), request.body.id),
  );
  r.post(
    `${S}/notification/read-all`,
    { schema: { tags, response: { 200: ZUnreadCount, ...errorResponses } }, config: { access } },
    (request) => notifications.readAll(callerOf(request)),
  );
  r.post(
    `${S}/notification/router/:type`,
    {
      schema: {
        tags,
        params: z.object({ type: ZNotificationEventType }),
        body: ZNotificationRoute,
        response: { 200: ZNotificationTarget, ...errorResponses },
      },
      config: { access },
    },
    (request) => notifications.route(callerOf(request), request.params.type, request.body.id),
  );
}
