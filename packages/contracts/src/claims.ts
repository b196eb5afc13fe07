import { z } from 'zod';
import { ZId } from './fields';
import {
  DESPATCH_BASES,
  ZAllowance,
  ZLaytimeHours,
  ZLaytimeRate,
  ZLaytimeRequest,
  ZLaytimeResult,
  ZWeeklyTime,
} from './laytime';
import { messages } from './messages';
import { ZAmount } from './money';

/**
 * Claims (issue 22, platform-core §1 product CLAIMS): a claim per port call and counterparty, with
 * the voyage's charter-party terms, a laytime calculation read from the SOF, documents, states and
 * the time bar; and the position list (product POSITION_LIST).
 */

export const CLAIM_TYPES = ['DEMURRAGE', 'DESPATCH', 'OTHER'] as const;
export const CLAIM_STATES = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_DISCUSSION',
  'AGREED',
  'PAID',
  'TIME_BARRED',
  'WITHDRAWN',
] as const;
export type TClaimState = (typeof CLAIM_STATES)[number];
/** Which state may follow which; TIME_BARRED is set by the time-bar check on an unsubmitted claim. */
export const CLAIM_TRANSITIONS: Record<TClaimState, readonly TClaimState[]> = {
  DRAFT: ['SUBMITTED', 'WITHDRAWN'],
  SUBMITTED: ['UNDER_DISCUSSION', 'AGREED', 'WITHDRAWN'],
  UNDER_DISCUSSION: ['AGREED', 'WITHDRAWN'],
  AGREED: ['PAID'],
  PAID: [],
  TIME_BARRED: [],
  WITHDRAWN: [],
};
/** States in which the time bar still threatens the claim (it has not reached the counterparty). */
export const TIME_BAR_OPEN_STATES: readonly TClaimState[] = ['DRAFT'];
/** Warnings before the deadline, in days. */
export const TIME_BAR_WARNING_DAYS = [30, 14, 3] as const;
export const CLAIM_DOCUMENT_KINDS = ['SOF_PDF', 'NOR', 'LETTER_OF_PROTEST', 'OTHER'] as const;

/** The charter-party terms of a voyage: what a laytime calculation of its port calls starts from. */
export const ZCharterTerms = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, messages.LAYTIME_CURRENCY),
  demurrageRatePerDay: ZLaytimeRate,
  despatchRatePerDay: ZLaytimeRate.nullable().default(null),
  allowance: ZAllowance,
  turnTimeHours: ZLaytimeHours.default('6'),
  weekly: z
    .array(z.strictObject({ from: ZWeeklyTime, to: ZWeeklyTime }))
    .max(14)
    .default([]),
  unlessUsed: z.boolean().default(false),
  exceptionsApplyOnDemurrage: z.boolean().default(false),
  despatchBasis: z.enum(DESPATCH_BASES).default('WORKING_TIME_SAVED'),
  timeBarDays: z.number({ error: messages.REQUIRED_FIELD }).int().min(1).max(3650),
  terms: z.string().max(4000).default(''),
});
export type TCharterTerms = z.infer<typeof ZCharterTerms>;
export type TCharterTermsInput = z.input<typeof ZCharterTerms>;
export const ZCharterTermsAnswer = ZCharterTerms.extend({ voyageId: z.number(), version: z.number() });

/** A note on one interval of the statement (by its start instant). */
export const ZIntervalNote = z.strictObject({ from: z.string().max(40), note: z.string().max(1000) });

/** Save a laytime calculation of a port call (the body the user corrected, and notes). */
export const ZLaytimeCalculationSave = z.strictObject({
  body: ZLaytimeRequest,
  notes: z.array(ZIntervalNote).max(500).default([]),
  version: z.number().int().min(0).optional(),
});
export type TLaytimeCalculationSave = z.input<typeof ZLaytimeCalculationSave>;

export const ZLaytimeCalculation = z.object({
  id: z.number(),
  portCallId: z.number(),
  sofId: z.number().nullable(),
  sofVersion: z.number().nullable(),
  /** The SOF changed since the calculation read it. */
  isOutOfDate: z.boolean(),
  body: z.unknown(),
  notes: z.array(z.object({ from: z.string(), note: z.string() })),
  result: ZLaytimeResult,
  version: z.number(),
  updatedAt: z.string(),
});
export type TLaytimeCalculation = z.infer<typeof ZLaytimeCalculation>;

/** The body pre-filled from the SOF's events and the voyage's charter-party terms. */
export const ZLaytimePrefill = z.object({
  portCallId: z.number(),
  sofId: z.number(),
  sofVersion: z.number(),
  sofStatus: z.string(),
  /** Events read, with their codes, to show where each value came from. */
  events: z.array(z.object({ code: z.string(), description: z.string(), timestamp: z.string() })),
  body: z.unknown(),
  /** What could not be read (a missing NOR...). */
  missing: z.array(z.string()),
  calculation: ZLaytimeCalculation.nullable(),
});
export type TLaytimePrefill = z.infer<typeof ZLaytimePrefill>;

