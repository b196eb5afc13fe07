import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, sendMultipart } from '../proformas/scenario';
import { addEntry, department, portLog } from './scenario';

const S = '/da-app/secured';

/**
 * Buyer A keeps the port log of its appointment (buyer B: 404; the appointment's agent reads the
 * submitted one and marks entries done; another supplier: 404; administrators: 403).
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const { buyerA, agent } = actors;
    const crew = await department(t, buyerA, 'Matrix crew');
    const { appointmentId, assignmentId } = await portLog(t, buyerA, agent);
    const entry = await addEntry(t, buyerA, assignmentId, crew.id);
    const spare = await addEntry(t, buyerA, assignmentId, crew.id, 'Spare to delete', 'SPARES');
    await ok(t, buyerA, 'POST', `${S}/assignment/${assignmentId}/submit-port-log`);
    const marked = await sendMultipart(t, agent, `${S}/portlog-entry/${entry.id}/done`, { isDone: true }, [
      { name: 'crew-list.pdf', content: '%PDF-1.4 crew list' },
    ]);
    if (marked.statusCode !== 200) throw new Error(`done with a file: ${marked.body}`);
    const other = await portLog(t, buyerA, agent);
    const fresh = await acceptedAppointment(t, buyerA, agent);
    return {
      appointmentId,
      assignmentId,
      departmentId: crew.id,
      partId: entry.departmentPortLogId,
      entryId: entry.id,
      spareId: spare.id,
      toCancel: other.assignmentId,
      freshAppointmentId: fresh.appointmentId,
    };
  },
  rows: (f): MatrixRow[] => {
    const a = `${S}/assignment/${f.assignmentId}`;
    const read = statusFor(200, 404, 200, 404, 403);
    const buyerOnly = statusFor(200, 404, 403, 403, 403);
    return [
      // Every buyer lists its own company's port logs (buyer B: an empty page, never A's rows).
      {
        route: `GET ${S}/dashboard/assignments`,
        url: `${S}/dashboard/assignments?page=0&size=5&state=SUBMITTED&text=a`,
        expect: statusFor(200, 200, 403, 403, 403),
      },
      {
        route: `GET ${S}/appointment/:id/assignment`,
        url: `${S}/appointment/${f.appointmentId}/assignment`,
        expect: read,
      },
      { route: `GET ${S}/assignment/:id/load`, url: `${a}/load`, expect: read },
      { route: `GET ${S}/assignment/:id/load-summary`, url: `${a}/load-summary`, expect: read },
      { route: `GET ${S}/assignment/:id/load-public-port-log`, url: `${a}/load-public-port-log`, expect: read },
      {
        route: `GET ${S}/assignment/:id/load-internal-port-log`,
        url: `${a}/load-internal-port-log`,
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/assignment/create`,
        body: { appointmentId: f.freshAppointmentId },
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/assignment/:id/save-internal-port-log-general-comments`,
        url: `${a}/save-internal-port-log-general-comments`,
        body: { generalComments: 'Owners attend' },
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/portlog/:id/include-department`,
        url: `${S}/portlog/${f.partId}/include-department?include=true`,
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/assignment/:id/entry/create`,
        url: `${a}/entry/create`,
        body: { departmentId: f.departmentId, category: 'PROVISIONS', description: 'Fresh provisions' },
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/portlog-entry/:id/save`,
        url: `${S}/portlog-entry/${f.entryId}/save`,
        body: { category: 'CREW_CHANGE', description: 'Crew change: 3 on, 3 off' },
        expect: buyerOnly,
      },
      {
        route: `POST ${S}/portlog-entry/:id/done`,
        url: `${S}/portlog-entry/${f.entryId}/done`,
        body: { isDone: true, comment: 'Arranged' },
        expect: statusFor(403, 403, 200, 404, 403),
      },
      {
        route: `GET ${S}/portlog-entry/:id/done-file`,
        url: `${S}/portlog-entry/${f.entryId}/done-file`,
        expect: read,
      },
      {
        route: `POST ${S}/portlog-entry/:id/delete`,
        url: `${S}/portlog-entry/${f.spareId}/delete`,
        expect: buyerOnly,
      },
      { route: `POST ${S}/assignment/:id/submit-port-log`, url: `${a}/submit-port-log`, expect: buyerOnly },
      { route: `POST ${S}/assignment/:id/cancel`, url: `${S}/assignment/${f.toCancel}/cancel`, expect: buyerOnly },
    ];
  },
});
