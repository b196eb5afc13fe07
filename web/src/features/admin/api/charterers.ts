import { type TChartererSave, type TCharterersRequest, ZCharterer } from '@portcall/contracts/admin';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST /secured/charterers (paging body) and POST /secured/charterer/save (operations §7 "Charterers"). */
export function useCharterers(body: TCharterersRequest) {
  return useQuery({
    queryKey: ['admin', 'charterers', body],
    queryFn: ({ signal }) =>
      apiRequest('/secured/charterers', { method: 'POST', body, signal, schema: ZPaged(ZCharterer) }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveChartererMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChartererSave) =>
      apiRequest('/secured/charterer/save', { method: 'POST', body, schema: ZCharterer, redirectOn404: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'charterers'] }),
    meta: { silent: true },
  });
}
