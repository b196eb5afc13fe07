import type { FastifyInstance } from 'fastify';
import { createPublishedFormulas } from './published';
import { createEstimationRepo } from './repo';
import { estimationRoutes } from './routes';
import { createEstimationService, type EstimationDeps } from './service';

/**
 * Expense-estimation formulas: written, tested and published by port-analysis administrators; the
 * port cost estimator reads the published ones through `published` (compiled once per port, dropped
 * on every change of any estimation).
 */
export function createEstimationsModule(deps: Omit<EstimationDeps, 'repo' | 'onChange'>) {
  const repo = createEstimationRepo(deps.db);
  const published = createPublishedFormulas(repo);
  const service = createEstimationService({ ...deps, repo, onChange: () => published.invalidate() });
  return {
    routes: (app: FastifyInstance) => estimationRoutes(app, { estimations: service, published }),
    service,
    published,
    /** The ports with a published formula, i.e. available in the port cost estimator (docs/decisions.md). */
    portsInEstimator: (portIds: number[] | null) => repo.portsWithPublished(portIds),
  };
}
export type EstimationsModule = ReturnType<typeof createEstimationsModule>;
