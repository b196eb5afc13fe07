import type { TInvolvement, TTemplateGroup } from '@portcall/contracts/statement-of-facts';

/**
 * The DCSA Just-in-Time port-call timestamp an event is (docs/sof-event-codes.md): classifier
 * (PLN planned, EST estimated, REQ requested, ACT actual), the event type (ARRI/DEPA of the vessel,
 * STRT/CMPL of a service), the port-call service where one is meant (PILO pilotage, TOWG towage,
 * MOOR mooring, CRGO cargo operations, BUNK bunkering, ANCO anchorage operations) and the facility
 * (PBPL pilot boarding place, ANCH anchorage, BRTH berth).
 */
export interface JitTimestamp {
  classifier: 'PLN' | 'EST' | 'REQ' | 'ACT';
  eventType: 'ARRI' | 'DEPA' | 'STRT' | 'CMPL';
  service: 'PILO' | 'TOWG' | 'MOOR' | 'CRGO' | 'BUNK' | 'ANCO' | null;
  facility: 'PBPL' | 'ANCH' | 'BRTH';
}

export interface EventTemplate {
  code: string;
  group: TTemplateGroup;
  description: string;
  mandatory: boolean;
  type: 'EVENT' | 'SIGNATURE';
  /** The detail the description asks for ("Anchored at {place}"): eventPlaceHolderError when missing. */
  placeholder: string | null;
  /** Which parameters belong with the event (the add-event dialog shows them). */
  parameters: readonly ('inboundTugs' | 'outboundTugs' | 'pilotsIn' | 'pilotsOut' | 'cargoQuantity')[];
  jit: JitTimestamp | null;
}

const t = (
  code: string,
  group: TTemplateGroup,
  description: string,
  jit: JitTimestamp | null,
  more: Partial<Pick<EventTemplate, 'mandatory' | 'placeholder' | 'parameters'>> = {},
): EventTemplate => ({
  code,
  group,
  description,
  jit,
  type: 'EVENT',
  mandatory: more.mandatory ?? false,
  placeholder: more.placeholder ?? null,
  parameters: more.parameters ?? [],
});
const jit = (
  classifier: JitTimestamp['classifier'],
  eventType: JitTimestamp['eventType'],
  facility: JitTimestamp['facility'],
  service: JitTimestamp['service'] = null,
): JitTimestamp => ({ classifier, eventType, facility, service });

