import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { createFleetRepo, type FleetRepo } from './repo';
import { fleetRoutes } from './routes';
import { createFleetService } from './service';

/** What other modules may ask of the fleet: which of some vessel ids are the company's. */
export type VesselLookup = Pick<FleetRepo, 'existingVesselIds'>;

/**
 * The fleet module (vessels with their IMO check, fleets, the vessels a profile looks after). Its
 * public API: the vessel lookup for port calls, and a profile's vessels for the user drawer.
 */
export function createFleetModule(deps: { db: Db; scope: BuyerScope; clock: () => Date }) {
  const repo = createFleetRepo(deps.db);
  const service = createFleetService({ ...deps, repo });
  return {
    routes: (app: FastifyInstance) => fleetRoutes(app, { fleet: service }),
    vessels: { existingVesselIds: repo.existingVesselIds } satisfies VesselLookup,
    profileVessels: { listProfileVessels: service.listProfileVessels },
  };
}
export type FleetModule = ReturnType<typeof createFleetModule>;
export { assignDemoVessels, buildDemoFleet, vesselIdsOf } from './demo-builder';

export const manifest = defineModule({
  name: 'fleet',
  summary: 'vessels (IMO check), fleets, the vessels a profile looks after',
  needs: ['account'],
  build: ({ db, clock }, { account }) => createFleetModule({ db, scope: account.buyerScope, clock }),
});
