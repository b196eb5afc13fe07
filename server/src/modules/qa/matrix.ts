import { defineMatrix, onlyAdmin } from '../../test/role-matrix';

const S = '/da-app/secured';

/**
 * QA tasks are support's (ADMIN_SUPPORT). The matrix's database has no demo agent and no DA of that
 * id, so the admin's calls are refused without writing anything.
 */
export const matrix = defineMatrix({
  rows: () => [
    {
      route: `POST ${S}/qa-task/setup-demo-company`,
      body: { firstName: 'Matrix', lastName: 'Demo' },
      expect: onlyAdmin(409),
    },
    {
      route: `POST ${S}/qa-task/cloneDa`,
      body: { proformaId: 999_999_999, targetCompanyId: 999_999_999 },
      expect: onlyAdmin(404),
    },
  ],
});
