import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { defineModule } from '../../platform/modules/manifest';
import type { RealtimeHub } from '../../platform/realtime';
import { createConversationReadModel } from './conversation-read-model';
import { createMessageRepo } from './repo';
import { messageRoutes } from './routes';
import { type ConversationPeople, createMessageService, type ReachedAppointment } from './service';

export type { ConversationPeople, ReachedAppointment } from './service';

/** The messages module: one conversation per appointment, each reader's inbox and unread count. */
export function createMessagesModule(deps: {
  db: Db;
  clock: () => Date;
  files: FileStorage;
  realtime: RealtimeHub;
  appointments: {
    reach(caller: Caller, need: { authority: 'DA_VIEW'; supplier: true }, id: number): Promise<ReachedAppointment>;
  };
  people: ConversationPeople;
}) {
  const service = createMessageService({
    ...deps,
    repo: createMessageRepo(deps.db),
    subjectsOf: createConversationReadModel(deps.db),
  });
  return { routes: (app: FastifyInstance) => messageRoutes(app, { messages: service }) };
}

export type MessagesModule = ReturnType<typeof createMessagesModule>;

export const manifest = defineModule({
  name: 'messages',
  summary: 'conversations of an appointment between the buyer and its suppliers, live',
  needs: ['appointments', 'account', 'settings'],
  build: ({ db, clock, files, realtime }, { appointments, account, settings }) =>
    createMessagesModule({
      db,
      clock,
      files,
      realtime,
      appointments: appointments.core,
      people: {
        withDaAccess: (companyId) => account.directory.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW'),
        seeing: (companyId, ids, countryId) => settings.regionScope.profilesSeeing(companyId, ids, countryId),
        async describe(profileId) {
          const found = await account.directory.findProfileWithCompany(profileId);
          if (!found) throw new AppError(404, 'NOT_FOUND');
          return {
            fullName: `${found.profile.name} ${found.profile.surname}`.trim(),
            companyName: found.company.name,
          };
        },
      },
    }),
});
