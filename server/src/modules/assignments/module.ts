import type { FastifyInstance } from 'fastify';
import { createAssignmentRepo } from './repo';
import { assignmentRoutes } from './routes';
import { type AssignmentDeps, createAssignmentService } from './service';

/**
 * Port logs (assignments): per appointment, each buyer department's entries for the agent; the
 * internal port log stays with the buyer, the public one is what the agent sees once submitted.
 */
export function createAssignmentsModule(deps: Omit<AssignmentDeps, 'repo'>) {
  const service = createAssignmentService({ ...deps, repo: createAssignmentRepo(deps.db) });
  return {
    routes: (app: FastifyInstance) => assignmentRoutes(app, { assignments: service }),
    /** Where a notification about a port log lands (app.ts registers it as the ASSIGNMENT target). */
    load: service.load,
  };
}
export type { PortLogAppointment } from './service';
export type AssignmentsModule = ReturnType<typeof createAssignmentsModule>;
