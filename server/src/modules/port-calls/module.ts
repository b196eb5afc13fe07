import type { FastifyInstance } from 'fastify';
import { createPort, defineModule } from '../../platform/modules/manifest';
import { portCallRoutes } from './routes';
import type { AppointmentFacts } from './service';
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
export function createPortCallsModule(deps: Omit<Parameters<typeof createPortCallServices>[0], 'appointments'>) {
  // A port call lists its agents' appointments: appointments are built on port calls and plug in here.
  const ports = { appointments: createPort<AppointmentFacts>('port-calls.appointments') };
  const services: PortCallServices = createPortCallServices({ ...deps, appointments: ports.appointments.proxy });
  return {
    ports,
    routes: (app: FastifyInstance) => portCallRoutes(app, { services }),
    services,
    summaries: services.portCalls.reader,
  };
}
export type PortCallsModule = ReturnType<typeof createPortCallsModule>;
export { buildDemoPortCall, copyPortCallFor } from './demo-builder';

export const manifest = defineModule({
  name: 'port-calls',
  summary: 'voyages and port calls (platform-core §5 rules), amendments, imported port calls and their export',
  needs: ['fleet', 'account', 'settings'],
  build: ({ db, clock }, { fleet, account, settings }) =>
    createPortCallsModule({
      db,
      vessels: fleet.vessels,
      accounts: account.directory,
      scope: settings.operationsScope,
      clock,
    }),
});
