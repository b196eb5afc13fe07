import { createVessel } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { buyerWithPortCall, createAppointment, createVoyage, operationsReference } from './scenario';

const S = '/da-app/secured';
const status = statusFor;
/** Buyer A's own rows: buyer B gets 404, suppliers and administrators 403. */
const buyersOwn = (code = 200) => status(code, 404, 403, 403, 403);

/** Voyages, port calls, imported port calls: the buyer's own; details also for the appointed agent and support. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const ref = await operationsReference(t);
    const agentIds = [actors.agent.companyId];
    const vessel = await createVessel(t, actors.buyerA);
    const main = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds, vesselId: vessel.id });
    await createAppointment(t, actors.buyerA, main.portCall.id, actors.agent.companyId, { appoint: true });
    const edit = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds, vesselId: vessel.id });
    const statusChange = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds, vesselId: vessel.id });
    const amend = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds, vesselId: vessel.id });
    const move = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds, vesselId: vessel.id });
    const otherVoyage = await createVoyage(t, actors.buyerA, vessel.id);
    const imported = await t.services.portCalls.imported.importPortCall(actors.buyerA.companyId, {
      source: 'VESON',
      externalRef: `MATRIX-${Date.now()}`,
      vesselId: vessel.id,
      portId: ref.piraeus.id,
      eta: '2026-03-10T08:00:00Z',
      ets: null,
    });
    return { ref, vessel, main, edit, statusChange, amend, move, otherVoyage, importedId: imported.id, agentIds };
  },
  rows: (f): MatrixRow[] => [
    { route: `GET ${S}/buyer/voyage/:id/load`, url: `${S}/buyer/voyage/${f.main.voyage.id}/load`, expect: buyersOwn() },
    {
      route: `POST ${S}/buyer/voyage/save`,
      body: {
        id: f.main.voyage.id,
        version: f.main.voyage.version,
        vesselId: f.vessel.id,
        voyageNumber: f.main.voyage.voyageNumber,
      },
      expect: buyersOwn(),
    },
    { route: `POST ${S}/vessel/:id/voyages`, url: `${S}/vessel/${f.vessel.id}/voyages`, body: {}, expect: buyersOwn() },
    {
      route: `POST ${S}/port-call/save-details`,
      body: {
        id: f.edit.portCall.id,
        version: f.edit.portCall.version,
        vesselId: f.vessel.id,
        voyageId: f.edit.voyage.id,
        portId: f.ref.piraeus.id,
        eta: '2026-04-01T08:00:00Z',
        ets: '2026-04-02T08:00:00Z',
        activities: [{ activityTypeId: f.ref.loadingId }],
        agentIds: f.agentIds,
      },
      expect: buyersOwn(),
    },
    {
      route: `GET ${S}/port-call/:id/load`,
      url: `${S}/port-call/${f.main.portCall.id}/load`,
      expect: status(200, 404, 403, 403, 200),
    },
    {
      route: `GET ${S}/portcall/:id/load`,
      url: `${S}/portcall/${f.main.portCall.id}/load`,
      expect: status(200, 404, 200, 404, 200),
    },
    {
      route: `PATCH ${S}/portcall/:id/update-status`,
      url: `${S}/portcall/${f.statusChange.portCall.id}/update-status?status=IN_PROCESS`,
      expect: buyersOwn(),
    },
    {
      route: `GET ${S}/port-call/:id/amend-port/check`,
      url: `${S}/port-call/${f.amend.portCall.id}/amend-port/check?newPortId=${f.ref.rotterdam.id}`,
      expect: buyersOwn(),
    },
    {
      route: `POST ${S}/port-call/:id/amend-port`,
      url: `${S}/port-call/${f.amend.portCall.id}/amend-port`,
      body: { newPortId: f.ref.genoa.id, version: f.amend.portCall.version },
      expect: buyersOwn(),
    },
    {
      route: `POST ${S}/port-call-change-voyage`,
      body: { portCallId: f.move.portCall.id, voyageId: f.otherVoyage.id },
      expect: buyersOwn(),
    },
    { route: `POST ${S}/buyer/da/dashboard/port-calls/imported`, body: {}, expect: status(200, 200, 403, 403, 403) },
    {
      route: `POST ${S}/buyer/port-call/:id/link-imported-port-call`,
      url: `${S}/buyer/port-call/${f.main.portCall.id}/link-imported-port-call`,
      body: { importedPortCallId: f.importedId },
      expect: buyersOwn(),
    },
    {
      route: `POST ${S}/port-call/trigger-export-event`,
      url: `${S}/port-call/trigger-export-event?portCallId=${f.main.portCall.id}`,
      expect: buyersOwn(),
    },
  ],
});
