import { FormulaError, type FormulaNode, parseFormula, printFormula } from '@portcall/contracts/formula';
import { evaluateFormula, type FormulaValue, type Tariffs } from '@portcall/contracts/formula-eval';
import { Decimal } from '@portcall/contracts/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula } from './compiled-formula';

const tariffs: Tariffs = {
  gt: [
    { from: '0', to: '500', amount: '100' },
    { from: '500', to: '2000', amount: '250' },
    { from: '2000', to: '10000', base: '250', rate: '0.02' },
    { from: '10000', to: null, base: '410', rate: '0.0125' },
  ],
  short: [{ from: '0', to: '100', rate: '1.5' }],
};
const inputs: Record<string, FormulaValue> = {
  gt: new Decimal('23456'),
  nt: new Decimal('12000.5'),
  days: new Decimal('2.5'),
  zero: new Decimal('0'),
  vesselType: 'TANKER',
  LOADING: true,
  DISCHARGING: false,
};

/** What a run answers, or the error it stops with (its code, position and text). */
function outcome(run: () => { value: FormulaValue; trace: unknown[] }) {
  try {
    const { value, trace } = run();
    return { value: value instanceof Decimal ? `decimal ${value.toFixed()}` : value, trace };
  } catch (e) {
    if (e instanceof FormulaError) return { error: e.code, position: e.position, message: e.message };
    return { thrown: String(e) };
  }
}
const same = (tree: FormulaNode, withTariffs: Tariffs = tariffs, given = inputs) =>
  expect(outcome(() => compileFormula(tree, withTariffs)(given))).toEqual(
    outcome(() => evaluateFormula(tree, given, withTariffs)),
  );

const numberNode = fc
  .tuple(fc.nat({ max: 99999 }), fc.option(fc.nat({ max: 9999 }), { nil: undefined }))
  .map(([i, f]): FormulaNode => ({ kind: 'number', value: f === undefined ? String(i) : `${i}.${f}`, at: 1 }));
const tree: fc.Arbitrary<FormulaNode> = fc.letrec<{ node: FormulaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberNode,
    fc
      .constantFrom('gt', 'nt', 'days', 'zero', 'vesselType', 'LOADING', 'DISCHARGING', 'missing', 'constructor')
      .map((name): FormulaNode => ({ kind: 'name', name, at: 2 })),
    fc.constantFrom('TANKER', 'BULK', 'gt', 'none').map((value): FormulaNode => ({ kind: 'text', value, at: 3 })),
    fc.boolean().map((value): FormulaNode => ({ kind: 'boolean', value, at: 4 })),
    fc
      .tuple(fc.constantFrom('-', 'not'), tie('node'))
      .map(([op, operand]): FormulaNode => ({ kind: 'unary', op: op as '-' | 'not', operand, at: 5 })),
    fc
      .tuple(
        fc.constantFrom('or', 'and', '==', '!=', '<', '<=', '>', '>=', '+', '-', '*', '/', '%'),
        tie('node'),
        tie('node'),
      )
      .map(([op, left, right]): FormulaNode => ({ kind: 'binary', op: op as never, left, right, at: 6 })),
    fc
      .tuple(
        fc.constantFrom('min', 'MAX', 'if', 'units', 'round', 'ceil', 'floor', 'abs', 'tariff', 'eval'),
        fc.array(tie('node'), { minLength: 0, maxLength: 3 }),
      )
      .map(([name, args]): FormulaNode => ({ kind: 'call', name, args, at: 7 })),
  ),
})).node;

describe('a compiled formula', () => {
  it('answers what the tree walk answers: value, trace and error, on any formula', () => {
    fc.assert(
      fc.property(tree, (t) => {
        same(t);
      }),
      { numRuns: 3000 },
    );
  });

  it('chooses tariff bands and reports faults as the tree walk does', () => {
    for (const source of [
      'tariff("gt", gt) * units(days, 1)',
      'tariff("gt", 400) + tariff("gt", 500) + tariff("gt", 2000) + tariff("short", 50)',
      'tariff("short", gt)',
      'tariff("nope", gt)',
      'tariff(gt, gt)',
      'tariff("gt")',
      'if(LOADING or DISCHARGING, round(nt * 0.35, 2), 150) + max(days - 2, 0) * 40',
      'min(tariff("gt", gt) * 1.15, 25000) + if(vesselType == "SUNDAY", 200, 0)',
      'round(gt / 3, 9)',
      'if(DISCHARGING, eval(1), 5)',
      '99999999999 * 99999999999',
      'gt / zero',
      'units(gt, zero)',
      'units(gt, 0 - 1)',
      'ceil(nt) + floor(nt) + abs(0 - nt) + gt % 7',
      // Parts known when compiling (folded, their text written once), and ones that fail when reached.
      'round(gt / 7, 1 + 2) + units(gt, 2 * 50) + min(3, 1 + 1, gt) + max(0 - 1, 0.5)',
      'if(1 < 2 and not (3 == 4), -(3 * 4) + ceil(2.5) + floor(2.5) + abs(0 - 3), gt)',
      'if(LOADING, 10 / (5 - 5), 1)',
      'round(gt, 2 * 5)',
      'round(gt, 0.5 + 1)',
      'if(DISCHARGING, "a" + 1, 99999999999 * 99999999999)',
      '"a" == "a" or 1',
      'units(gt, 5 - 5) + 1',
    ])
      same(parseFormula(source));
    // Tariffs written wrong fail where the tree walk fails, not when the formula is compiled.
    const broken: Tariffs = { gt: [{ from: 'x', to: null, amount: '1' }] };
    same(parseFormula('if(LOADING, 1, tariff("gt", gt))'), broken);
    same(parseFormula('tariff("gt", gt)'), broken);
    // A band's base or rate written wrong: read once at compile time, failing only when charged.
    for (const band of [
      { from: '0', to: null, base: 'x', rate: '1' },
      { from: '0', to: null, base: '1', rate: 'y' },
      { from: '0', to: null, amount: 'z', base: 'x' },
    ])
      same(parseFormula('if(LOADING, tariff("gt", gt), 0)'), { gt: [band] });
  });

  it('refuses an input or a result beyond ±10^20 as the tree walk does, and keeps one at the limit', () => {
    for (const gt of ['1e20', '-1e20', '100000000000000000000.1', '-100000000000000000000.1', '1e21'])
      for (const source of ['gt', 'gt + 0', '0 - gt', 'tariff("gt", abs(gt))', 'gt * 10'])
        same(parseFormula(source), tariffs, { ...inputs, gt: new Decimal(gt) });
  });

  it('is compiled once and run many times over different inputs', () => {
    const source = 'tariff("gt", gt) * units(days, 1) + if(LOADING, 10, 0)';
    const run = compileFormula(parseFormula(source), tariffs);
    for (const gt of ['100', '700', '5000', '23456'])
      for (const loading of [true, false]) {
        const given = { ...inputs, gt: new Decimal(gt), LOADING: loading };
        expect(outcome(() => run(given))).toEqual(outcome(() => evaluateFormula(parseFormula(source), given, tariffs)));
      }
    expect(printFormula(parseFormula(source))).toBe(source);
  });
});
