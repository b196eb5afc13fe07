import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { createPort, defineModule, pick } from '../../platform/modules/manifest';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { OperationsScope } from '../../platform/scope/operations-scope';
import { createPeopleFinder, targetOrNull } from '../notifications/module';
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

const factFunctions = ['listForPortCalls', 'findAppointment', 'portCallIdsOf'] as const;
/** What other modules read of appointments without the appointment services: the port calls' agents, an appointment's row. */
export type AppointmentFacts = Pick<AppointmentRepo, (typeof factFunctions)[number]>;

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
  clock: () => Date;
  notifier?: Notifier;
  people?: AppointmentPeople;
  /** Announces each state change (subscribers react in its transaction). */
  events?: EventBus;
}) {
  const directory: CompanyDirectory = createCompanyDirectory(deps.directory);
  // An appointment with submitted FDAs is not cancelled, and the supplier's list shows each
  // appointment's DA figures and payments: proformas and payments are built on appointments and
  // plug into these ports.
  const ports = {
    disbursements: createPort<FinalDisbursements & Pick<SupplierDisbursements, 'summariesOf'>>(
      'appointments.disbursements',
    ),
    payments: createPort<Pick<SupplierDisbursements, 'paymentsOf'>>('appointments.payments'),
  };
  const repo = createAppointmentRepo(deps.db);
  const services = createAppointmentServices({
    ...deps,
    repo,
    directory,
    disbursements: ports.disbursements.proxy,
    supplierDisbursements: {
      summariesOf: (ids) => ports.disbursements.get().summariesOf(ids),
      paymentsOf: (caller, ids) => ports.payments.get().paymentsOf(caller, ids),
    },
  });
  return {
    ports,
    facts: pick(repo, factFunctions) as AppointmentFacts,
    routes: (app: FastifyInstance) => appointmentRoutes(app, { services }),
    core: services.core,
    /** Appointing the agent of an awarded quote, inside the award's transaction (requests module). */
    appointing: { appointForRequest: services.appointments.appointForRequest },
  };
}
/** The module as others see it: its services, and who must act on a workflow event of a port. */
export type AppointmentsModule = ReturnType<typeof createAppointmentsModule> & { findPeople: FindPeople };
export { buildDemoAppointment } from './demo-builder';

export const manifest = defineModule({
  name: 'appointments',
  summary:
    "appointments: the state machine, the wizard, the suppliers' DA tool, reminders, linked port calls, the official preview",
  needs: ['port-calls', 'settings', 'account', 'refdata', 'notifications'],
  fills: ['port-calls.appointments'],
  build({ db, clock, events }, { 'port-calls': portCalls, settings, account, refdata, notifications }) {
    const people = account.directory;
    const appointments = createAppointmentsModule({
      db,
      portCalls: portCalls.services,
      scope: settings.operationsScope,
      directory: {
        accounts: people,
        buyerSettings: settings.companySettings,
        countries: { findCountry: refdata.countries.findCountry },
      },
      clock,
      notifier: notifications.notifier,
      people: {
        supplierPeople: (companyId, tx) => people.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW', tx),
      },
      events,
    });
    portCalls.ports.appointments.fill(appointments.facts);
    notifications.registerTarget('APPOINTMENT', (caller, id) =>
      targetOrNull(async () => {
        await appointments.core.reach(caller, { authority: 'DA_VIEW', supplier: true }, id);
        // The appointment's own page (its official preview, with its actions) on each side.
        if (caller.type === 'BUYER') return `/secured/buyer/dashboard/port-calls/appointment/${id}/official-preview`;
        return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${id}/official-preview`;
      }),
    );
    // Who must act on a workflow event: company, product and authorities, region rules of the port.
    const findPeople = createPeopleFinder({
      withAccess: (companyId, product, authority, tx) =>
        people.findProfileIdsWithAccess(companyId, product, authority, tx),
      seeing: (companyId, ids, countryId, tx) => settings.regionScope.profilesSeeing(companyId, ids, countryId, tx),
      async countryOfAppointment(appointmentId, tx) {
        const row = await appointments.facts.findAppointment(appointmentId, tx);
        if (!row) return undefined;
        const [portCall] = await portCalls.summaries.summaries([row.portCallId], tx);
        return portCall?.countryId ?? null;
      },
    });
    return { ...appointments, findPeople };
  },
});
