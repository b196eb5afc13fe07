import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { closedAppointment, fourCriteria } from './scenario';

const S = '/da-app/secured';

/**
 * Buyer A rates the agent of its closed appointment (another buyer: 404; suppliers and
 * administrators: 403). The agent reads its own average from buyer A, never the ratings themselves.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => ({ appointmentId: await closedAppointment(t, actors.buyerA, actors.agent) }),
  rows: (f, actors): MatrixRow[] => {
    const pair = `${S}/buyers/${actors.buyerA.companyId}/agents/${actors.agent.companyId}`;
    return [
      {
        route: `GET ${S}/appointment/:id/agent-rating`,
        url: `${S}/appointment/${f.appointmentId}/agent-rating`,
        expect: statusFor(200, 404, 403, 403, 403),
      },
      {
        route: `POST ${S}/agent-rating`,
        body: { appointmentId: f.appointmentId, criteriaRatings: fourCriteria([4, 5, 4, 3]) },
        expect: statusFor(200, 404, 403, 403, 403),
      },
      {
        route: `GET ${S}/buyers/:buyerId/agents/:agentId/average-rating`,
        url: `${pair}/average-rating`,
        expect: statusFor(200, 404, 200, 403, 403),
      },
      {
        route: `GET ${S}/buyers/:buyerId/agents/:agentId/agent-ratings`,
        url: `${pair}/agent-ratings`,
        expect: statusFor(200, 404, 403, 403, 403),
      },
    ];
  },
});
