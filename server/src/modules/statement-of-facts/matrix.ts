import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, signedIn, statusFor } from '../../test/role-matrix';
import { acceptedAppointment } from '../proformas/scenario';

const P = '/sof/api/private';

/**
 * REST of the SOF service. The shared actors' agent and vendor hold no SOF authority (403); buyer A
 * holds the port call (SOF_EXCHANGE with SOF_VIEW/EDIT/INVITE), buyer B reaches nothing of it (404),
 * administrators (ADMIN_SOF) read and download but change nothing. Agents with SOF rights and link
 * collaborators are covered by statement-of-facts.test.ts and graphql-access.test.ts.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const { portCallId } = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const invite = await ok<{ inviteId: string }>(t, actors.buyerA, 'POST', `${P}/invites/port-calls/${portCallId}`, {
      email: 'matrix-receiver@cargo.example',
      fullName: 'Receiver representative',
      involvement: 'RECEIVER',
    });
    return { portCallId, inviteId: invite.inviteId };
  },
  rows: (f): MatrixRow[] => {
    const read = statusFor(200, 404, 403, 403, 200);
    const buyerEdit = statusFor(200, 404, 403, 403, 403);
    const pc = f.portCallId;
    return [
      {
        route: 'GET /sof/api/public/invited/statement-of-facts/:portCallId',
        url: `/sof/api/public/invited/statement-of-facts/${pc}?inviteId=${f.inviteId}&collaboratorType=BUYER`,
        expect: { anonymous: 200, buyerA: 200, buyerB: 200, agent: 200, vendor: 200, admin: 200 },
      },
      { route: `GET ${P}/ref-data/involvements`, expect: signedIn(200) },
      { route: `GET ${P}/invites/port-calls/:portCallId`, url: `${P}/invites/port-calls/${pc}`, expect: buyerEdit },
      {
        route: `POST ${P}/invites/port-calls/:portCallId`,
        url: `${P}/invites/port-calls/${pc}`,
        body: { email: 'matrix-surveyor@survey.example', fullName: 'Surveyor', involvement: 'SURVEYOR' },
        // The first call invites, the repeat is the same person again (409), others never reach it.
        expect: statusFor(200, 404, 403, 403, 403),
      },
      {
        route: `POST ${P}/invites/port-calls/:portCallId/resend`,
        url: `${P}/invites/port-calls/${pc}/resend`,
        body: { inviteId: f.inviteId },
        expect: buyerEdit,
      },
      {
        route: `POST ${P}/invites/port-calls/:portCallId/revoke`,
        url: `${P}/invites/port-calls/${pc}/revoke`,
        body: { inviteId: '00000000-0000-4000-8000-000000000000' },
        expect: statusFor(404, 404, 403, 403, 403),
      },
      {
        route: `POST ${P}/statement-of-facts/:portCallId/attachments`,
        url: `${P}/statement-of-facts/${pc}/attachments`,
        body: {},
        // A JSON body is not multipart: the caller who may attach is told what is missing (400).
        expect: statusFor(400, 404, 403, 403, 403),
      },
      {
        route: `POST ${P}/statement-of-facts/:portCallId/events/:eventId/attachments`,
        url: `${P}/statement-of-facts/${pc}/events/1/attachments`,
        body: {},
        expect: statusFor(400, 404, 403, 403, 403),
      },
      {
        route: `DELETE ${P}/statement-of-facts/:portCallId/attachments/:fileId`,
        url: `${P}/statement-of-facts/${pc}/attachments/999999`,
        expect: statusFor(404, 404, 403, 403, 403),
      },
      {
        route: `DELETE ${P}/statement-of-facts/:portCallId/events/:eventId/attachments/:attachmentId`,
        url: `${P}/statement-of-facts/${pc}/events/999999/attachments/999999`,
        expect: statusFor(404, 404, 403, 403, 403),
      },
      {
        route: `GET ${P}/statement-of-facts/:portCallId/attachments/:fileId`,
        url: `${P}/statement-of-facts/${pc}/attachments/999999`,
        expect: statusFor(404, 404, 403, 403, 404),
      },
      {
        route: `GET ${P}/statement-of-facts/download/:portCallId`,
        url: `${P}/statement-of-facts/download/${pc}?code=SOF`,
        expect: read,
      },
      {
        route: `POST ${P}/statement-of-facts/verify`,
        body: {},
        expect: signedIn(400),
      },
    ];
  },
});
