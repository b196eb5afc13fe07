import { ok, send } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';

/** An agent whose people write SOFs (the demo agent's grants). */
export const sofAgent = (t: TestApp, name = 'SOF Agency') =>
  createCompanyWithProfile(t, {
    type: 'AGENT',
    companyName: name,
    products: ['DA_TOOL'],
    authorities: ['DA_VIEW', 'SOF_VIEW', 'SOF_EDIT'],
  });

/** A bearer holder: a profile's session or a link collaborator's invitee token. */
export type Bearer = { token: string } | null;

export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  who: Bearer,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sof/graphql',
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    payload: { query, variables },
  });
  // A request the platform's input guard refuses before GraphQL answers the REST error body (its `code`).
  const body = response.json() as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    code?: string;
  };
  return {
    status: response.statusCode,
    data: body.data as T,
    errors: body.errors ?? [],
    code: body.errors?.[0]?.extensions?.code ?? body.code,
  };
}

/** Calls GraphQL and fails the test on any error. */
export async function gqlOk<T = Record<string, unknown>>(t: TestApp, who: Bearer, query: string, variables = {}) {
  const answer = await gql<T>(t, who, query, variables);
  if (answer.errors.length > 0) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

export const SOF_FIELDS = `id portCallId status version noRemarksNeeded numberOfResendsToMaster signatureTimestamp contentHash
  requiredSigners
  events { id templateCode group description timestamp portTime involvement creator editable remarks { id code text } comments { id commentText } }
  parameters { inboundTugsOrdered inboundTugsUsed pilotsIn cargoQuantityActual }
  remarks { id code text actorName involvement }
  collaborators { fullName involvement hasBeenOpened isRevoked }
  signatures { involvement actorName contentHash isValid isUnderProtest }`;

export interface SofAnswer {
  id: number;
  portCallId: number;
  status: string;
  version: number;
  contentHash: string;
  requiredSigners: string[];
  events: Array<{
    id: number;
    templateCode: string;
    group: string;
    description: string;
    portTime: string;
    timestamp: string;
    editable: boolean;
    remarks: Array<{ id: number }>;
  }>;
  remarks: Array<{ id: number; code: string; text: string }>;
  collaborators: Array<{ fullName: string; involvement: string; hasBeenOpened: boolean; isRevoked: boolean }>;
  signatures: Array<{ involvement: string; isValid: boolean; contentHash: string; isUnderProtest: boolean }>;
  parameters: Record<string, unknown>;
}

export async function readSof(t: TestApp, who: Bearer, portCallId: number) {
  const data = await gqlOk<{ sofsByPortCallIds: SofAnswer[] }>(
    t,
    who,
    `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF_FIELDS} } }`,
    { ids: [portCallId] },
  );
  return data.sofsByPortCallIds[0] as SofAnswer;
}

export async function addEvent(
  t: TestApp,
  who: Bearer,
  input: {
    portCallId: number;
    version: number;
    templateCode: string;
    timestamp: string;
    placeholder?: string | null;
    [k: string]: unknown;
  },
) {
  return gql<{ addEvent: Record<string, unknown> & { sof: SofAnswer | null } }>(
    t,
    who,
    `mutation($input: AddEventInput!) { addEvent(input: $input) { eventId eventError eventPlaceHolderError parameterError remarkError
      inboundTugsUsedError pilotsInError cargoQuantityActualError sof { ${SOF_FIELDS} } } }`,
    { input },
  );
}

/** A port call of the buyer with an appointment the agent accepted: its SOF opens on first read. */
export async function sofPortCall(t: TestApp, buyer: TestProfile, agent: TestProfile) {
  const { portCallId, appointmentId } = await acceptedAppointment(t, buyer, agent);
  const sof = await readSof(t, agent, portCallId);
  return { portCallId, appointmentId, sof };
}

/** The agent invites a collaborator; answers the invite and the link collaborator's token. */
export async function inviteByLink(
  t: TestApp,
  agent: TestProfile,
  portCallId: number,
  involvement = 'MASTER',
  email = `master-${Date.now()}-${Math.random().toString(36).slice(2)}@ship.example`,
) {
  const invite = await ok<{ inviteId: string }>(t, agent, 'POST', `/sof/api/private/invites/port-calls/${portCallId}`, {
    email,
    fullName: `Captain ${involvement.toLowerCase()}`,
    involvement,
  });
  const collaboratorType =
    involvement === 'MASTER' || ['CHARTERER', 'RECEIVER', 'OWNER'].includes(involvement) ? 'BUYER' : 'VENDOR';
  const opened = await send(
    t,
    null,
    'GET',
    `/sof/api/public/invited/statement-of-facts/${portCallId}?inviteId=${invite.inviteId}&collaboratorType=${collaboratorType}`,
  );
  if (opened.statusCode !== 200) throw new Error(`open invite: ${opened.statusCode} ${opened.body}`);
  return { inviteId: invite.inviteId, token: (opened.json() as { token: string }).token, collaboratorType };
}

/** The mandatory events of a call, in order (so signatures may be requested). */
export async function buildMandatoryTimeline(t: TestApp, agent: TestProfile, portCallId: number) {
  const codes = [
    'ARRIVED_PILOT_BOARDING_PLACE',
    'NOR_TENDERED',
    'ALL_FAST',
    'CARGO_OPERATIONS_COMMENCED',
    'CARGO_OPERATIONS_COMPLETED',
    'LAST_LINE_LET_GO',
    'COMMENCED_SEA_PASSAGE',
  ];
  let sof = await readSof(t, agent, portCallId);
  for (const [i, templateCode] of codes.entries()) {
    const answer = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode,
      timestamp: `2026-03-1${i}T08:00`,
    });
    if (answer.errors.length > 0 || !answer.data.addEvent.sof) throw new Error(JSON.stringify(answer));
    sof = answer.data.addEvent.sof;
  }
  return sof;
}
