import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { CurrencyUnits } from '../../platform/money';
import { countries, currencies } from './db';
import { createPortLookups, createReferenceLookups } from './lookups';
import { createMetadataService } from './metadata';
import { metadataRoutes } from './metadata-routes';
import { createRefdataRepo } from './repo';
import { refdataRoutes } from './routes';

/**
 * Reference data (countries, ports, currencies, vessel types, expense catalogue, code lists): its
 * routes, the admin console's Metadata section (its only writer), and the look-ups other modules
 * ask of it. Depends on no other module.
 */
export function createRefdataModule(deps: { db: Db; clock?: () => Date }) {
  const repo = createRefdataRepo(deps.db);
  const metadata = createMetadataService({ db: deps.db, clock: deps.clock ?? (() => new Date()) });
  return {
    routes: async (app: FastifyInstance) => {
      await refdataRoutes(app, { db: deps.db });
      // The admin console's Metadata section writes these lists; no other module does.
      await metadataRoutes(app, { db: deps.db, metadata });
    },
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

export const manifest = defineModule({
  name: 'refdata',
  summary: 'countries, ports, currencies, vessel types, the expense catalogue; the admin Metadata section',
  needs: [],
  build: ({ db, clock }) => createRefdataModule({ db, clock }),
});
