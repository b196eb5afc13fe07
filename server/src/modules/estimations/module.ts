import type { FastifyInstance } from 'fastify';
import { createEstimationRepo } from './repo';
import { estimationRoutes } from './routes';
import { createEstimationService, type EstimationDeps } from './service';

/**
 * Expense-estimation formulas: written, tested and published by port-analysis administrators; the
 * port cost estimator and the expense analysis will read the published ones.
 */
export function createEstimationsModule(deps: Omit<EstimationDeps, 'repo'>) {
  const service = createEstimationService({ ...deps, repo: createEstimationRepo(deps.db) });
  return { routes: (app: FastifyInstance) => estimationRoutes(app, { estimations: service }) };
}
