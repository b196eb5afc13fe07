import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/events';
import { defineModule } from '../../platform/modules/manifest';
import { targetOrNull } from '../notifications/module';
import { createAssignmentRepo } from './repo';
import { assignmentRoutes } from './routes';
import { type AssignmentDeps, createAssignmentService } from './service';

/**
 * Port logs (assignments): per appointment, each buyer department's entries for the agent; the
 * internal port log stays with the buyer, the public one is what the agent sees once submitted.
 */
export function createAssignmentsModule(deps: Omit<AssignmentDeps, 'repo'> & { events: EventBus }) {
  const service = createAssignmentService({ ...deps, repo: createAssignmentRepo(deps.db) });
  deps.events.subscribe('appointment.state-changed', async (change, tx) => {
    if (change.to === 'CANCELLED') await service.cancelForAppointment(change.appointmentId, change.actor, tx);
  });
  return {
    routes: (app: FastifyInstance) => assignmentRoutes(app, { assignments: service }),
    /** Where a notification about a port log lands (app.ts registers it as the ASSIGNMENT target). */
    load: service.load,
  };
}
export type { PortLogAppointment } from './service';
export type AssignmentsModule = ReturnType<typeof createAssignmentsModule>;

export const manifest = defineModule({
  name: 'assignments',
  summary: "port logs: the buyer's internal log per department and the agent's public one",
  needs: ['appointments', 'settings', 'account', 'notifications'],
  build({ db, clock, files, events }, { appointments, settings, account, notifications }) {
    const assignments = createAssignmentsModule({
      db,
      clock,
      appointments: appointments.core,
      departmentsOf: (companyId, tx) => settings.departments.listDepartments(companyId, { eligibleOnly: false }, tx),
      companyName: async (companyId, tx) => (await account.directory.findCompanyById(companyId, tx))?.name ?? '',
      fullNameOf: account.fullNameOf,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      files,
      events,
      scope: settings.operationsScope,
    });
    // A port log: the buyer's internal port log, or the agent's public one (once submitted).
    notifications.registerTarget('ASSIGNMENT', (caller, id) =>
      targetOrNull(async () => {
        const { appointmentId } = await assignments.load(caller, id);
        if (caller.type === 'BUYER') return `/secured/buyer/dashboard/port-log/${appointmentId}`;
        return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${appointmentId}/port-log`;
      }),
    );
    return assignments;
  },
});
