import { type TDaQueuePage, ZDaQueuePage } from '@portcall/contracts/da-queue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

export type DaQueueQuery = Record<string, string | number | boolean>;

export const daQueueKeys = {
  all: () => ['buyer-da-tool'] as const,
  list: (query: DaQueueQuery) => ['buyer-da-tool', 'queue', query] as const,
};

/** GET buyer/da-tool/evaluations: a page of the company's submitted DAs, and the count of each stage. */
export function listDaQueue(query: DaQueueQuery): Promise<TDaQueuePage> {
  return apiRequest('/secured/buyer/da-tool/evaluations', { query, schema: ZDaQueuePage });
}

export function useDaQueue(query: DaQueueQuery) {
  return useQuery({
    queryKey: daQueueKeys.list(query),
    queryFn: () => listDaQueue(query),
    placeholderData: keepPreviousData,
  });
}
