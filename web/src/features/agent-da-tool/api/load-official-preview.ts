import { type TOfficialPreview, ZOfficialPreview } from '@portcall/contracts/appointments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daToolKeys, type SupplierKind } from './keys';

/**
 * GET appointment/{id}/official-preview as the agent or vendor the appointment is addressed to (the
 * server lets both parties of an appointment read it).
 */
export function loadOfficialPreview(id: number, signal?: AbortSignal): Promise<TOfficialPreview> {
  return apiRequest(`/secured/appointment/${id}/official-preview`, {
    signal,
    schema: ZOfficialPreview,
    redirectOn404: false,
  });
}

export function useOfficialPreview(kind: SupplierKind, id: number) {
  return useQuery({
    queryKey: daToolKeys.preview(kind, id),
    queryFn: ({ signal }) => loadOfficialPreview(id, signal),
    meta: { silent: true },
  });
}
