import type { TOption } from '@portcall/contracts/fields';
import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import {
  type TRegionCreate,
  type TRegionSave,
  type TRuleCreate,
  type TRuleSave,
  ZRegion,
  ZRule,
} from '@portcall/contracts/settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type QueryValue } from '../../../api/http-client';

type ListQuery = Record<string, QueryValue>;

/** GET /secured/regions?buyerId (ADMIN_SUPPORT reaches any buyer's): page, size, sort, name and state. */
export function useBuyerRegions(query: ListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'buyer-regions', query],
    queryFn: ({ signal }) => apiRequest('/secured/regions', { query, signal, schema: ZPaged(ZRegion) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /secured/rules?buyerId: the buyer's region rules, paged and sorted the same way. */
export function useBuyerRules(query: ListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'buyer-rules', query],
    queryFn: ({ signal }) => apiRequest('/secured/rules', { query, signal, schema: ZPaged(ZRule) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const adminRegionKeys = [
  ['admin', 'buyer-regions'],
  ['admin', 'buyer-rules'],
  ['admin', 'buyer-region-options'],
];

/**
 * Support edits a buyer's regions and rules through the buyer's own calls (PUT/POST region and
 * rule, with the buyer's id on creation): the buyer's rules apply, the audit names the admin.
 */
function useBuyerSettingsWrite<B>(path: string, method: 'PUT' | 'POST', schema: z.ZodType<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      apiRequest(path, { method, body, schema, redirectOn403: false, redirectOn404: false }) as Promise<{
        name: string;
      }>,
    onSuccess: () => {
      for (const queryKey of adminRegionKeys) void queryClient.invalidateQueries({ queryKey });
    },
    meta: { silent: true },
  });
}
export const useCreateBuyerRegion = () => useBuyerSettingsWrite<TRegionCreate>('/secured/region', 'PUT', ZRegion);
export const useSaveBuyerRegion = () => useBuyerSettingsWrite<TRegionSave>('/secured/region', 'POST', ZRegion);
export const useCreateBuyerRule = () => useBuyerSettingsWrite<TRuleCreate>('/secured/rule', 'PUT', ZRule);
export const useSaveBuyerRule = () => useBuyerSettingsWrite<TRuleSave>('/secured/rule', 'POST', ZRule);

/** Every region of the buyer as an option (a rule's regions); inactive ones say so. */
export function useBuyerRegionOptions(buyerId: number) {
  const query = { buyerId, page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC' };
  return useQuery({
    queryKey: ['admin', 'buyer-region-options', query],
    queryFn: ({ signal }) => apiRequest('/secured/regions', { query, signal, schema: ZPaged(ZRegion) }),
    select: (page): TOption[] =>
      page.items.map((r) => ({ value: String(r.id), label: r.state === 'ACTIVE' ? r.name : `${r.name} (inactive)` })),
  });
}
