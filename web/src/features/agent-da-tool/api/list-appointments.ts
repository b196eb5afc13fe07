import { type TSupplierAppointment, ZSupplierAppointment } from '@portcall/contracts/appointments';
import { type TPaged, ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { daToolKeys, type SupplierKind } from './keys';

type Query = Record<string, QueryValue>;

/** GET {agent|vendor}/appointments: the appointments addressed to the company once sent (never drafts), with their DAs. */
export function listAppointments(
  kind: SupplierKind,
  query: Query,
  signal?: AbortSignal,
): Promise<TPaged<TSupplierAppointment>> {
  return apiRequest(`/secured/${kind}/appointments`, { query, signal, schema: ZPaged(ZSupplierAppointment) });
}

export const appointmentListQueryOptions = (kind: SupplierKind, query: Query) =>
  queryOptions({
    queryKey: daToolKeys.list(kind, query),
    queryFn: ({ signal }) => listAppointments(kind, query, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useAppointmentList(kind: SupplierKind, query: Query) {
  return useQuery(appointmentListQueryOptions(kind, query));
}
