import { z } from 'zod';

/**
 * Port-call timestamps of the DCSA Just-in-Time Port Call standard, version 1.2 (the `Timestamp`
 * object of POST /v1/timestamps in DCSA's JIT 1.2.0 OpenAPI; docs/decisions.md "DCSA JIT
 * timestamps"). A SOF's events leave as timestamps; timestamps received come back as proposals the
 * agent accepts into the SOF or rejects.
 */
export const DCSA_JIT_VERSION = '1.2.0';

/** At most this many timestamps in one upload or one webhook call (a call has a few dozen at most). */
export const DCSA_MAX_TIMESTAMPS = 500;
/** An upload past this size is refused before it is read: a file of 500 timestamps is far smaller. */
export const DCSA_MAX_FILE_BYTES = 256 * 1024;

const code = z.string().trim().max(10);
const text = (max: number) => z.string().max(max);

/**
 * One timestamp as a partner sends it. Only the fields the exchange reads are checked here; the
 * standard's other fields (publisher's address, vessel position, delay reason...) are allowed and
 * ignored. Codes are read as text so an unknown one is answered with its own message (which
 * timestamp, which code), not as a malformed document.
 */
export const ZDcsaTimestampIn = z.looseObject({
  publisher: z.looseObject({ partyName: text(100).optional() }).optional(),
  publisherRole: code.optional(),
  vesselIMONumber: text(20).optional(),
  vessel: z.looseObject({ vesselIMONumber: text(20).optional(), vesselName: text(100).optional() }).optional(),
  UNLocationCode: text(10).optional(),
  eventLocation: z.looseObject({ UNLocationCode: text(10).optional(), locationName: text(100).optional() }).optional(),
  carrierImportVoyageNumber: text(50).optional(),
  carrierExportVoyageNumber: text(50).optional(),
  eventClassifierCode: code,
  operationsEventTypeCode: code,
  portCallServiceTypeCode: code.nullable().optional(),
  portCallPhaseTypeCode: code.nullable().optional(),
  facilityTypeCode: code.nullable().optional(),
  eventDateTime: text(40),
  remark: text(500).optional(),
});
export type TDcsaTimestampIn = z.infer<typeof ZDcsaTimestampIn>;

/** A file or a webhook body: one timestamp (as POST /v1/timestamps takes it) or a list of them. */
export const ZDcsaTimestampsIn = z.union([ZDcsaTimestampIn, z.array(ZDcsaTimestampIn).max(DCSA_MAX_TIMESTAMPS)]);

/** One timestamp as the export writes it (the JIT 1.2 field names). */
export const ZDcsaTimestampOut = z.object({
  publisher: z.object({ partyName: z.string() }),
  publisherRole: z.literal('AG'),
  vesselIMONumber: z.string(),
  vessel: z.object({ vesselIMONumber: z.string(), vesselName: z.string() }),
  UNLocationCode: z.string(),
  eventLocation: z.object({ UNLocationCode: z.string(), locationName: z.string().optional() }),
  carrierImportVoyageNumber: z.string().optional(),
  carrierExportVoyageNumber: z.string().optional(),
  eventClassifierCode: z.enum(['PLN', 'EST', 'REQ', 'ACT']),
  operationsEventTypeCode: z.enum(['ARRI', 'DEPA', 'STRT', 'CMPL']),
  portCallServiceTypeCode: z.string().optional(),
  portCallPhaseTypeCode: z.enum(['INBD', 'ALGS', 'SHIF', 'OUTB']),
  facilityTypeCode: z.enum(['PBPL', 'ANCH', 'BRTH']),
  eventDateTime: z.string().describe('UTC, ISO 8601 with its offset: 2026-03-12T06:00:00+00:00'),
  remark: z.string(),
});
export type TDcsaTimestampOut = z.infer<typeof ZDcsaTimestampOut>;

export const PROPOSAL_STATUSES = ['PROPOSED', 'ACCEPTED', 'REJECTED'] as const;
export const PROPOSAL_SOURCES = ['UPLOAD', 'WEBHOOK'] as const;

/** A received timestamp waiting for (or decided by) the agent of the port call. */
export const ZTimestampProposal = z.object({
  id: z.number(),
  templateCode: z.string(),
  description: z.string(),
  timestamp: z.string().describe('the instant, UTC ISO 8601'),
  placeholder: z.string().nullable(),
  source: z.enum(PROPOSAL_SOURCES),
  sentBy: z.string().nullable().describe("the publisher's party name, else the connector's or the file's name"),
  status: z.enum(PROPOSAL_STATUSES),
  receivedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TTimestampProposal = z.infer<typeof ZTimestampProposal>;

/** What an upload or a webhook call did: proposals made, and timestamps already known (not proposed again). */
export const ZTimestampImport = z.object({
  proposed: z.array(ZTimestampProposal),
  alreadyKnown: z.number().int(),
});
export type TTimestampImport = z.infer<typeof ZTimestampImport>;

/** Accepting goes through the SOF's add-event command: the version the agent saw. */
export const ZProposalDecision = z.strictObject({ version: z.number().int().min(0).max(2_147_483_647) });
