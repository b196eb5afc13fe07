import { z } from 'zod';
import { MAX_INT4, ZId, ZOptionalText, ZRequiredText } from './fields';
import { DASHBOARD_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';

/**
 * Port logs (platform-core §3 "port log (assignment) with department entries", §4 "Port log";
 * operations §7 "Assignments (port logs)"). One port log per appointment: each buyer department
 * records what the agent must handle at the call; the agent sees it once submitted.
 */

/** CREATED -> SUBMITTED; a change after a submit -> UPDATED -> SUBMITTED again; any -> CANCELLED. */
export const PORT_LOG_STATES = ['CREATED', 'UPDATED', 'SUBMITTED', 'CANCELLED'] as const;
export const ZPortLogState = z.enum(PORT_LOG_STATES);
export type TPortLogState = z.infer<typeof ZPortLogState>;

/** What a department asks the agent to handle. */
export const PORT_LOG_ENTRY_CATEGORIES = [
  'CREW_CHANGE',
  'SPARES',
  'PROVISIONS',
  'CASH_TO_MASTER',
  'SURVEY',
  'OTHER',
] as const;
export const ZPortLogEntryCategory = z.enum(PORT_LOG_ENTRY_CATEGORIES);
export type TPortLogEntryCategory = z.infer<typeof ZPortLogEntryCategory>;
export const portLogCategoryLabels: Record<TPortLogEntryCategory, string> = {
  CREW_CHANGE: 'Crew change',
  SPARES: 'Spares',
  PROVISIONS: 'Provisions',
  CASH_TO_MASTER: 'Cash to master',
  SURVEY: 'Survey',
  OTHER: 'Other',
};

export const ZPortLogEntry = z.object({
  id: z.number(),
  departmentPortLogId: z.number(),
  category: ZPortLogEntryCategory,
  description: z.string(),
  /** Whether the agent has seen it in a submitted port log (new entries wait for the next submit). */
  isPublished: z.boolean(),
  isDone: z.boolean(),
  doneComment: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  /** The name of the file the agent gave with the done mark (GET portlog-entry/{id}/done-file). */
  doneFileName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPortLogEntry = z.infer<typeof ZPortLogEntry>;

/** A department's part of a port log; `id` null while the department has no entry in it yet. */
export const ZDepartmentPortLog = z.object({
  id: z.number().nullable(),
  departmentId: z.number(),
  departmentName: z.string(),
  abbreviation: z.string(),
  isIncluded: z.boolean(),
  entries: z.array(ZPortLogEntry),
});
export type TDepartmentPortLog = z.infer<typeof ZDepartmentPortLog>;

/** GET assignment/{id}/load: the port log's header. */
export const ZAssignment = z.object({
  id: z.number(),
  appointmentId: z.number(),
  state: ZPortLogState,
  title: z.string(),
  buyer: z.object({ id: z.number(), name: z.string() }),
  agent: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

/** GET assignment/{id}/load-summary: counts for a list or a badge. */
export const ZAssignmentSummary = z.object({
  id: z.number(),
  appointmentId: z.number(),
  state: ZPortLogState,
  departments: z.number().int(),
  entries: z.number().int(),
  done: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

/** GET assignment/{id}/load-internal-port-log: the buyer's whole port log. */
export const ZInternalPortLog = z.object({
  assignment: ZAssignment,
  generalComments: z.string().nullable(),
  departments: z.array(ZDepartmentPortLog),
});
export type TInternalPortLog = z.infer<typeof ZInternalPortLog>;

/** GET assignment/{id}/load-public-port-log: what the agent sees (included departments, submitted entries). */
export const ZPublicPortLog = z.object({
  assignment: ZAssignment,
  departments: z.array(ZDepartmentPortLog),
});
export type TPublicPortLog = z.infer<typeof ZPublicPortLog>;

/** GET appointment/{id}/assignment: the appointment's live port log, if any. */
export const ZAppointmentAssignment = z.object({
  appointmentId: z.number(),
  assignment: ZAssignmentSummary.nullable(),
});
export type TAppointmentAssignment = z.infer<typeof ZAppointmentAssignment>;

export const ZAssignmentCreate = z.strictObject({ appointmentId: ZId });
export const ZGeneralComments = z.strictObject({ generalComments: ZOptionalText(4000) });
export const ZPortLogEntrySave = z.strictObject({
  category: ZPortLogEntryCategory,
  description: ZRequiredText(2000),
});
export type TPortLogEntrySave = z.infer<typeof ZPortLogEntrySave>;
export const ZPortLogEntryCreate = ZPortLogEntrySave.extend({ departmentId: ZId });
export type TPortLogEntryCreate = z.infer<typeof ZPortLogEntryCreate>;
export const ZIncludeDepartment = z.strictObject({ include: z.enum(['true', 'false']).transform((v) => v === 'true') });
export const ZPortLogEntryDone = z.strictObject({ isDone: z.boolean(), comment: ZOptionalText(2000) });
export type TPortLogEntryDone = z.infer<typeof ZPortLogEntryDone>;

const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET dashboard/assignments: the buyer dashboard's port-logs view (DA_DASHBOARD_ASSIGNMENTS_VIEW),
 * paged like the dashboard's other lists (5 a page), newest change first.
 */
export const ZDashboardAssignmentsQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DASHBOARD_PAGE_SIZE),
  state: blankIsUnset(ZPortLogState),
  /** Part of the vessel, port or agent name or of the voyage number, any letter case. */
  text: blankIsUnset(z.string().trim().max(100)),
});
export type TDashboardAssignmentsQuery = z.infer<typeof ZDashboardAssignmentsQuery>;

/** A department's part of a listed port log: its entries and how many the agent marked done. */
export const ZDashboardAssignmentDepartment = z.object({
  departmentId: z.number(),
  departmentName: z.string(),
  abbreviation: z.string(),
  isIncluded: z.boolean(),
  total: z.number().int(),
  done: z.number().int(),
});
export type TDashboardAssignmentDepartment = z.infer<typeof ZDashboardAssignmentDepartment>;

export const ZDashboardAssignment = z.object({
  id: z.number(),
  appointmentId: z.number(),
  state: ZPortLogState,
  vessel: z.object({ id: z.number(), name: z.string() }),
  port: z.object({ id: z.number(), name: z.string() }),
  eta: z.string().nullable(),
  agent: z.object({ id: z.number(), name: z.string() }),
  voyageNumber: z.string().nullable(),
  departments: z.array(ZDashboardAssignmentDepartment),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type TDashboardAssignment = z.infer<typeof ZDashboardAssignment>;
