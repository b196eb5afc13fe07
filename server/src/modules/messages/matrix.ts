import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, sendMultipart } from '../proformas/scenario';

const S = '/da-app/secured';
/** Buyer A's people and its appointed agent reach the conversation; another buyer and a vendor get 404. */
const parties = (status = 200) => statusFor(status, 404, status, 404, 403);
/** Each reader's own inbox: every buyer, agent and vendor; administrators have none. */
const readers = (status = 200) => statusFor(status, status, status, status, 403);

export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const { appointmentId } = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const sent = await sendMultipart(
      t,
      actors.buyerA,
      `${S}/conversation/${appointmentId}/message/send?buyerId=${actors.buyerA.companyId}`,
      { text: '<p>Please confirm the berth</p>' },
      [{ name: 'berth-plan.pdf', content: '%PDF-1.4 berth plan' }],
    );
    const message = sent.json() as { id: number; attachments: Array<{ id: number }> };
    return { appointmentId, messageId: message.id, attachmentId: message.attachments[0]?.id as number };
  },
  rows: (f, actors): MatrixRow[] => {
    const conversation = `${S}/conversation/${f.appointmentId}`;
    const buyerId = actors.buyerA.companyId;
    return [
      {
        route: `GET ${S}/conversation/:id/load`,
        url: `${conversation}/load?buyerId=${buyerId}`,
        expect: parties(),
      },
      {
        route: `POST ${S}/conversation/:id/message/send`,
        url: `${conversation}/message/send?buyerId=${buyerId}`,
        body: { text: 'Noted, thank you' },
        expect: parties(),
      },
      { route: `POST ${S}/messages/list`, body: { page: 0, size: 14 }, expect: readers() },
      { route: `GET ${S}/message/:id/load`, url: `${S}/message/${f.messageId}/load`, expect: parties() },
      {
        route: `GET ${S}/message/:id/attachment/:attachmentId`,
        url: `${S}/message/${f.messageId}/attachment/${f.attachmentId}`,
        expect: parties(),
      },
      { route: `GET ${S}/message/unread`, expect: readers() },
      // Only a recipient marks a message read: its sender (buyer A) has nothing to mark.
      { route: `POST ${S}/message/read`, body: { id: f.messageId }, expect: statusFor(404, 404, 200, 404, 403) },
      { route: `GET ${S}/message/read-all`, expect: readers() },
    ];
  },
});
