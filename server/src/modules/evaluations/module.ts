import type { TAccountingCodeGroup } from '@portcall/contracts/evaluations';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { createPort, defineModule, pick } from '../../platform/modules/manifest';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { createOperationsScope } from '../../platform/scope/operations-scope';
import type { RegionScopeService } from '../../platform/scope/region';
import type { AccountDirectory } from '../account/module';
import type { AppointmentCore } from '../appointments/module';
import { targetOrNull } from '../notifications/module';
import type { ProformaFacts } from '../proformas/module';
import { createAccountingCodeBulk } from './accounting-codes';
import { createEvaluationAssignment } from './assignment';
import { evaluationAssignmentRoutes } from './assignment-routes';
import { benchmarkRoutes } from './benchmark-routes';
import { createLineBenchmarks } from './benchmarks';
import { createEvaluationCore } from './core';
import { createExpenseEvaluationService } from './expense-service';
import { createLineRepo } from './line-repo';
import type { FormulaEstimate } from './line-review';
import { evaluationLineRoutes } from './line-routes';
import { createEvaluationLines } from './lines';
import { createLoadReadModel } from './load-read-model';

export type { FormulaEstimate } from './line-review';

import { createDaQueueService } from './queue';
import { createDaQueueRepo } from './queue-read-model';
import { daQueueRoutes } from './queue-routes';
import { createReopenDa, reopenDaRoutes } from './reopen';
import { createReopenDaReadModel } from './reopen-read-model';
import { createEvaluationRepo, type EvaluationRepo } from './repo';
import { createRevisions } from './revision';
import { createRevisionRepo } from './revision-repo';
import { evaluationRevisionRoutes } from './revision-routes';
import { evaluationRoutes } from './routes';
import { createEvaluationService } from './service';
import { createBudgetWorkflow } from './workflow-budget';
import { createPaymentWorkflow, type PaymentsPort } from './workflow-payment';
import { createWorkflowRepo } from './workflow-repo';
import { evaluationWorkflowRoutes } from './workflow-routes';

export { earliestPaymentDueDate, type PaymentsPort } from './workflow-payment';

/** What the payments module reads and records on the evaluation of a DA (it depends on evaluations). */
const ofPaymentFunctions = ['findByProforma', 'find', 'update', 'approvedTotal', 'recordPaymentState'] as const;
export type EvaluationOfPayment = Pick<EvaluationRepo, (typeof ofPaymentFunctions)[number]>;

/**
 * The buyer's evaluation of each submitted DA: lines (verify, split, approve, send back), the DA
 * queue, assignment, budget commit, the payment request, charterer reports, accounting codes, reopen.
 * Its public API: the hooks a DA's submission and withdrawal call, reach (notifications), the
 * evaluations of appointments (dashboard), and what payments read and record.
 */
