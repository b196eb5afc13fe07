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
import { dashboardCountLimit, type TPaged } from '@portcall/contracts/paging';
import type { TSupplierPayment } from '@portcall/contracts/payment-list';
import type { TPortCallStatus } from '@portcall/contracts/port-calls';
import { forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { iso, personRef } from '../../platform/mappers';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import type { AppointmentCore, AppointmentFacts } from '../appointments/module';
import { toObserver } from '../appointments/module';
import { toPortRef } from '../port-calls/module';
import type {
  BookedRow,
  DashboardRepo,
  DashboardScope,
  Filters,
  PageWindow,
  PortCallItemRow,
} from './dashboard-read-model';

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
      region: await scope.regionOf(caller),
    };
  }

  /** The caller's scope (its region rules looked up) and the query's filters, the regionId filter read in the page's SQL. */
  async function scopeAndFilters(caller: Caller, query: Query): Promise<[DashboardScope, Filters]> {
    const { page: _p, size: _s, property: _o, direction: _d, ...filters } = query;
    return [await buyerScope(caller), filters];
  }

  /** The buyer's lists count only as far as dashboardCountLimit: a larger total shows as "1,000+". */
  const windowOf = (query: Query): PageWindow => ({
    ...query,
    countLimit: dashboardCountLimit(query.page, query.size),
  });

  const toDashboardAppointment = (row: BookedRow): TDashboardAppointment => ({
    id: row.id,
    state: row.state as TAppointmentState,
    agent: row.agent,
    appointedAt: iso(row.appointedAt),
    // Filled for the whole page at once by withEvaluations; agent ratings arrive with the ratings issue.
    evaluations: [],
    payments: [],
    agentRating: null,
    observer: toObserver(row),
  });

  /**
   * Puts each listed appointment's evaluations and payments on it: one query each for the whole page,
   * and none when no appointment of the page holds any (the page's statement tells which do).
   */
  async function withEvaluations<T>(
    caller: Caller,
    items: T[],
    appointmentsOf: (item: T) => Array<{ row: BookedRow; shown: TDashboardAppointment }>,
  ): Promise<T[]> {
    const listed = items.flatMap(appointmentsOf);
    const withEvaluation = listed.filter((a) => a.row.hasEvaluations).map((a) => a.row.id);
    const withPayment = listed.filter((a) => a.row.hasPayments).map((a) => a.row.id);
    const [evaluations, payments] = await Promise.all([
      withEvaluation.length > 0 ? deps.evaluations.listForAppointments(withEvaluation) : new Map(),
      withPayment.length > 0 ? deps.payments.forDashboard(caller, withPayment) : new Map(),
    ]);
    for (const { shown } of listed) {
      shown.evaluations = evaluations.get(shown.id) ?? [];
      shown.payments = payments.get(shown.id) ?? [];
    }
    return items;
  }

  const toPortCallFields = (r: PortCallItemRow) => ({
    id: r.id,
    status: r.status as TPortCallStatus,
    eta: iso(r.eta),
    ets: iso(r.ets),
    port: toPortRef(r.port),
    vessel: r.vessel,
    voyage: r.voyage,
  });

  /** Port call list items of a page's rows, each with its appointments' evaluations and payments. */
  async function portCallItems(caller: Caller, rows: PortCallItemRow[]): Promise<TPortCallListItem[]> {
    const items = rows.map((r) => {
      const booked = r.appointments.map((row) => ({ row, shown: toDashboardAppointment(row) }));
      return {
        booked,
        item: {
          ...toPortCallFields(r),
          buyerId: r.companyId,
          opsCoordinator: personRef(r.opsCoordinator),
          appointments: booked.map((b) => b.shown),
        },
      };
    });
    await withEvaluations(caller, items, (i) => i.booked);
    return items.map((i) => i.item);
  }

  /** GET dashboard/portCalls (grouping PORT_CALL, the default). */
  async function portCalls(caller: Caller, query: TDashboardPortCallsQuery): Promise<TPaged<TPortCallListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const { items, total } = await repo.pagePortCalls(dashboardScope, filters, windowOf(query));
    return { items: await portCallItems(caller, items), page: query.page, size: query.size, total };
  }

  /** GET dashboard/voyages (grouping VOYAGE): voyages with at least one matching port call, and those port calls. */
  async function voyages(caller: Caller, query: TDashboardVoyagesQuery): Promise<TPaged<TVoyageListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const page = await repo.pageVoyages(dashboardScope, filters, windowOf(query));
    const members = await portCallItems(caller, page.portCalls);
    return {
      items: page.items.map((v) => ({
        id: v.id,
        buyerId: v.companyId,
        voyageNumber: v.voyageNumber,
        vessel: v.vessel,
        portCalls: members.filter((i) => i.voyage?.id === v.id),
      })),
      page: query.page,
      size: query.size,
      total: page.total,
    };
  }

  /** GET dashboard/appointments (grouping APPOINTMENT): each appointment with its own port call. */
  async function appointments(
    caller: Caller,
    query: TDashboardAppointmentsQuery,
  ): Promise<TPaged<TAppointmentListItem>> {
    const [dashboardScope, filters] = await scopeAndFilters(caller, query);
    const page = await repo.pageAppointments(dashboardScope, filters, windowOf(query));
    const items = page.items.map((row) => {
      const shown: TAppointmentListItem = {
        ...toDashboardAppointment(row),
        buyerId: row.companyId,
        title: appointmentTitle({
          vessel: row.portCall.vessel.name,
          voyageNumber: row.portCall.voyage?.voyageNumber,
          port: row.portCall.port.name,
        }),
        portCall: toPortCallFields(row.portCall),
      };
      return { row, shown };
    });
    await withEvaluations(caller, items, (i) => [i]);
    return { items: items.map((i) => i.shown), page: query.page, size: query.size, total: page.total };
  }

  /** GET administrator/dashboard/port-calls: every buyer's port calls for support (ADMIN_SUPPORT), 5 a page. */
  async function adminPortCalls(caller: Caller, query: TAdminPortCallsQuery): Promise<TPaged<TAdminPortCallListItem>> {
    if (caller.type !== 'ADMIN') throw forbidden();
    scope.authorise(caller, { admin: true });
    const filters: Filters = { portCallId: query.portCallId, status: query.status };
    const { items: rows, total } = await repo.pagePortCalls(
      { companyId: query.buyerId ?? null, profileId: caller.profileId, region: null },
      filters,
      { page: query.page, size: query.size },
    );
    const listed = await portCallItems(caller, rows);
    const items = listed.map((item, i) => ({
      ...item,
      buyer: { id: item.buyerId, name: (rows[i] as PortCallItemRow).buyerName },
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
