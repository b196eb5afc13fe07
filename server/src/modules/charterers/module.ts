import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import { createCharterersReadModel } from './charterers-read-model';
import { createCharterersRepo } from './repo';
import { chartererRoutes } from './routes';
import { createCharterersService } from './service';

/**
 * Charterers (operations §7): the administrators' list, which buyer works with which charterer for
 * a vessel type, typo-tolerant suggestions, and the buyer's charterers per vessel type.
 */
export function createCharterersModule(deps: { db: Db; clock: () => Date }) {
  const charterers = createCharterersService({
    ...deps,
    repo: createCharterersRepo(deps.db),
    read: createCharterersReadModel(deps.db),
  });
  return { routes: (app: FastifyInstance) => chartererRoutes(app, { charterers }), charterers };
}
export type CharterersModule = ReturnType<typeof createCharterersModule>;

export const manifest = defineModule({
  name: 'charterers',
  summary: "a buyer's charterers",
  needs: [],
  build: ({ db, clock }) => createCharterersModule({ db, clock }),
});
