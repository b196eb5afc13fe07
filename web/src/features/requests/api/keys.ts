import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The requests feature's cached queries; a change refreshes everything under `all`. */
export const requestKeys = {
  all: ['requests'] as const,
  cases: (query: Record<string, unknown>) => ['requests', 'cases', query] as const,
  case: (id: number) => ['requests', 'case', id] as const,
  wizard: (id: number) => ['requests', 'wizard', id] as const,
  agents: (id: number) => ['requests', 'wizard', id, 'agents'] as const,
  historical: (id: number) => ['requests', 'wizard', id, 'historical'] as const,
  catalogue: (section: string) => ['requests', 'catalogue', section] as const,
  portCalls: () => ['requests', 'port-calls'] as const,
  vessels: () => ['requests', 'vessels'] as const,
  ports: (text: string) => ['requests', 'ports', text] as const,
  comparison: (id: number) => ['requests', 'case', id, 'evaluate'] as const,
  inbox: (query: Record<string, unknown>) => ['requests', 'inbox', query] as const,
  request: (id: number) => ['requests', 'request', id] as const,
  prefill: (id: number) => ['requests', 'request', id, 'pricelist-amounts'] as const,
  comments: (id: number, expenseId: number) => ['requests', 'request', id, 'comments', expenseId] as const,
  pricelist: () => ['requests', 'pricelist'] as const,
};

/** Every requests answer is read again after a change (a case page shows the case, its quotes and its comparison). */
export function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: requestKeys.all });
}

/**
 * Runs one change (a fetcher of this folder) and refreshes the requests' answers after it, failed
 * or not: a page offers several moves and runs whichever the user clicks through it.
 */
export function useRequestChange() {
  const invalidate = useInvalidateRequests();
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSettled: invalidate,
    meta: { silent: true },
  });
}
