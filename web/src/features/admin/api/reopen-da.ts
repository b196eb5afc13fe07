import { ZReopenDaAnswer, ZReopenDaPage } from '@portcall/contracts/evaluation-workflow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

const reopenDaKeys = {
  all: () => ['admin', 'reopen-da'] as const,
  search: (text: string, page: number) => ['admin', 'reopen-da', text, page] as const,
};

/** GET /secured/admin/reopen-da: DAs of every buyer by vessel, port, agent, buyer or DA number. */
export function useReopenDaSearch(text: string, page: number) {
  return useQuery({
    queryKey: reopenDaKeys.search(text, page),
    queryFn: ({ signal }) =>
      apiRequest('/secured/admin/reopen-da', {
        signal,
        query: { text: text || undefined, page, size: 10 },
        schema: ZReopenDaPage,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /secured/admin/reopen-da/{proformaId} with the reason kept in the audit log. */
export function useReopenDaMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ proformaId, reason }: { proformaId: number; reason: string }) =>
      apiRequest(`/secured/admin/reopen-da/${proformaId}`, {
        method: 'POST',
        body: { reason },
        schema: ZReopenDaAnswer,
        redirectOn404: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reopenDaKeys.all() }),
  });
}
