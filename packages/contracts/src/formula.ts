import { formatMessage, type MessageCode } from './messages';

/**
 * The expense-estimation formula language: a small expression language read by a hand-written
 * parser (never `eval`), so a formula can only name its inputs, its tariffs and the functions below.
 * The parser is shared by the server (which evaluates, formula-eval.ts) and the formula editor (which
 * shows where a formula cannot be read, without a round trip).
 *
 *   expression  := or
 *   or          := and ( ("or" | "||") and )*
 *   and         := not ( ("and" | "&&") not )*
 *   not         := ("not" | "!") not | comparison
 *   comparison  := sum ( ("==" | "!=" | "<" | "<=" | ">" | ">=") sum )?
 *   sum         := product ( ("+" | "-") product )*
 *   product     := unary ( ("*" | "/" | "%") unary )*
 *   unary       := "-" unary | primary
 *   primary     := number | "text" | true | false | name | name "(" arguments? ")" | "(" expression ")"
 */
export type FormulaNode =
  | { kind: 'number'; value: string; at: number }
  | { kind: 'text'; value: string; at: number }
  | { kind: 'boolean'; value: boolean; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'call'; name: string; args: FormulaNode[]; at: number }
  | { kind: 'unary'; op: '-' | 'not'; operand: FormulaNode; at: number }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode; at: number };

export type BinaryOp = 'or' | 'and' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** Bounds that keep a formula cheap to read and to run, whatever is typed. */
export const FORMULA_LIMITS = { characters: 20_000, nodes: 2_000, depth: 50, digits: 30 } as const;

/** A formula that cannot be read or run: its catalogue code, the text, and where (a 0-based offset). */
export class FormulaError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number>,
    readonly position: number | null = null,
  ) {
    super(formatMessage(code, position === null ? params : { ...params, position: position + 1 }));
  }
}

type Token =
  | { type: 'number' | 'text' | 'name'; value: string; at: number }
  | { type: 'op'; value: string; at: number }
  | { type: 'end'; value: ''; at: number };

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '+', '-', '*', '/', '%', '(', ')', ',', '!'];
const WORD_OPERATORS: Record<string, string> = { and: '&&', or: '||', not: '!' };

function syntax(reason: string, at: number): FormulaError {
  return new FormulaError('FORMULA_SYNTAX', { reason }, at);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (/[0-9.]/.test(c)) {
      const match = /^(\d+(\.\d+)?|\.\d+)/.exec(source.slice(i));
      if (!match) throw syntax('a number is not complete', at);
      const digits = match[0].replace('.', '').length;
      if (digits > FORMULA_LIMITS.digits) throw syntax(`a number has more than ${FORMULA_LIMITS.digits} digits`, at);
      tokens.push({ type: 'number', value: match[0], at });
      i += match[0].length;
      continue;
    }
    if (c === '"') {
      const end = source.indexOf('"', i + 1);
      if (end === -1) throw syntax('a text is not closed with "', at);
      tokens.push({ type: 'text', value: source.slice(i + 1, end), at });
      i = end + 1;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const word = (/^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i)) as RegExpExecArray)[0];
      const lower = word.toLowerCase();
      const op = Object.hasOwn(WORD_OPERATORS, lower) ? WORD_OPERATORS[lower] : undefined;
      tokens.push(op ? { type: 'op', value: op, at } : { type: 'name', value: word, at });
      i += word.length;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw syntax(`"${c}" is not allowed`, at);
    tokens.push({ type: 'op', value: op, at });
    i += op.length;
  }
  tokens.push({ type: 'end', value: '', at: source.length });
  return tokens;
}

