import { type TOption, ZOption } from '@portcall/contracts/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /secured/ref/profile/rules/regions: the active regions the caller's own active region rules
 * allow (empty for a profile without a region rule, which is not restricted at all).
 */
export function listOwnRuleRegions(): Promise<TOption[]> {
  return apiRequest('/secured/ref/profile/rules/regions', { schema: z.array(ZOption) });
}

export const ownRuleRegionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.buyerSettings.ownRuleRegions(), queryFn: listOwnRuleRegions });

export function useOwnRuleRegions() {
  return useQuery(ownRuleRegionsQueryOptions());
}
