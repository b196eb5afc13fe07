import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { EstimationsModule } from '../estimations/module';
import { createBacktest } from './backtest';
import { createBacktestReadModel } from './backtest-read-model';
import { backtestRoutes } from './backtest-routes';
import { createEstimatorReadModel } from './estimator-read-model';
import { createHusbandryService } from './husbandry';
import { createHusbandryReadModel } from './husbandry-read-model';
import { husbandryRoutes } from './husbandry-routes';
import { portEstimatorRoutes } from './routes';
import { createPortEstimatorService } from './service';

/**
 * The port cost estimator (and, beside it, the husbandry estimator): buyers estimate a call from the
 * published expense-estimation formulas (with the working shown), else the agents' price lists, else
 * the platform's final DAs, each line saying which.
 */
export function createPortEstimatorModule(deps: {
  db: Db;
  estimations: Pick<EstimationsModule, 'published' | 'portsInEstimator' | 'compiled' | 'onChange'>;
  clock: () => Date;
}) {
  const read = createEstimatorReadModel(deps.db);
  const estimator = createPortEstimatorService({
    read,
    estimations: deps.estimations,
    clock: deps.clock,
  });
  const husbandry = createHusbandryService({
    read: createHusbandryReadModel(deps.db),
    formulas: deps.estimations.published,
    clock: deps.clock,
  });
  const backtest = createBacktest({
    read: createBacktestReadModel(deps.db),
    estimator: read,
    estimations: deps.estimations,
    clock: deps.clock,
  });
  return {
    routes: async (app: FastifyInstance) => {
      await portEstimatorRoutes(app, { estimator });
      await husbandryRoutes(app, { husbandry });
      await backtestRoutes(app, { backtest });
    },
    estimator,
    /** The accuracy backtest of formulas over the platform's final DAs. */
    backtest,
  };
}

export type PortEstimatorModule = ReturnType<typeof createPortEstimatorModule>;

export const manifest = defineModule({
  name: 'port-estimator',
  summary: "the port cost estimator, husbandry estimator and the formulas' accuracy backtest",
  needs: ['estimations', 'evaluations'],
  fills: ['evaluations.formulaEstimate'],
  build({ db, clock }, { estimations, evaluations }) {
    const portEstimator = createPortEstimatorModule({ db, estimations, clock });
    // An evaluation's expense analysis shows the published formula's estimate of a line.
    evaluations.ports.formulaEstimate.fill({
      estimateExpense: (input) => portEstimator.estimator.estimateExpense(input),
    });
    return portEstimator;
  },
});
