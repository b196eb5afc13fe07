import type { Db } from '../../platform/db/client';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { AppointmentCore } from '../appointments/module';
import type { EvaluationCore } from './core';
import { createLineActions } from './line-actions';
import { createLineBulk } from './line-bulk';
import { createLineRepo } from './line-repo';
import { createLineReview, type FormulaEstimate } from './line-review';
import type { EvaluationRepo } from './repo';

/** Wires the evaluation line actions on the evaluation module's repository and core. */
export function createEvaluationLines(deps: {
  db: Db;
  repo: EvaluationRepo;
  core: EvaluationCore;
  appointments: Pick<AppointmentCore, 'reach'>;
  clock: () => Date;
  notifier?: Notifier;
  findPeople?: FindPeople;
  formulaEstimate?: FormulaEstimate;
}) {
  const lines = createLineRepo(deps.db);
  return {
    actions: createLineActions({ ...deps, lines }),
    bulk: createLineBulk(deps),
    review: createLineReview({ ...deps, lines }),
  };
}
