import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
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
