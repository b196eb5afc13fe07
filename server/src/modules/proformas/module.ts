import type { FastifyInstance } from 'fastify';
import { createPort, defineModule, pick } from '../../platform/modules/manifest';
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

const factFunctions = [
  'find',
  'update',
  'expenses',
  'attachments',
  'submittedOfAppointment',
  'hasSubmittedFinal',
  'lastUsedBankAccount',
] as const;
/**
 * What other modules read of DAs without the proforma services: an evaluation reads the DA it
 * evaluates (and a reopened DA goes back to SUBMITTED), bank accounts ask which account a buyer's
 * DAs used last, appointments whether final DAs were submitted, the translator an expense's file.
 */
export type ProformaFacts = Pick<ProformaRepo, (typeof factFunctions)[number]>;
/** A document the DA helper read, attached to the lines it filled (the da-helper module plugs in). */
export type HelperDocumentsPort = Parameters<typeof createProformaService>[0]['helperDocuments'];

/**
 * Proforma and final disbursement accounts: the agent's editor, submission, withdrawal, the buyer's
 * view, exports. Its public API: the DA summaries of appointments (the agent's list).
 */
export function createProformasModule(
  deps: Omit<Parameters<typeof createProformaService>[0], 'repo' | 'helperDocuments'>,
) {
  const ports = { helperDocuments: createPort<HelperDocumentsPort>('proformas.helperDocuments') };
  const repo = createProformaRepo(deps.db);
  const proformas = createProformaService({ ...deps, repo, helperDocuments: ports.helperDocuments.proxy });
  const exports = createProformaExportService({
    db: deps.db,
    repo,
    exports: createProformaExportRepo(deps.db),
    proformas,
    appointments: deps.appointments,
    clock: deps.clock,
  });
  return {
    ports,
    facts: pick(repo, factFunctions) as ProformaFacts,
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

export const manifest = defineModule({
  name: 'proformas',
  summary: "proforma and final DAs: the supplier's editor, submission, withdrawal, the buyer's view, exports",
  needs: ['appointments', 'bank-accounts', 'refdata', 'evaluations', 'notifications'],
  fills: ['appointments.disbursements', 'bank-accounts.usage', 'evaluations.proformas'],
  build({ db, files, clock }, { appointments, 'bank-accounts': bankAccounts, refdata, evaluations, notifications }) {
    const proformas = createProformasModule({
      db,
      appointments: appointments.core,
      bankAccounts: bankAccounts.accounts,
      currencies: refdata.currencies,
      files,
      evaluations: evaluations.hooks,
      clock,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
    });
    // platform-core §4: no cancel with submitted FDAs; the supplier's list shows the DA figures.
    appointments.ports.disbursements.fill({
      hasFinalDisbursements: (id, tx) => proformas.facts.hasSubmittedFinal(id, tx),
      summariesOf: (ids) => proformas.summaries.summariesOf(ids),
    });
    bankAccounts.ports.usage.fill(proformas.facts);
    evaluations.ports.proformas.fill(proformas.facts);
    return proformas;
  },
});
