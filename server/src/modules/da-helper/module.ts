import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { JobQueue } from '../../platform/jobs/runner';
import { defineModule } from '../../platform/modules/manifest';
import type { AppointmentCore } from '../appointments/module';
import type { EvaluationsModule } from '../evaluations/module';
import type { ProformaFacts } from '../proformas/module';
import type { RefdataModule } from '../refdata/module';
import { createDaHelperAi } from './ai';
import { defaultDaEngine } from './default-engine';
import type { DaEngine } from './engine';
import type { DaSection } from './recognise/types';
import { createDaHelperRepo } from './repo';
import { daHelperRoutes } from './routes';
import { createDaHelperService } from './service';

/** A document the helper read for an agent's DA, as the DA's line attachment takes it. */
export interface HelperDocument {
  fileId: string;
  filename: string;
}
export interface HelperDocuments {
  /**
   * The document of a helper run a supplier company registered for an appointment's DA; null for any
   * other (another company's, a buyer's evaluation run, another appointment's).
   */
  documentOf(
    input: { companyId: number; appointmentId: number; recordId: number },
    tx?: Db,
  ): Promise<HelperDocument | null>;
}

/**
 * What the proforma editor's save reads of the helper (issue 47 item 7): the document a read line
 * came from. Proformas are built before the helper, so this comes from the repository.
 */
export function createHelperDocuments(db: Db): HelperDocuments {
  const repo = createDaHelperRepo(db);
  return {
    async documentOf({ companyId, appointmentId, recordId }, tx = db) {
      const record = await repo.findRecord(recordId, tx);
      if (!record || record.companyId !== companyId) return null;
      if (record.kind !== 'PROFORMA' || record.appointmentId !== appointmentId) return null;
      return { fileId: record.fileKey, filename: record.fileName };
    },
  };
}

/**
 * The DA helper (issue 27, operations §7 "Document helper and translation"): agents read their own
 * PDA/FDA files into the proforma editor, buyers read the invoices attached to an evaluation, and the
 * separate AI service under /ai runs the same reading as background jobs. It reads the expense
 * catalogue and currencies from refdata, and reaches rows through appointments, evaluations and
 * proformas. Its public API is its routes.
 */
export function createDaHelperModule(deps: {
  db: Db;
  files: FileStorage;
  jobs: JobQueue;
  clock: () => Date;
  refdata: Pick<RefdataModule, 'catalogue' | 'currencies'>;
  appointments: Pick<AppointmentCore, 'reach'>;
  evaluations: EvaluationsModule['reach'];
  proformas: Pick<ProformaFacts, 'find' | 'expenses'>;
  engine?: DaEngine;
}) {
  const repo = createDaHelperRepo(deps.db);
  const engine = deps.engine ?? defaultDaEngine;
  const helper = createDaHelperService({
    db: deps.db,
    repo,
    files: deps.files,
    engine,
    clock: deps.clock,
    appointments: deps.appointments,
    evaluations: deps.evaluations,
    proformas: deps.proformas,
    reference: {
      async catalogue() {
        const items = await deps.refdata.catalogue.activeItems();
        return items.map((i) => ({
          id: i.id,
          code: i.code,
          name: i.name,
          section: i.sectionCode.replace('_EXPENSES', '') as DaSection,
          category: i.categoryName,
        }));
      },
      async currencies() {
        const rows = await deps.refdata.currencies.list();
        return rows.map((c) => ({ code: c.code, decimals: c.minorUnits }));
      },
    },
  });
  const ai = createDaHelperAi({
    db: deps.db,
    repo,
    files: deps.files,
    engine,
    jobs: deps.jobs,
    clock: deps.clock,
    contextFor: helper.contextFor,
  });
  return {
    routes: (app: FastifyInstance) => daHelperRoutes(app, { helper, ai }),
  };
}

export type DaHelperModule = ReturnType<typeof createDaHelperModule>;

export const manifest = defineModule({
  name: 'da-helper',
  summary: "the DA helper: suppliers' documents read into DAs, buyers' invoices checked, the /ai jobs",
  needs: ['refdata', 'appointments', 'evaluations', 'proformas'],
  fills: ['proformas.helperDocuments'],
  build({ db, files, jobs, clock }, { refdata, appointments, evaluations, proformas }) {
    // The helper's own stored file is attached to the lines it read (proformas asks it by run).
    proformas.ports.helperDocuments.fill(createHelperDocuments(db));
    return createDaHelperModule({
      db,
      files,
      jobs,
      clock,
      refdata,
      appointments: appointments.core,
      evaluations: evaluations.reach,
      proformas: proformas.facts,
    });
  },
});
