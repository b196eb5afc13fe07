import { z } from 'zod';
import { isYearInRange, MIN_YEAR, ZEmail, ZId, ZInt4, ZOptionalText, ZRequiredText, ZVersion } from './fields';
import { type MessageCode, messages } from './messages';
import { MAX_PAGE_SIZE, ZDirection } from './paging';
import { ZNamedRef } from './settings';

/**
 * Voyages, port calls and imported port calls (platform-core §3 "Port call save response", §5
 * "Port call"; operations §3 "Port call details", §4 port call status and amend port, §7).
 * One schema serves the server's validation and the web's forms; answers are allow-lists.
 */

// ---------- dates on the wire ----------

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads an ISO date or date-time from the wire. The web sends calendar dates as `yyyy-MM-ddT00:00:00`
 * without a zone (platform-core §9); the server reads a zoneless value as UTC, so the same text is
 * the same instant on every machine (see docs/decisions.md).
 */
export function parseInstant(value: string | null | undefined): Date | null {
  if (!value || !ISO_INSTANT.test(value)) return null;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes('T');
  const text = hasZone ? value : `${value.length === 10 ? `${value}T00:00:00` : value}Z`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  // Refuse roll-overs such as 2026-02-31.
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!hasZone && (date.getUTCFullYear() !== y || date.getUTCMonth() + 1 !== m || date.getUTCDate() !== d)) return null;
  return date;
}

export const ZInstant = z
  .string({ error: messages.REQUIRED_FIELD })
  .trim()
  .min(1, messages.REQUIRED_FIELD)
  .refine((v) => !/^\d{4}-/.test(v) || isYearInRange(Number(v.slice(0, 4))), messages.DATE_OUT_OF_RANGE)
  .refine((v) => parseInstant(v) !== null, messages.INVALID_DATE)
  // A zone offset can move the instant across a year end: the UTC year must be in range too.
  .refine((v) => isYearInRange(parseInstant(v)?.getUTCFullYear() ?? MIN_YEAR), messages.DATE_OUT_OF_RANGE);

/** A date filter in a query string: empty means "not set" (the web sends only non-empty filters). */
export const ZOptionalInstant = z.preprocess((v) => (v === '' ? undefined : v), ZInstant.optional());

// ---------- state values ----------

/** Port call state values (platform-core §3, operations §3). */
export const portCallStatuses = ['IMPORTED', 'DRAFT', 'IN_PROCESS', 'CANCELLED'] as const;
export const ZPortCallStatus = z.enum(portCallStatuses);
export type TPortCallStatus = z.infer<typeof ZPortCallStatus>;

/** IN_PROCESS shows as IN PROCESS; anything else unknown shows a dash (platform-core §3). */
export function portCallStatusLabel(status: string | null | undefined): string {
  if (status === 'IN_PROCESS') return 'IN PROCESS';
  return status && (portCallStatuses as readonly string[]).includes(status) ? status : '-';
}

/**
 * Status changes PATCH portcall/{id}/update-status allows (operations §4 leaves them open; see
 * docs/decisions.md). IMPORTED leaves its state only by being saved or linked, never by this call.
 */
export const portCallStatusChanges: Record<TPortCallStatus, readonly TPortCallStatus[]> = {
  IMPORTED: [],
  DRAFT: ['IN_PROCESS', 'CANCELLED'],
  IN_PROCESS: ['CANCELLED'],
  CANCELLED: ['DRAFT'],
};

// ---------- shared answer pieces ----------

export const ZPortRef = z.object({
  id: z.number(),
  name: z.string(),
  unlocode: z.string(),
  countryId: z.number(),
  /** "Piraeus (GRPIR)": what a select and the save response show. */
  label: z.string(),
});
export type TPortRef = z.infer<typeof ZPortRef>;
export const ZVesselRef = z.object({ id: z.number(), name: z.string(), imo: z.string() });
export const ZVoyageRef = z.object({ id: z.number(), voyageNumber: z.string() });
export const ZPersonRef = z.object({ id: z.number(), fullName: z.string() });

export const portLabel = (port: { name: string; unlocode: string }) => `${port.name} (${port.unlocode})`;

// ---------- voyages ----------

export const ZVoyageNumber = ZRequiredText(40).transform((v) => v.toUpperCase());

