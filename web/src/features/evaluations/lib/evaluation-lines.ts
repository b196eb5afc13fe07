import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { Decimal } from '@portcall/contracts/money';

export const evaluationSections = [
  { key: 'port', title: 'Port expenses' },
  { key: 'agency', title: 'Agency expenses' },
  { key: 'husbandry', title: 'Husbandry expenses' },
] as const;
export type EvaluationSectionKey = (typeof evaluationSections)[number]['key'];

/** A line as the table shows it: a whole expense, or a split child under its parent. */
export interface TableLine {
  line: TExpenseEvaluation;
  depth: 0 | 1;
}

/** Parents then their split children, in the server's order. */
export function tableLines(lines: readonly TExpenseEvaluation[]): TableLine[] {
  return lines.flatMap((line) => [
    { line, depth: 0 as const },
    ...line.splitExpenses.map((child) => ({ line: child, depth: 1 as const })),
  ]);
}

/** What a line counts for: its verified amount once verified, else the quoted one. */
export function evaluatedAmount(line: TExpenseEvaluation): Decimal {
  return new Decimal(line.verifiedAmount ?? line.amount);
}

/**
 * The lines a bulk approval takes: verified lines without split children, and verified children
 * (decisions.md: children are approved, not the parent).
 */
export function approvableItems(evaluation: TEvaluation): { id: number; version: number }[] {
  const all = evaluationSections.flatMap((s) => evaluation[s.key].expenseEvaluations);
  return all.flatMap((line) =>
    line.splitExpenses.length > 0
      ? line.splitExpenses.filter((c) => c.status === 'VERIFIED').map((c) => ({ id: c.id, version: c.version }))
      : line.status === 'VERIFIED'
        ? [{ id: line.id, version: line.version }]
        : [],
  );
}

/** The DA total: the sum of the three section totals the server computed. */
export function evaluationTotal(evaluation: TEvaluation): Decimal {
  return evaluationSections.reduce((acc, s) => acc.plus(evaluation[s.key].total), new Decimal(0));
}

/** Out of budget when any section exceeds its related PDAs by a nonzero amount (operations §5). */
export function isOutOfBudget(items: readonly { amount: string }[]): boolean {
  return items.some((item) => !new Decimal(item.amount).isZero());
}

/** The owner's share when the charterer takes `chartererAmount` of `total`; null when not a valid split. */
export function ownerShare(total: Decimal.Value, chartererAmount: string): Decimal | null {
  const text = chartererAmount.replaceAll(',', '').trim();
  if (text === '') return null;
  let charterer: Decimal;
  try {
    charterer = new Decimal(text);
  } catch {
    return null;
  }
  const whole = new Decimal(total);
  if (charterer.lte(0) || charterer.gt(whole)) return null;
  return whole.minus(charterer);
}
