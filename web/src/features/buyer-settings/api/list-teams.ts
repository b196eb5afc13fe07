import type { TOption } from '@portcall/contracts/fields';
import { MAX_PAGE_SIZE, type TPaged, ZPaged } from '@portcall/contracts/paging';
import { type TTeam, ZTeam } from '@portcall/contracts/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

type ListQuery = Record<string, QueryValue>;

/**
 * GET /secured/buyers/{buyerId}/teams (operations §7 "Buyer teams and support"): paged, sorted
 * (name, createdAt, isActive) and filtered by name, memberId and isActive.
 */
export function listTeams(buyerId: number, query: ListQuery, signal?: AbortSignal): Promise<TPaged<TTeam>> {
  return apiRequest(`/secured/buyers/${buyerId}/teams`, { query, signal, schema: ZPaged(ZTeam) });
}

export const teamListQueryOptions = (buyerId: number, query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.buyerSettings.teamList(buyerId, query),
    queryFn: ({ signal }) => listTeams(buyerId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useTeamList(buyerId: number, query: ListQuery) {
  return useQuery(teamListQueryOptions(buyerId, query));
}

/** Every team as an option (a profile's teams); inactive ones say so. */
export function useTeamOptions(buyerId: number) {
  return useQuery({
    ...teamListQueryOptions(buyerId, { page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC' }),
    placeholderData: undefined,
    select: (page): TOption[] =>
      page.items.map((t) => ({ value: String(t.id), label: t.isActive ? t.name : `${t.name} (inactive)` })),
  });
}
