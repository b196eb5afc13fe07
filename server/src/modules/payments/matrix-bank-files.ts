import { defineMatrix, type MatrixRow } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';
import { sendMultipart } from '../proformas/scenario';
import { camt053 } from './bank-files/statement-fixture';

const S = '/da-app/secured';
const status = (buyerA: number, buyerB: number, agent: number, vendor: number, admin: number) =>
  ({ anonymous: 401, buyerA, buyerB, agent, vendor, admin }) as Record<ActorName, number>;
const MISSING = 999_999_999;

/**
 * The approver's bank files. Buyer A imports a statement; the matrix's buyers have no APPROVED
 * payment (four eyes needs two people), so the payment file answers PAYMENT_FILE_EMPTY (409) to
 * both: the file's content is in bank-files/bank-files.test.ts.
 */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const response = await sendMultipart(t, actors.buyerA, `${S}/financial/bank-statements/import`, {}, [
      {
        field: 'statement',
        name: 'statement.xml',
        content: camt053('MATRIX-STMT', [{ bankReference: 'MX-1', amount: '1.00' }]),
      },
    ]);
    if (response.statusCode !== 200) throw new Error(`statement import: ${response.statusCode} ${response.body}`);
    return { statement: response.json() as { id: number } };
  },
  rows: ({ statement }): MatrixRow[] => [
    { route: `GET ${S}/financial/payments/payment-file`, expect: status(409, 409, 403, 403, 403) },
    { route: `POST ${S}/financial/bank-statements/import`, body: {}, expect: status(400, 400, 403, 403, 403) },
    {
      route: `GET ${S}/financial/bank-statements/:id`,
      url: `${S}/financial/bank-statements/${statement.id}`,
      expect: status(200, 404, 403, 403, 403),
    },
    {
      route: `POST ${S}/financial/bank-statements/:id/confirm`,
      url: `${S}/financial/bank-statements/${statement.id}/confirm`,
      body: { items: [{ entryId: MISSING, paymentId: MISSING, version: 0 }] },
      expect: status(409, 404, 403, 403, 403),
    },
  ],
});
