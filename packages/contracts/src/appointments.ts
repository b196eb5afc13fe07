import { z } from 'zod';
import { activeFlowSteps } from './evaluations';
import { MAX_INT4, ZId, ZOptionalText } from './fields';
import { MAX_PAGE_SIZE, ZDirection } from './paging';
import { ZPersonRef, ZPortCallStatus, ZPortRef, ZVesselRef, ZVoyageNumber, ZVoyageRef } from './port-calls';
import { ZNamedRef } from './settings';

/**
 * Appointments (platform-core §3 "Appointment", §4 "Appointments"; operations §2 appointment wizard
 * and official preview, §3 principal details and title, §4 appointment actions, §7 "Appointments").
 */

/** DESIGN §6: DRAFT -> APPOINTED -> ACCEPTED / REJECTED; CANCELLED, CLOSED; reverts. */
export const appointmentStates = ['DRAFT', 'APPOINTED', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'CLOSED'] as const;
export const ZAppointmentState = z.enum(appointmentStates);
export type TAppointmentState = z.infer<typeof ZAppointmentState>;

/** How many reminders (pokes) a buyer may send for one appointment before pokeLock. */
export const APPOINTMENT_REMINDER_LIMIT = 3;

/**
 * Appointment title (operations §3): the vessel label, then 'V.' plus the voyage, then 'at' plus the
 * port name. A part that is missing is left out rather than shown as 'V. ' or 'at '.
 */
