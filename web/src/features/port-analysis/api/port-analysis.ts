import { ZPortAccuracy } from '@portcall/contracts/estimation-accuracy';
import {
  type TAnalysedPort,
  type TApiKey,
  type TCreateApiKey,
  type TCreatedApiKey,
  type TCreatePortCodeMapping,
  type TPortCodeMapping,
  ZAnalysedPort,
  ZApiKey,
  ZApiKeys,
  ZCreatedApiKey,
  ZPortCodeMapping,
  ZPortCodeMappings,
  ZPortSearchList,
} from '@portcall/contracts/port-analysis';
import type { TPortDirectoryRow, TSavePortDetailsInput } from '@portcall/contracts/port-directory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** The port-analysis service's base (DESIGN §2) and the admin estimation-api section. */
const PA = { base: '/port-analysis' } as const;
const E = '/secured/admin/estimation-api';

export const portAnalysisKeys = {
  all: () => ['port-analysis'] as const,
  search: (portName: string) => ['port-analysis', 'search', portName] as const,
  port: (id: number) => ['port-analysis', 'port', id] as const,
  accuracy: (id: number) => ['port-analysis', 'port', id, 'accuracy'] as const,
  mappings: () => ['port-analysis', 'mappings'] as const,
  keys: () => ['port-analysis', 'api-keys'] as const,
};

/** GET port/search?portName. */
export function usePortAnalysisSearch(portName: string) {
  return useQuery({
    queryKey: portAnalysisKeys.search(portName),
    queryFn: ({ signal }) =>
      apiRequest<TPortDirectoryRow[]>('/secured/port/search', {
        ...PA,
        query: { portName },
        signal,
        schema: ZPortSearchList,
      }),
    enabled: portName.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET port/{id}. */
export function useAnalysedPort(id: number) {
  return useQuery({
    queryKey: portAnalysisKeys.port(id),
    queryFn: ({ signal }) => apiRequest<TAnalysedPort>(`/secured/port/${id}`, { ...PA, signal, schema: ZAnalysedPort }),
  });
}

/** GET port/{id}/accuracy: the backtest of the port's published formulas (not in the spec). */
export function usePortAccuracy(id: number) {
  return useQuery({
    queryKey: portAnalysisKeys.accuracy(id),
    queryFn: ({ signal }) => apiRequest(`/secured/port/${id}/accuracy`, { ...PA, signal, schema: ZPortAccuracy }),
  });
}

/** POST port: the port's directory data saved as a whole. */
export function useSavePort() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavePortDetailsInput) =>
      apiRequest<TAnalysedPort>('/secured/port', { ...PA, method: 'POST', body, schema: ZAnalysedPort }),
    onSuccess: (port) => client.setQueryData(portAnalysisKeys.port(port.information.id), port),
  });
}

/** PATCH port/{id}/available-in-pce?state. */
export function useSetAvailableInPce(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (state: boolean) =>
      apiRequest(`/secured/port/${id}/available-in-pce`, { ...PA, method: 'PATCH', query: { state } }),
    onSuccess: () => client.invalidateQueries({ queryKey: portAnalysisKeys.port(id) }),
  });
}

export function usePortMappings() {
  return useQuery({
    queryKey: portAnalysisKeys.mappings(),
    queryFn: ({ signal }) =>
      apiRequest<TPortCodeMapping[]>(`${E}/port-mappings`, { signal, schema: ZPortCodeMappings }),
  });
}

export function useCreatePortMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePortCodeMapping) =>
      apiRequest<TPortCodeMapping>(`${E}/port-mappings`, { method: 'POST', body, schema: ZPortCodeMapping }),
    onSuccess: () => client.invalidateQueries({ queryKey: portAnalysisKeys.mappings() }),
  });
}

export function useDeletePortMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${E}/port-mappings/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: portAnalysisKeys.mappings() }),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: portAnalysisKeys.keys(),
    queryFn: ({ signal }) => apiRequest<TApiKey[]>(`${E}/api-keys`, { signal, schema: ZApiKeys }),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateApiKey) =>
      apiRequest<TCreatedApiKey>(`${E}/api-keys`, { method: 'POST', body, schema: ZCreatedApiKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: portAnalysisKeys.keys() }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<TApiKey>(`${E}/api-keys/${id}/revoke`, { method: 'POST', schema: ZApiKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: portAnalysisKeys.keys() }),
  });
}
