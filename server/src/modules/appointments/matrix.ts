import { createVessel, ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import type { Actors } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';

const S = '/da-app/secured';
const status = statusFor;
const buyersOwn = (code = 200) => status(code, 404, 403, 403, 403);
/** The buyer's and the addressed agent's (the vendor's company is not addressed). */
const partiesOwn = status(200, 404, 200, 404, 403);
const onlySupplier = (kind: 'agent' | 'vendor') =>
  status(403, 403, kind === 'agent' ? 200 : 403, kind === 'vendor' ? 200 : 403, 403);

/** A fresh port call of buyer A with the agent and the vendor, and an appointment in the wanted state. */
async function appointmentIn(
  t: TestApp,
  actors: Actors,
  state: 'DRAFT' | 'APPOINTED' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED',
  to: 'agent' | 'vendor' = 'agent',
) {
  const ref = await operationsReference(t);
  const { portCall, vesselId } = await buyerWithPortCall(t, actors.buyerA, ref, {
    agentIds: [actors.agent.companyId, actors.vendor.companyId],
  });
  const recipient = actors[to];
  const appointment = await createAppointment(t, actors.buyerA, portCall.id, recipient.companyId, {
    appoint: state !== 'DRAFT',
  });
  const base = `${S}/${to}/appointment/${appointment.id}`;
  if (state === 'ACCEPTED') await ok(t, recipient, 'POST', `${base}/accept`);
  if (state === 'REJECTED') await ok(t, recipient, 'POST', `${base}/reject`, { reason: 'No berth' });
  if (state === 'CANCELLED') await ok(t, actors.buyerA, 'POST', `${S}/appointment/${appointment.id}/reject`);
  return { id: appointment.id, portCallId: portCall.id, vesselId };
}

/** Appointments: the buyer acts, the addressed agent or vendor reads, accepts and rejects. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const ref = await operationsReference(t);
    const forCreate = await buyerWithPortCall(t, actors.buyerA, ref, { agentIds: [actors.agent.companyId] });
    const appointed = await appointmentIn(t, actors, 'APPOINTED');
    const vessel = await createVessel(t, actors.buyerA);
    const linkable = await buyerWithPortCall(t, actors.buyerA, ref, {
      agentIds: [actors.agent.companyId],
      vesselId: vessel.id,
    });
    const linkTarget = await buyerWithPortCall(t, actors.buyerA, ref, {
      agentIds: [actors.agent.companyId],
      vesselId: vessel.id,
      portId: ref.rotterdam.id,
    });
    const unlinkTarget = await buyerWithPortCall(t, actors.buyerA, ref, {
      agentIds: [actors.agent.companyId],
      vesselId: vessel.id,
      portId: ref.genoa.id,
    });
    const linking = await createAppointment(t, actors.buyerA, linkable.portCall.id, actors.agent.companyId);
    await ok(t, actors.buyerA, 'POST', `${S}/appointment/${linking.id}/port-call/${unlinkTarget.portCall.id}/link`);
    return {
      forCreate,
      draftToAppoint: await appointmentIn(t, actors, 'DRAFT'),
      draftToDelete: await appointmentIn(t, actors, 'DRAFT'),
      appointed,
      toCancel: await appointmentIn(t, actors, 'APPOINTED'),
      cancelled: await appointmentIn(t, actors, 'CANCELLED'),
      rejected: await appointmentIn(t, actors, 'REJECTED'),
      accepted: await appointmentIn(t, actors, 'ACCEPTED'),
      toRemind: await appointmentIn(t, actors, 'APPOINTED'),
      toAmend: await appointmentIn(t, actors, 'APPOINTED'),
      agentAccepts: await appointmentIn(t, actors, 'APPOINTED'),
      agentRejects: await appointmentIn(t, actors, 'APPOINTED'),
      vendorAccepts: await appointmentIn(t, actors, 'APPOINTED', 'vendor'),
      vendorRejects: await appointmentIn(t, actors, 'APPOINTED', 'vendor'),
      linking,
      linkTarget,
      unlinkTarget,
    };
  },
  rows: (f, actors): MatrixRow[] => {
    const a = (id: number, rest: string) => `${S}/appointment/${id}/${rest}`;
    return [
      {
        route: `POST ${S}/appointment/create`,
        body: { portCallId: f.forCreate.portCall.id, agentId: actors.agent.companyId },
        expect: buyersOwn(201),
      },
      {
        route: `POST ${S}/appointment/:id/appoint`,
        url: a(f.draftToAppoint.id, 'appoint'),
        body: {},
        expect: buyersOwn(),
      },
      { route: `GET ${S}/appointment/:id/load`, url: a(f.appointed.id, 'load'), expect: partiesOwn },
      {
        route: `GET ${S}/appointment/:id/official-preview`,
        url: a(f.appointed.id, 'official-preview'),
        expect: partiesOwn,
      },
      {
        route: `GET ${S}/appointment/:id/official-preview/pdf`,
        url: a(f.appointed.id, 'official-preview/pdf'),
        expect: partiesOwn,
      },
      { route: `POST ${S}/appointment/:id/reject`, url: a(f.toCancel.id, 'reject'), expect: buyersOwn() },
      { route: `POST ${S}/appointment/:id/revert`, url: a(f.cancelled.id, 'revert'), expect: buyersOwn() },
      {
        route: `POST ${S}/appointment/:id/revert-rejected`,
        url: a(f.rejected.id, 'revert-rejected'),
        expect: buyersOwn(),
      },
      { route: `GET ${S}/appointment/:id/close`, url: a(f.accepted.id, 'close'), expect: buyersOwn() },
      { route: `GET ${S}/appointment/:id/delete`, url: a(f.draftToDelete.id, 'delete'), expect: buyersOwn() },
      {
        route: `GET ${S}/appointment/:id/check-multiple-portcalls`,
        url: a(f.appointed.id, 'check-multiple-portcalls'),
        expect: buyersOwn(),
      },
      {
        route: `POST ${S}/appointment/:id/amend-voyage-number`,
        url: a(f.toAmend.id, 'amend-voyage-number'),
        body: { voyageNumber: `AMEND-${f.toAmend.id}` },
        expect: buyersOwn(),
      },
      { route: `POST ${S}/appointment/:id/send-reminder`, url: a(f.toRemind.id, 'send-reminder'), expect: buyersOwn() },
      {
        route: `GET ${S}/appointments/:id/appointment-recipient`,
        url: `${S}/appointments/${f.appointed.id}/appointment-recipient`,
        expect: buyersOwn(),
      },
      { route: `GET ${S}/appointment/:id/port-call/load`, url: a(f.linking.id, 'port-call/load'), expect: buyersOwn() },
      {
        route: `POST ${S}/appointment/:id/port-call/:portCallId/link`,
        url: a(f.linking.id, `port-call/${f.linkTarget.portCall.id}/link`),
        expect: buyersOwn(),
      },
      {
        route: `POST ${S}/portcall/:id/unlink-port-call`,
        url: `${S}/portcall/${f.unlinkTarget.portCall.id}/unlink-port-call`,
        expect: buyersOwn(),
      },
      {
        route: `GET ${S}/port-calls-with-appointment/:id`,
        url: `${S}/port-calls-with-appointment/${f.appointed.id}`,
        expect: partiesOwn,
      },
      { route: `GET ${S}/agent/appointments`, expect: onlySupplier('agent') },
      {
        route: `POST ${S}/agent/appointment/:id/accept`,
        url: `${S}/agent/appointment/${f.agentAccepts.id}/accept`,
        expect: onlySupplier('agent'),
      },
      {
        route: `POST ${S}/agent/appointment/:id/reject`,
        url: `${S}/agent/appointment/${f.agentRejects.id}/reject`,
        body: { reason: 'Fully booked' },
        expect: onlySupplier('agent'),
      },
      { route: `GET ${S}/vendor/appointments`, expect: onlySupplier('vendor') },
      {
        route: `POST ${S}/vendor/appointment/:id/accept`,
        url: `${S}/vendor/appointment/${f.vendorAccepts.id}/accept`,
        expect: onlySupplier('vendor'),
      },
      {
        route: `POST ${S}/vendor/appointment/:id/reject`,
        url: `${S}/vendor/appointment/${f.vendorRejects.id}/reject`,
        expect: onlySupplier('vendor'),
      },
    ];
  },
});
