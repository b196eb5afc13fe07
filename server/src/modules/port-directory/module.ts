import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import { createDirectoryReadModel } from './directory-read-model';
import { createPortDirectoryRepo } from './repo';
import { portDirectoryRoutes } from './routes';
import { createPortDirectoryService } from './service';

export { seedHarborComplexes } from './harbor-complex-seed';

/**
 * The port directory (platform-core §1/§2, operations §7 "Port directory"): ports with their harbor
 * complex (terminals, anchorages, segments, cargoes, facilities), additional information and the
 * suppliers serving them, searched by filters or by a plain-language prompt (prompt-parser.ts).
 * Owns port_directory_details and harbor_complex_places; reads suppliers in directory-read-model.ts.
 * Port analysis edits a port's directory data through `details`.
 */
export function createPortDirectoryModule(deps: { db: Db; clock: () => Date }) {
  const repo = createPortDirectoryRepo(deps.db);
  const readModel = createDirectoryReadModel(deps.db);
  const service = createPortDirectoryService({ db: deps.db, readModel, repo, clock: deps.clock });
  return {
    routes: (app: FastifyInstance) => portDirectoryRoutes(app, { directory: service }),
    /** Directory search without a caller (the estimation API's key-authenticated port search). */
    search: service.search,
    /** What port analysis reads and saves of a port's directory data. */
    details: {
      load: service.portDetails,
      save: service.savePortDetails,
      overview: service.overview,
      information: service.information,
      /** A terminal or anchorage of a harbor complex: where it lies and its port. */
      async place(id: number, kind: 'TERMINAL' | 'ANCHORAGE') {
        const row = await repo.findPlace(id, kind);
        return row && { id: row.id, name: row.name, lat: row.lat, lon: row.lon, portId: row.portId };
      },
      portsNear: readModel.portsNear,
    },
  };
}
export type PortDirectoryModule = ReturnType<typeof createPortDirectoryModule>;

export const manifest = defineModule({
  name: 'port-directory',
  summary: 'the port directory: ports, terminals, anchorages and their information',
  needs: [],
  build: ({ db, clock }) => createPortDirectoryModule({ db, clock }),
});
