import { FormulaError, type FormulaNode } from '@portcall/contracts/formula';
import type { FormulaValue, TariffBand, Tariffs, TraceStep } from '@portcall/contracts/formula-eval';
import { Decimal } from '@portcall/contracts/money';

/**
 * A formula turned once into closures over decimal.js, for the estimator's hot path: the tree is not
 * walked again, number literals, function names, arities and tariff bands are read once. It answers
 * exactly what `evaluateFormula` (contracts/formula-eval.ts, the reference the editor's test panel
 * uses) answers, value, trace and errors alike, in the same order (compiled-formula.test.ts compares
 * them over random formulas). A static fault (a wrong arity, an unknown function or tariff) is thrown
 * only when the node is reached, as there: an untaken `if` branch never fails.
 */
export type RunFormula = (inputs: Readonly<Record<string, FormulaValue>>) => {
  value: FormulaValue;
  trace: TraceStep[];
};

interface Run {
  inputs: Readonly<Record<string, FormulaValue>>;
  trace: TraceStep[];
}
type Step = (r: Run) => FormulaValue;

const LIMIT = new Decimal('1e20');
const NEGATIVE_LIMIT = LIMIT.negated();
const TWO = new Decimal(2);
const show = (v: FormulaValue) => (v instanceof Decimal ? v.toFixed() : typeof v === 'string' ? `"${v}"` : String(v));
// The reference's |v| > 10^20, compared without making |v| (this runs at every operation and name).
// A finite decimal whose exponent is under 20 is below 10^20 in size, which is nearly every value:
// decimal.js keeps the exponent (`e`) and, for a finite value only, the digits (`d`).
const bounded = (v: Decimal, at: number): Decimal => {
  if (v.e < 20 && v.d !== null) return v;
  if (!v.isFinite() || v.gt(LIMIT) || v.lt(NEGATIVE_LIMIT)) throw new FormulaError('FORMULA_OUT_OF_RANGE', {}, at);
  return v;
};
const failing =
  (fault: () => FormulaError): Step =>
  () => {
    throw fault();
  };
const COMPARE: Record<string, (c: number) => boolean> = {
  '==': (c) => c === 0,
  '!=': (c) => c !== 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
};

/** A band's bound as a decimal once; one that is no decimal stays text and fails where it did. */
const decimalOr = (text: string): Decimal | string => {
  try {
    return new Decimal(text);
  } catch {
    return text;
  }
};
/** A pre-read band figure; text that was no decimal throws decimal.js's error here, as the reference does. */
const asDecimal = (v: Decimal | string): Decimal => (v instanceof Decimal ? v : new Decimal(v));

