import { parseFormula } from '@portcall/contracts/formula';
import { evaluateFormula, type Tariffs } from '@portcall/contracts/formula-eval';
import { Decimal } from '@portcall/contracts/money';
import { ZExecuteAnswer } from '@portcall/contracts/port-estimator';
import { compileFormula } from '../server/src/modules/estimations/compiled-formula';
import { compile } from '../server/src/modules/estimations/published';
import { executeAnswerJson } from '../server/src/modules/port-estimator/answer-json';
import { callValues, estimateWith } from '../server/src/modules/port-estimator/service';
import { compileResponse } from '../server/src/platform/http/serializer';
import { executeInputs } from './estimator';

/**
 * `npx tsx bench/estimator-eval.ts`: the CPU the estimator bench's 40 formulas take to evaluate, by
 * the tree walk (contracts/formula-eval.ts) and compiled into closures (estimations/compiled-formula.ts),
 * and what `execute` makes of them in the app (the call's inputs, each expense with its trace, the
 * totals, the answer written by the fast serializer), without HTTP or database. CPU time, so it
 * hardly moves with the machine's load.
 */
const tariffs: Tariffs = {
  gt: [
    { from: '0', to: '500', amount: '100' },
    { from: '500', to: '2000', amount: '250' },
    { from: '2000', to: '10000', base: '250', rate: '0.02' },
    { from: '10000', to: null, base: '410', rate: '0.0125' },
  ],
};
const sources = Array.from({ length: 40 }, (_, i) =>
  i % 3 === 0
    ? 'tariff("gt", gt) * units(daysAlongside, 1)'
    : i % 3 === 1
      ? 'if(LOADING or DISCHARGING, round(cargoQuantity * 0.35, 2), 150) + max(days - 2, 0) * 40'
      : 'min(tariff("gt", gt) * 1.15, 25000) + if(arrivalWeekday == "SUNDAY", 200, 0)',
);
const trees = sources.map((s) => parseFormula(s));
const runs = trees.map((t) => compileFormula(t, tariffs));
const inputs = {
  gt: new Decimal('23456'),
  daysAlongside: new Decimal('2.5'),
  days: new Decimal('3.5'),
  cargoQuantity: new Decimal('45000'),
  LOADING: true,
  DISCHARGING: false,
  arrivalWeekday: 'SUNDAY',
  currency: 'EUR',
};
const time = (label: string, f: () => void) => {
  for (let i = 0; i < 300; i++) f();
  const c = process.cpuUsage();
  const n = 2000;
  for (let i = 0; i < n; i++) f();
  const u = process.cpuUsage(c);
  console.log(`${label}: ${((u.user + u.system) / 1000 / n).toFixed(3)} ms CPU for 40 formulas`);
};
const estimations = sources.map((formula, i) =>
  compile({
    id: i + 1,
    expenseId: i + 1,
    expenseName: `Expense ${i + 1}`,
    expenseCode: `E${i}`,
    currency: 'EUR',
    formula,
    tariffs,
  }),
);
const vessel = {
  id: 1,
  name: 'Bench Vessel',
  isModelVessel: false,
  vesselType: 'BULK',
  vesselTypeName: 'Bulk carrier',
  sizeClass: 'Supramax',
  particulars: { dwt: '58000' },
};
const request = executeInputs;
const activities = [{ code: 'LOADING' }, { code: 'DISCHARGING' }];
const write = compileResponse(ZExecuteAnswer).fast as (answer: unknown) => string;
/** What `execute` does once it has the port, vessel, activities and compiled formulas. */
export const estimate = () => {
  const { values, shown } = callValues(vessel, request, activities);
  const expenses = estimations.map((f) => estimateWith(f, values, shown));
  const total = expenses.reduce((sum, e) => (e.amount === null ? sum : sum.plus(e.amount)), new Decimal(0));
  return {
    port: { id: 1, name: 'Port', unlocode: 'XXPRT' },
    vessel,
    inputs: shown,
    expenses,
    totals: [{ currency: 'EUR', amount: total.toFixed(2) }],
  };
};
const made = estimate();
if (executeAnswerJson(made, estimations) !== write(made)) throw new Error('answer-json.ts writes another answer');
for (let k = 0; k < (process.env.EVAL_ONLY ? 0 : 2); k++) {
  time('tree walk (evaluateFormula)', () => {
    for (const t of trees) evaluateFormula(t, inputs, tariffs);
  });
  time('compiled closures', () => {
    for (const r of runs) r(inputs);
  });
  time('execute answer (inputs, estimates, totals), not written', estimate);
  time('the answer written by the schema serializer', () => write(made));
  time('the answer written by answer-json.ts', () => executeAnswerJson(made, estimations));
}
