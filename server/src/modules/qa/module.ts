import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../platform/auth/passwords';
import { defineModule } from '../../platform/modules/manifest';
import { qaRoutes } from './routes';
import { createQaService } from './service';

export { buildDemoOperations, type DemoOperationsInput } from './demo-operations';
export { DEMO_AGENT_NAME, QA_TASKS_FLAG } from './service';

/**
 * Support's QA tasks (issue 25): set up a complete demo buyer company, clone a DA into another
 * buyer. Owns no table: every row is written by the module that owns it, through the demo builders
 * those modules export, in one transaction per task.
 */
export function createQaModule(deps: Parameters<typeof createQaService>[0]) {
  const qa = createQaService(deps);
  return { routes: (app: FastifyInstance) => qaRoutes(app, { qa }), qa };
}
export type QaModule = ReturnType<typeof createQaModule>;

export const manifest = defineModule({
  name: 'qa',
  summary: "support's QA tasks: a demo buyer company, a DA cloned into another buyer (behind QA_TASKS)",
  needs: ['feature-flags', 'account', 'appointments', 'proformas'],
  build: ({ db, clock }, { 'feature-flags': featureFlags, account, appointments, proformas }) =>
    createQaModule({
      db,
      clock,
      flags: featureFlags.flags,
      directory: account.directory,
      appointments: appointments.facts,
      proformas: proformas.qa,
      hashPassword,
    }),
});