export function createEvaluationsModule(deps: {
  db: Db;
  appointments: Pick<AppointmentCore, 'reach'>;
  profiles: Pick<AccountDirectory, 'findProfileSummaries'>;
  buyers: Pick<BuyerScope, 'buyerCompany' | 'authorise'>;
  /** The buyer's departments (settings), for the department's accounting codes. */
  departments: { findDepartment(id: number): Promise<{ companyId: number } | undefined> };
  regionScope: Pick<RegionScopeService, 'regionScopeFor'>;
  files: FileStorage;
  clock: () => Date;
  notifier: Notifier;
  findPeople: FindPeople;
  /** The domain event bus: a DA's withdrawal and revision are announced on it. */
  events?: Pick<EventBus, 'publish'>;
}) {
  const { db, notifier, findPeople } = deps;
  // An evaluation reads (and a reopen writes back) the DA it evaluates, asks the published formula
  // for a line's estimate, and a payment request creates a payment: proformas, the port estimator
  // and payments are built on evaluations and plug into these ports.
  const ports = {
    proformas: createPort<ProformaFacts>('evaluations.proformas'),
    formulaEstimate: createPort<{ estimateExpense: FormulaEstimate }>('evaluations.formulaEstimate'),
    payments: createPort<PaymentsPort>('evaluations.payments'),
  };
  const proformas = ports.proformas.proxy;
  const formulaEstimate: FormulaEstimate = (input) => ports.formulaEstimate.get().estimateExpense(input);
  const repo = createEvaluationRepo(db);
  const base = { db, repo, proformas, appointments: deps.appointments, clock: deps.clock };
  const core = createEvaluationCore({ ...base, events: deps.events });
  const revisions = createRevisions({
    db,
    repo,
    lines: createLineRepo(db),
    revisions: createRevisionRepo(db),
    core,
    proformas,
    events: deps.events,
  });
  const expenses = createExpenseEvaluationService({ ...base, core, files: deps.files, notifier, findPeople });
  const assignment = createEvaluationAssignment({ db, repo, core, profiles: deps.profiles, notifier });
  const evaluations = createEvaluationService({
    ...base,
    core,
    expenses,
    buyers: deps.buyers,
    loadScope: createLoadReadModel(db),
    regionScope: deps.regionScope,
    departments: deps.departments,
    // The appointments module's own rules of who may act, for the load's one-statement scope check.
    scope: createOperationsScope({ regionScope: deps.regionScope }),
  });
  const workflow = { ...base, core, workflow: createWorkflowRepo(db) };
  return {
    ports,
    routes: async (app: FastifyInstance) => {
      await evaluationRoutes(app, { evaluations, expenses });
      await evaluationLineRoutes(app, createEvaluationLines({ ...base, core, notifier, findPeople, formulaEstimate }));
      await evaluationAssignmentRoutes(app, { assignment });
      await benchmarkRoutes(app, { benchmarks: createLineBenchmarks({ db, core }) });
      await evaluationRevisionRoutes(app, { revisions });
      await daQueueRoutes(app, {
        queue: createDaQueueService({ repo: createDaQueueRepo(db), regionScope: deps.regionScope }),
      });
      // The workflow calls (budget, payment request, charterer report, codes) and reopen.
      await evaluationWorkflowRoutes(app, {
        budget: createBudgetWorkflow({ ...workflow, notifier, findPeople }),
        payment: createPaymentWorkflow({ ...workflow, payments: ports.payments.proxy, notifier }),
        codes: createAccountingCodeBulk({ ...base, core, buyers: deps.buyers }),
      });
      await reopenDaRoutes(app, {
        reopen: createReopenDa({
          db,
          evaluations: repo,
          proformas,
          clock: deps.clock,
          notifier,
          findPeople,
        }),
        search: createReopenDaReadModel(db),
      });
    },
    /** What a DA's submission, withdrawal and revision do to its evaluation (proformas' EvaluationHooks). */
    hooks: {
      ...core,
      requireRevisable: revisions.requireRevisable,
      reviseForProforma: revisions.reviseForProforma,
      sentBackLines: revisions.sentBackLines,
    },
    reach: { reach: core.reach },
    listForAppointments: assignment.listForAppointments,
    ofPayment: pick(repo, ofPaymentFunctions) as EvaluationOfPayment,
    async appointmentOf(evaluationId: number) {
      return (await repo.find(evaluationId))?.appointmentId;
    },
    /**
     * A file the agent attached to an expense (a line of the DA, `expenseId` its proforma expense
     * id) of the evaluation, for a buyer who may view it (the translator reads it); 404 otherwise.
     */
    async expenseAttachment(caller: Caller, evaluationId: number, expenseId: number, attachmentId: number) {
      const row = await core.reach(caller, ['DA_VIEW', 'DA_EVALUATION_VIEW'], evaluationId);
      const file = (await proformas.attachments([row.proformaId])).find(
        (a) => a.id === attachmentId && a.expenseId === expenseId,
      );
      if (!file) throw notFound();
      return { filename: file.filename, content: await deps.files.read(file.fileId) };
    },
  };
}
export type EvaluationsModule = ReturnType<typeof createEvaluationsModule>;

/**
 * The demo seed's accounting codes (server/seed): a buyer's codes added when it has none yet, each
 * audited as a CREATE, so the demo evaluator has codes to give the lines of a final DA.
 */
export function createAccountingCodeSeeder(db: Db) {
  const repo = createEvaluationRepo(db);
  return async function seedCodes(
    companyId: number,
    profileId: number | null,
    codes: Array<{ code: string; subAccount?: string; description: string; group: TAccountingCodeGroup }>,
  ) {
    if ((await repo.accountingCodes(companyId)).length > 0) return;
    await db.transaction(async (tx) => {
      for (const c of codes) {
        const row = await repo.insertAccountingCode(
          {
            companyId,
            code: c.code,
            subAccount: c.subAccount ?? null,
            description: c.description,
            groupCode: c.group,
            isActive: true,
          },
          tx,
        );
        if (row)
          await writeAudit(tx, {
            profileId,
            companyId,
            entity: 'accounting_code',
            entityId: row.id,
            action: 'CREATE',
            after: { code: row.code, subAccount: row.subAccount, group: row.groupCode },
          });
      }
    });
  };
}

export const manifest = defineModule({
  name: 'evaluations',
  summary: "the buyer's evaluation of each DA: lines, the DA queue, assignment, budget, payment request, codes, reopen",
  needs: ['appointments', 'account', 'settings', 'notifications'],
  build({ db, files, clock, events }, { appointments, account, settings, notifications }) {
    const evaluations = createEvaluationsModule({
      db,
      appointments: appointments.core,
      profiles: account.directory,
      buyers: account.buyerScope,
      departments: { findDepartment: (id) => settings.departments.findDepartment(id) },
      regionScope: settings.regionScope,
      files,
      clock,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      events,
    });
    notifications.registerTarget('EVALUATION', (caller, id) =>
      targetOrNull(async () => {
        if (caller.type === 'BUYER') {
          await evaluations.reach.reach(caller, 'DA_EVALUATION_VIEW', id);
          return `/secured/buyer/da-tool/evaluation/${id}`;
        }
        // A supplier reads its DA where it wrote it: the appointment's DA page.
        const appointmentId = await evaluations.appointmentOf(id);
        if (appointmentId === undefined || caller.type === 'ADMIN') throw notFound();
        await appointments.core.reach(caller, { authority: 'DA_VIEW', supplier: true }, appointmentId);
        return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${appointmentId}/proforma`;
      }),
    );
    return evaluations;
  },
});
