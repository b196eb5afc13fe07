import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { defineModule } from '../../platform/modules/manifest';
import type { RegionScopeService } from '../../platform/scope/region';
import type { PaymentsPort } from '../evaluations/module';
import { targetOrNull } from '../notifications/module';
import { createBankFileRepo } from './bank-files/repo';
import { bankFileRoutes } from './bank-files/routes';
import { type CreditorAccounts, createBankFiles } from './bank-files/service';
import { createPaymentCore, type PaymentDeps } from './core';
import { subscribeToEvaluations } from './evaluation-reactions';
import { createIdempotency } from './idempotency';
import { createPaymentInstructionRepo, createPaymentInstructionService } from './instructions';
import { createPaymentListService } from './list';
import { createPaymentListRepo } from './list-read-model';
import { paymentListRoutes } from './list-routes';
import { createPaymentRepo } from './repo';
import { paymentRoutes } from './routes';
import { createPaymentService } from './service';
import { createPaymentSettingsService } from './settings';

/**
 * Payments of DAs (review, four-eyes approval, pay with remittance, idempotent), payment
 * instructions, cash-flow accounts and the financial lists. Its public API: what an evaluation's
 * payment request asks (PaymentsPort), the payment states of appointments for the dashboard and the
 * agent's list, a payment's load (notifications), and the idempotency-key sweep.
 */
export function createPaymentsModule(
  deps: Omit<PaymentDeps, 'repo' | 'instructions'> & {
    regionScope: Pick<RegionScopeService, 'regionScopeFor'>;
    /** The evaluations' announcements a payment follows (evaluation-reactions.ts). */
    events?: Pick<EventBus, 'subscribe'>;
    /** The agent's bank account of each DA: the creditor of the payment file (bank-files). */
    creditors: CreditorAccounts;
  },
) {
  const { db } = deps;
  const repo = createPaymentRepo(db);
  if (deps.events) subscribeToEvaluations({ events: deps.events, repo, evaluations: deps.evaluations });
  const instructions = createPaymentInstructionRepo(db);
  const payments = createPaymentService({ ...deps, repo, instructions });
  const full = { ...deps, repo, instructions };
  const bankFiles = createBankFiles({
    ...full,
    bankFiles: createBankFileRepo(db),
    core: createPaymentCore(full),
    idempotency: createIdempotency(full),
  });
  const list = createPaymentListService({
    db,
    repo: createPaymentListRepo(db),
    regionScope: deps.regionScope,
  });
  return {
    routes: async (app: FastifyInstance) => {
      await paymentRoutes(app, {
        payments,
        instructions: createPaymentInstructionService({ db, repo: instructions }),
        settings: createPaymentSettingsService({ db, repo }),
      });
      await paymentListRoutes(app, { list, clock: deps.clock });
      await bankFileRoutes(app, { bankFiles });
    },
    forEvaluations: { instructions, requests: payments } satisfies PaymentsPort,
    forDashboard: list.forDashboard,
    forSupplierList: list.forSupplierList,
    load: payments.load,
    startIdempotencySweep: payments.startIdempotencySweep,
  };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

/**
 * The payment-instruction calls as the demo seed makes them (server/seed): the same service, so a
 * seeded instruction holds to the rules (reviewer authority, named people of the company) and is
 * audited like one added on the Financial page.
 */
export function createPaymentInstructionSeeder(db: Db) {
  const service = createPaymentInstructionService({ db, repo: createPaymentInstructionRepo(db) });
  return { create: service.create, listOwn: service.listOwn };
}

export const manifest = defineModule({
  name: 'payments',
  summary:
    'payments of DAs (review, four-eyes approval, pay), payment instructions, cash-flow accounts, the financial lists',
  needs: [
    'evaluations',
    'appointments',
    'account',
    'refdata',
    'settings',
    'notifications',
    'proformas',
    'bank-accounts',
  ],
  fills: ['appointments.payments', 'evaluations.payments'],
  build(
    { db, files, clock, events, log, onClose },
    { evaluations, appointments, account, refdata, settings, notifications, proformas, 'bank-accounts': bankAccounts },
  ) {
    const payments = createPaymentsModule({
      db,
      evaluations: evaluations.ofPayment,
      appointments: appointments.core,
      companies: { isBuyer: async (id, tx) => (await account.directory.findCompanyById(id, tx))?.type === 'BUYER' },
      files,
      currencies: refdata.currencies,
      clock,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      regionScope: settings.regionScope,
      events,
      creditors: {
        proforma: (id, tx) => proformas.facts.find(id, tx),
        account: (supplierId, id, currency, tx) => bankAccounts.accounts.findUsable(supplierId, id, currency, tx),
      },
    });
    appointments.ports.payments.fill({ paymentsOf: payments.forSupplierList });
    evaluations.ports.payments.fill(payments.forEvaluations);
    // A payment lives on the buyer's financial page (its list holds every step's queue).
    notifications.registerTarget('PAYMENT', (caller, id) =>
      targetOrNull(async () => {
        if (caller.type !== 'BUYER') throw new AppError(404, 'NOT_FOUND');
        await payments.load(caller, id);
        return '/secured/buyer/financial';
      }),
    );
    // Expired Idempotency-Keys are purged hourly while the app runs (docs/decisions.md "Payments").
    const stopSweep = payments.startIdempotencySweep(undefined, (error) =>
      log.warn({ err: error }, 'idempotency key purge failed'),
    );
    onClose(stopSweep);
    return payments;
  },
});
