import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { CurrencyUnits } from '../../platform/money';
import { countries, currencies } from './db';
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
    /** The active expense catalogue (items with their section and category): the DA helper matches to it. */
    catalogue: {
      activeItems: () => repo.listCatalogueItems({ activeOnly: true }),
    },
    /** A currency by its ISO code with its minor units, or null: the rule every amount is held to. */
    currencies: {
      /** Every currency with its minor units. */
      list: (): Promise<CurrencyUnits[]> =>
        deps.db.select({ code: currencies.code, minorUnits: currencies.minorUnits }).from(currencies),
      async currency(code: string, tx: Db = deps.db): Promise<CurrencyUnits | null> {
        const [row] = await tx
          .select({ code: currencies.code, minorUnits: currencies.minorUnits })
          .from(currencies)
          .where(eq(currencies.code, code));
        return row ?? null;
      },
    },
  };
}
export type RefdataModule = ReturnType<typeof createRefdataModule>;
