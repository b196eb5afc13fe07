import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMULA_LIMITS, FormulaError, type FormulaNode, parseFormula, printFormula } from './formula';
import { evaluateFormula, type FormulaValue, type Tariffs } from './formula-eval';
import { Decimal } from './money';

/** A tree without positions, to compare what two readings mean. */
function shape(n: FormulaNode): unknown {
  const { at: _, ...rest } = n as FormulaNode & { at: number };
  if (n.kind === 'call') return { ...rest, args: n.args.map(shape) };
  if (n.kind === 'unary') return { ...rest, operand: shape(n.operand) };
  if (n.kind === 'binary') return { ...rest, left: shape(n.left), right: shape(n.right) };
  return rest;
}

const numberNode = fc
  .tuple(fc.nat({ max: 99999 }), fc.option(fc.nat({ max: 9999 }), { nil: undefined }))
  .map(([i, f]): FormulaNode => ({ kind: 'number', value: f === undefined ? String(i) : `${i}.${f}`, at: 0 }));
const nameNode = fc
  .constantFrom('gt', 'nt', 'loa', 'days', 'vesselType')
  .map((name): FormulaNode => ({ kind: 'name', name, at: 0 }));
const tree: fc.Arbitrary<FormulaNode> = fc.letrec<{ node: FormulaNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    numberNode,
    nameNode,
    fc.constantFrom('TANKER', 'BULK').map((value): FormulaNode => ({ kind: 'text', value, at: 0 })),
    fc.boolean().map((value): FormulaNode => ({ kind: 'boolean', value, at: 0 })),
    fc
      .tuple(fc.constantFrom('-', 'not'), tie('node'))
      .map(([op, operand]): FormulaNode => ({ kind: 'unary', op: op as '-' | 'not', operand, at: 0 })),
    fc
      .tuple(
        fc.constantFrom('or', 'and', '==', '!=', '<', '<=', '>', '>=', '+', '-', '*', '/', '%'),
        tie('node'),
        tie('node'),
      )
      .map(([op, left, right]): FormulaNode => ({ kind: 'binary', op: op as never, left, right, at: 0 })),
    fc
      .tuple(fc.constantFrom('min', 'max', 'if', 'units'), fc.array(tie('node'), { minLength: 1, maxLength: 3 }))
      .map(([name, args]): FormulaNode => ({ kind: 'call', name, args, at: 0 })),
  ),
})).node;

const dec = (v: string) => new Decimal(v);
const vessel: Record<string, FormulaValue> = {
  gt: dec('23456'),
  nt: dec('12000'),
  days: dec('2.5'),
  vesselType: 'TANKER',
};
const run = (source: string, inputs = vessel, tariffs: Tariffs = {}) =>
  evaluateFormula(parseFormula(source), inputs, tariffs);
const resultOf = (source: string, inputs = vessel, tariffs: Tariffs = {}) => {
  const v = run(source, inputs, tariffs).value;
  return v instanceof Decimal ? v.toFixed() : v;
};
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (e) {
    if (e instanceof FormulaError) return { code: e.code, position: e.position, message: e.message };
    throw e;
  }
  return null;
};

describe('the formula language', () => {
  it('reads back what it prints: parse(print(tree)) means the same tree', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(shape(parseFormula(printFormula(t)))).toEqual(shape(t));
      }),
      { numRuns: 400 },
    );
  });

  it('computes in exact decimals: 0.1 + 0.2 is 0.3, and a third times three is one', () => {
    expect(resultOf('0.1 + 0.2')).toBe('0.3');
    expect(resultOf('round(1 / 3 * 3, 2)')).toBe('1');
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 9 }), fc.nat({ max: 10 ** 9 }), (a, b) => {
        const x = (a / 100).toFixed(2);
        const y = (b / 100).toFixed(2);
        expect(resultOf(`${x} + ${y}`)).toBe(dec(x).plus(y).toFixed());
      }),
    );
  });

  it('follows the usual precedence and chooses bands of a tariff, showing its working', () => {
    expect(resultOf('2 + 3 * 4')).toBe('14');
    expect(resultOf('(2 + 3) * 4')).toBe('20');
    expect(resultOf('if(vesselType == "TANKER" and gt > 20000, 1, 0)')).toBe('1');
    const tariffs: Tariffs = {
      pilotage: [
        { from: '0', to: '500', amount: '100' },
        { from: '500', to: '2000', amount: '250' },
        { from: '2000', to: null, base: '250', rate: '0.0125' },
      ],
    };
    const result = run('tariff("pilotage", gt) * units(days, 1)', vessel, tariffs);
    expect((result.value as Decimal).toFixed()).toBe(dec('250').plus(dec('0.0125').times('23456')).times(3).toFixed());
    expect(result.trace.map((s) => s.step)).toEqual(['tariff "pilotage"', 'units']);
    expect(result.trace[0]?.detail).toBe('23456 falls in 2000–∞: 250 + 0.0125 × 23456');
    expect(codeOf(() => run('tariff("pilotage", -1)', vessel, tariffs))?.code).toBe('FORMULA_NO_BAND');
  });

  it('says where a formula cannot be read', () => {
    expect(codeOf(() => parseFormula('gt * (2 + '))).toMatchObject({ code: 'FORMULA_SYNTAX', position: 10 });
    expect(codeOf(() => parseFormula('gt ^ 2'))).toMatchObject({ code: 'FORMULA_SYNTAX', position: 3 });
    expect(codeOf(() => parseFormula('1 < 2 < 3'))).toMatchObject({ code: 'FORMULA_SYNTAX', position: 6 });
    expect(codeOf(() => parseFormula('"open'))?.message).toContain('position 1');
  });

  it('keeps a formula inside its sandbox: only its own inputs, listed functions, bounded values', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(codeOf(() => run(name))?.code).toBe('FORMULA_UNKNOWN_NAME');
    expect(codeOf(() => run('eval("1")'))?.code).toBe('FORMULA_UNKNOWN_FUNCTION');
    expect(codeOf(() => run('constructor(1)'))?.code).toBe('FORMULA_UNKNOWN_FUNCTION');
    expect(codeOf(() => run('99999999999 * 99999999999'))?.code).toBe('FORMULA_OUT_OF_RANGE');
    expect(codeOf(() => run('gt / (days - 2.5)'))?.code).toBe('FORMULA_DIVISION_BY_ZERO');
    expect(codeOf(() => run('gt + "TANKER"'))?.code).toBe('FORMULA_TYPE');
  });

  it('refuses formulas too large or too deep to be cheap, whatever their content', () => {
    const terms = Array.from({ length: 10_000 }, () => '1').join('+');
    expect(codeOf(() => parseFormula(terms))?.code).toBe('FORMULA_TOO_LARGE');
    const deep = `${'('.repeat(FORMULA_LIMITS.depth + 5)}1${')'.repeat(FORMULA_LIMITS.depth + 5)}`;
    expect(codeOf(() => parseFormula(deep))?.code).toBe('FORMULA_TOO_LARGE');
    expect(codeOf(() => parseFormula('1'.repeat(FORMULA_LIMITS.characters + 1)))?.code).toBe('FORMULA_TOO_LARGE');
    expect(codeOf(() => parseFormula('1'.repeat(FORMULA_LIMITS.digits + 1)))?.code).toBe('FORMULA_SYNTAX');
  });

  it('never throws anything but a FormulaError on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (source) => {
        try {
          evaluateFormula(parseFormula(source), vessel);
        } catch (e) {
          expect(e).toBeInstanceOf(FormulaError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
