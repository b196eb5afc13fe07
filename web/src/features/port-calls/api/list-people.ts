import type { TOption } from '@portcall/contracts/fields';
import { ZBuyerSettingsProfile } from '@portcall/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET buyer/settings/profile: the company's people, as options of the assignee and ops coordinator filters. */
export async function listPeople(signal?: AbortSignal): Promise<TOption[]> {
  const profile = await apiRequest('/secured/buyer/settings/profile', {
    signal,
    schema: ZBuyerSettingsProfile,
    redirectOn403: false,
    redirectOn404: false,
  });
  return profile.users.map((u) => ({ value: String(u.id), label: u.fullName }));
}

/** A profile without the settings rights gets no options; the filters then stay empty, not broken. */
export function usePeopleOptions() {
  return useQuery({
    queryKey: portCallKeys.people(),
    queryFn: ({ signal }) => listPeople(signal).catch(() => []),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
