import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { operationsReference } from '../port-calls/scenario';

const S = '/da-app/secured';

/**
 * Preferred agents are buyer A's own (another buyer: 404; suppliers: 403); support administrators
 * reach any buyer's. The CSV call with no file gets past access and scope to the 400 of its content.
 */
export const matrix = defineMatrix({
  prepare: async (t) => ({ piraeusId: (await operationsReference(t)).piraeus.id }),
  rows: (f, actors): MatrixRow[] => {
    const buyerA = actors.buyerA.companyId;
    return [
      {
        route: `GET ${S}/buyer/:buyerId/preferred-agents`,
        url: `${S}/buyer/${buyerA}/preferred-agents`,
        expect: statusFor(200, 404, 403, 403, 200),
      },
      {
        route: `POST ${S}/buyer/:buyerId/assign-preferred-agents`,
        url: `${S}/buyer/${buyerA}/assign-preferred-agents`,
        body: { portId: f.piraeusId, agentIds: [actors.agent.companyId] },
        expect: statusFor(200, 404, 403, 403, 200),
      },
      {
        route: `POST ${S}/attachment/buyer/assign-preferred-agents`,
        body: { buyerId: buyerA },
        expect: statusFor(400, 404, 403, 403, 400),
      },
    ];
  },
});