/** Reads a formula into its tree, or throws a FormulaError naming the position. */
export function parseFormula(source: string): FormulaNode {
  if (source.length > FORMULA_LIMITS.characters)
    throw new FormulaError('FORMULA_TOO_LARGE', { limit: FORMULA_LIMITS.characters, what: 'characters' });
  const tokens = tokenize(source);
  let next = 0;
  let nodes = 0;
  const peek = () => tokens[next] as Token;
  const take = () => tokens[next++] as Token;
  const isOp = (value: string) => peek().type === 'op' && peek().value === value;
  const node = <T extends FormulaNode>(n: T, depth: number): T => {
    nodes++;
    if (nodes > FORMULA_LIMITS.nodes)
      throw new FormulaError('FORMULA_TOO_LARGE', { limit: FORMULA_LIMITS.nodes, what: 'terms' });
    if (depth > FORMULA_LIMITS.depth)
      throw new FormulaError('FORMULA_TOO_LARGE', { limit: FORMULA_LIMITS.depth, what: 'levels of nesting' });
    return n;
  };

  const binaryLevel =
    (ops: Record<string, BinaryOp>, inner: (depth: number) => FormulaNode, once = false) =>
    (depth: number): FormulaNode => {
      let left = inner(depth + 1);
      while (peek().type === 'op' && Object.hasOwn(ops, peek().value)) {
        const token = take();
        const right = inner(depth + 1);
        left = node({ kind: 'binary', op: ops[token.value] as BinaryOp, left, right, at: token.at }, depth);
        if (once) break;
      }
      return left;
    };

  function primary(depth: number): FormulaNode {
    const token = take();
    if (token.type === 'number') return node({ kind: 'number', value: token.value, at: token.at }, depth);
    if (token.type === 'text') return node({ kind: 'text', value: token.value, at: token.at }, depth);
    if (token.type === 'name') {
      const lower = token.value.toLowerCase();
      if (lower === 'true' || lower === 'false')
        return node({ kind: 'boolean', value: lower === 'true', at: token.at }, depth);
      if (!isOp('(')) return node({ kind: 'name', name: token.value, at: token.at }, depth);
      take();
      const args: FormulaNode[] = [];
      if (!isOp(')')) {
        args.push(expression(depth + 1));
        while (isOp(',')) {
          take();
          args.push(expression(depth + 1));
        }
      }
      if (!isOp(')')) throw syntax('")" expected', peek().at);
      take();
      return node({ kind: 'call', name: token.value, args, at: token.at }, depth);
    }
    if (token.type === 'op' && token.value === '(') {
      const inner = expression(depth + 1);
      if (!isOp(')')) throw syntax('")" expected', peek().at);
      take();
      return inner;
    }
    throw syntax(
      token.type === 'end' ? 'the formula ends too early' : `"${token.value}" is not expected here`,
      token.at,
    );
  }

  function unary(depth: number): FormulaNode {
    if (isOp('-')) {
      const token = take();
      return node({ kind: 'unary', op: '-', operand: unary(depth + 1), at: token.at }, depth);
    }
    return primary(depth);
  }
  const product = binaryLevel({ '*': '*', '/': '/', '%': '%' }, unary);
  const sum = binaryLevel({ '+': '+', '-': '-' }, product);
  const comparison = binaryLevel({ '==': '==', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' }, sum, true);
  function not(depth: number): FormulaNode {
    if (isOp('!')) {
      const token = take();
      return node({ kind: 'unary', op: 'not', operand: not(depth + 1), at: token.at }, depth);
    }
    return comparison(depth);
  }
  const and = binaryLevel({ '&&': 'and' }, not);
  const or = binaryLevel({ '||': 'or' }, and);
  function expression(depth: number): FormulaNode {
    if (depth > FORMULA_LIMITS.depth)
      throw new FormulaError('FORMULA_TOO_LARGE', { limit: FORMULA_LIMITS.depth, what: 'levels of nesting' });
    return or(depth);
  }

  const tree = expression(0);
  if (peek().type !== 'end') throw syntax(`"${peek().value}" is not expected here`, peek().at);
  return tree;
}

const PRECEDENCE: Record<BinaryOp, number> = {
  or: 1,
  and: 2,
  '==': 4,
  '!=': 4,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

/** Writes a tree back as a formula, with only the brackets it needs (parse(print(t)) reads t again). */
export function printFormula(n: FormulaNode, parent = 0, rightOfParent = false): string {
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
      return `${n.name}(${n.args.map((a) => printFormula(a)).join(', ')})`;
    case 'unary': {
      const inner = printFormula(n.operand, n.op === '-' ? 7 : 3);
      const text = n.op === '-' ? `-${inner}` : `not ${inner}`;
      return parent > (n.op === '-' ? 7 : 3) ? `(${text})` : text;
    }
    case 'binary': {
      const p = PRECEDENCE[n.op];
      // Comparisons do not chain; left-associative levels bracket an equal-precedence right operand.
      const text = `${printFormula(n.left, p === 4 ? 5 : p)} ${n.op} ${printFormula(n.right, p === 4 ? 5 : p, true)}`;
      return parent > p || (rightOfParent && parent === p) ? `(${text})` : text;
    }
  }
}