export const ZVoyage = z.object({
  id: z.number(),
  buyerId: z.number(),
  voyageNumber: z.string(),
  vessel: ZVesselRef,
  voyageType: ZNamedRef.nullable(),
  portCallCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TVoyage = z.infer<typeof ZVoyage>;

/** POST buyer/voyage/save: without id creates (DA_VOYAGE_CREATE), with id and version edits (DA_VOYAGE_EDIT). */
export const ZVoyageSave = z.strictObject({
  id: ZId.optional(),
  version: ZVersion.optional(),
  vesselId: ZId,
  voyageNumber: ZVoyageNumber,
  voyageTypeId: ZId.nullable().default(null),
});
export type TVoyageSave = z.infer<typeof ZVoyageSave>;

export const voyageSortProperties = ['voyageNumber', 'createdAt'] as const;
/** POST vessel/{id}/voyages: a paging request (operations §3) with a voyage-number filter. */
export const ZVesselVoyagesRequest = z.strictObject({
  page: ZInt4().default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  filter: z.strictObject({ voyageNumber: z.string().trim().max(40).optional() }).optional(),
  order: z.strictObject({ property: z.enum(voyageSortProperties), direction: ZDirection }).optional(),
});
export type TVesselVoyagesRequest = z.infer<typeof ZVesselVoyagesRequest>;

// ---------- port call save ----------

export const ZPortCallActivityInput = z.strictObject({
  activityTypeId: ZId,
  cargo: ZOptionalText(200),
});

/**
 * POST port-call/save-details. Without id creates a DRAFT port call (DA_PORT_CALL_CREATE); with id
 * and version edits (DA_PORT_CALL_EDIT). The cross-field rules of platform-core §5 are in
 * portCallRuleViolations so the server answers them with their catalogue codes.
 */
export const ZPortCallSave = z.strictObject({
  id: ZId.optional(),
  version: ZVersion.optional(),
  vesselId: ZId,
  voyageId: ZId,
  portId: ZId,
  eta: ZInstant,
  ets: ZInstant,
  laycanStart: ZInstant.nullable().default(null),
  laycanEnd: ZInstant.nullable().default(null),
  activities: z.array(ZPortCallActivityInput).max(50),
  /** Agent or vendor companies to be appointed. */
  agentIds: z.array(ZId).max(50),
  opsCoordinatorId: ZId.nullable().default(null),
  /** Addresses copied on the appointment (the ship's master, the charterer's operator). */
  emails: z.array(ZEmail).max(20).default([]),
  remarks: ZOptionalText(2000),
});
export type TPortCallSave = z.infer<typeof ZPortCallSave>;
type PortCallRuleInput = Pick<TPortCallSave, 'eta' | 'ets' | 'laycanStart' | 'laycanEnd' | 'activities' | 'agentIds'>;

/**
 * The rules of platform-core §5 "Port call" that span fields: at least one agent and one activity,
 * ETS after ETA, laycan end after laycan start (a laycan is both dates or none). The server answers
 * the first one's code with every broken field; the web form shows them through ZPortCallForm.
 */
export function portCallRuleViolations(input: PortCallRuleInput): Array<{ field: string; code: MessageCode }> {
  const found: Array<{ field: string; code: MessageCode }> = [];
  if (input.agentIds.length === 0) found.push({ field: 'agentIds', code: 'AGENT_REQUIRED' });
  if (input.activities.length === 0) found.push({ field: 'activities', code: 'ACTIVITY_REQUIRED' });
  const eta = parseInstant(input.eta);
  const ets = parseInstant(input.ets);
  if (eta && ets && ets.getTime() <= eta.getTime()) found.push({ field: 'ets', code: 'ETS_BEFORE_ETA' });
  const start = parseInstant(input.laycanStart);
  const end = parseInstant(input.laycanEnd);
  if (input.laycanStart && !input.laycanEnd) found.push({ field: 'laycanEnd', code: 'REQUIRED_FIELD' });
  if (input.laycanEnd && !input.laycanStart) found.push({ field: 'laycanStart', code: 'REQUIRED_FIELD' });
  if (start && end && end.getTime() <= start.getTime())
    found.push({ field: 'laycanEnd', code: 'LAYCAN_END_BEFORE_START' });
  return found;
}

/** The web form's schema: the request schema plus the cross-field rules as field messages. */
export const ZPortCallForm = ZPortCallSave.superRefine((value, ctx) => {
  for (const { field, code } of portCallRuleViolations(value)) {
    ctx.addIssue({ code: 'custom', path: [field], message: messages[code] });
  }
});

/** Port call save response (platform-core §3): id, schedule {dateIn, dateOut}, port {label}; plus version. */
export const ZPortCallSaved = z.object({
  id: z.number(),
  version: z.number().int(),
  schedule: z.object({ dateIn: z.string().nullable(), dateOut: z.string().nullable() }),
  port: z.object({ label: z.string() }),
});
export type TPortCallSaved = z.infer<typeof ZPortCallSaved>;

// ---------- port call answers ----------

export const ZPortCallAgent = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['AGENT', 'VENDOR']),
  appointmentId: z.number().nullable(),
  appointmentState: z.string().nullable(),
});

