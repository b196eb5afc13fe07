import {
  dashboardPaths,
  type TAppointmentListItem,
  type TDashboardGrouping,
  type TPortCallListItem,
  type TVoyageListItem,
  ZAppointmentListItem,
  ZPortCallListItem,
  ZVoyageListItem,
} from '@portcall/contracts/dashboard';
import { type TPaged, ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { portCallKeys } from './keys';

type Query = Record<string, QueryValue>;

export interface DashboardPages {
  PORT_CALL: TPaged<TPortCallListItem>;
  VOYAGE: TPaged<TVoyageListItem>;
  APPOINTMENT: TPaged<TAppointmentListItem>;
}

const schemas = {
  PORT_CALL: ZPaged(ZPortCallListItem),
  VOYAGE: ZPaged(ZVoyageListItem),
  APPOINTMENT: ZPaged(ZAppointmentListItem),
} as const;

export type DashboardPage = DashboardPages[TDashboardGrouping];

/**
 * GET dashboard/portCalls, dashboard/voyages or dashboard/appointments (operations §7): one call per
 * grouping, with page, size, sort and only the non-empty filters (the query is built by the table state).
 */
export function listDashboard(
  grouping: TDashboardGrouping,
  query: Query,
  signal?: AbortSignal,
): Promise<DashboardPage> {
  return apiRequest<DashboardPage>(`/secured/${dashboardPaths[grouping]}`, {
    query,
    signal,
    schema: schemas[grouping] as never,
  });
}

export const dashboardQueryOptions = (grouping: TDashboardGrouping, query: Query) =>
  queryOptions<DashboardPage>({
    queryKey: portCallKeys.dashboardList(dashboardPaths[grouping], query),
    queryFn: ({ signal }) => listDashboard(grouping, query, signal),
    // The previous page stays on screen while the next loads, but never another grouping's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === dashboardPaths[grouping] ? keepPreviousData(previous) : undefined,
    meta: { silent: true },
  });

export function useDashboardList(grouping: TDashboardGrouping, query: Query) {
  return useQuery(dashboardQueryOptions(grouping, query));
}
