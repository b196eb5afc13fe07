import { ZBudgetReminder } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { budgetCommitKey } from './budget-commit';

export type TBudgetReminder = z.infer<typeof ZBudgetReminder>;

/**
 * POST evaluation/{id}/budget-commit/send-reminder/department/{departmentName}: reminds the
 * department's people to commit; the server allows three a department a day (429 BUDGET_REMINDER_LIMIT).
 */
export function sendDepartmentReminder(id: number, departmentName: string): Promise<TBudgetReminder> {
  return apiRequest(
    `/secured/evaluation/${id}/budget-commit/send-reminder/department/${encodeURIComponent(departmentName)}`,
    { method: 'POST', schema: ZBudgetReminder, redirectOn403: false, redirectOn404: false },
  );
}

/** The commit list shows how many reminders went out today, so it is read again. */
export function useSendDepartmentReminderMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentName: string) => sendDepartmentReminder(id, departmentName),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: budgetCommitKey(id) }),
    meta: { silent: true },
  });
}
