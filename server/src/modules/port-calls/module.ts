import type { FastifyInstance } from 'fastify';
import { portCallRoutes } from './routes';
import { createPortCallServices, type PortCallServices } from './services';

export type { PortCallAmendService } from './amend-service';
export { toPortCallSummary, toPortRef } from './mappers';
export type { PortCallSummaryRow } from './repo';
export { type AppointmentFacts, mapDuplicatePortCall, type PortCallService, SENT_STATES } from './service';
export type { PortCallServices } from './services';
export type { VoyageService } from './voyage-service';

/**
 * Voyages, port calls (the rules of platform-core §5), amendments, imported port calls and their
 * export. Its public API: the services (appointments build on port calls) and the port-call
 * summaries other modules show.
 */
export function createPortCallsModule(deps: Parameters<typeof createPortCallServices>[0]) {
  const services: PortCallServices = createPortCallServices(deps);
  return {
    routes: (app: FastifyInstance) => portCallRoutes(app, { services }),
    services,
    summaries: services.portCalls.reader,
  };
}
export type PortCallsModule = ReturnType<typeof createPortCallsModule>;
export { buildDemoPortCall, copyPortCallFor } from './demo-builder';
