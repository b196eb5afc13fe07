import { createVessel } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, onlyBuyerA, statusFor } from '../../test/role-matrix';
import { estimatorReference, P, portDuesForm, publishFormula } from './scenario';

const H = '/da-app/secured/husbandry-estimator';
const buyers = statusFor(200, 200, 403, 403, 403);

/** The port estimator is the buyers' (PORT_ESTIMATOR product and PORT_ESTIMATOR_VIEW); vessels are the company's. */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const ref = await estimatorReference(t);
    await publishFormula(t, actors.admin, portDuesForm((ref.expenses[2] as { id: number }).id, [ref.singapore]));
    const vessel = await createVessel(t, actors.buyerA);
    return { ref, vessel };
  },
  rows: (f): MatrixRow[] => [
    {
      route: `POST ${P}/execute`,
      body: { portId: f.ref.singapore, vesselId: f.vessel.id, particulars: { gt: '1000' }, daysAlongside: '1' },
      expect: onlyBuyerA(200),
    },
    { route: `GET ${P}/filter-vessels`, url: `${P}/filter-vessels?text=a`, expect: statusFor(200, 200, 403, 403, 403) },
    {
      route: `GET ${P}/port/:portId/vessel/:vesselId/load-configuration`,
      url: `${P}/port/${f.ref.singapore}/vessel/${f.vessel.id}/load-configuration`,
      expect: onlyBuyerA(200),
    },
    {
      route: `GET ${P}/port-simulation-configuration/filter-vessels`,
      url: `${P}/port-simulation-configuration/filter-vessels?text=a`,
      expect: statusFor(200, 200, 403, 403, 403),
    },
    // The husbandry estimator: platform-wide averages, the same answer to every buyer holding it.
    { route: `GET ${H}/get-basic-groups`, url: `${H}/get-basic-groups?portId=${f.ref.piraeus}`, expect: buyers },
    { route: `POST ${H}/calculate`, body: { portId: f.ref.piraeus, groupIds: [1] }, expect: buyers },
    {
      route: `GET ${H}/advanced/get-advanced-group`,
      url: `${H}/advanced/get-advanced-group?portId=${f.ref.piraeus}&groupId=1`,
      expect: buyers,
    },
    {
      route: `POST ${H}/advance/calculate`,
      body: { portId: f.ref.piraeus, items: [{ expenseItemId: 1, quantity: '1' }] },
      expect: buyers,
    },
    { route: `GET ${H}/filter/ports`, url: `${H}/filter/ports?filter=pir`, expect: buyers },
  ],
});
