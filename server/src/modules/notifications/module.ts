import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { defineModule } from '../../platform/modules/manifest';
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

/**
 * A notification target that answers null (the web shows "no longer available") where the owner's
 * check refuses the reader with 404 or 403, so a notification never opens what its reader may no
 * longer see.
 */
export async function targetOrNull(check: () => Promise<string>): Promise<string | null> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

export const manifest = defineModule({
  name: 'notifications',
  summary: "people's notifications and unread counts, the Notifier every module publishes through",
  needs: ['account'],
  build: ({ db, clock, realtime, mailer, config }, { account }) =>
    createNotificationsModule({
      db,
      clock,
      realtime,
      mailer,
      publicUrl: config.publicUrl,
      recipients: (ids, tx) => account.directory.findRecipients(ids, tx),
    }),
});
