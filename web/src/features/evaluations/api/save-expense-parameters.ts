import { type TLineDetails, ZLineAnswer } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface SaveParametersInput {
  expenseId: number;
  isHusbandry: boolean;
  body: {
    version: number;
    parameters: { parameterId: number; optionId: number }[];
    unit?: string;
    remarks?: string;
    isCashToMaster?: boolean;
    isRechargeable?: boolean;
    persons?: number | null;
  };
}

/**
 * POST evaluation/{expenseEvaluationId}/save-expense-evaluation-parameters (husbandry lines:
 * save-expense-evaluation-husbandry-parameters): what the line was evaluated on; never moves money.
 */
export function saveExpenseParameters({
  expenseId,
  isHusbandry,
  body,
}: SaveParametersInput): Promise<{ evaluation: TEvaluation; details: TLineDetails }> {
  const call = isHusbandry ? 'save-expense-evaluation-husbandry-parameters' : 'save-expense-evaluation-parameters';
  const { isCashToMaster, isRechargeable, persons, ...plain } = body;
  return apiRequest(`/secured/evaluation/${expenseId}/${call}`, {
    method: 'POST',
    // The plain call's schema is strict: the husbandry flags would be refused there.
    body: isHusbandry ? body : plain,
    schema: ZLineAnswer,
    redirectOn404: false,
  });
}

export function useSaveExpenseParametersMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExpenseParameters,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
