import Decimal from 'decimal.js';
import type { TextLine, TextRun } from '../../../platform/documents/types';
import { type DecimalMark, type ParsedAmount, parseAmount } from './amounts';
import { round, unionBox } from './header';
import type { DaSection, Sourced } from './types';

export type ColumnKind = 'DESC' | 'QTY' | 'PRICE' | 'AMOUNT' | 'OTHER';
export interface Column {
  kind: ColumnKind;
  left: number;
  right: number;
}

const HEADINGS: Array<[ColumnKind, RegExp]> = [
  ['PRICE', /\b(unit\s*price|unit\s*cost|rate|tariff|price|per\s*unit)\b/i],
  ['QTY', /^(qty|quantity|units?|no\.?\s*of\s*units|nos?\.?\s*of|count|pcs)\b/i],
  ['AMOUNT', /\b(amount|total|value|sum)\b/i],
  ['AMOUNT', /^\(?[A-Z]{3}\)?$/],
  ['DESC', /\b(description|particulars|items?|services?|details|expenses?|charges?|nature|narrative|account)\b/i],
];

/** A table's heading row: words naming a description and an amount column, and no amounts. */
export function readHeading(line: TextLine): Column[] | null {
  if (line.runs.length < 2 || line.runs.some((r) => /\d{2,}/.test(r.text) && parseAmount(r.text))) return null;
  const columns = line.runs.map((run) => ({
    kind: HEADINGS.find(([, re]) => re.test(run.text.trim()))?.[0] ?? 'OTHER',
    left: run.box.x,
    right: run.box.x + run.box.width,
  }));
  const kinds = new Set(columns.map((c) => c.kind));
  if (!kinds.has('AMOUNT') || !(kinds.has('DESC') || kinds.has('QTY') || kinds.has('PRICE'))) return null;
  // The rightmost amount-like heading is the amount; others named "total" left of it are not.
  const amountColumns = columns.filter((c) => c.kind === 'AMOUNT');
  for (const c of amountColumns.slice(0, -1)) c.kind = 'OTHER';
  return columns;
}

