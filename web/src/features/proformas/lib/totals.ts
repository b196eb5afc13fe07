import { amountProblem, Decimal } from '@portcall/contracts/money';
import { expenseSections, type TExpenseSection } from '@portcall/contracts/proformas';

/** The part of an editor line the totals read: its amount as typed ('' when not quoted). */
export interface AmountLine {
  section: TExpenseSection;
  amount: string;
}

export type SectionTotals = Record<TExpenseSection, Decimal> & { overall: Decimal };

/**
 * An amount as typed, read exactly; blank or unreadable text, or an amount past what the database
 * holds (the field already says so), counts as nothing quoted rather than an absurd total.
 */
export function readAmount(text: string | null | undefined): Decimal {
  const cleaned = (text ?? '').replaceAll(',', '').trim();
  if (cleaned === '' || amountProblem(cleaned, { code: '', minorUnits: 4 })) return new Decimal(0);
  try {
    const value = new Decimal(cleaned);
    return value.isFinite() ? value : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/**
 * Live totals of the DA editor, per section and overall, summed with decimal.js so that
 * 0.1 + 0.2 is 0.30 and a 16-digit amount keeps every cent.
 */
export function sectionTotals(lines: readonly AmountLine[]): SectionTotals {
  const totals = Object.fromEntries(expenseSections.map((s) => [s, new Decimal(0)])) as Record<
    TExpenseSection,
    Decimal
  >;
  for (const line of lines) totals[line.section] = totals[line.section].plus(readAmount(line.amount));
  const overall = expenseSections.reduce((acc, s) => acc.plus(totals[s]), new Decimal(0));
  return { ...totals, overall };
}

/** A line is quoted when an amount was given, zero included (decisions.md, submit rules). */
export function isQuoted(line: AmountLine): boolean {
  return line.amount.trim() !== '';
}
