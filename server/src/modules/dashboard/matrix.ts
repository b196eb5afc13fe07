import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';

const S = '/da-app/secured';
const status = statusFor;
const everyBuyer = status(200, 200, 403, 403, 403);

/** The dashboard is every buyer's own (DA_DASHBOARD); history also for support; the admin list only for support. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds: [actors.agent.companyId] });
    return {
      appointment: await createAppointment(t, actors.buyerA, portCall.id, actors.agent.companyId, { appoint: true }),
    };
  },
  rows: (f): MatrixRow[] => [
    {
      route: `GET ${S}/dashboard/portCalls`,
      url: `${S}/dashboard/portCalls?page=0&size=5&property=eta&direction=DESC`,
      expect: everyBuyer,
    },
    { route: `GET ${S}/dashboard/voyages`, expect: everyBuyer },
    {
      route: `GET ${S}/dashboard/appointments`,
      url: `${S}/dashboard/appointments?agent=1&etaFromDate=2026-01-01`,
      expect: everyBuyer,
    },
    {
      route: `GET ${S}/dashboard/history/:id`,
      url: `${S}/dashboard/history/${f.appointment.id}`,
      expect: status(200, 404, 403, 403, 200),
    },
    { route: `GET ${S}/administrator/dashboard/port-calls`, expect: status(403, 403, 403, 403, 200) },
  ],
});
