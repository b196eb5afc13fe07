import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules/manifest';
import { createProposalsRepo } from './repo';
import { timestampRoutes } from './routes';
import { createTimestampExchange } from './service';

/**
 * Port-call events in DCSA (issue 44 item 3): a SOF's events out as DCSA JIT 1.2 timestamps, and
 * timestamps received (uploaded, or posted to the signed webhook by the buyer's systems) held as
 * proposals until the agent accepts them into the SOF through its add-event command, or rejects them.
 */
export const manifest = defineModule({
  name: 'dcsa-timestamps',
  summary: 'DCSA JIT timestamps of a SOF: export, upload and signed webhook in, proposals the agent accepts',
  needs: ['statement-of-facts', 'integrations'],
  build({ db, clock }, { 'statement-of-facts': sof, integrations }) {
    const exchange = createTimestampExchange({
      db,
      clock,
      repo: createProposalsRepo(db),
      sof: sof.exchange,
      authenticateWebhook: integrations.authenticateWebhook,
    });
    return { routes: (app: FastifyInstance) => timestampRoutes(app, exchange) };
  },
});
export type DcsaTimestampsModule = { routes: (app: FastifyInstance) => Promise<void> };
