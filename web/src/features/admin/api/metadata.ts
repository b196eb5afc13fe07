import { ZOption } from '@portcall/contracts/fields';
import {
  type TMetadataList,
  type TMetadataListRequest,
  type TMetadataSave,
  ZMetadataHistoryItem,
  ZMetadataRow,
} from '@portcall/contracts/metadata';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

const M = '/secured/admin/metadata';

/** POST admin/metadata/{list}: one page of a reference list (ADMIN_METADATA). */
export function useMetadataRows(list: TMetadataList, body: TMetadataListRequest, enabled = true) {
  return useQuery({
    queryKey: adminKeys.metadataList(list, body),
    queryFn: ({ signal }) => apiRequest(`${M}/${list}`, { method: 'POST', body, signal, schema: ZPaged(ZMetadataRow) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST admin/metadata/{list}/save: create (no id), rename, deactivate. */
export function useSaveMetadataMutation(list: TMetadataList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMetadataSave) =>
      apiRequest(`${M}/${list}/save`, { method: 'POST', body, schema: ZMetadataRow, redirectOn404: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.metadata() }),
    meta: { silent: true },
  });
}

/** DELETE admin/metadata/{list}/{id}: only a row nobody uses (409 otherwise). */
export function useDeleteMetadataMutation(list: TMetadataList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${M}/${list}/${id}`, { method: 'DELETE', redirectOn404: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.metadata() }),
    meta: { silent: true },
  });
}

/** GET admin/metadata/{list}/{id}/history: who changed the row, when, from what to what. */
export function useMetadataHistory(list: TMetadataList, id: number | null) {
  return useQuery({
    queryKey: adminKeys.metadataHistory(list, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`${M}/${list}/${id}/history`, { signal, schema: z.array(ZMetadataHistoryItem) }),
    enabled: id !== null,
  });
}

/** The rows a list hangs under, as options: a section's categories are picked from these. */
const parentSources = {
  section: () => '/secured/ref/expense-sections',
  category: () => '/secured/ref/expense-categories',
  terminal: (portId: number | null) => `/secured/ports/${portId}/terminals`,
} as const;

export function useMetadataParentOptions(kind: keyof typeof parentSources | null, portId: number | null = null) {
  return useQuery({
    queryKey: adminKeys.metadataParents(kind ?? 'none', portId),
    queryFn: ({ signal }) =>
      apiRequest(parentSources[kind ?? 'section'](portId), { signal, schema: z.array(ZOption.passthrough()) }),
    enabled: kind !== null && (kind !== 'terminal' || portId !== null),
  });
}