/** GET port-call/{id}/load: everything the port call form edits. */
export const ZPortCallEdit = z.object({
  id: z.number(),
  buyerId: z.number(),
  status: ZPortCallStatus,
  version: z.number().int(),
  vessel: ZVesselRef,
  voyage: ZVoyageRef.nullable(),
  port: ZPortRef,
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  laycanStart: z.string().nullable(),
  laycanEnd: z.string().nullable(),
  activities: z.array(z.object({ activityType: ZNamedRef, cargo: z.string().nullable() })),
  agents: z.array(ZPortCallAgent),
  opsCoordinator: ZPersonRef.nullable(),
  emails: z.array(z.string()),
  remarks: z.string().nullable(),
  source: z.string().nullable(),
  externalRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPortCallEdit = z.infer<typeof ZPortCallEdit>;

/** GET portcall/{id}/load: the port call details of operations §3. */
export const ZPortCallDetails = z.object({
  id: z.number(),
  status: ZPortCallStatus,
  etaDate: z.string().nullable(),
  etsDate: z.string().nullable(),
  port: z.object({
    id: z.number(),
    name: z.string(),
    unlocode: z.string(),
    country: z.object({ id: z.number(), name: z.string(), alpha2: z.string() }),
    timezoneId: z.string().nullable(),
  }),
  vessel: z.object({
    id: z.number(),
    name: z.string(),
    imo: z.string(),
    size: z.string().nullable(),
    dwt: z.number().int(),
    commodityType: z.string(),
  }),
  activities: z.array(z.object({ type: z.string(), cargo: z.string().nullable() })),
  company: ZNamedRef,
  voyageNumber: z.string().nullable(),
  suppliers: z.array(z.object({ id: z.number(), name: z.string(), hasAcceptedAppointment: z.boolean() })),
});
export type TPortCallDetails = z.infer<typeof ZPortCallDetails>;

// ---------- status, amend port, change voyage ----------

export const ZUpdateStatusQuery = z.strictObject({
  status: ZPortCallStatus,
  /** Optional: when sent, a stale version answers 409 STALE_VERSION. */
  version: z.coerce.number().pipe(ZVersion).optional(),
});

export const ZPortCallStatusAnswer = z.object({ id: z.number(), status: ZPortCallStatus, version: z.number().int() });

export const ZAmendPortCheckQuery = z.strictObject({ newPortId: ZId });
export const ZAmendPortCheck = z.object({
  canAmend: z.boolean(),
  /** Why not: a catalogue code and its text. */
  code: z.string().nullable(),
  message: z.string().nullable(),
  newPort: ZPortRef,
  /** Appointments already sent to agents for the old port: their agents should be told. */
  appointments: z.array(z.object({ id: z.number(), state: z.string(), agent: ZNamedRef })),
});
export type TAmendPortCheck = z.infer<typeof ZAmendPortCheck>;
export const ZAmendPort = z.strictObject({ newPortId: ZId, version: ZVersion });

/** POST port-call-change-voyage: moves a port call to another voyage of the same vessel. */
export const ZChangeVoyage = z.strictObject({
  portCallId: ZId,
  voyageId: ZId,
  version: ZVersion.optional(),
});

// ---------- imported port calls and export ----------

export const ZImportedPortCall = z.object({
  id: z.number(),
  source: z.string().nullable(),
  externalRef: z.string().nullable(),
  vessel: ZVesselRef,
  port: ZPortRef,
  voyageNumber: z.string().nullable(),
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  importedAt: z.string(),
});
export type TImportedPortCall = z.infer<typeof ZImportedPortCall>;

export const importedSortProperties = ['eta', 'importedAt'] as const;
/** POST buyer/da/dashboard/port-calls/imported: a paging body. */
export const ZImportedPortCallsRequest = z.strictObject({
  page: ZInt4().default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  filter: z
    .strictObject({ vesselId: ZId.optional(), portId: ZId.optional(), source: z.string().max(40).optional() })
    .optional(),
  order: z.strictObject({ property: z.enum(importedSortProperties), direction: ZDirection }).optional(),
});
export type TImportedPortCallsRequest = z.infer<typeof ZImportedPortCallsRequest>;

export const ZLinkImportedPortCall = z.strictObject({ importedPortCallId: ZId });

/** What an integration hands over when it imports a port call (no route yet: the integrations issue). */
export const ZPortCallImport = z.strictObject({
  source: ZRequiredText(40),
  externalRef: ZRequiredText(100),
  vesselId: ZId,
  portId: ZId,
  voyageNumber: ZOptionalText(40),
  eta: ZInstant,
  ets: ZInstant.nullable().default(null),
});
export type TPortCallImport = z.infer<typeof ZPortCallImport>;

export const ZExportQuery = z.strictObject({ portCallId: ZId });
export const ZExportEvent = z.object({
  id: z.number(),
  portCallId: z.number(),
  status: z.literal('PENDING'),
  requestedAt: z.string(),
});

export const ZPortCallIdParams = z.strictObject({ id: ZId });
