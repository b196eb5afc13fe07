import { createColleague, createVessel, ok, vesselReference } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';

const S = '/da-app/secured';
const status = (buyerA: number, buyerB: number, admin: number): Record<ActorName, number> => ({
  anonymous: 401,
  buyerA,
  buyerB,
  agent: 403,
  vendor: 403,
  admin,
});

/** Vessels are the buyer's own (administrators read fleets only); profiles' vessels also by support. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const vessel = await createVessel(t, actors.buyerA);
    const fleet = await ok<{ id: number }>(t, actors.buyerA, 'POST', `${S}/buyers/${actors.buyerA.companyId}/fleets`, {
      name: 'Handy fleet',
      vesselIds: [vessel.id],
    });
    const colleague = await createColleague(t, actors.buyerA);
    return { vessel, fleetId: fleet.id, colleague, ref: await vesselReference(t) };
  },
  rows: ({ vessel, fleetId, colleague, ref }, actors): MatrixRow[] => {
    const buyerA = actors.buyerA.companyId;
    return [
      {
        route: `GET ${S}/buyer/settings/vessels`,
        url: `${S}/buyer/settings/vessels?isActive=true`,
        expect: status(200, 200, 403),
      },
      {
        route: `GET ${S}/buyer/settings/vessel/:id/load`,
        url: `${S}/buyer/settings/vessel/${vessel.id}/load`,
        expect: status(200, 404, 403),
      },
      { route: `POST ${S}/buyer/settings/vessel/create`, body: {}, expect: status(400, 400, 403) },
      {
        route: `POST ${S}/buyer/settings/vessel/save`,
        body: {
          id: vessel.id,
          name: vessel.name,
          imo: vessel.imo,
          vesselTypeId: ref.bulkCarrierId,
          vesselSizeId: ref.supramaxId,
          dwt: 58_100,
          commodityType: 'DRY_BULK',
          isActive: true,
        },
        expect: status(200, 404, 403),
      },
      { route: `GET ${S}/buyers/:buyerId/fleets`, url: `${S}/buyers/${buyerA}/fleets`, expect: status(200, 404, 200) },
      {
        route: `GET ${S}/buyers/:buyerId/fleets/:fleetId`,
        url: `${S}/buyers/${buyerA}/fleets/${fleetId}`,
        expect: status(200, 404, 200),
      },
      {
        route: `POST ${S}/buyers/:buyerId/fleets`,
        url: `${S}/buyers/${buyerA}/fleets`,
        body: { name: 'Matrix fleet' },
        expect: status(201, 404, 403),
      },
      {
        route: `PATCH ${S}/buyers/:buyerId/fleets/:fleetId`,
        url: `${S}/buyers/${buyerA}/fleets/${fleetId}`,
        body: { description: 'Geared bulkers' },
        expect: status(200, 404, 403),
      },
      {
        route: `POST ${S}/buyer-profile/save-vessels`,
        body: { profileId: colleague.profileId, vesselIds: [vessel.id] },
        expect: status(200, 404, 200),
      },
    ];
  },
});
