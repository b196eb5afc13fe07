/**
 * The one table between the SOF's event templates and DCSA JIT 1.2 port-call timestamps, read both
 * ways: an event leaves as its timestamp, a timestamp received comes back as the event whose codes
 * it carries. Every template is either here with its codes or here with why it is not exchanged;
 * mapping.test.ts holds the table to the SOF's templates (their `jit`) and to docs/sof-event-codes.md.
 *
 * The phase (portCallPhaseTypeCode) is where the vessel is in the call: INBD until it is alongside,
 * ALGS while it works there, OUTB once it leaves. It tells apart the two events whose other codes are
 * the same (the first tug made fast inbound and outbound).
 */
export type Classifier = 'PLN' | 'EST' | 'REQ' | 'ACT';
export type OperationsEventType = 'ARRI' | 'DEPA' | 'STRT' | 'CMPL';
export type PortCallService = 'PILO' | 'TOWG' | 'MOOR' | 'CRGO' | 'BUNK';
export type FacilityType = 'PBPL' | 'ANCH' | 'BRTH';
export type PortCallPhase = 'INBD' | 'ALGS' | 'OUTB';

export interface JitCodes {
  eventClassifierCode: Classifier;
  operationsEventTypeCode: OperationsEventType;
  /** null: a movement of the vessel itself, no port-call service. */
  portCallServiceTypeCode: PortCallService | null;
  facilityTypeCode: FacilityType;
  portCallPhaseTypeCode: PortCallPhase;
}

export type Mapping = { codes: JitCodes; notExchanged?: undefined } | { codes?: undefined; notExchanged: string };

const jit = (
  eventClassifierCode: Classifier,
  operationsEventTypeCode: OperationsEventType,
  portCallServiceTypeCode: PortCallService | null,
  facilityTypeCode: FacilityType,
  portCallPhaseTypeCode: PortCallPhase,
): Mapping => ({
  codes: {
    eventClassifierCode,
    operationsEventTypeCode,
    portCallServiceTypeCode,
    facilityTypeCode,
    portCallPhaseTypeCode,
  },
});
const none = (why: string): Mapping => ({ notExchanged: why });

export const SOF_DCSA_MAPPING: Readonly<Record<string, Mapping>> = {
  ETA_PILOT_BOARDING_PLACE: jit('EST', 'ARRI', null, 'PBPL', 'INBD'),
  ARRIVED_PILOT_BOARDING_PLACE: jit('ACT', 'ARRI', null, 'PBPL', 'INBD'),
  NOR_TENDERED: none('a notice of readiness is a charter-party fact; JIT has no timestamp for it'),
  ANCHORED: jit('ACT', 'ARRI', null, 'ANCH', 'INBD'),
  ANCHOR_AWEIGH: jit('ACT', 'DEPA', null, 'ANCH', 'INBD'),
  FREE_PRATIQUE: none('a health clearance by the port authority, not a JIT port-call timestamp'),
  NOR_ACCEPTED: none('a notice of readiness is a charter-party fact; JIT has no timestamp for it'),
  REQUESTED_BERTHING: jit('REQ', 'ARRI', null, 'BRTH', 'INBD'),
  PLANNED_BERTHING: jit('PLN', 'ARRI', null, 'BRTH', 'INBD'),
  PILOT_ON_BOARD_INBOUND: jit('ACT', 'STRT', 'PILO', 'PBPL', 'INBD'),
  TUGS_MADE_FAST_INBOUND: jit('ACT', 'STRT', 'TOWG', 'BRTH', 'INBD'),
  FIRST_LINE_ASHORE: jit('ACT', 'STRT', 'MOOR', 'BRTH', 'INBD'),
  ALL_FAST: jit('ACT', 'ARRI', null, 'BRTH', 'INBD'),
  PILOT_OFF_INBOUND: jit('ACT', 'CMPL', 'PILO', 'BRTH', 'INBD'),
  CARGO_OPERATIONS_COMMENCED: jit('ACT', 'STRT', 'CRGO', 'BRTH', 'ALGS'),
  CARGO_OPERATIONS_SUSPENDED: none(
    'a stop with its reason is laytime evidence; JIT only starts and completes a service',
  ),
  CARGO_OPERATIONS_RESUMED: none('JIT only starts and completes a service; a resumption has no timestamp'),
  CARGO_OPERATIONS_COMPLETED: jit('ACT', 'CMPL', 'CRGO', 'BRTH', 'ALGS'),
  DRAFT_SURVEY_COMPLETED: none("a surveyor's measurement for the cargo quantity, not a JIT port-call service"),
  BUNKERING_COMMENCED: jit('ACT', 'STRT', 'BUNK', 'BRTH', 'ALGS'),
  BUNKERING_COMPLETED: jit('ACT', 'CMPL', 'BUNK', 'BRTH', 'ALGS'),
  ESTIMATED_DEPARTURE: jit('EST', 'DEPA', null, 'BRTH', 'OUTB'),
  PILOT_ON_BOARD_OUTBOUND: jit('ACT', 'STRT', 'PILO', 'BRTH', 'OUTB'),
  TUGS_MADE_FAST_OUTBOUND: jit('ACT', 'STRT', 'TOWG', 'BRTH', 'OUTB'),
  LAST_LINE_LET_GO: jit('ACT', 'DEPA', null, 'BRTH', 'OUTB'),
  PILOT_OFF_OUTBOUND: jit('ACT', 'CMPL', 'PILO', 'PBPL', 'OUTB'),
  COMMENCED_SEA_PASSAGE: jit('ACT', 'DEPA', null, 'PBPL', 'OUTB'),
  DIGITAL_SIGNATURE: none('the parties sign the SOF; a signature is not an event of the call'),
};

/** The timestamp codes of a SOF event, or null when its template is not exchanged. */
export function codesOfTemplate(templateCode: string): JitCodes | null {
  return SOF_DCSA_MAPPING[templateCode]?.codes ?? null;
}

export type TemplateMatch =
  | { templateCode: string }
  | { problem: 'UNKNOWN' }
  /** Several events carry these codes: the facility or phase that tells them apart is missing. */
  | { problem: 'AMBIGUOUS' };

/**
 * The SOF event a received timestamp is. A missing service, facility or phase matches any; a phase
 * given must be the event's. JIT 1.2 lets a partner leave the facility and phase out, so they are
 * only required when several events would otherwise match.
 */
export function templateOfCodes(given: {
  eventClassifierCode: string;
  operationsEventTypeCode: string;
  portCallServiceTypeCode?: string | null;
  facilityTypeCode?: string | null;
  portCallPhaseTypeCode?: string | null;
}): TemplateMatch {
  const service = given.portCallServiceTypeCode || null;
  const matches = Object.entries(SOF_DCSA_MAPPING).filter(([, m]) => {
    const c = m.codes;
    if (!c) return false;
    return (
      c.eventClassifierCode === given.eventClassifierCode &&
      c.operationsEventTypeCode === given.operationsEventTypeCode &&
      c.portCallServiceTypeCode === service &&
      (!given.facilityTypeCode || c.facilityTypeCode === given.facilityTypeCode) &&
      (!given.portCallPhaseTypeCode || c.portCallPhaseTypeCode === given.portCallPhaseTypeCode)
    );
  });
  if (matches.length === 1) return { templateCode: (matches[0] as [string, Mapping])[0] };
  return matches.length === 0 ? { problem: 'UNKNOWN' } : { problem: 'AMBIGUOUS' };
}
