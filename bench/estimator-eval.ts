import { parseFormula } from '@portcall/contracts/formula';
import { evaluateFormula, type Tariffs } from '@portcall/contracts/formula-eval';
import { Decimal } from '@portcall/contracts/money';
import { compileFormula } from '../server/src/modules/estimations/compiled-formula';

/**
 * `npx tsx bench/estimator-eval.ts`: the CPU the estimator bench's 40 formulas take to evaluate, by
 * the tree walk (contracts/formula-eval.ts) and compiled into closures (estimations/compiled-formula.ts),
 * without HTTP or database. CPU time, so it hardly moves with the machine's load.
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
for (let k = 0; k < 2; k++) {
  time('tree walk (evaluateFormula)', () => {
    for (const t of trees) evaluateFormula(t, inputs, tariffs);
  });
  time('compiled closures', () => {
    for (const r of runs) r(inputs);
  });
}
