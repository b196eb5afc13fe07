import { ZEstimationAccuracy, ZPortAccuracy } from '@portcall/contracts/estimation-accuracy';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import type { Backtest } from './backtest';

const ZIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Read by the administrators who write formulas and analyse ports (ADMIN_PORT_ANALYSIS). */
const access: Access = { profileTypes: ['ADMIN'], authority: 'ADMIN_PORT_ANALYSIS' };

/**
 * The accuracy backtest (issue 26 item 4; not in the spec, docs/api.md): beside a formula under the
 * formulas' base, and beside a port under port analysis's.
 */
export async function backtestRoutes(app: FastifyInstance, deps: { backtest: Backtest }) {
  const r = api(app);
  r.get(
    '/da-app/secured/expense-estimation/:estimationId/accuracy',
    {
      schema: {
        tags: ['estimations'],
        params: z.object({ estimationId: ZIdParam }),
        response: { 200: ZEstimationAccuracy, ...errorResponses },
      },
      config: { access },
    },
    (request) => deps.backtest.forEstimation(request.params.estimationId),
  );
  r.get(
    '/port-analysis/secured/port/:id/accuracy',
    {
      schema: {
        tags: ['port-analysis'],
        params: z.object({ id: ZIdParam }),
        response: { 200: ZPortAccuracy, ...errorResponses },
      },
      config: { access },
    },
    (request) => deps.backtest.forPort(request.params.id),
  );
}
