import {
  type TCharterTermsInput,
  type TClaim,
  type TLaytimeCalculation,
  type TLaytimePrefill,
  ZCharterTermsAnswer,
  ZClaim,
  ZClaimablePortCalls,
  ZClaimList,
  ZLaytimeCalculation,
  ZLaytimePrefill,
} from '@portcall/contracts/claims';
import { type TLaytimeRequestInput, type TLaytimeResult, ZLaytimeResult } from '@portcall/contracts/laytime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';

export const CLAIMS_PATH = '/secured/buyer/claims';

export const claimsKeys = {
  all: ['claims'] as const,
  list: () => ['claims', 'list'] as const,
  claim: (id: number) => ['claims', 'claim', id] as const,
  portCalls: () => ['claims', 'port-calls'] as const,
  laytime: (portCallId: number) => ['claims', 'laytime', portCallId] as const,
  calculation: (id: number) => ['claims', 'calculation', id] as const,
};

export const useClaims = () =>
  useQuery({ queryKey: claimsKeys.list(), queryFn: () => apiRequest('/secured/claims', { schema: ZClaimList }) });

export const useClaim = (id: number) =>
  useQuery({ queryKey: claimsKeys.claim(id), queryFn: () => apiRequest(`/secured/claims/${id}`, { schema: ZClaim }) });

export const useClaimablePortCalls = (enabled: boolean) =>
  useQuery({
    queryKey: claimsKeys.portCalls(),
    queryFn: () => apiRequest('/secured/claims/port-calls', { schema: ZClaimablePortCalls }),
    enabled,
  });

export const useLaytimePrefill = (portCallId: number) =>
  useQuery<TLaytimePrefill>({
    queryKey: claimsKeys.laytime(portCallId),
    queryFn: () => apiRequest(`/secured/claims/port-calls/${portCallId}/laytime`, { schema: ZLaytimePrefill }),
  });

export const useCalculation = (id: number | null) =>
  useQuery<TLaytimeCalculation>({
    queryKey: claimsKeys.calculation(id ?? 0),
    queryFn: () => apiRequest(`/secured/claims/laytime/${id}`, { schema: ZLaytimeCalculation }),
    enabled: id !== null,
  });

export function calculate(body: TLaytimeRequestInput): Promise<TLaytimeResult> {
  return apiRequest('/secured/claims/laytime/calculate', { method: 'POST', body, schema: ZLaytimeResult });
}

export function useSaveCalculation(portCallId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: TLaytimeRequestInput; notes: Array<{ from: string; note: string }> }) =>
      apiRequest(`/secured/claims/port-calls/${portCallId}/laytime`, {
        method: 'PUT',
        body: input,
        schema: ZLaytimeCalculation,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}

export function useCreateClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      apiRequest<TClaim>('/secured/claims', { method: 'POST', body: input, schema: ZClaim }),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}

export function useClaimState(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: string; version: number }) =>
      apiRequest<TClaim>(`/secured/claims/${id}/state`, { method: 'POST', body: input, schema: ZClaim }),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}

export function useUploadDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: string; file: File }) =>
      apiRequest<TClaim>(`/secured/claims/${id}/documents`, {
        method: 'POST',
        body: buildMultipart({ kind: input.kind }, [input.file]),
        schema: ZClaim,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: claimsKeys.all }),
  });
}

export const useCharterTerms = (portCallId: number) =>
  useQuery({
    queryKey: ['claims', 'terms', portCallId],
    queryFn: () =>
      apiRequest(`/secured/claims/port-calls/${portCallId}/charter-terms`, { schema: ZCharterTermsAnswer }),
    retry: false,
  });

export function useSaveCharterTerms(portCallId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terms: TCharterTermsInput) =>
      apiRequest(`/secured/claims/port-calls/${portCallId}/charter-terms`, {
        method: 'PUT',
        body: terms,
        schema: ZCharterTermsAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['claims', 'terms', portCallId] }),
  });
}
