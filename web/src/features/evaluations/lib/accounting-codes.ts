import type { TAccountingCodeGroup, TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { evaluationSections, tableLines } from './evaluation-lines';

/** Which group of codes fits a line (as the server checks): split parts by their side, else principal. */
export function groupOfLine(line: Pick<TExpenseEvaluation, 'splitType'>): TAccountingCodeGroup {
  return line.splitType === 'CHARTERER'
    ? 'CHARTERER_AMOUNT'
    : line.splitType === 'OWNER'
      ? 'OWNER_AMOUNT'
      : 'PRINCIPAL_AMOUNT';
}

export const codeGroupLabels: Record<TAccountingCodeGroup, string> = {
  PRINCIPAL_AMOUNT: 'whole expenses',
  OWNER_AMOUNT: 'owner parts',
  CHARTERER_AMOUNT: 'charterer parts',
};

export const codeLabel = (c: { code: string; subAccount: string | null }) =>
  c.subAccount ? `${c.code} / ${c.subAccount}` : c.code;

/** Every line of the table, whole expenses and split parts, in the page's order. */
const allLines = (evaluation: TEvaluation) =>
  evaluationSections.flatMap((s) => tableLines(evaluation[s.key].expenseEvaluations).map((t) => t.line));

/**
 * The lines that carry a code of their own and may still take one: whole expenses without split
 * parts and the split parts, not approved, deleted or rejected (approval and payment read the
 * code of exactly these).
 */
export function codableLines(evaluation: TEvaluation): TExpenseEvaluation[] {
  return allLines(evaluation).filter(
    (l) => l.splitExpenses.length === 0 && !['APPROVED', 'DELETED', 'REJECTED'].includes(l.status),
  );
}

/**
 * Why this person cannot change a line's code now (null: it can). The one place the evaluation
 * page asks, for the line's own control and the bulk dialog alike (with no line: the bulk button).
 */
export function accountingCodeReason(
  evaluation: Pick<TEvaluation, 'status'>,
  line: Pick<TExpenseEvaluation, 'status'> | null,
  mayEdit: boolean,
): string | null {
  if (evaluation.status !== 'OPEN') return messages.EVALUATION_NOT_OPEN;
  if (!mayEdit) return messages.REASON_NO_ACCOUNTING_CODE_RIGHT;
  if (line && ['APPROVED', 'DELETED'].includes(line.status)) return messages.REASON_ACCOUNTING_CODE_LOCKED;
  return null;
}

/** Why the chosen lines cannot take a code yet: none chosen, or of different groups. */
export function selectionReason(lines: readonly Pick<TExpenseEvaluation, 'splitType'>[]): string | null {
  if (lines.length === 0) return messages.REASON_CHOOSE_EXPENSES;
  return new Set(lines.map(groupOfLine)).size > 1 ? messages.REASON_MIXED_CODE_GROUPS : null;
}

/**
 * The lines of `ids` that a final DA cannot approve for want of an accounting code (a PDA needs
 * none: the server asks codes of FDA and invoice lines only).
 */
export function missingCodeLines(evaluation: TEvaluation, ids: readonly number[]): TExpenseEvaluation[] {
  if (evaluation.type === 'PDA') return [];
  return allLines(evaluation).filter(
    (l) => ids.includes(l.id) && l.splitExpenses.length === 0 && l.accountingCodeId === null,
  );
}
