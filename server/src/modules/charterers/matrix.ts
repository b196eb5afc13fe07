import { ok } from '../../test/buyer-scenario';
import { defineMatrix, onlyAdmin, statusFor } from '../../test/role-matrix';
import { vesselTypes } from '../refdata/db';

const S = '/da-app/secured';

/** Charterers: administrators keep the list; a buyer reads its own per vessel type. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const charterer = await ok<{ id: number }>(t, actors.admin, 'POST', `${S}/charterer/save`, {
      name: `Matrix Charterer ${Date.now()}`,
    });
    const [vesselType] = await t.database.db.select({ id: vesselTypes.id }).from(vesselTypes).limit(1);
    return { chartererId: charterer.id, vesselTypeId: vesselType?.id ?? 1 };
  },
  rows: ({ chartererId, vesselTypeId }, actors) => [
    { route: `POST ${S}/charterers`, body: {}, expect: onlyAdmin(200) },
    { route: `GET ${S}/charterer/:id/load`, url: `${S}/charterer/${chartererId}/load`, expect: onlyAdmin(200) },
    // A name too long: the schema refuses it, so nothing changes.
    { route: `POST ${S}/charterer/save`, body: { id: chartererId, name: 'x'.repeat(201) }, expect: onlyAdmin(400) },
    { route: `POST ${S}/charterer/suggest`, body: { text: 'matrix' }, expect: onlyAdmin(200) },
    {
      route: `POST ${S}/charterer-vessel-type/save`,
      body: { chartererId, buyerId: actors.buyerA.companyId, vesselTypeId, isActive: false },
      expect: onlyAdmin(200),
    },
    {
      route: `GET ${S}/ref/buyer/vessel/:vesselType/charterers`,
      url: `${S}/ref/buyer/vessel/${vesselTypeId}/charterers`,
      expect: statusFor(200, 200, 403, 403, 403),
    },
  ],
});
