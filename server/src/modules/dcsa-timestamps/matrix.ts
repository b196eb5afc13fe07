import { defineMatrix, everyone, statusFor } from '../../test/role-matrix';
import { acceptedAppointment } from '../proformas/scenario';

const P = '/sof/api/private/statement-of-facts';

/**
 * DCSA timestamps of a SOF. Buyer A reads its port call's SOF (export 200), buyer B reaches nothing
 * of it (404), administrators read (200). Upload, proposals and decisions are the SOF-keeping
 * agent's: the shared agent and vendor hold no SOF authority (403), buyers and administrators never
 * may (403); buyer B finds no such SOF (404) before the table is asked. The agent with SOF rights is
 * covered by dcsa-timestamps.test.ts. The webhook carries a signature, not a session: unsigned is 401
 * for everyone.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => acceptedAppointment(t, actors.buyerA, actors.agent),
  rows: ({ portCallId: pc }) => {
    const agentsOnly = statusFor(403, 404, 403, 403, 403);
    return [
      {
        route: `GET ${P}/:portCallId/dcsa-timestamps`,
        url: `${P}/${pc}/dcsa-timestamps`,
        expect: statusFor(200, 404, 403, 403, 200),
      },
      {
        route: `POST ${P}/:portCallId/dcsa-timestamps`,
        url: `${P}/${pc}/dcsa-timestamps`,
        body: {
          eventClassifierCode: 'ACT',
          operationsEventTypeCode: 'ARRI',
          eventDateTime: '2026-03-12T06:00:00+00:00',
        },
        expect: agentsOnly,
      },
      { route: `GET ${P}/:portCallId/dcsa-proposals`, url: `${P}/${pc}/dcsa-proposals`, expect: agentsOnly },
      {
        route: `POST ${P}/:portCallId/dcsa-proposals/:proposalId/accept`,
        url: `${P}/${pc}/dcsa-proposals/1/accept`,
        body: { version: 0 },
        expect: agentsOnly,
      },
      {
        route: `POST ${P}/:portCallId/dcsa-proposals/:proposalId/reject`,
        url: `${P}/${pc}/dcsa-proposals/1/reject`,
        expect: agentsOnly,
      },
      {
        route: 'POST /integration-dcsa-:slug/jit/v1/port-calls/:portCallId/timestamps',
        url: `/integration-dcsa-matrix/jit/v1/port-calls/${pc}/timestamps`,
        body: [],
        expect: everyone(401),
      },
    ];
  },
});
