import Decimal from 'decimal.js';
import { round } from './header';
import type { RecognisedLine, Sourced } from './types';

/** A line as the checks see it: whether its amount came off a scan, and whether it was only guessed. */
export interface CheckedLine {
  line: RecognisedLine;
  fromScan: boolean;
  guessed: boolean;
}

/** A printed (sub)total and the lines it adds up. */
export interface TotalCheck {
  total: Sourced<string>;
  totalFromScan: boolean;
  lines: CheckedLine[];
}

/**
 * Settles amounts a scan misread, with what the document itself says about them: quantity x unit
 * price, then each subtotal, then the grand total. OCR drops a decimal mark or misreads one digit
 * far more often than it invents a number, so an amount is replaced only by the value that makes its
 * check exact, when that value's digits are within one edit of what was printed and no other line of
 * the check could be the one; a guessed amount (its cell not read) takes whatever the check leaves.
 * Text-layer amounts are never touched: a sum that disagrees there is the agent's, and is shown.
 * Replaced values keep their box and snippet, with a lower confidence.
 */
export function reconcile(lines: CheckedLine[], checks: TotalCheck[], decimals: number | undefined) {
  for (const c of lines) {
    const { amount, quantity, unitPrice } = c.line;
    if (!c.fromScan || !quantity || !unitPrice) continue;
    const product = new Decimal(quantity.value).times(unitPrice.value);
    if (product.eq(amount.value)) continue;
    if (c.guessed || nearDigits(amount.snippet, product, decimals)) {
      c.line.amount = settled(amount, product, decimals);
      c.guessed = false;
    }
  }
  for (const check of checks) settle(check, decimals);
}

/**
 * One check: the total is the misread one when its digits are the sum's; else the one line that
 * can be within an edit of what makes the sum exact, else the one guessed line. Two candidates (a
 * total and a line both one edit away) are left alone: the difference stays for a person to see.
 */
function settle(check: TotalCheck, decimals: number | undefined) {
  const { total, lines } = check;
  const sum = lines.reduce((s, c) => s.plus(c.line.amount.value), new Decimal(0));
  if (sum.eq(total.value)) return;
  if (check.totalFromScan && nearDigits(total.snippet, sum, decimals, 0)) {
    check.total = settled(total, sum, decimals);
    return;
  }
  const open = lines.filter((c) => c.fromScan || c.guessed);
  const need = (c: CheckedLine) => new Decimal(total.value).minus(sum).plus(c.line.amount.value);
  const near = open.filter((c) => need(c).gt(0) && nearDigits(c.line.amount.snippet, need(c), decimals));
  const guessed = open.filter((c) => c.guessed && need(c).gt(0));
  const totalNear = check.totalFromScan && nearDigits(total.snippet, sum, decimals);
  const only = near.length === 1 ? near[0] : near.length === 0 && guessed.length === 1 ? guessed[0] : undefined;
  if (only && !totalNear) {
    only.line.amount = settled(only.line.amount, need(only), decimals);
    only.guessed = false;
  } else if (totalNear && !only) check.total = settled(total, sum, decimals);
}

function settled(amount: Sourced<string>, value: Decimal, decimals: number | undefined): Sourced<string> {
  return {
    ...amount,
    value: value.toFixed(places(amount.snippet, value, decimals)),
    confidence: round(Math.min(amount.confidence, 0.7)),
  };
}

/**
 * Whether the printed text's digits are the value's (printed with the currency's decimals) but for
 * at most `most` insertions, deletions or changes (0 or 1): separators do not count.
 */
export function nearDigits(printed: string, value: Decimal, decimals: number | undefined, most = 1): boolean {
  const a = printed.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const b = value
    .abs()
    .toFixed(places(printed, value, decimals))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  if (!a || Math.abs(a.length - b.length) > most) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > most) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= most;
}

/** Decimals to write a settled value with: the currency's, else as many as the printed text shows. */
function places(printed: string, value: Decimal, decimals: number | undefined) {
  const shown = /[.,](\d{1,3})\D*$/.exec(printed)?.[1]?.length ?? 0;
  return Math.max(decimals ?? shown, value.decimalPlaces());
}
