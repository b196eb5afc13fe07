import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Notifier } from '../../platform/notify';
import type { OperationsScope } from '../../platform/scope/operations-scope';
import type { PortCallServices } from '../port-calls/module';
import type { FinalDisbursements } from './core';
import { type CompanyDirectory, createCompanyDirectory } from './directory';
import type { AppointmentPeople } from './notifications';
import { type AppointmentRepo, createAppointmentRepo } from './repo';
import { appointmentRoutes } from './routes';
import { createAppointmentServices } from './services';
import type { SupplierDisbursements } from './supplier-service';

export { type AppointmentCore, toObserver, type Within } from './core';
export type { AppointmentRow } from './repo';

/**
 * What other modules read of appointments without the appointment services: the port calls' agents
 * (port calls list them, and are built before appointments), an appointment's row and port calls.
 */
export type AppointmentFacts = Pick<AppointmentRepo, 'listForPortCalls' | 'findAppointment' | 'portCallIdsOf'>;
export function createAppointmentFacts(db: Db): AppointmentFacts {
  return createAppointmentRepo(db);
}

/**
 * Appointments: the state machine, the wizard, the agent's and vendor's DA tool, reminders, linked
 * port calls and the official preview. Its public API: `core` (reach an appointment as a caller,
 * read its parties) that every DA module builds on.
 */
export function createAppointmentsModule(deps: {
  db: Db;
  portCalls: PortCallServices;
  scope: OperationsScope;
  directory: Parameters<typeof createCompanyDirectory>[0];
  disbursements: FinalDisbursements;
  supplierDisbursements: SupplierDisbursements;
  clock: () => Date;
  notifier?: Notifier;
  people?: AppointmentPeople;
  /** Announces each state change (subscribers react in its transaction). */
  events?: EventBus;
}) {
  const directory: CompanyDirectory = createCompanyDirectory(deps.directory);
  const services = createAppointmentServices({ ...deps, repo: createAppointmentRepo(deps.db), directory });
  return {
    routes: (app: FastifyInstance) => appointmentRoutes(app, { services }),
    core: services.core,
    /** Appointing the agent of an awarded quote, inside the award's transaction (requests module). */
    appointing: { appointForRequest: services.appointments.appointForRequest },
  };
}
export type AppointmentsModule = ReturnType<typeof createAppointmentsModule>;
export { buildDemoAppointment } from './demo-builder';
