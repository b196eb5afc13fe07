import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/http/access';
import { defineModule } from '../../platform/modules/manifest';
import { targetOrNull } from '../notifications/module';
import { createAwardService } from './award-service';
import { createCaseService } from './case-service';
import { createCompareService } from './compare-service';
import { createRequestsCore, type RequestsDeps } from './core';
import { createRequestListsReadModel } from './list-read-model';
import { createRequestPagesReadModel } from './page-read-model';
import { createPricelistService } from './pricelist-service';
import { createRequestsRepo } from './repo';
import { createRequestService } from './request-service';
import { createRequestsReadModel } from './requests-read-model';
import { requestRoutes } from './routes';
import { createScorecardsReadModel } from './scorecards-read-model';
import { createWizardService } from './wizard-service';

/**
 * Requests for quotation: the buyer's request-case wizard, one request per invited agent with its
 * quote, comments per expense, the comparison, the award of a quote (one command making the port
 * call, appointment and PDA draft through their modules), the public shared page, and the agent's
 * price list with auto-quote.
 */
export function createRequestsModule(deps: RequestsDeps & { sharedRateLimit?: number }) {
  const ctx = {
    ...deps,
    repo: createRequestsRepo(deps.db),
    read: createRequestsReadModel(deps.db),
    lists: createRequestListsReadModel(deps.db),
    pages: createRequestPagesReadModel(deps.db),
    scorecards: createScorecardsReadModel(deps.db),
  };
  const core = createRequestsCore(ctx);
  const wizard = createWizardService(ctx, core);
  const services = {
    wizard,
    requests: createRequestService(ctx, core),
    cases: createCaseService(ctx, core, wizard),
    compare: createCompareService(ctx, core),
    award: createAwardService(ctx, core),
    pricelist: createPricelistService(ctx, core),
    sharedRateLimit: deps.sharedRateLimit ?? 30,
  };
  return {
    routes: (app: FastifyInstance) => requestRoutes(app, services),
    /** Where a REQUEST notification lands: the buyer's case page or the agent's request page. */
    async target(caller: Caller, requestId: number) {
      const { requestCase, side } = await core.reachRequest(caller, requestId, {
        buyer: 'DA_REQUESTS_VIEW',
        agent: true,
      });
      return side === 'BUYER'
        ? `/secured/buyer/da-tool/request-case/${requestCase.id}`
        : `/secured/agent/da-tool/request/${requestId}`;
    },
  };
}
export type RequestsServices = {
  wizard: ReturnType<typeof createWizardService>;
  requests: ReturnType<typeof createRequestService>;
  cases: ReturnType<typeof createCaseService>;
  compare: ReturnType<typeof createCompareService>;
  award: ReturnType<typeof createAwardService>;
  pricelist: ReturnType<typeof createPricelistService>;
  sharedRateLimit: number;
};
export type { AwardPorts, RequestsDeps } from './core';

export type RequestsModule = ReturnType<typeof createRequestsModule>;

export const manifest = defineModule({
  name: 'requests',
  summary: 'requests for quotation: the wizard, cases, quotes, comparison, the award, price lists',
  needs: ['port-calls', 'appointments', 'proformas', 'refdata', 'notifications'],
  build(
    { db, clock, mailer, files, config },
    { 'port-calls': portCalls, appointments, proformas, refdata, notifications },
  ) {
    const requests = createRequestsModule({
      db,
      clock,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      mailer,
      files,
      publicUrl: config.publicUrl,
      shareCodeDays: config.rfqShareCodeDays,
      currencies: refdata.currencies,
      // Awarding a quote is one transaction: these run inside it with its handle (award-service.ts).
      award: {
        openPortCall: (caller, input, tx) => portCalls.services.portCalls.openForRequest(caller, input, tx),
        addAgent: (caller, portCallId, agentId, tx) =>
          portCalls.services.portCalls.addAgent(caller, portCallId, agentId, tx),
        appoint: (caller, input, within) => appointments.appointing.appointForRequest(caller, input, within),
        draftProforma: (caller, input, tx) => proformas.fromQuote.draftFromQuote(caller, input, tx),
      },
    });
    notifications.registerTarget('REQUEST', (caller, id) => targetOrNull(() => requests.target(caller, id)));
    return requests;
  },
});
