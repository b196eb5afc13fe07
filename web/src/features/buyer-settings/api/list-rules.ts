import type { TOption } from '@portcall/contracts/fields';
import { RULE_OPTIONS_PAGE_SIZE, type TPaged, ZPaged } from '@portcall/contracts/paging';
import { type TRule, ZRule } from '@portcall/contracts/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

type ListQuery = Record<string, QueryValue>;

/**
 * GET /secured/rules (operations §7 "Rules"; SETTINGS_EDIT_USER): paged, sorted (name, ruleType,
 * state) and filtered by name, ruleType and state.
 */
export function listRules(query: ListQuery, signal?: AbortSignal): Promise<TPaged<TRule>> {
  return apiRequest('/secured/rules', { query, signal, schema: ZPaged(ZRule) });
}

export const ruleListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.buyerSettings.ruleList(query),
    queryFn: ({ signal }) => listRules(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRuleList(query: ListQuery) {
  return useQuery(ruleListQueryOptions(query));
}

/** Rule options (operations §3 "Rule option": label name, value id), fetched 1000 at a time (§9). */
export function useRuleOptions() {
  return useQuery({
    ...ruleListQueryOptions({ page: 0, size: RULE_OPTIONS_PAGE_SIZE, property: 'name', direction: 'ASC' }),
    placeholderData: undefined,
    select: (page): TOption[] =>
      page.items.map((r) => ({ value: String(r.id), label: r.state === 'ACTIVE' ? r.name : `${r.name} (inactive)` })),
  });
}
