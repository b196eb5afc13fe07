import { z } from 'zod';
import { ZAgentRating, ZAppointmentObserver, ZAppointmentState, ZEvaluationInList } from './appointments';
import { MAX_INT4, ZId } from './fields';
import { ADMIN_DA_TOOL_PAGE_SIZE, DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE, ZDirection } from './paging';
import { ZSupplierPayment } from './payment-list';
import { ZOptionalInstant, ZPersonRef, ZPortCallStatus, ZPortRef, ZVesselRef, ZVoyageRef } from './port-calls';
import { ZNamedRef, ZQueryBoolean } from './settings';

/**
 * The buyer dashboard (operations §2, §7 "Dashboard and port calls"; platform-core §3 port call
 * list item) and the administrator's DA tool port calls (platform-core §7).
 */

/** Groupings of operations §2, each served by its own call; PORT_CALL is the default. */
export const dashboardGroupings = ['VOYAGE', 'APPOINTMENT', 'PORT_CALL'] as const;
export type TDashboardGrouping = (typeof dashboardGroupings)[number];
export const DEFAULT_DASHBOARD_GROUPING: TDashboardGrouping = 'PORT_CALL';
export const dashboardPaths: Record<TDashboardGrouping, string> = {
  VOYAGE: 'dashboard/voyages',
  APPOINTMENT: 'dashboard/appointments',
  PORT_CALL: 'dashboard/portCalls',
};

/** The fifteen filters of operations §2, in its order. */
export const dashboardFilterNames = [
  'myPendingTasks',
  'mySubmittedAppointments',
  'vessel',
  'port',
  'appointmentId',
  'regionId',
  'agent',
  'portCallId',
  'voyageNumber',
  'etaFromDate',
  'etaToDate',
  'etsFromDate',
  'etsToDate',
  'assignee',
  'opsCoordinator',
] as const;
export type TDashboardFilterName = (typeof dashboardFilterNames)[number];

// The web sends only non-empty filters; an empty value is read as "not set" all the same.
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const dashboardFilters = {
  /** Port calls with something waiting for me: see docs/decisions.md. */
  myPendingTasks: blankIsUnset(ZQueryBoolean),
  /** Appointments I sent to an agent. */
  mySubmittedAppointments: blankIsUnset(ZQueryBoolean),
  vessel: blankIsUnset(ZId),
  port: blankIsUnset(ZId),
  appointmentId: blankIsUnset(ZId),
  regionId: blankIsUnset(ZId),
  /** An agent or vendor company with an appointment on the port call. */
  agent: blankIsUnset(ZId),
  portCallId: blankIsUnset(ZId),
  /** Part of a voyage number, any letter case. */
  voyageNumber: blankIsUnset(z.string().trim().max(40)),
  etaFromDate: ZOptionalInstant,
  etaToDate: ZOptionalInstant,
  etsFromDate: ZOptionalInstant,
  etsToDate: ZOptionalInstant,
  /** The profile an evaluation of the port call is assigned to. */
  assignee: blankIsUnset(ZId),
  opsCoordinator: blankIsUnset(ZId),
};

export const dashboardSortProperties = {
  PORT_CALL: ['eta', 'ets', 'id', 'vessel', 'port', 'status'],
  VOYAGE: ['eta', 'voyageNumber', 'id'],
  APPOINTMENT: ['eta', 'id', 'state', 'appointedAt'],
} as const;

const dashboardQuery = <P extends readonly [string, ...string[]]>(sortable: P) =>
  z.strictObject({
    page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DASHBOARD_PAGE_SIZE),
    property: blankIsUnset(z.enum(sortable)),
    direction: blankIsUnset(ZDirection),
    ...dashboardFilters,
  });
export const ZDashboardPortCallsQuery = dashboardQuery(dashboardSortProperties.PORT_CALL);
export const ZDashboardVoyagesQuery = dashboardQuery(dashboardSortProperties.VOYAGE);
export const ZDashboardAppointmentsQuery = dashboardQuery(dashboardSortProperties.APPOINTMENT);
export type TDashboardPortCallsQuery = z.infer<typeof ZDashboardPortCallsQuery>;
export type TDashboardVoyagesQuery = z.infer<typeof ZDashboardVoyagesQuery>;
export type TDashboardAppointmentsQuery = z.infer<typeof ZDashboardAppointmentsQuery>;
export type TDashboardFilters = Pick<TDashboardPortCallsQuery, TDashboardFilterName>;

/** An appointment inside a list item (platform-core §3 "Appointment"). */
export const ZDashboardAppointment = z.object({
  id: z.number(),
  state: ZAppointmentState,
  agent: ZNamedRef,
  appointedAt: z.string().nullable(),
  evaluations: z.array(ZEvaluationInList),
  /** The payment state of its DAs (not drafts); empty for a profile without FINANCIAL / FINANCIAL_VIEW. */
  payments: z.array(ZSupplierPayment),
  agentRating: ZAgentRating.nullable(),
  observer: ZAppointmentObserver,
});
export type TDashboardAppointment = z.infer<typeof ZDashboardAppointment>;

/** Port call list item (platform-core §3): id, buyerId, eta, ets, port, appointments; plus what a row shows. */
export const ZPortCallListItem = z.object({
  id: z.number(),
  buyerId: z.number(),
  status: ZPortCallStatus,
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  port: ZPortRef,
  vessel: ZVesselRef,
  voyage: ZVoyageRef.nullable(),
  opsCoordinator: ZPersonRef.nullable(),
  appointments: z.array(ZDashboardAppointment),
});
export type TPortCallListItem = z.infer<typeof ZPortCallListItem>;

export const ZVoyageListItem = z.object({
  id: z.number(),
  buyerId: z.number(),
  voyageNumber: z.string(),
  vessel: ZVesselRef,
  /** The matching port calls of the voyage, by ETA. */
  portCalls: z.array(ZPortCallListItem),
});
export type TVoyageListItem = z.infer<typeof ZVoyageListItem>;

export const ZAppointmentListItem = ZDashboardAppointment.extend({
  buyerId: z.number(),
  title: z.string(),
  portCall: z.object({
    id: z.number(),
    status: ZPortCallStatus,
    eta: z.string().nullable(),
    ets: z.string().nullable(),
    port: ZPortRef,
    vessel: ZVesselRef,
    voyage: ZVoyageRef.nullable(),
  }),
});
export type TAppointmentListItem = z.infer<typeof ZAppointmentListItem>;

/** GET administrator/dashboard/port-calls: every buyer's port calls, 5 a page (platform-core §9). */
export const ZAdminPortCallsQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_DA_TOOL_PAGE_SIZE),
  buyerId: blankIsUnset(ZId),
  portCallId: blankIsUnset(ZId),
  status: blankIsUnset(ZPortCallStatus),
});
export type TAdminPortCallsQuery = z.infer<typeof ZAdminPortCallsQuery>;
export const ZAdminPortCallListItem = ZPortCallListItem.extend({ buyer: ZNamedRef });
export type TAdminPortCallListItem = z.infer<typeof ZAdminPortCallListItem>;