export const ZClaimCreate = z.strictObject({
  portCallId: ZId,
  counterparty: z.string().trim().min(1, messages.REQUIRED_FIELD).max(255),
  type: z.enum(CLAIM_TYPES),
  /** For OTHER (and to override): the amount claimed; DEMURRAGE/DESPATCH take the calculation's. */
  amount: ZAmount.nullable().default(null),
  currency: z.string().regex(/^[A-Z]{3}$/, messages.LAYTIME_CURRENCY),
  /** Completion of discharge; defaults to the calculation's completion. */
  completedAt: z.iso.datetime({ offset: true, error: messages.INVALID_DATE }).nullable().default(null),
  timeBarDays: z.number().int().min(1).max(3650).nullable().default(null),
  calculationId: ZId.nullable().default(null),
  notes: z.string().max(4000).default(''),
});
export type TClaimCreate = z.input<typeof ZClaimCreate>;

export const ZClaimStateChange = z.strictObject({ state: z.enum(CLAIM_STATES), version: z.number().int().min(0) });

export const ZClaimDocument = z.object({
  id: z.number(),
  kind: z.enum(CLAIM_DOCUMENT_KINDS),
  fileName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});

export const ZClaim = z.object({
  id: z.number(),
  portCallId: z.number(),
  vesselName: z.string(),
  portName: z.string(),
  voyageNumber: z.string().nullable(),
  counterparty: z.string(),
  type: z.enum(CLAIM_TYPES),
  amount: z.string(),
  currency: z.string(),
  state: z.enum(CLAIM_STATES),
  completedAt: z.string().nullable(),
  timeBarDays: z.number(),
  deadline: z.string().nullable(),
  /** Whole days from now to the deadline (negative once passed); null without a completion. */
  daysLeft: z.number().nullable(),
  /** The warnings (30, 14, 3) already raised. */
  warnings: z.array(z.number()),
  calculationId: z.number().nullable(),
  notes: z.string(),
  documents: z.array(ZClaimDocument),
  version: z.number(),
  createdAt: z.string(),
});
export type TClaim = z.infer<typeof ZClaim>;
export const ZClaimList = z.object({ items: z.array(ZClaim) });

/** A port call the buyer may open a claim for (the new-claim picker). */
export const ZClaimablePortCall = z.object({
  id: z.number(),
  label: z.string(),
  hasSof: z.boolean(),
  agentName: z.string().nullable(),
});
export const ZClaimablePortCalls = z.object({ items: z.array(ZClaimablePortCall) });

// ---------- position list ----------

export const ZPositionListQuery = z.object({
  fleetId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  vesselTypeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  regionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type TPositionListQuery = z.infer<typeof ZPositionListQuery>;

const ZPositionCall = z.object({
  portCallId: z.number(),
  portName: z.string(),
  countryName: z.string(),
  eta: z.string().nullable(),
  ets: z.string().nullable(),
});
/**
 * What a position says of a vessel: from the SOF's last arrival, anchoring, berthing or departure
 * event when one is recorded, else from the schedule (expected at the next call's ETA, in port
 * between ETA and ETS, left at the last call's ETS).
 */
export const POSITION_KINDS = ['EXPECTED', 'IN_PORT', 'ARRIVED', 'ANCHORED', 'BERTHED', 'LEFT'] as const;
export const positionKindLabels: Record<(typeof POSITION_KINDS)[number], string> = {
  EXPECTED: 'Expected at',
  IN_PORT: 'In port at',
  ARRIVED: 'Arrived at',
  ANCHORED: 'Anchored at',
  BERTHED: 'Berthed at',
  LEFT: 'Left',
};
const ZPositionWhere = z.object({
  kind: z.enum(POSITION_KINDS),
  portCallId: z.number(),
  portName: z.string(),
  countryName: z.string(),
  /** When: the SOF event's time, or the ETA (expected, in port) or ETS (left) of the schedule. */
  at: z.string().nullable(),
  fromSof: z.boolean(),
});
export type TPositionWhere = z.infer<typeof ZPositionWhere>;

export const ZPosition = z.object({
  vesselId: z.number(),
  vesselName: z.string(),
  imo: z.string(),
  vesselType: z.string(),
  fleets: z.array(z.string()),
  /** In port now (ETA passed, ETS not yet), else the last call. */
  current: ZPositionCall.nullable(),
  isInPort: z.boolean(),
  next: z.array(ZPositionCall),
  /** When and where the vessel comes free: the ETS and port of its last planned call. */
  openDate: z.string().nullable(),
  openPort: z.string().nullable(),
  where: ZPositionWhere.nullable(),
  /** Of the call `where` names, where known. */
  cargo: z.string().nullable(),
  laycanStart: z.string().nullable(),
  laycanEnd: z.string().nullable(),
  /** The counterparty of the call's claim, where one is raised. */
  charterer: z.string().nullable(),
});
export type TPosition = z.infer<typeof ZPosition>;
export const ZPositionList = z.object({
  items: z.array(ZPosition),
  fleets: z.array(z.object({ id: z.number(), name: z.string() })),
  vesselTypes: z.array(z.object({ id: z.number(), name: z.string() })),
  regions: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TPositionList = z.infer<typeof ZPositionList>;
