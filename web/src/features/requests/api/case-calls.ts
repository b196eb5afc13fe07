import { ZPortCallListItem } from '@portcall/contracts/dashboard';
import { ZPaged } from '@portcall/contracts/paging';
import {
  type TRequestCase,
  ZRequestCase,
  ZRequestCaseListItem,
  ZRequestComparison,
} from '@portcall/contracts/requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-cases: the buyer dashboard's requests view. */
export function useRequestCases(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: requestKeys.cases(query),
    queryFn: ({ signal }) =>
      apiRequest('/secured/request-cases', { query, signal, schema: ZPaged(ZRequestCaseListItem) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET request-case/{id}/load. */
export function useRequestCase(id: number) {
  return useQuery({
    queryKey: requestKeys.case(id),
    queryFn: ({ signal }) => apiRequest(`/secured/request-case/${id}/load`, { signal, schema: ZRequestCase }),
  });
}

/** GET request-case/{id}/evaluate: the quotes side by side. */
export function useRequestComparison(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: requestKeys.comparison(id),
    queryFn: ({ signal }) => apiRequest(`/secured/request-case/${id}/evaluate`, { signal, schema: ZRequestComparison }),
    enabled: isEnabled,
  });
}

/** The buyer's open port calls a request case can be made for (the dashboard's list). */
export function usePortCallOptions() {
  return useQuery({
    queryKey: requestKeys.portCalls(),
    queryFn: ({ signal }) =>
      apiRequest('/secured/dashboard/portCalls', {
        query: { page: 0, size: 200 },
        signal,
        schema: ZPaged(ZPortCallListItem),
      }),
    select: (page) => page.items.filter((p) => p.status === 'DRAFT' || p.status === 'IN_PROCESS'),
  });
}

type CaseAction =
  | { kind: 'cancel-case' }
  | { kind: 'cancel-request'; requestId: number }
  | { kind: 'remind'; requestId: number }
  | { kind: 'renegotiate'; requestId: number; comment: string }
  | { kind: 'revert'; agentId: number }
  | { kind: 'appoint'; requestId: number }
  | { kind: 'share'; emails: string[] }
  | { kind: 'revoke' }
  | { kind: 'add-agents'; agentIds: number[] }
  | { kind: 'add-expenses'; expenses: Array<{ section: string; name: string }> };

/** Every buyer action on a case and its requests; the answer refreshes the case's queries. */
export function runCaseAction(caseId: number, action: CaseAction): Promise<unknown> {
  const rc = `/secured/request-case/${caseId}`;
  const rfq = '/secured/request-for-quotation';
  const post = (path: string, body?: unknown) => apiRequest(path, { method: 'POST', body, redirectOn404: false });
  switch (action.kind) {
    case 'cancel-case':
      return apiRequest(`${rc}/cancel`, { schema: ZRequestCase, redirectOn404: false });
    case 'cancel-request':
      return apiRequest(`${rc}/request-for-quotation/${action.requestId}/cancel`, { redirectOn404: false });
    case 'remind':
      return post(`${rfq}/send-reminder`, { id: action.requestId });
    case 'renegotiate':
      return post(`${rfq}/renegotiate`, { id: action.requestId, comment: action.comment });
    case 'revert':
      return post(`/secured/agent/${action.agentId}/rfq/${caseId}/revert`);
    case 'appoint':
      return post(`${rc}/appoint`, { requestForQuotationId: action.requestId });
    case 'share':
      return post(`${rc}/share`, { emails: action.emails });
    case 'revoke':
      return post(`${rc}/share/revoke`);
    case 'add-agents':
      return post('/secured/request-case/submit-additional-request-for-quotation', {
        requestCaseId: caseId,
        agentIds: action.agentIds,
      });
    case 'add-expenses':
      return apiRequest(`${rc}/additional-expenses`, {
        method: 'PUT',
        body: { expenses: action.expenses },
        redirectOn404: false,
      });
  }
}

export function useCaseAction(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CaseAction) => runCaseAction(caseId, action),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    meta: { silent: true },
  });
}
export type { TRequestCase };
