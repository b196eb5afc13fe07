import {
  ZReopenDa,
  ZReopenDaAnswer,
  ZReopenDaPage,
  ZReopenDaParams,
  ZReopenDaSearch,
} from '@portcall/contracts/evaluation-workflow';
import { formatMessage } from '@portcall/contracts/messages';
import { policyAccess } from '@portcall/contracts/policy';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { type Caller, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import { requireAllowed } from '../../platform/http/policy';
import { createOutbox, type FindPeople, type Notifier } from '../../platform/notify';
import type { ProformaFacts } from '../proformas/module';
import { requirePaymentOpen } from './payment-guard';
import type { ReopenDaReadModel } from './reopen-read-model';
import type { EvaluationRepo } from './repo';

/**
 * Reopen DA (platform-core §6 "reopen DA"): an administrator with ADMIN_REOPEN_DA and the
 * REOPEN_DA product takes a DA back into evaluation, with a reason kept in the audit log. A
 * withdrawn DA goes back to SUBMITTED and its closed (WITHDRAWN or DELETED) evaluation to OPEN; an
 * approved DA (an open evaluation with approved lines) has its approvals undone, its lines back to
 * VERIFIED, while its payment does not hold the approved money yet. Never once its payment is PAID.
 * The buyer's DA people and the agent are told, with the reason.
 */
export function createReopenDa(deps: {
  db: Db;
  evaluations: Pick<EvaluationRepo, 'findByProforma' | 'find' | 'update' | 'items' | 'updateItem'>;
  proformas: Pick<ProformaFacts, 'find' | 'update'>;
  clock: () => Date;
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
  findPeople?: FindPeople;
}) {
  const { db } = deps;
  return {
    async reopen(caller: Caller, proformaId: number, reason: string) {
      requireAllowed('REOPEN_DA', caller);
      const outbox = createOutbox(deps.notifier);
      const answer = await db.transaction(async (tx) => {
        const proforma = await deps.proformas.find(proformaId, tx, true);
        const found = await deps.evaluations.findByProforma(proformaId, tx);
        if (!proforma || !found) throw notFound();
        const evaluation = await deps.evaluations.find(found.id, tx, true);
        if (!evaluation) throw notFound();
        // The evaluation row is locked: a payment transition (which records its state here) waits.
        if (evaluation.paymentState === 'PAID') throw conflict('REOPEN_DA_PAID');
        let proformaStatus = proforma.status;
        let undone = 0;
        if (evaluation.status === 'OPEN') {
          const approved = (await deps.evaluations.items(evaluation.id, tx)).filter((i) => i.status === 'APPROVED');
          if (approved.length === 0)
            throw new AppError(409, 'REOPEN_DA_NOT_ALLOWED', undefined, { state: evaluation.status });
          await requirePaymentOpen(tx, evaluation.id);
          for (const item of approved) {
            const back = await deps.evaluations.updateItem(
              item.id,
              item.version,
              { status: 'VERIFIED', approvedById: null, approvedAt: null },
              tx,
            );
            if (!back) throw conflict('STALE_VERSION');
          }
          undone = approved.length;
        } else {
          const reopened = await deps.evaluations.update(evaluation.id, evaluation.version, { status: 'OPEN' }, tx);
          if (!reopened) throw conflict('STALE_VERSION');
          if (proforma.status === 'WITHDRAWN') {
            const updated = await deps.proformas.update(
              proforma.id,
              proforma.version,
              { status: 'SUBMITTED', updatedAt: deps.clock() },
              tx,
            );
            if (!updated) throw conflict('STALE_VERSION');
            proformaStatus = updated.status;
          }
        }
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'proforma',
          entityId: proforma.id,
          action: 'REOPEN_DA',
          before: { proformaStatus: proforma.status, evaluationStatus: evaluation.status },
          after: { proformaStatus, evaluationStatus: 'OPEN', reason, approvalsUndone: undone },
        });
        if (deps.findPeople) {
          const who = { product: 'DA_TOOL' as const, authorities: ['DA_VIEW' as const] };
          const people = [
            ...(await deps.findPeople(
              { ...who, companyId: evaluation.companyId, appointmentId: evaluation.appointmentId },
              tx,
            )),
            ...(await deps.findPeople({ ...who, companyId: proforma.supplierId }, tx)),
          ];
          await outbox.record(
            [
              {
                profileIds: people,
                eventType: 'EVALUATION',
                eventId: evaluation.id,
                eventMessage: formatMessage('REOPEN_DA_NOTICE', { proformaId: proforma.id, reason }),
              },
            ],
            tx,
          );
        }
        return { proformaId: proforma.id, evaluationId: evaluation.id, proformaStatus, evaluationStatus: 'OPEN' };
      });
      await outbox.deliver();
      return answer;
    },
  };
}

/** The admin route family "reopen-da" (docs/api.md): the search of DAs, and the reopen itself. */
export async function reopenDaRoutes(
  app: FastifyInstance,
  deps: { reopen: ReturnType<typeof createReopenDa>; search: ReopenDaReadModel },
) {
  api(app).get(
    '/da-app/secured/admin/reopen-da',
    {
      schema: {
        tags: ['evaluations'],
        querystring: ZReopenDaSearch,
        response: { 200: ZReopenDaPage, ...errorResponses },
      },
      config: { access: policyAccess('REOPEN_DA') },
    },
    (request) => deps.search.search(request.query),
  );
  api(app).post(
    '/da-app/secured/admin/reopen-da/:proformaId',
    {
      schema: {
        tags: ['evaluations'],
        params: ZReopenDaParams,
        body: ZReopenDa,
        response: { 200: ZReopenDaAnswer, ...errorResponses },
      },
      config: { access: policyAccess('REOPEN_DA') },
    },
    (request) => deps.reopen.reopen(callerOf(request), request.params.proformaId, request.body.reason),
  );
}
