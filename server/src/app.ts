import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@portcall/contracts/messages';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAccountRepo } from './modules/account/repo';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createAgentDirectoryModule } from './modules/agent-directory/module';
import { createCompanyDirectory } from './modules/appointments/directory';
import { createAppointmentRepo } from './modules/appointments/repo';
import { appointmentRoutes } from './modules/appointments/routes';
import { createAppointmentServices } from './modules/appointments/services';
import { createAssignmentsModule } from './modules/assignments/module';
import { type AuthModule, createAuthModule } from './modules/auth/module';
import { type BankAccountsModule, createBankAccountsModule } from './modules/bank-accounts/module';
import { createDashboardRepo } from './modules/dashboard/dashboard-read-model';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { createAccountingCodeBulk } from './modules/evaluations/accounting-codes';
import { createEvaluationAssignment } from './modules/evaluations/assignment';
import { evaluationAssignmentRoutes } from './modules/evaluations/assignment-routes';
import { createEvaluationCore } from './modules/evaluations/core';
import { createExpenseEvaluationService } from './modules/evaluations/expense-service';
import { evaluationLineRoutes } from './modules/evaluations/line-routes';
import { createEvaluationLines } from './modules/evaluations/lines';
import { createDaQueueService } from './modules/evaluations/queue';
import { createDaQueueRepo } from './modules/evaluations/queue-repo';
import { daQueueRoutes } from './modules/evaluations/queue-routes';
import { createReopenDa, reopenDaRoutes } from './modules/evaluations/reopen';
import { createEvaluationRepo } from './modules/evaluations/repo';
import { evaluationRoutes } from './modules/evaluations/routes';
import { createEvaluationService } from './modules/evaluations/service';
import { createBudgetWorkflow } from './modules/evaluations/workflow-budget';
import { createPaymentWorkflow } from './modules/evaluations/workflow-payment';
import { createWorkflowRepo } from './modules/evaluations/workflow-repo';
import { evaluationWorkflowRoutes } from './modules/evaluations/workflow-routes';
import { createFeatureFlagsModule, type FeatureFlagsModule } from './modules/feature-flags/module';
import { createFleetModule } from './modules/fleet/module';
import { createMessagesModule } from './modules/messages/module';
import {
  createNotificationsModule,
  createPeopleFinder,
  type NotificationsModule,
} from './modules/notifications/module';
import { createPaymentInstructionRepo, createPaymentInstructionService } from './modules/payments/instructions';
import { createPaymentListService } from './modules/payments/list';
import { createPaymentListRepo } from './modules/payments/list-read-model';
import { paymentListRoutes } from './modules/payments/list-routes';
import { createPaymentRepo } from './modules/payments/repo';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentService } from './modules/payments/service';
import { createPaymentSettingsService } from './modules/payments/settings';
import { portCallRoutes } from './modules/port-calls/routes';
import { createOperationsScope } from './modules/port-calls/scope';
import { createPortCallServices } from './modules/port-calls/services';
import { createProformaExportRepo } from './modules/proformas/export-repo';
import { proformaExportRoutes } from './modules/proformas/export-routes';
import { createProformaExportService } from './modules/proformas/export-service';
import { createProformaRepo } from './modules/proformas/repo';
import { proformaRoutes } from './modules/proformas/routes';
import { createProformaService } from './modules/proformas/service';
import { createRatingsModule } from './modules/ratings/module';
import { createRefdataModule } from './modules/refdata/module';
import { createBuyerScope } from './modules/settings/buyer-scope';
import { createCompanyRepo } from './modules/settings/company-repo';
import { createPreferredAgents } from './modules/settings/preferred-agents';
import { preferredAgentRoutes } from './modules/settings/preferred-agents-routes';
import { createRegionScope } from './modules/settings/region-scope';
import { createRegionsRepo } from './modules/settings/regions-repo';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsServices } from './modules/settings/service';
import { createUsersRepo } from './modules/settings/users-repo';
import { createStatementOfFactsModule } from './modules/statement-of-facts/module';
import { hashPassword } from './platform/auth/passwords';
import { createTokenService, loadOrCreateSigningKey } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { AppError, registerErrorHandler } from './platform/errors';
import { MAX_FILE_BYTES } from './platform/files/multipart';
import { createFileStorage } from './platform/files/storage';
import { registerAccessHook } from './platform/http/access';
import { registerInputGuard } from './platform/http/input-guard';
import { createJobRunner } from './platform/jobs/runner';
import { genRequestId, loggerOptions } from './platform/logging';
import { createMailer } from './platform/mail/mailer';
import type { Notifier } from './platform/notify';
import { createRealtimeHub } from './platform/realtime';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  clock?: () => Date;
  /** Requests a minute per address on login and registration (tests raise it). */
  authRateLimit?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Registers extra routes before the app is ready (tests of the platform itself). */
  extraRoutes?: (app: FastifyInstance) => void;
}

