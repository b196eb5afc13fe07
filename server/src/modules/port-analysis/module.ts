import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { PortDirectoryModule } from '../port-directory/module';
import { createPortAnalysisRepo } from './repo';
import { portAnalysisRoutes } from './routes';
import { createPortAnalysisService, type PortAnalysisDeps } from './service';

/**
 * Port analysis (operations §7 "Port analysis service", under /port-analysis, ADMIN_PORT_ANALYSIS):
 * countries, locations (ports) and their related data, a port's directory data (through the port
 * directory's `details`), the port-cost-estimator flag (refdata's ports.is_available_in_pce). Also the
 * admin estimation-api section (ADMIN_ESTIMATION_API): external port code mappings and hashed,
 * revocable, rate-limited API keys, with the key-authenticated route family /da-app/estimation-api/v1.
 */
export function createPortAnalysisModule(deps: {
  db: Db;
  directory: Pick<PortDirectoryModule, 'details' | 'search'>;
  pce: PortAnalysisDeps['pce'];
  clock: () => Date;
}) {
  const service = createPortAnalysisService({ ...deps, repo: createPortAnalysisRepo(deps.db) });
  return {
    routes: (app: FastifyInstance) => portAnalysisRoutes(app, { analysis: service, directory: deps.directory }),
    /** Resolves a key of an external system (401/429 as AppError): for the estimator's key-authenticated routes. */
    authenticateKey: service.authenticateKey,
  };
}

export type PortAnalysisModule = ReturnType<typeof createPortAnalysisModule>;

export const manifest = defineModule({
  name: 'port-analysis',
  summary: "port analysis (admin): edits the directory's data and the estimator's port flag; external keys",
  needs: ['port-directory', 'refdata'],
  build: ({ db, clock }, { 'port-directory': portDirectory, refdata }) =>
    createPortAnalysisModule({ db, directory: portDirectory, pce: refdata.ports, clock }),
});