export function compileFormula(tree: FormulaNode, tariffs: Tariffs = {}): RunFormula {
  /*
   * Steps whose value is known when compiling (literals, and arithmetic, comparisons and logic of
   * those that cannot fail): they answer that value, and a number's text for a trace is written once.
   * Whatever can fail, or records a trace step, stays a step run each time (errors as the reference).
   */
  const constants = new Map<Step, FormulaValue>();
  const texts = new Map<Step, string>();
  const constant = (value: FormulaValue): Step => {
    const step: Step = () => value;
    constants.set(step, value);
    if (value instanceof Decimal) texts.set(step, value.toFixed());
    return step;
  };
  /** A step folded when all its operands are constant and it runs without error, else `step`. */
  const folded = (operands: Step[], step: Step): Step => {
    if (!operands.every((o) => constants.has(o))) return step;
    try {
      return constant(step({ inputs: {}, trace: [] }));
    } catch {
      return step;
    }
  };
  /** A decimal's text as a trace shows it (written once for a constant). */
  const textOf = (step: Step, v: Decimal) => texts.get(step) ?? v.toFixed();

  const number = (n: FormulaNode): ((r: Run) => Decimal) => {
    const step = compileNode(n);
    if (constants.get(step) instanceof Decimal) return step as (r: Run) => Decimal;
    return (r) => {
      const v = step(r);
      if (!(v instanceof Decimal)) throw new FormulaError('FORMULA_TYPE', { expected: 'a number' }, n.at);
      return v;
    };
  };
  const yesNo = (n: FormulaNode): ((r: Run) => boolean) => {
    const step = compileNode(n);
    if (typeof constants.get(step) === 'boolean') return step as (r: Run) => boolean;
    return (r) => {
      const v = step(r);
      if (typeof v !== 'boolean') throw new FormulaError('FORMULA_TYPE', { expected: 'a yes/no condition' }, n.at);
      return v;
    };
  };
  const record = (r: Run, n: FormulaNode, step: string, detail: string, result: FormulaValue) => {
    r.trace.push({ step, detail, result: show(result), at: n.at });
    return result;
  };

  function tariff(n: Extract<FormulaNode, { kind: 'call' }>): Step {
    const nameNode = n.args[0] as FormulaNode;
    if (nameNode.kind !== 'text')
      return failing(() => new FormulaError('FORMULA_TYPE', { expected: 'a tariff name in quotes' }, nameNode.at));
    const table = nameNode.value;
    if (!Object.hasOwn(tariffs, table))
      return failing(() => new FormulaError('FORMULA_UNKNOWN_TARIFF', { table }, nameNode.at));
    // Each band read once, with the fixed parts of its trace line.
    const bands = (tariffs[table] as readonly TariffBand[]).map((b) => ({
      from: decimalOr(b.from),
      to: b.to === null ? null : decimalOr(b.to),
      flat: b.amount !== undefined ? decimalOr(b.amount) : null,
      base: decimalOr(b.base ?? '0'),
      rate: decimalOr(b.rate ?? '0'),
      falls: ` falls in ${b.from}–${b.to ?? '∞'}: `,
      how: b.amount !== undefined ? `flat ${b.amount}` : `${b.base ?? '0'} + ${b.rate ?? '0'} × `,
    }));
    const step = `tariff "${table}"`;
    const measured = number(n.args[1] as FormulaNode);
    return (r) => {
      const value = measured(r);
      let chosen: (typeof bands)[number] | undefined;
      for (const b of bands)
        if (value.gte(b.from) && (b.to === null || value.lt(b.to))) {
          chosen = b;
          break;
        }
      if (!chosen) throw new FormulaError('FORMULA_NO_BAND', { table, value: value.toFixed() }, n.at);
      const charged =
        chosen.flat !== null
          ? asDecimal(chosen.flat)
          : asDecimal(chosen.base).plus(asDecimal(chosen.rate).times(value));
      const shown = value.toFixed();
      const detail =
        chosen.flat !== null ? shown + chosen.falls + chosen.how : shown + chosen.falls + chosen.how + shown;
      return record(r, n, step, detail, bounded(charged, n.at));
    };
  }

  function call(n: Extract<FormulaNode, { kind: 'call' }>): Step {
    const name = n.name.toLowerCase();
    const arity = (min: number, max: number, expected: string) =>
      n.args.length < min || n.args.length > max
        ? failing(() => new FormulaError('FORMULA_ARGUMENTS', { name: n.name, expected }, n.at))
        : null;
    switch (name) {
      case 'if': {
        const wrong = arity(3, 3, 'a condition, a value if yes and one if no');
        if (wrong) return wrong;
        const condition = yesNo(n.args[0] as FormulaNode);
        const yes = compileNode(n.args[1] as FormulaNode);
        const no = compileNode(n.args[2] as FormulaNode);
        return (r) => {
          const holds = condition(r);
          return record(r, n, 'if', holds ? 'condition holds' : 'condition does not hold', (holds ? yes : no)(r));
        };
      }
      case 'min':
      case 'max': {
        const wrong = arity(1, 50, 'one or more numbers');
        if (wrong) return wrong;
        const args = n.args.map(number);
        const isMin = name === 'min';
        return (r) => {
          const values = args.map((a) => a(r));
          const chosen = values.reduce((a, b) => (isMin ? (b.lt(a) ? b : a) : b.gt(a) ? b : a));
          return record(r, n, name, values.map((v, i) => textOf(args[i] as Step, v)).join(', '), chosen);
        };
      }
      case 'round': {
        const wrong = arity(1, 2, 'a number and the decimals to keep (0 to 8)');
        if (wrong) return wrong;
        const [x, places] = n.args.map(number) as [(r: Run) => Decimal, ((r: Run) => Decimal)?];
        const fixed = places ? constants.get(places) : TWO;
        if (fixed instanceof Decimal && fixed.isInteger() && fixed.gte(0) && fixed.lte(8)) {
          // Decimals known and valid: checked and written once.
          const keep = fixed.toNumber();
          const to = ` to ${fixed.toFixed()} decimals`;
          return (r) => {
            const value = x(r);
            return record(r, n, 'round', value.toFixed() + to, value.toDecimalPlaces(keep, Decimal.ROUND_HALF_UP));
          };
        }
        return (r) => {
          const value = x(r);
          const p = places ? places(r) : TWO;
          if (!p.isInteger() || p.lt(0) || p.gt(8))
            throw new FormulaError('FORMULA_TYPE', { expected: 'decimals from 0 to 8' }, (n.args[1] as FormulaNode).at);
          return record(
            r,
            n,
            'round',
            `${value.toFixed()} to ${p.toFixed()} decimals`,
            value.toDecimalPlaces(p.toNumber(), Decimal.ROUND_HALF_UP),
          );
        };
      }
      case 'ceil':
      case 'floor':
      case 'abs': {
        const wrong = arity(1, 1, 'one number');
        if (wrong) return wrong;
        const x = number(n.args[0] as FormulaNode);
        if (name === 'ceil') return folded([x], (r) => x(r).ceil());
        if (name === 'floor') return folded([x], (r) => x(r).floor());
        return folded([x], (r) => x(r).abs());
      }
      case 'units': {
        const wrong = arity(2, 2, 'a quantity and a unit size');
        if (wrong) return wrong;
        const quantity = number(n.args[0] as FormulaNode);
        const unit = number(n.args[1] as FormulaNode);
        return (r) => {
          const q = quantity(r);
          const size = unit(r);
          if (size.lte(0)) throw new FormulaError('FORMULA_DIVISION_BY_ZERO', {}, n.at);
          return record(r, n, 'units', `${q.toFixed()} in units of ${textOf(unit, size)}`, q.dividedBy(size).ceil());
        };
      }
      case 'tariff':
        return arity(2, 2, 'a tariff name and a value') ?? tariff(n);
      default:
        return failing(() => new FormulaError('FORMULA_UNKNOWN_FUNCTION', { name: n.name }, n.at));
    }
  }

  function binary(n: Extract<FormulaNode, { kind: 'binary' }>): Step {
    if (n.op === 'and' || n.op === 'or') {
      const l = yesNo(n.left);
      const r = yesNo(n.right);
      return folded([l, r], n.op === 'and' ? (run) => l(run) && r(run) : (run) => l(run) || r(run));
    }
    const holds = COMPARE[n.op];
    if (holds) {
      const l = compileNode(n.left);
      const r = compileNode(n.right);
      const op = n.op;
      return folded([l, r], (run) => {
        const a = l(run);
        const b = r(run);
        if (a instanceof Decimal && b instanceof Decimal) return holds(a.comparedTo(b));
        if (typeof a === typeof b && (op === '==' || op === '!=')) return (a === b) === (op === '==');
        throw new FormulaError(
          'FORMULA_TYPE',
          { expected: 'two numbers, or two values of one kind for == and !=' },
          n.at,
        );
      });
    }
    const l = number(n.left);
    const r = number(n.right);
    const divides = n.op === '/' || n.op === '%';
    const apply =
      n.op === '+'
        ? (a: Decimal, b: Decimal) => a.plus(b)
        : n.op === '-'
          ? (a: Decimal, b: Decimal) => a.minus(b)
          : n.op === '*'
            ? (a: Decimal, b: Decimal) => a.times(b)
            : n.op === '/'
              ? (a: Decimal, b: Decimal) => a.dividedBy(b)
              : (a: Decimal, b: Decimal) => a.mod(b);
    return folded([l, r], (run) => {
      const a = l(run);
      const b = r(run);
      if (divides && b.isZero()) throw new FormulaError('FORMULA_DIVISION_BY_ZERO', {}, n.at);
      return bounded(apply(a, b), n.at);
    });
  }

  function compileNode(n: FormulaNode): Step {
    switch (n.kind) {
      case 'number': {
        // Read once; one that cannot be read or is out of range fails each time it is reached.
        const read = () => bounded(new Decimal(n.value), n.at);
        try {
          return constant(read());
        } catch {
          return read;
        }
      }
      case 'text':
      case 'boolean':
        return constant(n.value);
      case 'name': {
        const name = n.name;
        return ({ inputs }) => {
          if (!Object.hasOwn(inputs, name)) throw new FormulaError('FORMULA_UNKNOWN_NAME', { name }, n.at);
          const v = inputs[name] as FormulaValue;
          // decimal.js values are immutable: the input itself, not a copy, enters the arithmetic.
          return v instanceof Decimal ? bounded(v, n.at) : v;
        };
      }
      case 'call':
        return call(n);
      case 'unary': {
        if (n.op === '-') {
          const x = number(n.operand);
          return folded([x], (r) => x(r).negated());
        }
        const x = yesNo(n.operand);
        return folded([x], (r) => !x(r));
      }
      case 'binary':
        return binary(n);
    }
  }

  const root = compileNode(tree);
  return (inputs) => {
    const r: Run = { inputs, trace: [] };
    const value = root(r);
    return { value, trace: r.trace };
  };
}