export function appointmentTitle(parts: {
  vessel?: string | null;
  voyageNumber?: string | null;
  port?: string | null;
}): string {
  return [
    parts.vessel?.trim(),
    parts.voyageNumber?.trim() ? `V.${parts.voyageNumber.trim()}` : undefined,
    parts.port?.trim() ? `at ${parts.port.trim()}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

// ---------- principal details (official preview) ----------

export const DASH = '-';
export const ZPrincipalDetails = z.object({
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  fax: z.string(),
  operationsContactEmail: z.string(),
  phone: z.string(),
  siteUrl: z.string(),
});
export type TPrincipalDetails = z.infer<typeof ZPrincipalDetails>;

export interface PrincipalSource {
  company: {
    name: string;
    address: string | null;
    postcode: string | null;
    city: string | null;
    country: string | null;
    phone: string | null;
    siteUrl: string | null;
  };
  settings: { fax: string | null; operationsContactEmail: string | null; isLegalEntityDisplayed: boolean } | null;
  billingCompany: { name: string; street: string; postcode: string | null; city: string; country: string } | null;
}

const orDash = (v: string | null | undefined) => (v?.trim() ? v.trim() : DASH);

/**
 * Principal details of operations §3: missing values show as a dash. When the buyer displays its
 * legal entity and a billing company exists, the billing company's name and address are shown,
 * with dashes for fax, e-mail, phone and site (those belong to the operating company).
 */
export function principalDetails(source: PrincipalSource): TPrincipalDetails {
  const billing = source.settings?.isLegalEntityDisplayed ? source.billingCompany : null;
  if (billing) {
    return {
      name: orDash(billing.name),
      street: orDash(billing.street),
      postcode: orDash(billing.postcode),
      city: orDash(billing.city),
      country: orDash(billing.country),
      fax: DASH,
      operationsContactEmail: DASH,
      phone: DASH,
      siteUrl: DASH,
    };
  }
  const { company, settings } = source;
  return {
    name: orDash(company.name),
    street: orDash(company.address),
    postcode: orDash(company.postcode),
    city: orDash(company.city),
    country: orDash(company.country),
    fax: orDash(settings?.fax),
    operationsContactEmail: orDash(settings?.operationsContactEmail),
    phone: orDash(company.phone),
    siteUrl: orDash(company.siteUrl),
  };
}

// ---------- answers ----------

/** The recipient's side of an appointment (platform-core §3): reminders and read state. */
export const ZAppointmentObserver = z.object({
  pokes: z.number().int(),
  firstPokeDate: z.string().nullable(),
  lastPokeDate: z.string().nullable(),
  pokeLock: z.boolean(),
  state: z.enum(['READ', 'UNREAD']),
});
export type TAppointmentObserver = z.infer<typeof ZAppointmentObserver>;

/** Evaluation in lists (platform-core §3); empty until the DA issue adds evaluations. */
export const ZEvaluationInList = z.object({
  id: z.number(),
  /** The DA it evaluates, its type (PDA, FDA...) and where its evaluation stands: the dashboard links to it. */
  proformaId: z.number(),
  type: z.string(),
  activeFlowStep: z.enum(activeFlowSteps),
  assigneeId: z.number().nullable(),
  assignee: z
    .object({
      id: z.number(),
      fullName: z.string(),
      role: z.string(),
      department: z.object({ id: z.number(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type TEvaluationInList = z.infer<typeof ZEvaluationInList>;
export const ZAgentRating = z.object({ criteriaRatings: z.array(z.object({ rating: z.number() })) });

export const ZAppointmentPortCall = z.object({
  id: z.number(),
  status: ZPortCallStatus,
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  port: ZPortRef,
  vessel: ZVesselRef,
  voyage: ZVoyageRef.nullable(),
});

export const ZAppointment = z.object({
  id: z.number(),
  buyerId: z.number(),
  buyer: ZNamedRef,
  state: ZAppointmentState,
  version: z.number().int(),
  title: z.string(),
  portCall: ZAppointmentPortCall,
  agent: z.object({ id: z.number(), name: z.string(), type: z.enum(['AGENT', 'VENDOR']) }),
  instructions: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  appointedAt: z.string().nullable(),
  appointedBy: ZPersonRef.nullable(),
  acceptedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  observer: ZAppointmentObserver,
  evaluations: z.array(ZEvaluationInList),
  agentRating: ZAgentRating.nullable(),
  portCallIds: z.array(z.number()),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/** A DA of the appointment as its agent's or vendor's list shows it, with the buyer's payment state. */
export const ZSupplierDisbursement = z.object({
  id: z.number(),
  type: z.enum(['PDA', 'FDA', 'INVOICE']),
  status: z.enum(['DRAFT', 'SUBMITTED', 'WITHDRAWN']),
  currency: z.string().nullable(),
  total: z.string(),
  /** The buyer's payment past its draft (PENDING_APPROVAL, APPROVED, PAID...), null when none. */
  paymentStatus: z.string().nullable(),
});
export type TSupplierDisbursement = z.infer<typeof ZSupplierDisbursement>;
/** An appointment in the supplier's DA tool: the appointment and its DAs, deleted drafts left out. */
export const ZSupplierAppointment = ZAppointment.extend({ disbursements: z.array(ZSupplierDisbursement) });
export type TSupplierAppointment = z.infer<typeof ZSupplierAppointment>;

export const ZAppointmentIdParams = z.strictObject({ id: ZId });

/** Creates a DRAFT appointment of one of the port call's agents (the appointment wizard). */
export const ZAppointmentCreate = z.strictObject({
  portCallId: ZId,
  agentId: ZId,
  instructions: ZOptionalText(4000),
  /** Set when the appointment is made from a request case's chosen quote. */
  requestCaseId: ZId.optional(),
});
export type TAppointmentCreate = z.infer<typeof ZAppointmentCreate>;

/** Sends a draft to its agent; the instructions may be edited one last time. */
export const ZAppoint = z.strictObject({ instructions: ZOptionalText(4000) });
export const ZAgentReject = z.strictObject({ reason: ZOptionalText(1000) });
/** Both bodies may be left out altogether (a POST without content). */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);
export const ZAppointBody = orEmpty(ZAppoint);
export const ZAgentRejectBody = orEmpty(ZAgentReject);
export const ZAmendVoyageNumber = z.strictObject({ voyageNumber: ZVoyageNumber });

export const ZCheckMultiplePortCalls = z.object({
  hasMultiplePortCalls: z.boolean(),
  portCallIds: z.array(z.number()),
});

export const ZAppointmentRecipient = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(['AGENT', 'VENDOR']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

/** GET appointment/{id}/port-call/load: the appointment's port calls and those it may link. */
export const ZAppointmentPortCallOption = ZAppointmentPortCall.extend({
  isLinked: z.boolean(),
  isPrimary: z.boolean(),
});
export const ZAppointmentLinkParams = z.strictObject({ id: ZId, portCallId: ZId });

export const ZOfficialPreview = z.object({
  id: z.number(),
  title: z.string(),
  state: ZAppointmentState,
  principal: ZPrincipalDetails,
  agent: z.object({
    name: z.string(),
    street: z.string(),
    city: z.string(),
    country: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  vessel: z.object({
    name: z.string(),
    imo: z.string(),
    vesselType: z.string(),
    size: z.string(),
    dwt: z.number().int(),
  }),
  voyageNumber: z.string(),
  port: z.object({ name: z.string(), unlocode: z.string(), country: z.string() }),
  eta: z.string().nullable(),
  ets: z.string().nullable(),
  laycanStart: z.string().nullable(),
  laycanEnd: z.string().nullable(),
  activities: z.array(z.object({ type: z.string(), cargo: z.string() })),
  instructions: z.string(),
  appointedAt: z.string().nullable(),
  appointedBy: z.string(),
});
export type TOfficialPreview = z.infer<typeof ZOfficialPreview>;

/** The agent's and the vendor's DA tool list (paths in docs/api.md). */
export const agentAppointmentSortProperties = ['appointedAt', 'id'] as const;
export const ZAgentAppointmentsQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  property: z.enum(agentAppointmentSortProperties).optional(),
  direction: ZDirection.optional(),
  state: z.preprocess((v) => (v === '' ? undefined : v), ZAppointmentState.exclude(['DRAFT']).optional()),
});
export type TAgentAppointmentsQuery = z.infer<typeof ZAgentAppointmentsQuery>;

/** One line of GET dashboard/history/{appointmentId}. */
export const ZHistoryEntry = z.object({
  id: z.number(),
  at: z.string(),
  entity: z.enum(['appointment', 'port_call']),
  entityId: z.number(),
  action: z.string(),
  actor: ZPersonRef.nullable(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
