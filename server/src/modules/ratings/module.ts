import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../../platform/http/access';
import { defineModule } from '../../platform/modules/manifest';
import { createRatingRepo } from './repo';
import { ratingRoutes } from './routes';
import { createRatingService, type RatedAppointment } from './service';

/** Agent ratings: a buyer rates the agent of a closed appointment; averages per buyer and agent. */
export function createRatingsModule(deps: {
  db: Db;
  clock: () => Date;
  appointments: {
    reach(
      caller: Caller,
      need: { authority: 'AGENT_RATING_VIEW' | 'AGENT_RATING_SUBMIT' },
      id: number,
      tx?: Db,
    ): Promise<RatedAppointment>;
  };
  fullNameOf(profileId: number): Promise<string>;
}) {
  const service = createRatingService({ ...deps, repo: createRatingRepo(deps.db) });
  return { routes: (app: FastifyInstance) => ratingRoutes(app, { ratings: service }) };
}

export type RatingsModule = ReturnType<typeof createRatingsModule>;

export const manifest = defineModule({
  name: 'ratings',
  summary: "the buyer's ratings of its agents per appointment",
  needs: ['appointments', 'account'],
  build: ({ db, clock }, { appointments, account }) =>
    createRatingsModule({ db, clock, appointments: appointments.core, fullNameOf: account.fullNameOf }),
});
