import { formatMessage, type MessageCode } from '@portcall/contracts/messages';
import {
  formatInPortTime,
  SOF_EVENT_DAYS_AFTER_ETS,
  SOF_EVENT_DAYS_BEFORE_ETA,
} from '@portcall/contracts/statement-of-facts';
import type { SofPortCall } from './port-call-read-model';

/** An event as the checks see it: its name is its description (placeholder filled), never its code. */
export interface TimedEvent {
  id: number | null;
  templateCode: string;
  description: string;
  timestamp: Date;
}

/** The spine of a call: each happens no earlier than the one before (the templates' order). */
const CALL_SPINE = [
  'ARRIVED_PILOT_BOARDING_PLACE',
  'ALL_FAST',
  'CARGO_OPERATIONS_COMMENCED',
  'CARGO_OPERATIONS_COMPLETED',
  'LAST_LINE_LET_GO',
  'COMMENCED_SEA_PASSAGE',
];

/**
 * [earlier, later] pairs of templates that happen once each in a call. Repeating events (suspended,
 * resumed) and plans or estimates are left out: their times say nothing about the order of facts.
 */
export const ORDERED_PAIRS: readonly (readonly [string, string])[] = [
  ...CALL_SPINE.flatMap((earlier, i) => CALL_SPINE.slice(i + 1).map((later) => [earlier, later] as const)),
  ['ARRIVED_PILOT_BOARDING_PLACE', 'NOR_TENDERED'],
  ['NOR_TENDERED', 'NOR_ACCEPTED'],
  ['NOR_TENDERED', 'CARGO_OPERATIONS_COMMENCED'],
  ['NOR_TENDERED', 'CARGO_OPERATIONS_COMPLETED'],
  ['ARRIVED_PILOT_BOARDING_PLACE', 'ANCHORED'],
  ['ANCHORED', 'ANCHOR_AWEIGH'],
  ['ANCHOR_AWEIGH', 'ALL_FAST'],
  ['PILOT_ON_BOARD_INBOUND', 'ALL_FAST'],
  ['FIRST_LINE_ASHORE', 'ALL_FAST'],
  ['BUNKERING_COMMENCED', 'BUNKERING_COMPLETED'],
  ['LAST_LINE_LET_GO', 'PILOT_OFF_OUTBOUND'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal: its catalogue code and what fills it in (the event's name, the other's, the times). */
export interface Refusal {
  code: MessageCode;
  params: Record<string, string>;
  text: string;
}
const refusal = (code: MessageCode, params: Record<string, string>): Refusal => ({
  code,
  params,
  text: formatMessage(code, params),
});

/** The window the call's events fall in, or null when the port call has neither ETA nor ETS. */
export function callWindow(portCall: Pick<SofPortCall, 'eta' | 'ets'>): { from: Date; to: Date } | null {
  const start = portCall.eta ?? portCall.ets;
  const end = portCall.ets ?? portCall.eta;
  if (!start || !end) return null;
  return {
    from: new Date(start.getTime() - SOF_EVENT_DAYS_BEFORE_ETA * DAY_MS),
    to: new Date(end.getTime() + SOF_EVENT_DAYS_AFTER_ETS * DAY_MS),
  };
}

/**
 * Why an event at its time is implausible among the others of its SOF (null when it is not):
 * outside the call's window, or before an event it follows, or after one it precedes.
 */
export function implausibility(
  event: TimedEvent,
  others: readonly TimedEvent[],
  portCall: Pick<SofPortCall, 'eta' | 'ets' | 'port'>,
): Refusal | null {
  const zone = portCall.port.timezoneId;
  const window = callWindow(portCall);
  if (window && (event.timestamp < window.from || event.timestamp > window.to))
    return refusal('SOF_EVENT_OUTSIDE_CALL', {
      event: event.description,
      from: formatInPortTime(window.from, zone),
      to: formatInPortTime(window.to, zone),
    });
  const rest = others.filter((o) => o.id === null || o.id !== event.id);
  for (const [earlier, later] of ORDERED_PAIRS) {
    if (event.templateCode === later) {
      const before = rest.find((o) => o.templateCode === earlier && o.timestamp > event.timestamp);
      if (before)
        return refusal('SOF_EVENT_OUT_OF_ORDER', {
          event: event.description,
          other: before.description,
          when: formatInPortTime(before.timestamp, zone),
        });
    }
    if (event.templateCode === earlier) {
      const after = rest.find((o) => o.templateCode === later && o.timestamp < event.timestamp);
      if (after)
        return refusal('SOF_EVENT_OUT_OF_ORDER_AFTER', {
          event: event.description,
          other: after.description,
          when: formatInPortTime(after.timestamp, zone),
        });
    }
  }
  return null;
}

/** The first event later than now, named for the refusal to sign (a SOF records what happened). */
export function futureEvent(events: readonly TimedEvent[], now: Date, zone: string | null): Refusal | null {
  const ahead = events.find((e) => e.timestamp > now);
  return ahead
    ? refusal('SOF_EVENT_IN_FUTURE', { event: ahead.description, when: formatInPortTime(ahead.timestamp, zone) })
    : null;
}
