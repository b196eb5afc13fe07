import { ZReopenDa, ZReopenDaAnswer, ZReopenDaParams } from '@portcall/contracts/evaluation-workflow';
import { policyAccess } from '@portcall/contracts/policy';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { type Caller, callerOf } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { ProformaFacts } from '../proformas/module';
import type { EvaluationRepo } from './repo';

/**
 * Reopen DA (platform-core §6 "reopen DA"): an administrator with ADMIN_REOPEN_DA and
 * the REOPEN_DA product takes a withdrawn DA back to SUBMITTED and its closed (WITHDRAWN or DELETED)
 * evaluation back to OPEN, with a reason kept in the audit log. Never once its payment is PAID.
 */
export function createReopenDa(deps: {
  db: Db;
  evaluations: Pick<EvaluationRepo, 'findByProforma' | 'find' | 'update'>;
  proformas: Pick<ProformaFacts, 'find' | 'update'>;
  clock: () => Date;
}) {
  const { db } = deps;
  return {
    async reopen(caller: Caller, proformaId: number, reason: string) {
      return db.transaction(async (tx) => {
        const proforma = await deps.proformas.find(proformaId, tx, true);
        const found = await deps.evaluations.findByProforma(proformaId, tx);
        if (!proforma || !found) throw notFound();
        const evaluation = await deps.evaluations.find(found.id, tx, true);
        if (!evaluation) throw notFound();
        if (evaluation.status === 'OPEN')
          throw new AppError(409, 'REOPEN_DA_NOT_ALLOWED', undefined, { state: evaluation.status });
        // The evaluation row is locked: a payment transition (which records its state here) waits.
        if (evaluation.paymentState === 'PAID') throw conflict('REOPEN_DA_PAID');
        const reopened = await deps.evaluations.update(evaluation.id, evaluation.version, { status: 'OPEN' }, tx);
        if (!reopened) throw conflict('STALE_VERSION');
        let proformaStatus = proforma.status;
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
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'proforma',
          entityId: proforma.id,
          action: 'REOPEN_DA',
          before: { proformaStatus: proforma.status, evaluationStatus: evaluation.status },
          after: { proformaStatus, evaluationStatus: 'OPEN', reason },
        });
        return { proformaId: proforma.id, evaluationId: evaluation.id, proformaStatus, evaluationStatus: 'OPEN' };
      });
    },
  };
}

/** The admin route family "reopen-da" (docs/api.md). */
export async function reopenDaRoutes(app: FastifyInstance, deps: { reopen: ReturnType<typeof createReopenDa> }) {
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
