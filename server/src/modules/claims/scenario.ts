import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';
import { addEvent, readSof, sofAgent } from '../statement-of-facts/scenario';

export const S = '/da-app/secured';

/**
 * A port call of the buyer (Piraeus, Europe/Athens) whose SOF the agent filled: NOR Friday 6 March
 * 2026 18:00 local, cargo commenced Monday 08:00, suspended for rain Monday 20:00 to Tuesday 02:00,
 * completed Thursday 12 March 08:00.
 */
export async function portCallWithSof(t: TestApp, buyer: TestProfile, agent?: TestProfile) {
  const writer = agent ?? (await sofAgent(t, `SOF Agency ${Math.random().toString(36).slice(2, 8)}`));
  const { portCallId } = await acceptedAppointment(t, buyer, writer);
  let sof = await readSof(t, writer, portCallId);
  const events: Array<[string, string, string?]> = [
    ['NOR_TENDERED', '2026-03-06T18:00'],
    ['CARGO_OPERATIONS_COMMENCED', '2026-03-09T08:00'],
    ['CARGO_OPERATIONS_SUSPENDED', '2026-03-09T20:00', 'rain'],
    ['CARGO_OPERATIONS_RESUMED', '2026-03-10T02:00'],
    ['CARGO_OPERATIONS_COMPLETED', '2026-03-12T08:00'],
  ];
  for (const [templateCode, timestamp, placeholder] of events) {
    const answer = await addEvent(t, writer, {
      portCallId,
      version: sof.version,
      templateCode,
      timestamp,
      ...(placeholder ? { placeholder } : {}),
    });
    if (answer.errors.length > 0 || !answer.data.addEvent.sof) throw new Error(JSON.stringify(answer));
    sof = answer.data.addEvent.sof;
  }
  return { portCallId, agent: writer, sof };
}

/** Reads the SOF into a body, sets the rates and saves the calculation. */
export async function savedCalculation(t: TestApp, buyer: TestProfile, portCallId: number) {
  const prefill = await ok<{ body: Record<string, unknown> }>(
    t,
    buyer,
    'GET',
    `${S}/claims/port-calls/${portCallId}/laytime`,
  );
  const body = { ...prefill.body, demurrageRatePerDay: '20000', allowance: { hours: '48' }, turnTimeHours: '6' };
  return ok<{ id: number; version: number; result: { demurrageAmount: string } }>(
    t,
    buyer,
    'PUT',
    `${S}/claims/port-calls/${portCallId}/laytime`,
    { body, notes: [] },
  );
}
