import type { TEvaluationInList, THistoryEntry } from '@portcall/contracts/appointments';
import { appointmentTitle, type TAppointmentState } from '@portcall/contracts/appointments';
import type {
  TAdminPortCallListItem,
  TAdminPortCallsQuery,
  TAppointmentListItem,
  TDashboardAppointment,
  TDashboardAppointmentsQuery,
  TDashboardPortCallsQuery,
  TDashboardVoyagesQuery,
  TPortCallListItem,
  TVoyageListItem,
} from '@portcall/contracts/dashboard';
import type { TPaged } from '@portcall/contracts/paging';
import type { TSupplierPayment } from '@portcall/contracts/payment-list';
import type { TPortCallStatus } from '@portcall/contracts/port-calls';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { iso, personRef } from '../../platform/mappers';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import { inRegionScope } from '../../platform/scope/region';
import type { AppointmentCore, AppointmentFacts, AppointmentRow } from '../appointments/module';
import { toObserver } from '../appointments/module';
import { toPortRef } from '../port-calls/module';
import { ports } from '../refdata/db';
import type { RegionLookup } from '../settings/module';
import type { DashboardRepo, DashboardScope, Filters } from './dashboard-read-model';

const DASHBOARD: OperationNeed = { authority: 'DA_VIEW', product: 'DA_DASHBOARD' };
const HISTORY: OperationNeed = { authority: 'DA_VIEW', admin: true };

type Query = TDashboardPortCallsQuery | TDashboardVoyagesQuery | TDashboardAppointmentsQuery;

/**
 * The buyer dashboard (operations §2: groupings PORT_CALL, VOYAGE, APPOINTMENT with fifteen filters),
 * the administrator's DA tool port calls and an appointment's history. Every list is the caller's
 * company inside its regions (platform-core §6); an administrator with ADMIN_SUPPORT sees every buyer.
 */