export interface PortcallApp {
  app: FastifyInstance;
  /** Every route registered, with its declaration: the route-declaration test walks this. */
  routes: RouteOptions[];
  services: {
    auth: AuthModule['auth'];
    account: ReturnType<typeof createAccountService>;
    flags: FeatureFlagsModule['flags'];
    /** Region rules as a scope: port-call, evaluation and payment services take it. */
    regionScope: ReturnType<typeof createRegionScope>;
    /** Port calls (importPortCall is what the integrations issue will call; tests use it). */
    portCalls: ReturnType<typeof createPortCallServices>;
    /** Bound to the socket server by `attachRealtime` (main.ts); services publish through it. */
    realtime: ReturnType<typeof createRealtimeHub>;
    /** Durable jobs; modules register their kinds when built, main.ts starts the polling. */
    jobs: ReturnType<typeof createJobRunner>;
    /** What modules publish notifications through (tests publish through it too). */
    notifier: Notifier;
  };
}

/** Builds the whole HTTP application on a database; tests build it in-process and use inject(). */
export async function buildApp(options: AppOptions): Promise<PortcallApp> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const realtime = createRealtimeHub();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...(loggerOptions(config.logLevel) as object),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/da-app/')) reply.header('cache-control', 'no-store, max-age=0');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 50, fields: 20, fieldSize: 1024 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portcall API', version: '1.0.0', description: 'Port calls and disbursement accounts' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/da-app/docs', staticCSP: true });
  registerErrorHandler(app);
  const jobs = createJobRunner({
    db,
    clock,
    onError: (error, run) => app.log.warn({ err: error, job: run }, 'job failed'),
  });
  app.addHook('onClose', async () => jobs.stop());

  const signingKey = loadOrCreateSigningKey(config.dataDir);
  const tokens = createTokenService(signingKey, clock);
  const refdata = createRefdataModule({ db });
  const accountRepo = createAccountRepo(db);
  const buyerScope = createBuyerScope({ accounts: accountRepo });
  const preferredAgents = createPreferredAgents({
    db,
    buyers: buyerScope,
    lookups: {
      ...refdata.ports,
      agentsByIds: (ids) => accountRepo.findAgents({ ids }),
      agentsByNames: (names) => accountRepo.findAgents({ names }),
    },
  });
  const account = createAccountService({
    db,
    repo: accountRepo,
    refdata: refdata.lookups,
    intercomKey: signingKey,
    clock,
    preferredAgentsAt: preferredAgents.preferredAt,
  });
  const mailer = createMailer({ db, jobs, clock, smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.addHook('onClose', async () => mailer.close());
  const notifications = createNotificationsModule({
    db,
    clock,
    realtime,
    mailer,
    publicUrl: config.publicUrl,
    recipients: (ids, tx) => accountRepo.findRecipients(ids, tx),
  });
  const authRateLimit = options.authRateLimit ?? config.authRateLimit;
  const authModule = createAuthModule({
    db,
    loginRateLimit: authRateLimit,
    accounts: accountRepo,
    account,
    tokens,
    tokenTtlSeconds: config.tokenTtlSeconds,
    clock,
    realtime,
  });
  const { auth } = authModule;
  const featureFlags = createFeatureFlagsModule({ db, clock });
  const { flags } = featureFlags;
  const regionScope = createRegionScope(db);
  const fleet = createFleetModule({ db, scope: buyerScope, clock });
  const settings = createSettingsServices({
    db,
    scope: buyerScope,
    account,
    refdata: { ...refdata.lookups, existingCountryIds: refdata.countries.existingCountryIds },
    vessels: fleet.profileVessels,
    hashPassword,
    clock,
  });
  // Port calls, appointments and the dashboard: appointments depend on port calls, never the
  // reverse; port calls read their appointments through the appointments repository only.
  const operationsScope = createOperationsScope({ regionScope });
  const appointmentRepo = createAppointmentRepo(db);
  const portCalls = createPortCallServices({
    db,
    vessels: fleet.vessels,
    accounts: accountRepo,
    appointments: appointmentRepo,
    scope: operationsScope,
    clock,
  });
  // Who must act on a workflow event: company, product and authorities, region rules of the port.
  const findPeople = createPeopleFinder({
    withAccess: (companyId, product, authority, tx) =>
      accountRepo.findProfileIdsWithAccess(companyId, product, authority, tx),
    seeing: (companyId, ids, countryId, tx) => regionScope.profilesSeeing(companyId, ids, countryId, tx),
    async countryOfAppointment(appointmentId, tx) {
      const row = await appointmentRepo.findAppointment(appointmentId, tx);
      if (!row) return undefined;
      const [portCall] = await portCalls.portCalls.reader.summaries([row.portCallId], tx);
      return portCall?.countryId ?? null;
    },
  });
  const appointments = createAppointmentServices({
    db,
    repo: appointmentRepo,
    portCalls,
    scope: operationsScope,
    directory: createCompanyDirectory({
      accounts: accountRepo,
      buyerSettings: createCompanyRepo(db),
      countries: { findCountry: refdata.countries.findCountry },
    }),
    // platform-core §4: no cancel with submitted FDAs (the proformas module answers).
    disbursements: { hasFinalDisbursements: (id, tx) => createProformaRepo(db).hasSubmittedFinal(id, tx) },
    // Proformas and payments are built below; the supplier's list asks them only when it answers.
    supplierDisbursements: {
      summariesOf: (ids) => proformas.summariesOf(ids),
      paymentsOf: (caller, ids) => paymentList.forSupplierList(caller, ids),
    },
    clock,
    notifier: notifications.notifier,
    people: {
      supplierPeople: (companyId, tx) => accountRepo.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW', tx),
    },
  });
  const dashboard = createDashboardService({
    repo: createDashboardRepo(db),
    scope: operationsScope,
    regions: createRegionsRepo(db),
    appointments: appointments.core,
    appointmentRepo,
    // Evaluations are built below; the dashboard asks them only when it answers a request.
    evaluations: { listForAppointments: (ids) => evaluationAssignment.listForAppointments(ids) },
    payments: { forDashboard: (caller, ids) => paymentList.forDashboard(caller, ids) },
  });
  // Disbursement accounts: bank accounts <- proformas <- evaluations (created on submit).
  const files = createFileStorage(path.join(config.dataDir, 'files'));
  const proformaRepo = createProformaRepo(db);
  const bankAccountsModule = createBankAccountsModule({
    db,
    files,
    usage: proformaRepo,
    currencies: { exists: async (code, tx) => (await refdata.currencies.currency(code, tx)) !== null },
    clock,
    notifier: notifications.notifier,
    findPeople,
  });
  const bankAccounts = bankAccountsModule.accounts;
  const evaluationDeps = {
    db,
    repo: createEvaluationRepo(db),
    proformas: proformaRepo,
    appointments: appointments.core,
    clock,
  };
  const evaluationCore = createEvaluationCore(evaluationDeps);
  const expenseEvaluations = createExpenseEvaluationService({
    ...evaluationDeps,
    core: evaluationCore,
    files,
    notifier: notifications.notifier,
    findPeople,
  });
  const evaluationAssignment = createEvaluationAssignment({
    db,
    repo: evaluationDeps.repo,
    core: evaluationCore,
    profiles: accountRepo,
    notifier: notifications.notifier,
  });
  const evaluations = createEvaluationService({
    ...evaluationDeps,
    core: evaluationCore,
    expenses: expenseEvaluations,
    buyers: buyerScope,
  });
  const proformas = createProformaService({
    db,
    repo: proformaRepo,
    appointments: appointments.core,
    bankAccounts,
    currencies: refdata.currencies,
    files,
    evaluations: evaluationCore,
    clock,
    notifier: notifications.notifier,
    findPeople,
  });
  const payments = createPaymentService({
    db,
    repo: createPaymentRepo(db),
    evaluations: evaluationDeps.repo,
    instructions: createPaymentInstructionRepo(db),
    appointments: appointments.core,
    companies: { isBuyer: async (id, tx) => (await accountRepo.findCompanyById(id, tx))?.type === 'BUYER' },
    files,
    currencies: refdata.currencies,
    clock,
    notifier: notifications.notifier,
    findPeople,
  });
  // Expired Idempotency-Keys are purged hourly while the app runs (docs/decisions.md "Payments").
  const stopIdempotencySweep = payments.startIdempotencySweep(undefined, (error) =>
    app.log.warn({ err: error }, 'idempotency key purge failed'),
  );
  app.addHook('onClose', async () => stopIdempotencySweep());
  registerAccessHook(app, authModule.authenticate);
  registerInputGuard(app);

  await app.register(authModule.routes);
  await app.register(accountRoutes, { account, registrationRateLimit: authRateLimit });
  await app.register(featureFlags.routes);
  await app.register(refdata.routes);
  await app.register(settingsRoutes, { settings });
  await app.register(fleet.routes);
  await app.register(portCallRoutes, { services: portCalls });
  await app.register(appointmentRoutes, { services: appointments });
  await app.register(dashboardRoutes, { dashboard });
  await app.register(bankAccountsModule.routes);
  await app.register(proformaRoutes, { proformas });
  await app.register(proformaExportRoutes, {
    exports: createProformaExportService({
      db,
      repo: proformaRepo,
      exports: createProformaExportRepo(db),
      proformas,
      appointments: appointments.core,
      clock,
    }),
  });
  await app.register(evaluationRoutes, { evaluations, expenses: expenseEvaluations });
  await app.register(
    evaluationLineRoutes,
    createEvaluationLines({ ...evaluationDeps, core: evaluationCore, notifier: notifications.notifier, findPeople }),
  );
  await app.register(evaluationAssignmentRoutes, { assignment: evaluationAssignment });
  await app.register(daQueueRoutes, { queue: createDaQueueService({ repo: createDaQueueRepo(db), regionScope }) });
  // Evaluation workflow: budget commit, tasks, payment request, charterer report, codes in bulk.
  const workflowDeps = { ...evaluationDeps, core: evaluationCore, workflow: createWorkflowRepo(db) };
  await app.register(evaluationWorkflowRoutes, {
    budget: createBudgetWorkflow({ ...workflowDeps, notifier: notifications.notifier, findPeople }),
    payment: createPaymentWorkflow({
      ...workflowDeps,
      instructions: createPaymentInstructionRepo(db),
      payments,
      notifier: notifications.notifier,
    }),
    codes: createAccountingCodeBulk({ ...evaluationDeps, core: evaluationCore, buyers: buyerScope }),
  });
  await app.register(reopenDaRoutes, {
    reopen: createReopenDa({ db, evaluations: evaluationDeps.repo, proformas: proformaRepo, clock }),
  });
  await app.register(paymentRoutes, {
    payments,
    instructions: createPaymentInstructionService({ db, repo: createPaymentInstructionRepo(db) }),
    settings: createPaymentSettingsService({ db, repo: createPaymentRepo(db) }),
  });
  const paymentList = createPaymentListService({ db, repo: createPaymentListRepo(db), regionScope });
  await app.register(paymentListRoutes, { list: paymentList, clock });

  await app.register(notifications.routes);
  const conversations = createMessagesModule({
    db,
    clock,
    files,
    realtime,
    appointments: appointments.core,
    people: {
      withDaAccess: (companyId) => accountRepo.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW'),
      seeing: (companyId, ids, countryId) => regionScope.profilesSeeing(companyId, ids, countryId),
      async describe(profileId) {
        const found = await accountRepo.findProfileWithCompany(profileId);
        if (!found) throw new AppError(404, 'NOT_FOUND');
        return {
          fullName: `${found.profile.name} ${found.profile.surname}`.trim(),
          companyName: found.company.name,
        };
      },
    },
  });
  await app.register(conversations.routes);
  const ratings = createRatingsModule({
    db,
    clock,
    appointments: appointments.core,
    async fullNameOf(profileId) {
      const found = await accountRepo.findProfileById(profileId);
      return found ? `${found.name} ${found.surname}`.trim() : '';
    },
  });
  await app.register(ratings.routes);
  await app.register(createAgentDirectoryModule({ db }).routes);
  // Port logs: the buyer's departments from settings, the agent told through the Notifier.
  const usersRepo = createUsersRepo(db);
  const assignments = createAssignmentsModule({
    db,
    clock,
    appointments: appointments.core,
    departmentsOf: (companyId, tx) => usersRepo.listDepartments(companyId, { eligibleOnly: false }, tx),
    companyName: async (companyId, tx) => (await accountRepo.findCompanyById(companyId, tx))?.name ?? '',
    async fullNameOf(profileId) {
      const found = await accountRepo.findProfileById(profileId);
      return found ? `${found.name} ${found.surname}`.trim() : '';
    },
    notifier: notifications.notifier,
    findPeople,
    files,
  });
  await app.register(assignments.routes);
  // Statement of facts (/sof/api REST, /sof/graphql): created lazily per port call, see its module.ts.
  const statementOfFacts = createStatementOfFactsModule({
    db,
    clock,
    regionScopeFor: (caller, tx) => regionScope.regionScopeFor(caller, tx),
    notifier: notifications.notifier,
    findPeople,
    mail: mailer,
    publicUrl: config.publicUrl,
    signingKey,
    files,
    authenticate: authModule.authenticate,
    isProduction: config.isProduction,
    corsOrigins: config.corsOrigins,
  });
  await app.register(statementOfFacts.routes);
  notifications.registerTarget('SOF', statementOfFacts.notificationTarget);
  await app.register(preferredAgentRoutes, { preferred: preferredAgents });
  registerNotificationTargets(notifications, {
    evaluations: evaluationCore,
    appointmentOfEvaluation: async (id) => (await evaluationDeps.repo.find(id))?.appointmentId,
    appointments: appointments.core,
    payments,
    bankAccounts,
    assignments,
  });

  options.extraRoutes?.(app);
  await serveWebApp(app, config.webDistDir);
  return {
    app,
    routes,
    services: {
      auth,
      account,
      flags,
      regionScope,
      portCalls,
      realtime,
      jobs,
      notifier: notifications.notifier,
    },
  };
}

/**
 * Where the web goes for each kind of notification, asked of the module that owns the entity, so a
 * notification never opens what its reader may no longer see (404).
 */
function registerNotificationTargets(
  notifications: NotificationsModule,
  owners: {
    evaluations: Pick<ReturnType<typeof createEvaluationCore>, 'reach'>;
    appointmentOfEvaluation: (evaluationId: number) => Promise<number | undefined>;
    appointments: Pick<ReturnType<typeof createAppointmentServices>['core'], 'reach'>;
    payments: Pick<ReturnType<typeof createPaymentService>, 'load'>;
    bankAccounts: Pick<BankAccountsModule['accounts'], 'load'>;
    assignments: Pick<ReturnType<typeof createAssignmentsModule>, 'load'>;
  },
) {
  const orNull = async (check: () => Promise<string>) => {
    try {
      return await check();
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }
  };
  notifications.registerTarget('EVALUATION', (caller, id) =>
    orNull(async () => {
      if (caller.type === 'BUYER') {
        await owners.evaluations.reach(caller, 'DA_EVALUATION_VIEW', id);
        return `/secured/buyer/da-tool/evaluation/${id}`;
      }
      // A supplier reads its DA where it wrote it: the appointment's DA page.
      const appointmentId = await owners.appointmentOfEvaluation(id);
      if (appointmentId === undefined || caller.type === 'ADMIN') throw new AppError(404, 'NOT_FOUND');
      await owners.appointments.reach(caller, { authority: 'DA_VIEW', supplier: true }, appointmentId);
      return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${appointmentId}/proforma`;
    }),
  );
  notifications.registerTarget('APPOINTMENT', (caller, id) =>
    orNull(async () => {
      await owners.appointments.reach(caller, { authority: 'DA_VIEW', supplier: true }, id);
      // The appointment's own page (its official preview, with its actions) on each side.
      if (caller.type === 'BUYER') return `/secured/buyer/dashboard/port-calls/appointment/${id}/official-preview`;
      return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${id}/official-preview`;
    }),
  );
  // A payment lives on the buyer's financial page (its list holds every step's queue).
  notifications.registerTarget('PAYMENT', (caller, id) =>
    orNull(async () => {
      if (caller.type !== 'BUYER') throw new AppError(404, 'NOT_FOUND');
      await owners.payments.load(caller, id);
      return '/secured/buyer/financial';
    }),
  );
  // A port log: the buyer's internal port log, or the agent's public one (once submitted).
  notifications.registerTarget('ASSIGNMENT', (caller, id) =>
    orNull(async () => {
      const { appointmentId } = await owners.assignments.load(caller, id);
      if (caller.type === 'BUYER') return `/secured/buyer/dashboard/port-log/${appointmentId}`;
      return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/appointment/${appointmentId}/port-log`;
    }),
  );
  // A bank account: the buyer's review list, or the owner's own accounts.
  notifications.registerTarget('BANK_ACCOUNT', (caller, id) =>
    orNull(async () => {
      await owners.bankAccounts.load(caller, id);
      if (caller.type === 'BUYER') return '/secured/buyer/da-tool/bank-accounts';
      if (caller.type === 'AGENT' || caller.type === 'VENDOR')
        return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/bank-accounts`;
      throw new AppError(404, 'NOT_FOUND');
    }),
  );
}

/**
 * Serves the built React app (when built) with an index.html fallback for client-side routes; API
 * paths and files that do not exist answer the error body's 404.
 */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, file) {
        // The service worker and the page must be revalidated so a new version is noticed.
        if (file.endsWith('sw.js') || file.endsWith('.html') || file.endsWith('.webmanifest'))
          reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(da-app|sof|port-analysis|ai|socket\.io)(\/|$)/.test(request.url);
    const isPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '');
    if (hasWebApp && isPage) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ status: 404, code: 'NOT_FOUND', message: messages.NOT_FOUND, requestId: String(request.id) });
  });
}
