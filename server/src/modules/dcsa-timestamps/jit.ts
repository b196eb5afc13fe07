import {
  DCSA_MAX_TIMESTAMPS,
  type TDcsaTimestampIn,
  type TDcsaTimestampOut,
  ZDcsaTimestampIn,
} from '@portcall/contracts/dcsa-timestamps';
import type { MessageCode } from '@portcall/contracts/messages';
import { AppError } from '../../platform/errors';
import { findTemplate } from '../statement-of-facts/module';
import { codesOfTemplate, templateOfCodes } from './mapping';

/** What the exchange needs of a port call (the SOF's port-call facts). */
export interface JitPortCall {
  port: { unlocode: string };
  vessel: { name: string; imo: string };
  voyageNumber: string | null;
  appointment: { agentName: string } | null;
}

/** A SOF event as the export reads it. */
export interface JitEvent {
  templateCode: string;
  description: string;
  placeholder: string | null;
  timestamp: Date;
}

/** An instant in UTC written with its offset, as JIT's examples write eventDateTime. */
export const utcWithOffset = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * A SOF's events as JIT 1.2 timestamps, in time order; events the mapping does not exchange are left
 * out. The agent of the call publishes them (publisherRole AG, the carrier's local agent).
 */
export function toTimestamps(portCall: JitPortCall, events: readonly JitEvent[]): TDcsaTimestampOut[] {
  const voyage = portCall.voyageNumber
    ? { carrierImportVoyageNumber: portCall.voyageNumber, carrierExportVoyageNumber: portCall.voyageNumber }
    : {};
  return [...events]
    .sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
    .flatMap((event) => {
      const codes = codesOfTemplate(event.templateCode);
      if (!codes) return [];
      const { portCallServiceTypeCode, ...rest } = codes;
      return [
        {
          publisher: { partyName: portCall.appointment?.agentName ?? '' },
          publisherRole: 'AG' as const,
          vesselIMONumber: portCall.vessel.imo,
          vessel: { vesselIMONumber: portCall.vessel.imo, vesselName: portCall.vessel.name },
          UNLocationCode: portCall.port.unlocode,
          eventLocation: {
            UNLocationCode: portCall.port.unlocode,
            // The anchorage's name travels where JIT keeps a place's name.
            ...(event.placeholder ? { locationName: event.placeholder } : {}),
          },
          ...voyage,
          ...rest,
          ...(portCallServiceTypeCode ? { portCallServiceTypeCode } : {}),
          eventDateTime: utcWithOffset(event.timestamp),
          remark: event.description,
        },
      ];
    });
}

/** A timestamp read back: the SOF event it proposes. */
export interface ReadTimestamp {
  templateCode: string;
  eventAt: Date;
  placeholder: string | null;
  sentBy: string | null;
  received: TDcsaTimestampIn;
}

const OFFSET_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An eventDateTime with its offset; a time without one could be any port's clock, so it is refused. */
export function readEventDateTime(text: string): Date | null {
  if (!OFFSET_TIME.test(text)) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  const year = at.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? at : null;
}

const refuse = (code: MessageCode, params: Record<string, string | number>) =>
  new AppError(400, code, undefined, params);

/**
 * Reads a file or webhook body of JIT timestamps for one port call. The whole document is refused
 * at the first bad timestamp (numbered from 1, with what is wrong), so a partner fixes its file once
 * rather than learning which half went in. Vessel, port and voyage, when given, must be the call's.
 */
export function readTimestamps(body: unknown, portCall: JitPortCall): ReadTimestamp[] {
  const items = Array.isArray(body) ? body : [body];
  if (items.length === 0 || (!Array.isArray(body) && (typeof body !== 'object' || body === null)))
    throw new AppError(400, 'DCSA_FILE_INVALID');
  if (items.length > DCSA_MAX_TIMESTAMPS)
    throw refuse('DCSA_TIMESTAMP_INVALID', { n: DCSA_MAX_TIMESTAMPS + 1, problem: `at most ${DCSA_MAX_TIMESTAMPS}` });
  return items.map((item, i) => {
    const parsed = ZDcsaTimestampIn.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') || 'the timestamp';
      throw refuse('DCSA_TIMESTAMP_INVALID', { n: i + 1, problem: `${where}: ${issue?.message ?? 'invalid'}` });
    }
    return readOne(parsed.data, i + 1, portCall);
  });
}

function readOne(t: TDcsaTimestampIn, n: number, portCall: JitPortCall): ReadTimestamp {
  // JIT 1.2 carries the IMO twice (top level, deprecated, and in `vessel`): both must be the call's.
  for (const imo of [t.vesselIMONumber, t.vessel?.vesselIMONumber])
    if (imo !== undefined && imo.trim() !== portCall.vessel.imo) throw refuse('DCSA_VESSEL_MISMATCH', { n, imo });
  for (const [field, value] of [
    ['UNLocationCode', t.UNLocationCode],
    ['eventLocation.UNLocationCode', t.eventLocation?.UNLocationCode],
  ] as const)
    if (value !== undefined && value.trim().toUpperCase() !== portCall.port.unlocode)
      throw refuse('DCSA_PORT_CALL_MISMATCH', { n, field, value });
  if (portCall.voyageNumber)
    for (const [field, value] of [
      ['carrierImportVoyageNumber', t.carrierImportVoyageNumber],
      ['carrierExportVoyageNumber', t.carrierExportVoyageNumber],
    ] as const)
      if (value !== undefined && value.trim() !== portCall.voyageNumber)
        throw refuse('DCSA_PORT_CALL_MISMATCH', { n, field, value });
  const match = templateOfCodes(t);
  if (!('templateCode' in match)) {
    const codes = [
      t.eventClassifierCode,
      t.operationsEventTypeCode,
      t.portCallServiceTypeCode,
      t.facilityTypeCode,
      t.portCallPhaseTypeCode,
    ]
      .filter(Boolean)
      .join(' ');
    throw refuse(match.problem === 'UNKNOWN' ? 'DCSA_CODE_UNKNOWN' : 'DCSA_CODES_AMBIGUOUS', { n, codes });
  }
  const eventAt = readEventDateTime(t.eventDateTime);
  if (!eventAt) throw refuse('DCSA_TIME_INVALID', { n, value: t.eventDateTime });
  // The one detail an exchanged event asks for is a place ("Anchored at {place}"): JIT's location name.
  const needsPlace = Boolean(findTemplate(match.templateCode)?.placeholder);
  const placeholder = needsPlace ? t.eventLocation?.locationName?.trim() || null : null;
  if (needsPlace && !placeholder) throw refuse('DCSA_PLACE_REQUIRED', { n });
  return {
    templateCode: match.templateCode,
    eventAt,
    placeholder,
    sentBy: t.publisher?.partyName?.trim() || null,
    received: t,
  };
}