/** The event templates, in the order of a call. */
export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  t('ETA_PILOT_BOARDING_PLACE', 'ARRIVAL', 'Estimated arrival at pilot boarding place', jit('EST', 'ARRI', 'PBPL')),
  t('ARRIVED_PILOT_BOARDING_PLACE', 'ARRIVAL', 'Arrived at pilot boarding place', jit('ACT', 'ARRI', 'PBPL'), {
    mandatory: true,
  }),
  t('NOR_TENDERED', 'ARRIVAL', 'Notice of readiness tendered', null, { mandatory: true }),
  t('ANCHORED', 'ARRIVAL', 'Anchored at {place}', jit('ACT', 'ARRI', 'ANCH'), { placeholder: 'place' }),
  t('ANCHOR_AWEIGH', 'ARRIVAL', 'Anchor aweigh', jit('ACT', 'DEPA', 'ANCH')),
  t('FREE_PRATIQUE', 'ARRIVAL', 'Free pratique granted', null),
  t('NOR_ACCEPTED', 'ARRIVAL', 'Notice of readiness accepted', null),
  t('REQUESTED_BERTHING', 'BERTHING', 'Requested time of berthing', jit('REQ', 'ARRI', 'BRTH')),
  t('PLANNED_BERTHING', 'BERTHING', 'Planned time of berthing', jit('PLN', 'ARRI', 'BRTH')),
  t('PILOT_ON_BOARD_INBOUND', 'BERTHING', 'Pilot on board (inbound)', jit('ACT', 'STRT', 'PBPL', 'PILO'), {
    parameters: ['pilotsIn'],
  }),
  t('TUGS_MADE_FAST_INBOUND', 'BERTHING', 'First tug made fast (inbound)', jit('ACT', 'STRT', 'BRTH', 'TOWG'), {
    parameters: ['inboundTugs'],
  }),
  t('FIRST_LINE_ASHORE', 'BERTHING', 'First line ashore', jit('ACT', 'STRT', 'BRTH', 'MOOR')),
  t('ALL_FAST', 'BERTHING', 'All fast', jit('ACT', 'ARRI', 'BRTH'), { mandatory: true }),
  t('PILOT_OFF_INBOUND', 'BERTHING', 'Pilot disembarked (inbound)', jit('ACT', 'CMPL', 'BRTH', 'PILO')),
  t('CARGO_OPERATIONS_COMMENCED', 'CARGO', 'Cargo operations commenced', jit('ACT', 'STRT', 'BRTH', 'CRGO'), {
    mandatory: true,
  }),
  t('CARGO_OPERATIONS_SUSPENDED', 'CARGO', 'Cargo operations suspended: {reason}', null, { placeholder: 'reason' }),
  t('CARGO_OPERATIONS_RESUMED', 'CARGO', 'Cargo operations resumed', null),
  t('CARGO_OPERATIONS_COMPLETED', 'CARGO', 'Cargo operations completed', jit('ACT', 'CMPL', 'BRTH', 'CRGO'), {
    mandatory: true,
    parameters: ['cargoQuantity'],
  }),
  t('DRAFT_SURVEY_COMPLETED', 'CARGO', 'Draft survey completed', null),
  t('BUNKERING_COMMENCED', 'BUNKERING', 'Bunkering commenced', jit('ACT', 'STRT', 'BRTH', 'BUNK')),
  t('BUNKERING_COMPLETED', 'BUNKERING', 'Bunkering completed', jit('ACT', 'CMPL', 'BRTH', 'BUNK')),
  t('ESTIMATED_DEPARTURE', 'DEPARTURE', 'Estimated time of departure', jit('EST', 'DEPA', 'BRTH')),
  t('PILOT_ON_BOARD_OUTBOUND', 'DEPARTURE', 'Pilot on board (outbound)', jit('ACT', 'STRT', 'BRTH', 'PILO'), {
    parameters: ['pilotsOut'],
  }),
  t('TUGS_MADE_FAST_OUTBOUND', 'DEPARTURE', 'First tug made fast (outbound)', jit('ACT', 'STRT', 'BRTH', 'TOWG'), {
    parameters: ['outboundTugs'],
  }),
  t('LAST_LINE_LET_GO', 'DEPARTURE', 'Last line let go', jit('ACT', 'DEPA', 'BRTH'), { mandatory: true }),
  t('PILOT_OFF_OUTBOUND', 'DEPARTURE', 'Pilot disembarked (outbound)', jit('ACT', 'CMPL', 'PBPL', 'PILO')),
  t('COMMENCED_SEA_PASSAGE', 'DEPARTURE', 'Commenced sea passage', jit('ACT', 'DEPA', 'PBPL'), { mandatory: true }),
];

export const DIGITAL_SIGNATURE: EventTemplate = {
  code: 'DIGITAL_SIGNATURE',
  group: 'DEPARTURE',
  description: 'Digital Signature',
  mandatory: true,
  type: 'SIGNATURE',
  placeholder: null,
  parameters: [],
  jit: null,
};

/**
 * operations §4: in the template list a Depart group always gets a mandatory SIGNATURE template
 * 'Digital Signature' when it has none. The signature is given by signing, never added as an event.
 */
export function withDepartSignature(templates: readonly EventTemplate[]): EventTemplate[] {
  const hasDepart = templates.some((x) => x.group === 'DEPARTURE');
  const hasSignature = templates.some((x) => x.group === 'DEPARTURE' && x.type === 'SIGNATURE');
  if (!hasDepart || hasSignature) return [...templates];
  return [...templates, DIGITAL_SIGNATURE];
}

export const eventTemplates = (): EventTemplate[] => withDepartSignature(EVENT_TEMPLATES);
export const findTemplate = (code: string) => EVENT_TEMPLATES.find((x) => x.code === code);

/** The description an event shows: the template's text with its placeholder filled in. */
export function describeEvent(template: EventTemplate, placeholder: string | null | undefined): string {
  if (!template.placeholder) return template.description;
  return template.description.replace(`{${template.placeholder}}`, placeholder?.trim() ?? '');
}

/** Templates the next event probably is: those after the latest event, not yet used (suggestedTemplates). */
export function suggestTemplates(usedCodes: readonly string[], limit = 5): EventTemplate[] {
  const used = new Set(usedCodes);
  const lastIndex = Math.max(-1, ...EVENT_TEMPLATES.map((x, i) => (used.has(x.code) ? i : -1)));
  return EVENT_TEMPLATES.filter((x, i) => i > lastIndex && !used.has(x.code)).slice(0, limit);
}

/** Mandatory event templates missing from a SOF (the signature is given by signing). */
export const missingMandatory = (usedCodes: readonly string[]) =>
  EVENT_TEMPLATES.filter((x) => x.mandatory && !usedCodes.includes(x.code));

/** Involvements whose people add events of any template (the others remark, comment and sign). */
export const EVENT_WRITERS: readonly TInvolvement[] = ['AGENT', 'MASTER'];
