import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { countries } from './db';
import { createPortLookups, createReferenceLookups } from './lookups';
import { createRefdataRepo } from './repo';
import { refdataRoutes } from './routes';

/**
 * Reference data (countries, ports, currencies, vessel types, expense catalogue, code lists): its
 * routes, and the look-ups other modules ask of it. Depends on no other module.
 */
export function createRefdataModule(deps: { db: Db }) {
  const repo = createRefdataRepo(deps.db);
  return {
    routes: (app: FastifyInstance) => refdataRoutes(app, { db: deps.db }),
    /** Existence checks for registration and company settings. */
    lookups: createReferenceLookups(deps.db),
    /** Ports by id or UN/LOCODE with their names. */
    ports: createPortLookups(deps.db),
    countries: {
      findCountry: async (id: number) => (await repo.findCountry(id))?.country,
      existingCountryIds: (ids: number[]) => repo.existingIds(countries, ids),
    },
  };
}
export type RefdataModule = ReturnType<typeof createRefdataModule>;
