import type { TAccountingCodeGroup } from '@portcall/contracts/evaluations';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import { createOperationsScope } from '../../platform/scope/operations-scope';
import type { RegionScopeService } from '../../platform/scope/region';
import type { AccountDirectory } from '../account/module';
import type { AppointmentCore } from '../appointments/module';
import type { ProformaFacts } from '../proformas/module';
import { createAccountingCodeBulk } from './accounting-codes';
import { createEvaluationAssignment } from './assignment';
import { evaluationAssignmentRoutes } from './assignment-routes';
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
export type EvaluationOfPayment = Pick<
  EvaluationRepo,
  | 'findByProforma'
  | 'find'
  | 'update'
  | 'approvedTotal'
  | 'recordPaymentState'
  | 'recordPaymentStates'
  | 'payableWithoutPayment'
>;

/**
 * The buyer's evaluation of each submitted DA: lines (verify, split, approve, send back), the DA
 * queue, assignment, budget commit, the payment request, charterer reports, accounting codes, reopen.
 * Its public API: the hooks a DA's submission and withdrawal call, reach (notifications), the
 * evaluations of appointments (dashboard), and what payments read and record.
 */
export function createEvaluationsModule(deps: {
  db: Db;
  proformas: ProformaFacts;
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
  /** The published formula's estimate of a line (port estimator, built later: a forward port). */
  formulaEstimate?: FormulaEstimate;
  /** The domain event bus: a DA's withdrawal and revision are announced on it. */
  events?: Pick<EventBus, 'publish'>;
}) {
  const { db, notifier, findPeople } = deps;
  const repo = createEvaluationRepo(db);
  const base = { db, repo, proformas: deps.proformas, appointments: deps.appointments, clock: deps.clock };
  const core = createEvaluationCore({ ...base, events: deps.events });
  const revisions = createRevisions({
    db,
    repo,
    lines: createLineRepo(db),
    revisions: createRevisionRepo(db),
    core,
    proformas: deps.proformas,
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
    routes: async (app: FastifyInstance) => {
      await evaluationRoutes(app, { evaluations, expenses });
      await evaluationLineRoutes(
        app,
        createEvaluationLines({ ...base, core, notifier, findPeople, formulaEstimate: deps.formulaEstimate }),
      );
      await evaluationAssignmentRoutes(app, { assignment });
      await evaluationRevisionRoutes(app, { revisions });
      await daQueueRoutes(app, {
        queue: createDaQueueService({ repo: createDaQueueRepo(db), regionScope: deps.regionScope }),
      });
    },
    /** The workflow calls (budget, payment request, charterer report, codes) and reopen: they need payments. */
    workflowRoutes: (payments: PaymentsPort) => async (app: FastifyInstance) => {
      await evaluationWorkflowRoutes(app, {
        budget: createBudgetWorkflow({ ...workflow, notifier, findPeople }),
        payment: createPaymentWorkflow({ ...workflow, payments, notifier }),
        codes: createAccountingCodeBulk({ ...base, core, buyers: deps.buyers }),
      });
      await reopenDaRoutes(app, {
        reopen: createReopenDa({
          db,
          evaluations: repo,
          proformas: deps.proformas,
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
    ofPayment: repo as EvaluationOfPayment,
    async appointmentOf(evaluationId: number) {
      return (await repo.find(evaluationId))?.appointmentId;
    },
    /**
     * A file the agent attached to an expense (a line of the DA, `expenseId` its proforma expense
     * id) of the evaluation, for a buyer who may view it (the translator reads it); 404 otherwise.
     */
    async expenseAttachment(caller: Caller, evaluationId: number, expenseId: number, attachmentId: number) {
      const row = await core.reach(caller, ['DA_VIEW', 'DA_EVALUATION_VIEW'], evaluationId);
      const file = (await deps.proformas.attachments([row.proformaId])).find(
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
