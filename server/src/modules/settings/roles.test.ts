import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type MatrixRow, type RoleMatrix, runRow } from '../../test/role-matrix';
import { type Actors, createCompanyWithProfile } from '../../test/scenario';
import { matrix as fleetMatrix } from '../fleet/matrix';
import { matrix as settingsMatrix } from './matrix';

/**
 * The role matrices run for a MANAGER (buyer A). This runs the same rows for a DEPUTY and a USER of
 * buyer A holding every buyer authority: people management needs the MANAGER role, the rest of the
 * buyer's organisation does not.
 */
const S = '/da-app/secured';
const managerOnly = new Set([
  `POST ${S}/buyer/settings/buyer-user/save`,
  `POST ${S}/buyer/settings/buyer-user/create`,
  `POST ${S}/buyers/:buyerId/teams`,
  `PATCH ${S}/buyers/:buyerId/teams/:teamId`,
  `POST ${S}/buyer-profile/save-buyer-teams`,
  `POST ${S}/buyer-profile/save-vessels`,
  `PUT ${S}/region`,
  `POST ${S}/region`,
  `PUT ${S}/rule`,
  `POST ${S}/rule`,
  `POST ${S}/profile/rules`,
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('buyer roles on the buyer-organisation routes', () => {
  for (const role of ['DEPUTY', 'USER'] as const) {
    it(`answers a ${role} of the company like its manager, except people management (403)`, async () => {
      const owner = await createCompanyWithProfile(t, { type: 'BUYER', companyName: `${role} Shipping` });
      const member = await createCompanyWithProfile(t, { type: 'BUYER', companyId: owner.companyId, role });
      const failures: string[] = [];
      for (const m of [settingsMatrix, fleetMatrix] as Array<RoleMatrix<unknown>>) {
        const fixtures = await m.prepare?.(t, { buyerA: owner } as Actors);
        for (const row of m.rows(fixtures, { buyerA: owner } as Actors)) {
          const expected = managerOnly.has(row.route) ? 403 : row.expect.buyerA;
          const asMember: MatrixRow = { ...row, expect: { buyerA: expected } as MatrixRow['expect'] };
          failures.push(...(await runRow(t, { buyerA: member } as Actors, asMember)));
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
