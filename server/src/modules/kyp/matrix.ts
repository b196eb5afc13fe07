import { defineMatrix, type MatrixRow, onlyAdmin, statusFor } from '../../test/role-matrix';
import { submitKypDocuments } from './scenario';

const S = '/da-app/secured';

/** The agent owns its case; KYC administrators reach every case; buyers read status and dates only. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    return { verification: await submitKypDocuments(t, actors.agent, { submit: false }) };
  },
  rows: ({ verification }, actors): MatrixRow[] => [
    { route: `GET ${S}/kyp-verifications`, url: `${S}/kyp-verifications?status=REQUESTED`, expect: onlyAdmin(200) },
    { route: `GET ${S}/kyp-verifications/admins`, expect: onlyAdmin(200) },
    {
      route: `GET ${S}/companies/:supplierId/kyp-verification`,
      url: `${S}/companies/${actors.agent.companyId}/kyp-verification`,
      expect: statusFor(200, 200, 200, 404, 200),
    },
    {
      route: `POST ${S}/companies/:supplierId/kyp-verification`,
      url: `${S}/companies/${actors.agent.companyId}/kyp-verification`,
      expect: statusFor(403, 403, 200, 404, 403),
    },
    {
      route: `PATCH ${S}/kyp-verifications/:id`,
      url: `${S}/kyp-verifications/${verification.id}`,
      body: { version: 999 },
      expect: statusFor(403, 403, 409, 404, 409),
    },
    {
      route: `GET ${S}/kyp-verifications/:id/documents/:documentId`,
      url: `${S}/kyp-verifications/${verification.id}/documents/${verification.documents[0]?.id}`,
      expect: statusFor(403, 403, 200, 404, 200),
    },
  ],
});
