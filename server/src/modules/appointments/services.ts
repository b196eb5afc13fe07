import { APPOINTMENT_REMINDER_LIMIT } from '@portcall/contracts/appointments';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Notifier } from '../../platform/notify';
import type { OperationsScope } from '../../platform/scope/operations-scope';
import type { PortCallServices } from '../port-calls/module';
import { createAppointmentCore, type FinalDisbursements } from './core';
import type { CompanyDirectory } from './directory';
import { createAppointmentLinksService } from './links-service';
import type { AppointmentPeople } from './notifications';
import { createPreviewService } from './preview-service';
import type { AppointmentRepo } from './repo';
import { createAppointmentService } from './service';
import { createSupplierAppointmentService, type SupplierDisbursements } from './supplier-service';

/** The appointments module's services, wired once; it depends on port calls, never the reverse. */
export function createAppointmentServices(deps: {
  db: Db;
  repo: AppointmentRepo;
  portCalls: PortCallServices;
  scope: OperationsScope;
  directory: CompanyDirectory;
  disbursements: FinalDisbursements;
  supplierDisbursements: SupplierDisbursements;
  clock: () => Date;
  reminderLimit?: number;
  notifier?: Notifier;
  people?: AppointmentPeople;
  events?: EventBus;
}) {
  const { db, repo, scope, directory } = deps;
  const reminderLimit = deps.reminderLimit ?? APPOINTMENT_REMINDER_LIMIT;
  const portCalls = deps.portCalls.portCalls;
  const core = createAppointmentCore({
    db,
    repo,
    portCalls,
    scope,
    disbursements: deps.disbursements,
    clock: deps.clock,
    reminderLimit,
    notifier: deps.notifier,
    people: deps.people,
    events: deps.events,
  });
  return {
    core,
    appointments: createAppointmentService({
      db,
      repo,
      core,
      portCalls,
      amend: deps.portCalls.amend,
      voyages: deps.portCalls.voyages,
      directory,
      reminderLimit,
      clock: deps.clock,
    }),
    suppliers: createSupplierAppointmentService({ repo, core, scope, disbursements: deps.supplierDisbursements }),
    links: createAppointmentLinksService({ db, repo, core, portCalls, scope }),
    preview: createPreviewService({ repo, core, portCalls, directory }),
  };
}
export type AppointmentServices = ReturnType<typeof createAppointmentServices>;
