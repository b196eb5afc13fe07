import { FormulaError, type FormulaNode } from './formula';
import { Decimal } from './money';

/** A value inside a formula: an exact decimal, a text (a vessel type, a weekday) or a yes/no. */
export type FormulaValue = Decimal | string | boolean;

/**
 * One band of a tariff table: from (inclusive) up to `to` (exclusive; null: no upper end). The band
 * charges `amount` flat, or `base + rate x value`, so "per GT, 0-500 GT 100, 500-2,000 GT 250 ..."
 * is three bands with amounts, and "0.25 per GT above 2,000" one with a rate.
 */
export interface TariffBand {
  from: string;
  to: string | null;
  amount?: string;
  base?: string;
  rate?: string;
}
export type Tariffs = Readonly<Record<string, readonly TariffBand[]>>;

/** What the estimate shows of its working: each function, each band chosen, with its result. */
export interface TraceStep {
  step: string;
  detail: string;
  result: string;
  at: number;
}

/** Values beyond this are refused rather than carried (a fee of 10^20 is a wrong formula). */
const LIMIT = new Decimal('1e20');

const show = (v: FormulaValue) => (v instanceof Decimal ? v.toFixed() : typeof v === 'string' ? `"${v}"` : String(v));

/** A formula part written back as text (a nested operation in brackets), for the full trace's steps. */
export function formulaText(n: FormulaNode): string {
  const operand = (o: FormulaNode) => (o.kind === 'binary' ? `(${formulaText(o)})` : formulaText(o));
  switch (n.kind) {
    case 'number':
      return n.value;
    case 'text':
      return `"${n.value}"`;
    case 'boolean':
      return String(n.value);
    case 'name':
      return n.name;
    case 'call':
      return `${n.name}(${n.args.map(formulaText).join(', ')})`;
    case 'unary':
      return n.op === '-' ? `-${operand(n.operand)}` : `not ${operand(n.operand)}`;
    case 'binary':
      return `${operand(n.left)} ${n.op} ${operand(n.right)}`;
  }
}

/**
 * Runs a formula over its inputs and tariffs with decimal arithmetic; answers the value and the trace.
 * A name is read only from the inputs' own keys (never a prototype's), a function only from the list
 * below; every value stays within ±10^20.
 */
