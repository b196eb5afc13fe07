import { type TEditExpense, type TLineDetails, ZLineAnswer } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface EditExpenseInput {
  expenseId: number;
  /** Husbandry lines have their own call (the server refuses the other one with EXPENSE_SECTION_MISMATCH). */
  isHusbandry: boolean;
  body: TEditExpense;
}

/**
 * POST evaluation/{expenseEvaluationId}/edit-expense-evaluation (or edit-husbandry-expense-evaluation):
 * the evaluated amount, given directly or as units x price per unit.
 */
export function editExpense({
  expenseId,
  isHusbandry,
  body,
}: EditExpenseInput): Promise<{ evaluation: TEvaluation; details: TLineDetails }> {
  const call = isHusbandry ? 'edit-husbandry-expense-evaluation' : 'edit-expense-evaluation';
  return apiRequest(`/secured/evaluation/${expenseId}/${call}`, {
    method: 'POST',
    body,
    schema: ZLineAnswer,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, line details, inspections) after the line changed. */
export function useEditExpenseMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
