import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../platform/events';
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