export function evaluateFormula(
  tree: FormulaNode,
  inputs: Readonly<Record<string, FormulaValue>>,
  tariffs: Tariffs = {},
  options: { fullTrace?: boolean } = {},
): { value: FormulaValue; trace: TraceStep[] } {
  const trace: TraceStep[] = [];
  // The full trace (the formula editor's test) also records each input read and each operation with
  // its operands' values, so `gt * 0.12 + 150` reads gt = 25000, gt * 0.12 = 3000, ... + 150 = 3150.
  const full = options.fullTrace === true;

  const number = (n: FormulaNode): Decimal => {
    const v = run(n);
    if (!(v instanceof Decimal)) throw new FormulaError('FORMULA_TYPE', { expected: 'a number' }, n.at);
    return v;
  };
  const yesNo = (n: FormulaNode): boolean => {
    const v = run(n);
    if (typeof v !== 'boolean') throw new FormulaError('FORMULA_TYPE', { expected: 'a yes/no condition' }, n.at);
    return v;
  };
  const bounded = (v: Decimal, at: number): Decimal => {
    if (!v.isFinite() || v.abs().gt(LIMIT)) throw new FormulaError('FORMULA_OUT_OF_RANGE', {}, at);
    return v;
  };
  const arity = (n: Extract<FormulaNode, { kind: 'call' }>, min: number, max: number, expected: string) => {
    if (n.args.length < min || n.args.length > max)
      throw new FormulaError('FORMULA_ARGUMENTS', { name: n.name, expected }, n.at);
  };
  const record = (n: FormulaNode, step: string, detail: string, result: FormulaValue) => {
    trace.push({ step, detail, result: show(result), at: n.at });
    return result;
  };

  function tariff(n: Extract<FormulaNode, { kind: 'call' }>): Decimal {
    arity(n, 2, 2, 'a tariff name and a value');
    const nameNode = n.args[0] as FormulaNode;
    if (nameNode.kind !== 'text')
      throw new FormulaError('FORMULA_TYPE', { expected: 'a tariff name in quotes' }, nameNode.at);
    const table = nameNode.value;
    if (!Object.hasOwn(tariffs, table)) throw new FormulaError('FORMULA_UNKNOWN_TARIFF', { table }, nameNode.at);
    const value = number(n.args[1] as FormulaNode);
    const band = (tariffs[table] as readonly TariffBand[]).find(
      (b) => value.gte(b.from) && (b.to === null || value.lt(b.to)),
    );
    if (!band) throw new FormulaError('FORMULA_NO_BAND', { table, value: value.toFixed() }, n.at);
    const charged =
      band.amount !== undefined
        ? new Decimal(band.amount)
        : new Decimal(band.base ?? '0').plus(new Decimal(band.rate ?? '0').times(value));
    const range = `${band.from}–${band.to ?? '∞'}`;
    const how =
      band.amount !== undefined
        ? `flat ${band.amount}`
        : `${band.base ?? '0'} + ${band.rate ?? '0'} × ${value.toFixed()}`;
    return record(
      n,
      `tariff "${table}"`,
      `${value.toFixed()} falls in ${range}: ${how}`,
      bounded(charged, n.at),
    ) as Decimal;
  }

  function call(n: Extract<FormulaNode, { kind: 'call' }>): FormulaValue {
    const name = n.name.toLowerCase();
    const nums = () => n.args.map(number);
    switch (name) {
      case 'if': {
        arity(n, 3, 3, 'a condition, a value if yes and one if no');
        const yes = yesNo(n.args[0] as FormulaNode);
        return record(
          n,
          'if',
          yes ? 'condition holds' : 'condition does not hold',
          run(n.args[yes ? 1 : 2] as FormulaNode),
        );
      }
      case 'min':
      case 'max': {
        arity(n, 1, 50, 'one or more numbers');
        const values = nums();
        const chosen = values.reduce((a, b) => (name === 'min' ? (b.lt(a) ? b : a) : b.gt(a) ? b : a));
        return record(n, name, values.map((v) => v.toFixed()).join(', '), chosen);
      }
      case 'round': {
        arity(n, 1, 2, 'a number and the decimals to keep (0 to 8)');
        const [x, places = new Decimal(2)] = nums() as [Decimal, Decimal?];
        if (!places.isInteger() || places.lt(0) || places.gt(8))
          throw new FormulaError('FORMULA_TYPE', { expected: 'decimals from 0 to 8' }, (n.args[1] as FormulaNode).at);
        return record(
          n,
          'round',
          `${x.toFixed()} to ${places.toFixed()} decimals`,
          x.toDecimalPlaces(places.toNumber(), Decimal.ROUND_HALF_UP),
        );
      }
      case 'ceil':
      case 'floor':
      case 'abs': {
        arity(n, 1, 1, 'one number');
        const x = number(n.args[0] as FormulaNode);
        const result = name === 'ceil' ? x.ceil() : name === 'floor' ? x.floor() : x.abs();
        return full ? record(n, name, x.toFixed(), result) : result;
      }
      case 'units': {
        // "per 100 GT or part of it": how many started units of `size` a quantity takes.
        arity(n, 2, 2, 'a quantity and a unit size');
        const [q, size] = nums() as [Decimal, Decimal];
        if (size.lte(0)) throw new FormulaError('FORMULA_DIVISION_BY_ZERO', {}, n.at);
        return record(n, 'units', `${q.toFixed()} in units of ${size.toFixed()}`, q.dividedBy(size).ceil());
      }
      case 'tariff':
        return tariff(n);
      default:
        throw new FormulaError('FORMULA_UNKNOWN_FUNCTION', { name: n.name }, n.at);
    }
  }

  function compare(op: string, l: FormulaValue, r: FormulaValue, at: number): boolean {
    if (l instanceof Decimal && r instanceof Decimal) {
      const c = l.comparedTo(r);
      return op === '=='
        ? c === 0
        : op === '!='
          ? c !== 0
          : op === '<'
            ? c < 0
            : op === '<='
              ? c <= 0
              : op === '>'
                ? c > 0
                : c >= 0;
    }
    if (typeof l === typeof r && (op === '==' || op === '!=')) return (l === r) === (op === '==');
    throw new FormulaError('FORMULA_TYPE', { expected: 'two numbers, or two values of one kind for == and !=' }, at);
  }

  function run(n: FormulaNode): FormulaValue {
    switch (n.kind) {
      case 'number':
        return bounded(new Decimal(n.value), n.at);
      case 'text':
        return n.value;
      case 'boolean':
        return n.value;
      case 'name': {
        if (!Object.hasOwn(inputs, n.name)) throw new FormulaError('FORMULA_UNKNOWN_NAME', { name: n.name }, n.at);
        const v = inputs[n.name] as FormulaValue;
        const value = v instanceof Decimal ? bounded(new Decimal(v), n.at) : v;
        return full ? record(n, n.name, 'input', value) : value;
      }
      case 'call':
        return call(n);
      case 'unary':
        return n.op === '-' ? number(n.operand).negated() : !yesNo(n.operand);
      case 'binary': {
        if (n.op === 'and') return yesNo(n.left) && yesNo(n.right);
        if (n.op === 'or') return yesNo(n.left) || yesNo(n.right);
        if (['==', '!=', '<', '<=', '>', '>='].includes(n.op)) {
          const [l, r] = [run(n.left), run(n.right)];
          const holds = compare(n.op, l, r, n.at);
          return full ? record(n, formulaText(n), `${show(l)} ${n.op} ${show(r)}`, holds) : holds;
        }
        const l = number(n.left);
        const r = number(n.right);
        if ((n.op === '/' || n.op === '%') && r.isZero()) throw new FormulaError('FORMULA_DIVISION_BY_ZERO', {}, n.at);
        const v =
          n.op === '+'
            ? l.plus(r)
            : n.op === '-'
              ? l.minus(r)
              : n.op === '*'
                ? l.times(r)
                : n.op === '/'
                  ? l.dividedBy(r)
                  : l.mod(r);
        const result = bounded(v, n.at);
        return full ? record(n, formulaText(n), `${l.toFixed()} ${n.op} ${r.toFixed()}`, result) : result;
      }
    }
  }

  const value = run(tree);
  return { value, trace };
}
