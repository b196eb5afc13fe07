import type { TPositionWhere } from '@portcall/contracts/claims';

/** SOF events that say where a vessel is, and what each says. */
export const POSITION_EVENTS: Record<string, TPositionWhere['kind']> = {
  ARRIVED_PILOT_BOARDING_PLACE: 'ARRIVED',
  ANCHORED: 'ANCHORED',
  ANCHOR_AWEIGH: 'ARRIVED',
  ALL_FAST: 'BERTHED',
  LAST_LINE_LET_GO: 'LEFT',
  COMMENCED_SEA_PASSAGE: 'LEFT',
};

export interface PositionCall {
  id: number;
  portName: string;
  countryName: string;
  eta: Date | null;
  ets: Date | null;
}
export interface PositionEvent {
  portCallId: number;
  templateCode: string;
  timestamp: Date;
}

/**
 * Where a vessel is: its latest recorded position event up to now (a fact beats a schedule), unless
 * a later call has begun by the schedule since; else in port between a call's ETA and ETS, else
 * left its last call, else expected at its next one.
 */
export function whereIs(
  calls: readonly PositionCall[],
  events: readonly PositionEvent[],
  now: Date,
): TPositionWhere | null {
  const at = (d: Date | null) => d?.toISOString() ?? null;
  const place = (c: PositionCall) => ({ portCallId: c.id, portName: c.portName, countryName: c.countryName });
  const byId = new Map(calls.map((c) => [c.id, c]));
  const lastEvent = events
    .filter((e) => POSITION_EVENTS[e.templateCode] && e.timestamp <= now && byId.has(e.portCallId))
    .reduce<PositionEvent | null>((a, e) => (!a || e.timestamp >= a.timestamp ? e : a), null);
  const inPort = calls.find((c) => c.eta && c.eta <= now && (!c.ets || c.ets > now));
  const started = calls.filter((c) => c.eta && c.eta <= now);
  const latestStarted = started.at(-1);
  const eventCall = lastEvent ? byId.get(lastEvent.portCallId) : undefined;
  const isSuperseded = Boolean(
    eventCall &&
      latestStarted?.eta &&
      latestStarted.id !== eventCall.id &&
      latestStarted.eta > (lastEvent as PositionEvent).timestamp,
  );
  if (lastEvent && eventCall && !isSuperseded)
    return {
      kind: POSITION_EVENTS[lastEvent.templateCode] as TPositionWhere['kind'],
      ...place(eventCall),
      at: at(lastEvent.timestamp),
      fromSof: true,
    };
  if (inPort) return { kind: 'IN_PORT', ...place(inPort), at: at(inPort.eta), fromSof: false };
  if (latestStarted) return { kind: 'LEFT', ...place(latestStarted), at: at(latestStarted.ets), fromSof: false };
  const next = calls.find((c) => c.eta && c.eta > now) ?? calls[0];
  return next ? { kind: 'EXPECTED', ...place(next), at: at(next.eta), fromSof: false } : null;
}
