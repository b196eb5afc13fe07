import type { DemoActor, DemoApi } from './demo-api';

const SOF = 'id status version';

/** Local port time of a day relative to `day0` (YYYY-MM-DD of the call's first day), as the SOF takes it. */
const local = (day0: Date, days: number, time: string) =>
  `${new Date(day0.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/**
 * The agent's statement of facts of a call that has sailed, every mandatory event in order (cargo
 * stopped six hours for rain), signed by the agent and by the master invited by link: the SOF is
 * SIGNED. Then the buyer's laytime calculation from it and a demurrage claim on the charterers.
 */
export async function seedDemoSof(
  api: DemoApi,
  people: { agent: DemoActor; manager: DemoActor },
  input: { portCallId: number; arrival: Date; masterEmail: string },
) {
  const { agent, manager } = people;
  const { portCallId } = input;
  const read = await api.sof<{ sofsByPortCallIds: Array<{ version: number }> }>(
    agent,
    `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF} } }`,
    { ids: [portCallId] },
  );
  let version = read.sofsByPortCallIds[0]?.version ?? 0;
  const events: Array<[string, number, string, string?]> = [
    ['ARRIVED_PILOT_BOARDING_PLACE', 0, '06:00'],
    ['NOR_TENDERED', 0, '07:00'],
    ['ALL_FAST', 0, '14:00'],
    ['CARGO_OPERATIONS_COMMENCED', 1, '08:00'],
    ['CARGO_OPERATIONS_SUSPENDED', 2, '20:00', 'rain'],
    ['CARGO_OPERATIONS_RESUMED', 3, '02:00'],
    ['CARGO_OPERATIONS_COMPLETED', 4, '10:00'],
    ['LAST_LINE_LET_GO', 4, '16:00'],
    ['COMMENCED_SEA_PASSAGE', 4, '18:00'],
  ];
  for (const [templateCode, day, time, placeholder] of events) {
    const answer = await api.sof<{ addEvent: { eventError: string | null; sof: { version: number } | null } }>(
      agent,
      `mutation($input: AddEventInput!) { addEvent(input: $input) { eventError sof { ${SOF} } } }`,
      {
        input: {
          portCallId,
          version,
          templateCode,
          timestamp: local(input.arrival, day, time),
          ...(placeholder ? { placeholder } : {}),
        },
      },
    );
    if (!answer.addEvent.sof) throw new Error(`demo seed: SOF event ${templateCode}: ${answer.addEvent.eventError}`);
    version = answer.addEvent.sof.version;
  }
  const invite = await api.call<{ inviteId: string }>(
    agent,
    'POST',
    `/sof/api/private/invites/port-calls/${portCallId}`,
    {
      email: input.masterEmail,
      fullName: 'Captain Erik Nilsen',
      involvement: 'MASTER',
    },
  );
  const master = await api.call<{ token: string }>(
    null,
    'GET',
    `/sof/api/public/invited/statement-of-facts/${portCallId}?inviteId=${invite.inviteId}&collaboratorType=BUYER`,
  );
  const status = (name: string, who: { token: string }, v: number) =>
    api.sof<Record<string, { version: number; status: string }>>(
      who,
      `mutation($input: ${name === 'requestSignatures' ? 'StatusInput' : 'SignInput'}!) { ${name}(input: $input) { ${SOF} } }`,
      { input: { portCallId, version: v } },
    );
  const ready = (await status('requestSignatures', agent, version)).requestSignatures;
  const byAgent = (await status('signSof', agent, ready?.version ?? version)).signSof;
  const signed = (await status('signSof', master, byAgent?.version ?? version)).signSof;
  if (signed?.status !== 'SIGNED') throw new Error(`demo seed: the SOF is ${signed?.status}, not SIGNED`);

  const prefill = await api.call<{ body: Record<string, unknown> }>(
    manager,
    'GET',
    `claims/port-calls/${portCallId}/laytime`,
  );
  const calculation = await api.call<{ id: number }>(manager, 'PUT', `claims/port-calls/${portCallId}/laytime`, {
    body: { ...prefill.body, demurrageRatePerDay: '18500', allowance: { hours: '48' }, turnTimeHours: '6' },
    notes: [],
  });
  await api.call(manager, 'POST', 'claims', {
    portCallId,
    counterparty: 'Hellenic Grain Charterers',
    type: 'DEMURRAGE',
    currency: 'USD',
    calculationId: calculation.id,
    timeBarDays: 90,
  });
}
