import { type TRequestWizard, ZRequestWizard } from '@portcall/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

type Step = 'save-vessel-port' | 'save-step-2' | 'save-step-3' | 'save-activities-expenses-step';

/** POST request-case/{step}: saves one step of the draft. */
export function useSaveStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: Step; body: unknown }): Promise<TRequestWizard> =>
      apiRequest(`${rc}/${step}`, { method: 'POST', body, schema: ZRequestWizard, redirectOn404: false }),
    onSuccess: (saved) => queryClient.setQueryData(requestKeys.wizard(saved.id), saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    meta: { silent: true },
  });
}
