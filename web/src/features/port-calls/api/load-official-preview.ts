import { type TOfficialPreview, ZOfficialPreview } from '@portcall/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET appointment/{id}/official-preview: the appointment letter with the principal details. */
export function loadOfficialPreview(id: number, signal?: AbortSignal): Promise<TOfficialPreview> {
  return apiRequest(`/secured/appointment/${id}/official-preview`, { signal, schema: ZOfficialPreview });
}

export const officialPreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.preview(id),
    queryFn: ({ signal }) => loadOfficialPreview(id, signal),
    meta: { silent: true },
  });

export function useOfficialPreview(id: number) {
  return useQuery(officialPreviewQueryOptions(id));
}
