import { ZActivityType } from '@portcall/contracts/refdata';
import {
  type TRequestCase,
  type TRequestWizard,
  ZCatalogueExpense,
  ZHistoricalExpenses,
  ZRequestAgentOption,
  ZRequestCase,
  ZRequestWizard,
} from '@portcall/contracts/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** GET request-case/{id}/load-wizard: the draft where it was left. */
export function useRequestWizard(id: number | null) {
  return useQuery({
    queryKey: requestKeys.wizard(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${rc}/${id}/load-wizard`, { signal, schema: ZRequestWizard }),
    enabled: id !== null,
  });
}

/** GET request-case/catalogue-expenses/{section}/list. */
export function useCatalogue(section: string) {
  return useQuery({
    queryKey: requestKeys.catalogue(section),
    queryFn: ({ signal }) =>
      apiRequest(`${rc}/catalogue-expenses/${section}/list`, { signal, schema: z.array(ZCatalogueExpense) }),
    staleTime: 60 * 60 * 1000,
  });
}

/** GET request-case/{id}/load-agents. */
export function useAgentOptions(id: number | null) {
  return useQuery({
    queryKey: requestKeys.agents(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${rc}/${id}/load-agents`, { signal, schema: z.array(ZRequestAgentOption) }),
    enabled: id !== null,
  });
}

/** GET request-case/{id}/load-historical-expenses; never kept after use (operations §9). */
export function useHistoricalExpenses(id: number | null) {
  return useQuery({
    queryKey: requestKeys.historical(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`${rc}/${id}/load-historical-expenses`, { signal, schema: ZHistoricalExpenses }),
    enabled: id !== null,
    gcTime: 0,
  });
}

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

/** POST request-case/submit-step-4 (multipart): sends the draft to its agents. */
export function useSubmitRequestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment, files }: { id: number; comment?: string; files: File[] }): Promise<TRequestCase> =>
      apiRequest(`${rc}/submit-step-4`, {
        method: 'POST',
        body: buildMultipart({ id, ...(comment ? { comment } : {}) }, files),
        schema: ZRequestCase,
        redirectOn404: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    meta: { silent: true },
  });
}

/** GET appointment/activity-types: the activities a case may name. */
export function useActivityTypes() {
  return useQuery({
    queryKey: ['requests', 'activity-types'],
    queryFn: async ({ signal }) => {
      const types = await apiRequest('/secured/appointment/activity-types', { signal, schema: z.array(ZActivityType) });
      return [...types].sort((a, b) => a.position - b.position).map((t) => ({ value: t.value, label: t.label }));
    },
    staleTime: 60 * 60 * 1000,
  });
}
