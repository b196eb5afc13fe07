import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { createProformaExportRepo } from './export-repo';
import { proformaExportRoutes } from './export-routes';
import { createProformaExportService } from './export-service';
import { createProformaQa } from './qa';
import { createProformaRepo, type ProformaRepo } from './repo';
import { proformaRoutes } from './routes';
import { createProformaService } from './service';

export type { ProformaQa } from './qa';
export type { ProformaRow } from './repo';
export type { EvaluationHooks } from './service';

/**
 * What other modules read of DAs without the proforma services: an evaluation reads the DA it
 * evaluates (and a reopened DA goes back to SUBMITTED), bank accounts ask which account a buyer's
 * DAs used last, appointments whether final DAs were submitted, the translator an expense's file. Proformas are built after
 * evaluations (a submitted DA creates its evaluation), so these come from the repository.
 */
export type ProformaFacts = Pick<
  ProformaRepo,
  | 'find'
  | 'update'
  | 'expenses'
  | 'attachments'
  | 'submittedOfAppointment'
  | 'hasSubmittedFinal'
  | 'lastUsedBankAccount'
>;
export function createProformaFacts(db: Db): ProformaFacts {
  return createProformaRepo(db);
}

/**
 * Proforma and final disbursement accounts: the agent's editor, submission, withdrawal, the buyer's
 * view, exports. Its public API: the DA summaries of appointments (the agent's list).
 */
export function createProformasModule(deps: Omit<Parameters<typeof createProformaService>[0], 'repo'>) {
  const repo = createProformaRepo(deps.db);
  const proformas = createProformaService({ ...deps, repo });
  const exports = createProformaExportService({
    db: deps.db,
    repo,
    exports: createProformaExportRepo(deps.db),
    proformas,
    appointments: deps.appointments,
    clock: deps.clock,
  });
  return {
    routes: async (app: FastifyInstance) => {
      await proformaRoutes(app, { proformas });
      await proformaExportRoutes(app, { exports });
    },
    summaries: { summariesOf: proformas.summariesOf },
    /** The awarded agent's PDA draft from its quote, inside the award's transaction (requests module). */
    fromQuote: { draftFromQuote: proformas.draftFromQuote },
    /** The admin's QA tasks (issue 25): a submitted demo PDA, a deep copy of a DA. */
    qa: createProformaQa({ repo, evaluations: deps.evaluations, files: deps.files, clock: deps.clock }),
  };
}
export type ProformasModule = ReturnType<typeof createProformasModule>;
