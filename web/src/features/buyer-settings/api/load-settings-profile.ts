import { type TBuyerSettingsProfile, ZBuyerSettingsProfile } from '@portcall/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/**
 * GET /secured/buyer/settings/profile: the whole settings page in one answer (company, principal
 * settings, hidden fields, departments, people, billing companies; docs/decisions.md).
 */
export function loadSettingsProfile(): Promise<TBuyerSettingsProfile> {
  return apiRequest('/secured/buyer/settings/profile', { schema: ZBuyerSettingsProfile });
}

export const settingsProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.buyerSettings.profile(), queryFn: loadSettingsProfile });

export function useSettingsProfile() {
  return useQuery(settingsProfileQueryOptions());
}