export function createDashboardService(deps: {
  repo: DashboardRepo;
  scope: OperationsScope;
  regions: RegionLookup;
  appointments: Pick<AppointmentCore, 'reach'>;
  appointmentRepo: Pick<AppointmentFacts, 'portCallIdsOf'>;
  /** The evaluations module answers which evaluations each listed appointment holds. */
  evaluations: { listForAppointments(appointmentIds: number[]): Promise<Map<number, TEvaluationInList[]>> };
  /** The payments module answers the payment state of each, for a caller who may see payments. */
  payments: { forDashboard(caller: Caller, appointmentIds: number[]): Promise<Map<number, TSupplierPayment[]>> };
}) {
  const { repo, scope } = deps;

  async function buyerScope(caller: Caller): Promise<DashboardScope> {
    scope.authorise(caller, DASHBOARD);
    return {
      companyId: caller.companyId,
      profileId: caller.profileId,
      region: inRegionScope(ports.countryId, await scope.regionOf(caller)),
    };
  }

  /** The filters as the read model takes them; a region of another buyer matches nothing. */
  async function filtersOf(caller: Caller, query: Query): Promise<Filters> {
    const { page: _p, size: _s, property: _o, direction: _d, regionId, ...filters } = query;
    if (regionId === undefined) return filters;
    const region = await deps.regions.findRegion(regionId);
    if (!region || region.companyId !== caller.companyId) return { ...filters, regionCountryIds: [] };
    return { ...filters, regionCountryIds: (await deps.regions.findRegionCountries([regionId])).map((c) => c.id) };
  }

  /** The caller's scope and the query's filters: authorised first, then both looked up at once. */
  function scopeAndFilters(caller: Caller, query: Query) {
    scope.authorise(caller, DASHBOARD);
    return Promise.all([buyerScope(caller), filtersOf(caller, query)]);
  }

  const toDashboardAppointment = (row: AppointmentRow, agent: { id: number; name: string }): TDashboardAppointment => ({
    id: row.id,
    state: row.state as TAppointmentState,
    agent,
    appointedAt: iso(row.appointedAt),
    // Filled for the whole page at once by withEvaluations; agent ratings arrive with the ratings issue.
    evaluations: [],
    payments: [],
    agentRating: null,
    observer: toObserver(row),
  });

  /** Puts each listed appointment's evaluations and payments on it, with one query each for the whole page. */
  async function withEvaluations<T>(
    caller: Caller,
    items: T[],
    appointmentsOf: (item: T) => TDashboardAppointment[],
  ): Promise<T[]> {
    const listed = items.flatMap(appointmentsOf);
    const ids = listed.map((a) => a.id);
    const [evaluations, payments] = await Promise.all([
      deps.evaluations.listForAppointments(ids),
      deps.payments.forDashboard(caller, ids),
    ]);
    for (const appointment of listed) {
      appointment.evaluations = evaluations.get(appointment.id) ?? [];
      appointment.payments = payments.get(appointment.id) ?? [];
    }
    return items;
  }

  /** Port call list items in the order of `ids`. */
  async function portCallItems(
    caller: Caller,
    ids: number[],
    withAppointmentDetails = true,
  ): Promise<Array<TPortCallListItem & { buyerName: string }>> {
    const [rows, booked] = await Promise.all([repo.portCallRows(ids), repo.appointmentsOfPortCalls(ids)]);
    const items = ids.flatMap((id) =>
      rows
        .filter((r) => r.id === id)
        .map((r) => ({
          id: r.id,
          buyerId: r.companyId,
          buyerName: r.buyerName,
          status: r.status as TPortCallStatus,
          eta: iso(r.eta),
          ets: iso(r.ets),
          port: toPortRef(r.port),
          vessel: r.vessel,
          voyage: r.voyage?.id == null ? null : { id: r.voyage.id, voyageNumber: r.voyage.voyageNumber as string },
          opsCoordinator: personRef(r.opsCoordinator),
          appointments: booked.filter((b) => b.portCallId === r.id).map((b) => toDashboardAppointment(b.row, b.agent)),
        })),
    );
    // The APPOINTMENT grouping shows only the port call's own fields: no need to hydrate its appointments.
    return withAppointmentDetails ? withEvaluations(caller, items, (item) => item.appointments) : items;
  }
  const withoutBuyerName = ({ buyerName: _, ...item }: TPortCallListItem & { buyerName: string }): TPortCallListItem =>
    item;

  /** GET dashboard/portCalls (grouping PORT_CALL, the default). */
  async function portCalls(caller: Caller, query: TDashboardPortCallsQuery): Promise<TPaged<TPortCallListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const { ids, total } = await repo.pagePortCalls(dashboardScope, filters, query);
    return {
      items: (await portCallItems(caller, ids)).map(withoutBuyerName),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** GET dashboard/voyages (grouping VOYAGE): voyages with at least one matching port call, and those port calls. */
  async function voyages(caller: Caller, query: TDashboardVoyagesQuery): Promise<TPaged<TVoyageListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const { ids, total } = await repo.pageVoyages(dashboardScope, filters, query);
    const [voyageRows, members] = await Promise.all([
      repo.voyageRows(ids),
      repo.portCallsOfVoyages(dashboardScope, filters, ids),
    ]);
    const items = await portCallItems(
      caller,
      members.map((m) => m.id),
    );
    return {
      items: ids.flatMap((id) =>
        voyageRows
          .filter((v) => v.id === id)
          .map((v) => ({
            id: v.id,
            buyerId: v.companyId,
            voyageNumber: v.voyageNumber,
            vessel: v.vessel,
            portCalls: items.filter((i) => i.voyage?.id === v.id).map(withoutBuyerName),
          })),
      ),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** GET dashboard/appointments (grouping APPOINTMENT): each appointment with its own port call. */
  async function appointments(
    caller: Caller,
    query: TDashboardAppointmentsQuery,
  ): Promise<TPaged<TAppointmentListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const { ids, total } = await repo.pageAppointments(dashboardScope, filters, query);
    const rows = await repo.appointmentRows(ids);
    const portCallsById = new Map(
      (await portCallItems(caller, [...new Set(rows.map((r) => r.row.portCallId))], false)).map((p) => [p.id, p]),
    );
    const items: TAppointmentListItem[] = [];
    for (const id of ids) {
      const found = rows.find((r) => r.row.id === id);
      const portCall = found && portCallsById.get(found.row.portCallId);
      if (!found || !portCall) continue;
      items.push({
        ...toDashboardAppointment(found.row, found.agent),
        buyerId: found.row.companyId,
        title: appointmentTitle({
          vessel: portCall.vessel.name,
          voyageNumber: portCall.voyage?.voyageNumber,
          port: portCall.port.name,
        }),
        portCall: {
          id: portCall.id,
          status: portCall.status,
          eta: portCall.eta,
          ets: portCall.ets,
          port: portCall.port,
          vessel: portCall.vessel,
          voyage: portCall.voyage,
        },
      });
    }
    return {
      items: await withEvaluations(caller, items, (item) => [item]),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** GET administrator/dashboard/port-calls: every buyer's port calls for support (ADMIN_SUPPORT), 5 a page. */
  async function adminPortCalls(caller: Caller, query: TAdminPortCallsQuery): Promise<TPaged<TAdminPortCallListItem>> {
    if (caller.type !== 'ADMIN') throw forbidden();
    scope.authorise(caller, { admin: true });
    const filters: Filters = { portCallId: query.portCallId, status: query.status };
    const { ids, total } = await repo.pagePortCalls(
      { companyId: query.buyerId ?? null, profileId: caller.profileId, region: undefined },
      filters,
      { page: query.page, size: query.size },
    );
    const items = (await portCallItems(caller, ids)).map(({ buyerName, ...item }) => ({
      ...item,
      buyer: { id: item.buyerId, name: buyerName },
    }));
    return { items, page: query.page, size: query.size, total };
  }

  /** GET dashboard/history/{appointmentId}: what happened to the appointment and its port calls, newest first. */
  async function history(caller: Caller, appointmentId: number): Promise<THistoryEntry[]> {
    const { row } = await deps.appointments.reach(caller, HISTORY, appointmentId);
    const portCallIds = await deps.appointmentRepo.portCallIdsOf(row);
    const rows = await repo.history(row.id, portCallIds);
    const stateOf = (v: unknown): string | null => {
      if (!v || typeof v !== 'object') return null;
      const { state, status } = v as { state?: unknown; status?: unknown };
      return typeof state === 'string' ? state : typeof status === 'string' ? status : null;
    };
    return rows.map(({ row: r, actor }) => ({
      id: r.id,
      at: iso(r.at) as string,
      entity: r.entity as 'appointment' | 'port_call',
      entityId: Number(r.entityId),
      action: r.action,
      actor: personRef(actor),
      fromState: stateOf(r.before),
      toState: stateOf(r.after),
    }));
  }

  return { portCalls, voyages, appointments, adminPortCalls, history };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
