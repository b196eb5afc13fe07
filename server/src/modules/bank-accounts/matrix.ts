import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, createBankAccount } from '../proformas/scenario';

const S = '/da-app/secured';
const status = statusFor;

/** The agent owns; buyer A works with it (an accepted appointment); admins hold ADMIN_BANK_ACCOUNTS. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    await acceptedAppointment(t, actors.buyerA, actors.agent);
    return { account: await createBankAccount(t, actors.agent) };
  },
  rows: ({ account }, actors): MatrixRow[] => [
    {
      route: `GET ${S}/supplier-bank-accounts`,
      url: `${S}/supplier-bank-accounts?supplierId=${actors.agent.companyId}&currency=EUR`,
      expect: status(200, 404, 200, 404, 200),
    },
    {
      route: `GET ${S}/buyer/bank-accounts`,
      url: `${S}/buyer/bank-accounts?status=PENDING`,
      expect: status(200, 200, 403, 403, 200),
    },
    {
      route: `GET ${S}/bank-account/:id/load`,
      url: `${S}/bank-account/${account.id}/load`,
      expect: status(200, 404, 200, 404, 200),
    },
    { route: `POST ${S}/bank-account/save`, body: {}, expect: status(403, 403, 400, 400, 403) },
    { route: `POST ${S}/bank-account/edit-approved`, body: {}, expect: status(403, 403, 400, 400, 403) },
    {
      route: `POST ${S}/bank-account/approve`,
      body: { id: account.id, version: 999 },
      expect: status(409, 404, 403, 403, 409),
    },
    {
      route: `PATCH ${S}/bank-account/verbal-verify`,
      body: { id: account.id, version: 999, verifiedWith: 'Accounts desk' },
      expect: status(409, 404, 403, 403, 409),
    },
    {
      route: `POST ${S}/bank-account-document-scanner/register-request`,
      body: {},
      expect: status(403, 403, 400, 400, 403),
    },
    {
      route: `GET ${S}/bank-account/:id/recognised-details`,
      url: `${S}/bank-account/${account.id}/recognised-details`,
      expect: status(200, 404, 200, 404, 200),
    },
    // The AI service reads a file for any signed-in supplier or reviewer; no file is 400.
    { route: 'POST /ai/secured/bank-account-details', body: {}, expect: status(400, 400, 400, 400, 400) },
    {
      route: `GET ${S}/bank-codes/active-with-preselection`,
      url: `${S}/bank-codes/active-with-preselection?buyerId=${actors.buyerA.companyId}&currency=EUR`,
      expect: status(403, 403, 200, 200, 403),
    },
  ],
});
