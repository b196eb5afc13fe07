import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { RealtimeHub } from '../../platform/realtime';
import { createNotificationRepo } from './repo';
import { notificationRoutes } from './routes';
import { createNotificationService, type Recipient } from './service';

export { createPeopleFinder } from './people';
export type { Recipient, TargetResolver } from './service';

/**
 * The notifications module: people's notifications, their unread counts and the router, and the
 * `Notifier` every other module publishes through (platform/notify.ts).
 */
export function createNotificationsModule(deps: {
  db: Db;
  clock: () => Date;
  realtime: RealtimeHub;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  /** The account module's view of people: who they are and whether they muted notifications. */
  recipients: (profileIds: number[], tx?: Db) => Promise<Recipient[]>;
}) {
  const service = createNotificationService({ ...deps, repo: createNotificationRepo(deps.db) });
  return {
    routes: (app: FastifyInstance) => notificationRoutes(app, { notifications: service }),
    notifier: service.notifier,
    registerTarget: service.registerTarget,
  };
}
export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
