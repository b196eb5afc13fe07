import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/manifest';
import { compile, createPublishedFormulas } from './published';
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
  const listeners: Array<() => void> = [];
  const onChange = () => {
    published.invalidate();
    for (const listener of listeners) listener();
  };
  const service = createEstimationService({ ...deps, repo, onChange });
  return {
    routes: (app: FastifyInstance) => estimationRoutes(app, { estimations: service, published }),
    service,
    published,
    /** The ports with a published formula, i.e. available in the port cost estimator (docs/decisions.md). */
    portsInEstimator: (portIds: number[] | null) => repo.portsWithPublished(portIds),
    /** One estimation in any state, compiled, with its version and ports (the accuracy backtest runs it). */
    async compiled(id: number) {
      const row = await repo.withExpense(id);
      if (!row) return undefined;
      const ports = await repo.locations([id]);
      return { ...compile(row), ports: ports.map(({ id, name, unlocode }) => ({ id, name, unlocode })) };
    },
    /** Called after every change of any estimation (committed or not), like the compiled-formulas cache. */
    onChange: (listener: () => void) => {
      listeners.push(listener);
    },
  };
}
export type EstimationsModule = ReturnType<typeof createEstimationsModule>;
export type { CompiledEstimation } from './published';

export const manifest = defineModule({
  name: 'estimations',
  summary: 'per-port cost formulas: drafts, review, publishing (a job), the compiled formulas',
  needs: ['account', 'refdata'],
  build: ({ db, files, jobs, clock }, { account, refdata }) =>
    createEstimationsModule({ db, files, jobs, clock, fullNameOf: account.fullNameOf, pce: refdata.ports }),
});
