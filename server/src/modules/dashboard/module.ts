import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import { createDashboardRepo } from './dashboard-read-model';
import { dashboardRoutes } from './routes';
import { createDashboardService } from './service';

/**
 * The buyer dashboard: a declared read model over port calls, appointments, evaluations and
 * payments (dashboard-read-model.ts); it writes nothing and offers nothing to other modules.
 */
export function createDashboardModule(deps: Omit<Parameters<typeof createDashboardService>[0], 'repo'> & { db: Db }) {
  const { db, ...rest } = deps;
  const dashboard = createDashboardService({ ...rest, repo: createDashboardRepo(db) });
  return { routes: (app: FastifyInstance) => dashboardRoutes(app, { dashboard }) };
}

export type DashboardModule = ReturnType<typeof createDashboardModule>;

export const manifest = defineModule({
  name: 'dashboard',
  summary: "the buyer's and supplier's dashboard lists of port calls, appointments and tasks",
  needs: ['settings', 'appointments', 'evaluations', 'payments'],
  build: ({ db }, { settings, appointments, evaluations, payments }) =>
    createDashboardModule({
      db,
      scope: settings.operationsScope,
      appointments: appointments.core,
      appointmentRepo: appointments.facts,
      evaluations: { listForAppointments: evaluations.listForAppointments },
      payments: { forDashboard: payments.forDashboard },
    }),
});
