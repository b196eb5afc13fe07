import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import { createFeatureFlagRepo } from './repo';
import { featureFlagRoutes } from './routes';
import { createFeatureFlagService } from './service';

/** Feature flags (maintenance, cookie consent): read by everyone before login, switched by admins. */
export function createFeatureFlagsModule(deps: { db: Db; clock: () => Date }) {
  const flags = createFeatureFlagService({ ...deps, repo: createFeatureFlagRepo(deps.db) });
  return { routes: (app: FastifyInstance) => featureFlagRoutes(app, { flags }), flags };
}
export type FeatureFlagsModule = ReturnType<typeof createFeatureFlagsModule>;

export const manifest = defineModule({
  name: 'feature-flags',
  summary: 'feature flags (maintenance, cookie consent, QA tasks)',
  needs: [],
  build: ({ db, clock }) => createFeatureFlagsModule({ db, clock }),
});
