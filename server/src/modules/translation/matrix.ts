import { randomUUID } from 'node:crypto';
import { defineMatrix, statusFor } from '../../test/role-matrix';
import { evaluationWithAttachments, pdfOf } from './scenario';

const S = '/da-app/secured';
const englishNote = [['PORT DUES', 'The port authority charges the vessel dues for every day of the stay in port.']];

/** Buyers viewing the DA; the translated file is in English so the row needs no language pair. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const pdf = await pdfOf(englishNote);
    return evaluationWithAttachments(t, actors.buyerA, actors.agent, { dues: pdf, pilot: pdf });
  },
  rows: ({ duesUrl }) => [
    {
      route: `GET ${S}/download/evaluation/:id/expense/:expenseId/attachment/:fileId/translate`,
      url: duesUrl,
      expect: statusFor(200, 404, 403, 403, 403),
    },
    {
      route: `POST ${S}/formula/document/translator/feedback`,
      body: { requestId: randomUUID(), isUseful: true },
      expect: statusFor(404, 404, 403, 403, 403),
    },
  ],
});