const SECTION_WORDS: Array<[DaSection, RegExp]> = [
  ['HUSBANDRY', /\b(husbandry|owners?'?\s*(matters|items|account|expenses)|crew\s*(matters|expenses))\b/i],
  ['AGENCY', /\b(agency|agent'?s?)\b/i],
  ['PORT', /\b(port|harbou?r|marine|nautical)\b/i],
];

/** A heading such as "A. PORT EXPENSES" or "Husbandry": short, no amount, a section word. */
export function readSection(line: TextLine): DaSection | null {
  const words = line.text.split(/\s+/).length;
  if (words > 6) return null;
  return SECTION_WORDS.find(([, re]) => re.test(line.text))?.[0] ?? null;
}

export const SUBTOTAL =
  /\bsub[\s-]?total\b|\btotal\s+(of\s+)?(port|agency|husbandry|section)|\b(port|agency|husbandry)\s+(expenses\s+)?total\b/i;
export const TOTAL = /\btotal\b|\bbalance\s+due\b|\bamount\s+due\b/i;
export const GRAND_TOTAL =
  /\bgrand\s+total\b|\btotal\s+(amount\s+)?(due|payable|da|disbursements?)\b|\btotal\s+(pda|fda)\b/i;
/** Rows that are about payment, not charges. */
const NOT_A_CHARGE = /\b(advance|remittance|received|paid|less|balance|vat\s+no|iban|swift)\b/i;

export interface Row {
  description: Sourced<string>;
  amount: Sourced<string>;
  quantity: Sourced<string> | null;
  unitPrice: Sourced<string> | null;
  kind: 'LINE' | 'SUBTOTAL' | 'TOTAL' | 'GRAND_TOTAL';
  /** The amount was not found in its column: another number stands in until the checks settle it. */
  guessed: boolean;
}

interface Parsed {
  run: TextRun;
  amount: ParsedAmount | null;
}

const sourcedAmount = (p: Parsed & { amount: ParsedAmount }): Sourced<string> => ({
  value: p.amount.value,
  box: p.run.box,
  snippet: p.run.text,
  confidence: round(p.run.confidence * p.amount.certainty),
});

/**
 * One table row: the description from its text cells, the amount from the amount column (or, with
 * no heading, the rightmost number), quantity and unit price from their columns; with no heading,
 * two numbers before the amount are taken as quantity and unit price when they multiply to it.
 */
export function readRow(
  line: TextLine,
  columns: Column[] | null,
  mark: DecimalMark | null,
  decimals?: number,
): Row | null {
  const parsed: Parsed[] = line.runs.map((run) => ({ run, amount: parseAmount(run.text, mark, decimals) }));
  const numbers = parsed.filter((p): p is Parsed & { amount: ParsedAmount } => p.amount !== null);
  if (numbers.length === 0) return null;
  let text = parsed.filter((p) => p.amount === null && /[A-Za-z]{2,}/.test(p.run.text));
  let amount: (Parsed & { amount: ParsedAmount }) | undefined;
  let quantity: (Parsed & { amount: ParsedAmount }) | undefined;
  let unitPrice: (Parsed & { amount: ParsedAmount }) | undefined;
  let guessed = false;
  if (columns) {
    const kindOf = (p: Parsed) => columnOf(p.run, columns, p.amount !== null);
    const inDesc = text.filter((p) => kindOf(p) === 'DESC');
    if (inDesc.length > 0) text = inDesc;
    amount = numbers.findLast((p) => kindOf(p) === 'AMOUNT');
    quantity = numbers.find((p) => kindOf(p) === 'QTY');
    unitPrice = numbers.find((p) => kindOf(p) === 'PRICE');
    // The amount cell was not read (a scan drops a word now and then): the rightmost number right
    // of the description that is neither the quantity nor the unit price stands in, as a guess to
    // be settled against quantity x unit price or the totals; never the row's number on its left.
    if (!amount) {
      const start = text[0]?.run.box.x ?? Number.POSITIVE_INFINITY;
      amount = numbers.findLast((p) => p.run.box.x > start && p !== quantity && p !== unitPrice);
      guessed = true;
      if (!amount && quantity && unitPrice) amount = unitPrice;
    }
  }
  if (!amount && !columns) {
    amount = numbers.at(-1);
    const before = numbers.slice(0, -1).filter((p) => p.run.box.x > (text[0]?.run.box.x ?? Number.NEGATIVE_INFINITY));
    if (amount && before.length >= 2) {
      const [a, b] = before.slice(-2) as [Parsed & { amount: ParsedAmount }, Parsed & { amount: ParsedAmount }];
      if (new Decimal(a.amount.value).times(b.amount.value).minus(amount.amount.value).abs().lte(0.01)) {
        const aIsQty =
          a.amount.decimals === 0 && (b.amount.decimals > 0 || new Decimal(a.amount.value).lte(b.amount.value));
        [quantity, unitPrice] = aIsQty ? [a, b] : [b, a];
      }
    }
  }
  if (!amount || text.length === 0) return null;
  const runs = text.map((p) => p.run);
  const description = runs
    .map((r) => r.text)
    .join(' ')
    .replace(/^\d{1,3}[.)]?\s+/, '')
    .trim();
  const kind = SUBTOTAL.test(description)
    ? 'SUBTOTAL'
    : GRAND_TOTAL.test(description)
      ? 'GRAND_TOTAL'
      : TOTAL.test(description)
        ? 'TOTAL'
        : NOT_A_CHARGE.test(description)
          ? 'SUBTOTAL'
          : 'LINE';
  return {
    description: {
      value: description,
      box: unionBox(runs),
      snippet: runs.map((r) => r.text).join(' '),
      confidence: round(Math.min(...runs.map((r) => r.confidence))),
    },
    amount: sourcedAmount(amount),
    quantity: quantity ? sourcedAmount(quantity) : null,
    unitPrice: unitPrice ? sourcedAmount(unitPrice) : null,
    kind,
    guessed,
  };
}

/** Text starts where its column starts (left-aligned); numbers sit in the column they overlap most (right-aligned). */
function columnOf(run: TextRun, columns: Column[], isNumber: boolean): ColumnKind {
  const left = run.box.x;
  const right = run.box.x + run.box.width;
  if (!isNumber) {
    let kind: ColumnKind = columns[0]?.kind ?? 'OTHER';
    for (const c of columns) if (left >= c.left - 2) kind = c.kind;
    return kind;
  }
  let best: { kind: ColumnKind; score: number } | null = null;
  for (const c of columns) {
    const overlap = Math.min(right, c.right) - Math.max(left, c.left);
    const score = overlap > 0 ? overlap : -Math.min(Math.abs(right - c.right), Math.abs(left - c.left));
    if (!best || score > best.score) best = { kind: c.kind, score };
  }
  return best?.kind ?? 'OTHER';
}
