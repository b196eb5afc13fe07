import { type TPaged, ZPaged } from '@portcall/contracts/paging';
import { type TDashboardAssignment, ZDashboardAssignment } from '@portcall/contracts/port-logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { portLogKeys } from './keys';

type Query = Record<string, QueryValue>;

/** GET dashboard/assignments: a page of the company's port logs, with only the non-empty filters. */
export function listDashboardPortLogs(query: Query, signal?: AbortSignal): Promise<TPaged<TDashboardAssignment>> {
  return apiRequest('/secured/dashboard/assignments', { query, signal, schema: ZPaged(ZDashboardAssignment) });
}

export function useDashboardPortLogs(query: Query) {
  return useQuery({
    queryKey: portLogKeys.dashboard(query),
    queryFn: ({ signal }) => listDashboardPortLogs(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
