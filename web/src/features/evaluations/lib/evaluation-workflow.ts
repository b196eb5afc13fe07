import type { TBudgetCommit, TEvaluationTask } from '@portcall/contracts/evaluation-workflow';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { Decimal } from '@portcall/contracts/money';
import type { TPaymentInstruction } from '@portcall/contracts/payments';
import { evaluationSections } from './evaluation-lines';

/** Only a FAILED task can be retried (the server answers 409 EVALUATION_TASK_NOT_FAILED otherwise). */
export function canRetryTask(task: Pick<TEvaluationTask, 'status'> | null | undefined): boolean {
  return task?.status === 'FAILED';
}

/** "2 of 3 departments committed". */
export function commitProgress(commit: Pick<TBudgetCommit, 'departments'>): { committed: number; total: number } {
  return {
    committed: commit.departments.filter((d) => d.committed).length,
    total: commit.departments.length,
  };
}

/** A commit's sections worth showing: a zero section says nothing. */
export function nonZeroSections<T extends { amount: string }>(items: readonly T[]): T[] {
  return items.filter((i) => !new Decimal(i.amount).isZero());
}

export interface ClarifiableLine {
  id: number;
  label: string;
  section: string;
}

/**
 * The lines the agent can be asked about: whole, live lines (the agent quoted those; split children
 * are the buyer's own allocation, and deleted or rejected lines are refused by the server).
 */
export function clarifiableLines(evaluation: TEvaluation): ClarifiableLine[] {
  return evaluationSections.flatMap((s) =>
    evaluation[s.key].expenseEvaluations
      .filter((line) => line.status !== 'DELETED' && line.status !== 'REJECTED')
      .map((line) => ({ id: line.id, label: line.name, section: s.title })),
  );
}

/** Instructions the server accepts for this evaluation: active, in the evaluation's currency. */
export function paymentInstructionOptions(
  instructions: readonly TPaymentInstruction[],
  currency: string | null,
): { value: string; label: string }[] {
  return instructions
    .filter((i) => i.isActive && i.currency === currency)
    .map((i) => ({ value: String(i.id), label: `${i.name} · ${i.bankName} · ${i.iban}` }));
}
