import type { TLineDetails } from '@portcall/contracts/evaluation-lines';
import type { TEditExpenseEntry, TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { cleanAmount, formatAmount, formatDateTimeInZone } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { type AmountCurrency, amountProblem, Decimal } from '@portcall/contracts/money';
import type { PolicyEntity } from '@portcall/contracts/policy';
import type { SplitResult } from '@portcall/contracts/split';
import type { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { schemaProblems } from '../../../ui/schema-problems';
import { evaluatedAmount, evaluationSections } from './evaluation-lines';

/**
 * What the line-level screens may offer, mirroring the server's state rules (docs/decisions.md,
 * "Evaluation line actions"), so a menu never offers what the server would refuse.
 */
const CHANGEABLE: readonly string[] = ['PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'];

const allLines = (evaluation: TEvaluation) => evaluationSections.flatMap((s) => evaluation[s.key].expenseEvaluations);

export const isHusbandryLine = (line: TExpenseEvaluation) => line.section === 'HUSBANDRY_EXPENSES';

/** What the policy table needs to know of a line (packages/contracts/src/policy.ts). */
export const lineEntity = (evaluation: Pick<TEvaluation, 'status'>, line: TExpenseEvaluation): PolicyEntity => ({
  state: line.status,
  isEvaluationOpen: evaluation.status === 'OPEN',
  isSplitPart: line.parentId !== null,
  hasSplitParts: line.splitExpenses.length > 0,
});

/** Edit, parameters: a changeable line; edit and discount also not on a split parent (its parts hold the money). */
export const canSaveParameters = (line: TExpenseEvaluation) => CHANGEABLE.includes(line.status);
export const canEdit = (line: TExpenseEvaluation) =>
  CHANGEABLE.includes(line.status) && line.splitExpenses.length === 0;
export const canDiscount = canEdit;
/** Analysis compares catalogue expenses only (the server answers NO_CATALOGUE_EXPENSE otherwise). */
export const canAnalyze = (line: TExpenseEvaluation) => line.code !== null;

/** A line of the evaluation by id, split parts included (the newest the cache holds of an open dialog's line). */
export function findLine(evaluation: TEvaluation, id: number): TExpenseEvaluation | undefined {
  return allLines(evaluation)
    .flatMap((l) => [l, ...l.splitExpenses])
    .find((l) => l.id === id);
}

export function parentOf(evaluation: TEvaluation, child: TExpenseEvaluation): TExpenseEvaluation | undefined {
  return child.parentId === null ? undefined : allLines(evaluation).find((l) => l.id === child.parentId);
}

/** The other parts of the same split line that can still take money (reallocation targets). */
export function reallocationTargets(evaluation: TEvaluation, child: TExpenseEvaluation): TExpenseEvaluation[] {
  const parent = parentOf(evaluation, child);
  return (parent?.splitExpenses ?? []).filter((c) => c.id !== child.id && CHANGEABLE.includes(c.status));
}

export const canDivide = (line: TExpenseEvaluation) => line.parentId !== null && CHANGEABLE.includes(line.status);
export const canReallocate = (evaluation: TEvaluation, line: TExpenseEvaluation) =>
  canDivide(line) && reallocationTargets(evaluation, line).length > 0;
/** A part can go while neither it nor a sibling is approved (the money would move under an approval). */
export function canDeleteChild(evaluation: TEvaluation, line: TExpenseEvaluation): boolean {
  if (line.parentId === null) return false;
  const siblings = parentOf(evaluation, line)?.splitExpenses ?? [];
  return !siblings.some((c) => c.status === 'APPROVED');
}

/** Whole lines a bulk split may take: not split yet, PENDING or VERIFIED. */
export function splittableLines(evaluation: TEvaluation): TExpenseEvaluation[] {
  return allLines(evaluation).filter(
    (l) => l.splitExpenses.length === 0 && (l.status === 'PENDING' || l.status === 'VERIFIED'),
  );
}

/** Split parts waiting for approval: verified children of a live parent. */
export function pendingSplitItems(evaluation: TEvaluation): { id: number; version: number }[] {
  return allLines(evaluation)
    .filter((l) => l.status !== 'DELETED' && l.status !== 'REJECTED')
    .flatMap((l) =>
      l.splitExpenses.filter((c) => c.status === 'VERIFIED').map((c) => ({ id: c.id, version: c.version })),
    );
}

/** Reset and delete are refused once anything is approved. */
export function hasApprovedLines(evaluation: TEvaluation): boolean {
  return allLines(evaluation).some(
    (l) => l.status === 'APPROVED' || l.splitExpenses.some((c) => c.status === 'APPROVED'),
  );
}

/**
 * A typed amount as the wire wants it (the currency's decimals, 2 by default), or null when it is
 * not an amount the person may send: not a number, negative, too large, or finer than the currency.
 * Never rounded: 1500.555 in EUR is refused (the field says why), not sent as 1500.56.
 */
export function toWireAmount(text: string, currency?: AmountCurrency): string | null {
  const cleaned = cleanAmount(text).trim();
  if (cleaned === '' || amountProblem(cleaned, currency)) return null;
  return new Decimal(cleaned).toFixed(currency?.minorUnits ?? 2);
}

/**
 * The one problem of an amount typed into a split dialog: the contract schema's first (a valid
 * amount), else the split rule's refusal (SPLIT_AMOUNT_ZERO, SPLIT_AMOUNT_TOO_LARGE) in the
 * catalogue's words, as the server would answer; undefined when the amount may be sent.
 */
export function partProblem(
  schema: z.ZodType,
  body: Record<string, unknown>,
  field: string,
  rule: () => SplitResult<unknown> | null,
): string | undefined {
  const typed = { ...body, [field]: cleanAmount(String(body[field] ?? '')).trim() };
  const fromSchema = schemaProblems(schema, typed)[field];
  if (fromSchema) return fromSchema;
  const result = rule();
  return result && !result.ok ? messages[result.code] : undefined;
}

/** A typed quantity (units, a price per unit): two decimals half-up, as the server computes with it. */
export function toWireQuantity(text: string): string | null {
  const cleaned = cleanAmount(text).trim();
  if (cleaned === '') return null;
  try {
    const value = new Decimal(cleaned);
    return value.isFinite() ? value.toFixed(2, Decimal.ROUND_HALF_UP) : null;
  } catch {
    return null;
  }
}

/** units x price per unit as the server computes it (half-up to the currency's 2 decimals), or null. */
export function amountFromUnits(unit: string, pricePerUnit: string): string | null {
  const u = toWireQuantity(unit);
  const p = toWireQuantity(pricePerUnit);
  if (u === null || p === null) return null;
  return new Decimal(cleanAmount(unit)).times(cleanAmount(pricePerUnit)).toFixed(2, Decimal.ROUND_HALF_UP);
}

/**
 * The amount before the environmental discount now applied: a new discount replaces the old one
 * (never stacks), so the preview starts from here.
 */
export function grossBeforeDiscount(line: TExpenseEvaluation, details: TLineDetails | undefined): Decimal {
  return evaluatedAmount(line).plus(details?.environmentalDiscountAmount ?? '0');
}

/** The evaluated amount after `discount`, or null when the discount is not a number or above the amount. */
export function netAfterDiscount(gross: Decimal.Value, discount: string): Decimal | null {
  const wire = toWireAmount(discount);
  if (wire === null) return null;
  const d = new Decimal(wire);
  if (d.isNeg() || d.gt(gross)) return null;
  return new Decimal(gross).minus(d);
}

/** One line under an expense saying what was edited on it (units, price, discount, remarks). */
export function describeDetails(details: TLineDetails | undefined): string[] {
  if (!details) return [];
  const parts: string[] = [];
  if (details.unit !== null && details.pricePerUnit !== null)
    parts.push(`${formatAmount(details.unit)} × ${formatAmount(details.pricePerUnit)}`);
  else if (details.unit !== null) parts.push(`Units ${formatAmount(details.unit)}`);
  if (details.environmentalDiscountAmount !== null)
    parts.push(`Environmental discount ${formatAmount(details.environmentalDiscountAmount)}`);
  if (details.parameters.length > 0) parts.push(`${details.parameters.length} parameter(s)`);
  if (details.husbandry?.isCashToMaster) parts.push('Cash to master');
  if (details.husbandry?.isRechargeable) parts.push('Rechargeable');
  if (details.husbandry?.persons != null) parts.push(`${details.husbandry.persons} person(s)`);
  if (details.remarks) parts.push(details.remarks);
  return parts;
}

/** A line's edit history (editExpenses, newest first), one sentence per edit. */
export function describeEdits(edits: readonly TEditExpenseEntry[]): string[] {
  return edits.map((e) => {
    const units =
      e.unit !== null && e.pricePerUnit !== null ? ` (${formatAmount(e.unit)} × ${formatAmount(e.pricePerUnit)})` : '';
    const remarks = e.remarks ? `: ${e.remarks}` : '';
    return `${formatDateTimeInZone(e.editedAt)} ${e.editedBy.fullName}: ${formatAmount(e.previousAmount)} → ${formatAmount(e.evaluatedAmount)}${units}${remarks}`;
  });
}

/**
 * The text of a failed call: the catalogue message, plus any per-field message that says more (a 400
 * answers 'Form submission error' with the real reason, e.g. a negative amount, under the field).
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const extra = [...new Set(Object.values(error.fields))].filter((m) => m !== error.message);
  return [error.message, ...extra].join(' ');
}

/** Every line's name by id, split parts as "name (Charterer)" / "name (Owner)". */
export function lineNames(evaluation: TEvaluation): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of allLines(evaluation)) {
    names.set(line.id, line.name);
    for (const c of line.splitExpenses)
      names.set(c.id, `${line.name} (${c.splitType === 'CHARTERER' ? 'Charterer' : 'Owner'})`);
  }
  return names;
}
