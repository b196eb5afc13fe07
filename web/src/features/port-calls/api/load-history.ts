import { type THistoryEntry, ZHistoryEntry } from '@portcall/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET dashboard/history/{appointmentId}: the audit rows of the appointment and its port calls, newest first. */
export function loadHistory(appointmentId: number, signal?: AbortSignal): Promise<THistoryEntry[]> {
  return apiRequest(`/secured/dashboard/history/${appointmentId}`, {
    signal,
    schema: z.array(ZHistoryEntry),
    redirectOn404: false,
  });
}

export const historyQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: portCallKeys.history(appointmentId),
    queryFn: ({ signal }) => loadHistory(appointmentId, signal),
    meta: { silent: true },
  });

export function useHistory(appointmentId: number | null) {
  return useQuery({ ...historyQueryOptions(appointmentId ?? 0), enabled: appointmentId !== null });
}
