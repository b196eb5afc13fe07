import type { DemoActor, DemoApi } from './demo-api';

/**
 * The agent's statement of facts of a call under way, not signed: the vessel arrived, tendered
 * notice, took the pilot and is all fast; its departure is estimated. The DCSA timestamps journey
 * (e2e/specs/dcsa-timestamps.e2e.test.ts) exports it and accepts a received timestamp into it.
 */
export async function seedDemoSofInProgress(
  api: DemoApi,
  agent: DemoActor,
  input: { portCallId: number; at: (days: number, hours?: number) => Date },
) {
  const { portCallId, at } = input;
  const read = await api.sof<{ sofsByPortCallIds: Array<{ version: number }> }>(
    agent,
    'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { version } }',
    { ids: [portCallId] },
  );
  let version = read.sofsByPortCallIds[0]?.version ?? 0;
  const events: Array<[string, Date]> = [
    ['ARRIVED_PILOT_BOARDING_PLACE', at(-1, 5)],
    ['NOR_TENDERED', at(-1, 5.5)],
    ['PILOT_ON_BOARD_INBOUND', at(-1, 8)],
    ['ALL_FAST', at(-1, 10)],
    ['ESTIMATED_DEPARTURE', at(2, 16)],
  ];
  for (const [templateCode, when] of events) {
    const answer = await api.sof<{ addEvent: { eventError: string | null; sof: { version: number } | null } }>(
      agent,
      'mutation($input: AddEventInput!) { addEvent(input: $input) { eventError sof { version } } }',
      { input: { portCallId, version, templateCode, timestamp: when.toISOString() } },
    );
    if (!answer.addEvent.sof) throw new Error(`demo seed: SOF event ${templateCode}: ${answer.addEvent.eventError}`);
    version = answer.addEvent.sof.version;
  }
}
