import { defineMatrix, type MatrixRow } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';

const S = '/da-app/secured';
const status = (buyerA: number, buyerB: number, agent: number, vendor: number, admin: number) =>
  ({ anonymous: 401, buyerA, buyerB, agent, vendor, admin }) as Record<ActorName, number>;
/**
 * No row of anyone's: the matrix shares one minute of set-up with every module, and the answers
 * with real rows (200 for the owner and the administrator, 404 for others) are in list.test.ts.
 */
const MISSING = 999_999_999;

/** The financial page's list, exports and advice, the admin buyer picker and the suppliers' payment state. */
export const matrix = defineMatrix({
  rows: (): MatrixRow[] => [
    {
      route: `GET ${S}/financial/payments`,
      url: `${S}/financial/payments?page=0&size=10&status=DRAFT`,
      expect: status(200, 200, 403, 403, 200),
    },
    {
      route: `GET ${S}/financial/payments/export`,
      url: `${S}/financial/payments/export?format=CSV`,
      expect: status(200, 200, 403, 403, 200),
    },
    { route: `GET ${S}/admin/financial/buyers`, expect: status(403, 403, 403, 403, 200) },
    {
      route: `GET ${S}/agent/appointment/:id/payments`,
      url: `${S}/agent/appointment/${MISSING}/payments`,
      expect: status(403, 403, 404, 403, 403),
    },
    {
      route: `GET ${S}/vendor/appointment/:id/payments`,
      url: `${S}/vendor/appointment/${MISSING}/payments`,
      expect: status(403, 403, 403, 404, 403),
    },
    {
      route: `GET ${S}/financial/payments/:id/advice/pdf`,
      url: `${S}/financial/payments/${MISSING}/advice/pdf`,
      expect: status(404, 404, 403, 403, 404),
    },
  ],
});
