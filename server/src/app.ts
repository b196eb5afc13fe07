import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { messages } from '@portcall/contracts/messages';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type AccountModule, createAccountModule } from './modules/account/module';
import { createAdminModule } from './modules/admin/module';
import { createAgentDirectoryModule } from './modules/agent-directory/module';
import {
  type AppointmentsModule,
  createAppointmentFacts,
  createAppointmentsModule,
} from './modules/appointments/module';
import { type AssignmentsModule, createAssignmentsModule } from './modules/assignments/module';
import { type AuthModule, createAuthModule } from './modules/auth/module';
import { type BankAccountsModule, createBankAccountsModule } from './modules/bank-accounts/module';
import { createCharterersModule } from './modules/charterers/module';
import { createClaimsModule } from './modules/claims/module';
import { createDaHelperModule, createHelperDocuments } from './modules/da-helper/module';
import { createDashboardModule } from './modules/dashboard/module';
import { createEstimationsModule } from './modules/estimations/module';
import { createEvaluationsModule, type EvaluationsModule } from './modules/evaluations/module';
import { createFeatureFlagsModule, type FeatureFlagsModule } from './modules/feature-flags/module';
import { createFleetModule } from './modules/fleet/module';
import { createIntegrationsModule } from './modules/integrations/module';
import { createKypModule } from './modules/kyp/module';
import { createLiveModule, sofInviteesRoom } from './modules/live/module';
import { createMessagesModule } from './modules/messages/module';
import {
  createNotificationsModule,
  createPeopleFinder,
  type NotificationsModule,
} from './modules/notifications/module';
import { createPaymentsModule, type PaymentsModule } from './modules/payments/module';
import { createPortAnalysisModule } from './modules/port-analysis/module';
import { createPortCallsModule, type PortCallsModule } from './modules/port-calls/module';
import { createPortDirectoryModule } from './modules/port-directory/module';
import { createPortEstimatorModule } from './modules/port-estimator/module';
import { createProformaFacts, createProformasModule } from './modules/proformas/module';
import { createQaModule } from './modules/qa/module';
import { createRatingsModule } from './modules/ratings/module';
import { createRefdataModule } from './modules/refdata/module';
import { createRequestsModule } from './modules/requests/module';
import { createSettingsModule, type SettingsModule } from './modules/settings/module';
import { createStatementOfFactsModule } from './modules/statement-of-facts/module';
import { createSupplierModule } from './modules/supplier/module';
import { createTranslationModule } from './modules/translation/module';
import { hashPassword } from './platform/auth/passwords';
import { createTokenService, loadOrCreateSigningKey } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { readDocument } from './platform/documents/read';
import { AppError, registerErrorHandler } from './platform/errors';
import { createEventBus } from './platform/events';
import { MAX_FIELDS, MAX_FILE_BYTES, MAX_FILES } from './platform/files/multipart';
import { createFileStorage } from './platform/files/storage';
import { registerAccessHook } from './platform/http/access';
import { registerInputGuard } from './platform/http/input-guard';
import { registerModeSwitchHooks } from './platform/http/mode-switch';
import { helmetHeaders, registerSecurityHeaders } from './platform/http/security-headers';
import { createSerializerCompiler } from './platform/http/serializer';
import { createJobRunner } from './platform/jobs/runner';
import {
  genRequestId,
  logDestination,
  loggerOptions,
  quietRequestLogging,
  registerAccessLog,
} from './platform/logging';
import { createMailer } from './platform/mail/mailer';
import type { Notifier } from './platform/notify';
import { createRealtimeHub } from './platform/realtime';
import { createBuyerScope } from './platform/scope/buyer-scope';
import { createOperationsScope } from './platform/scope/operations-scope';
import { createTranslator } from './platform/translation/config';

/** The security headers of every answer, computed once (platform/http/security-headers.ts). */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      // The KYC queue previews a supplier's PDF document from a blob of the authenticated download.
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

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
    account: AccountModule['service'];
    flags: FeatureFlagsModule['flags'];
    /** Region rules as a scope: port-call, evaluation and payment services take it. */
    regionScope: SettingsModule['regionScope'];
    /** Port calls (importPortCall is what the integrations issue will call; tests use it). */
    portCalls: PortCallsModule['services'];
    /** Bound to the socket server by `attachRealtime` (main.ts); services publish through it. */
    realtime: ReturnType<typeof createRealtimeHub>;
    /** A SOF link's token as a realtime guest: its sockets hear of their own SOF's changes. */
    authenticateSofInvitee(authorization: string): Promise<{ rooms: string[] } | null>;
    /** Durable jobs; modules register their kinds when built, main.ts starts the polling. */
    jobs: ReturnType<typeof createJobRunner>;
    /** What modules publish notifications through (tests publish through it too). */
    notifier: Notifier;
    /** The claims' time-bar check (main.ts queues it; tests run it). */
    claims: { checkTimeBars(): Promise<void>; scheduleTimeBarChecks(): Promise<void> };
    /** The integrations' outbox pump (main.ts queues it; tests run it). */
    integrations: { pump(): Promise<number>; schedulePump(): Promise<number | null> };
    /** The directory's figures refresh (main.ts queues it; the bench runs it after its bulk fill). */
    agentDirectory: { refreshFigures(): Promise<number>; scheduleFiguresRefresh(): Promise<void> };
  };
}

/** Builds the whole HTTP application on a database; tests build it in-process and use inject(). */
export async function buildApp(options: AppOptions): Promise<PortcallApp> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const realtime = createRealtimeHub();
  const logStream = options.logger === false ? undefined : logDestination(options.logStream);
  const app = Fastify({
    logger: logStream ? { ...(loggerOptions(config.logLevel) as object), stream: logStream } : false,
    logController: quietRequestLogging(),
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
  });
  if (logStream) registerAccessLog(app, logStream);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from the response schemas; test runs also check each
  // against its zod schema, so a contract drift still fails a test (platform/http/serializer.ts).
  app.setSerializerCompiler(
    createSerializerCompiler({ check: process.env.VITEST !== undefined || process.env.NODE_ENV === 'test' }),
  );

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/da-app/')) reply.header('cache-control', 'no-store, max-age=0');
  });

  registerSecurityHeaders(app, await helmetHeaders(HELMET_OPTIONS));
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      parts: MAX_FILES + MAX_FIELDS,
      fieldSize: 1024 * 1024,
    },
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
  const files = createFileStorage(path.join(config.dataDir, 'files'));
  const mailer = createMailer({ db, jobs, clock, smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.addHook('onClose', async () => mailer.close());
  const authRateLimit = options.authRateLimit ?? config.authRateLimit;
  const events = createEventBus();

  // The modules, each built from what the ones before it offer; a module's routes are registered in
  // this order below. Some ports point forward (a module asks one built after it, because that one
  // depends on it): supplier search asks settings for preferred agents, the supplier's appointment
  // list asks proformas and payments for its DA figures, and an evaluation's expense analysis asks
  // the port estimator for the published formula's estimate (docs/decisions.md "Modules").
  const refdata = createRefdataModule({ db, clock });
  const account = createAccountModule({
    db,
    refdata: refdata.lookups,
    intercomKey: signingKey,
    clock,
    registrationRateLimit: authRateLimit,
    mailer,
    publicUrl: config.publicUrl,
    portsByIds: (ids) => refdata.ports.portsByIds(ids),
    preferredAgentsAt: (buyerId, portId) => settings.preferredAgents.preferredAt(buyerId, portId),
    verificationsOf: (supplierIds) => kyp.verification.summariesOf(supplierIds),
    events,
  });
  const people = account.directory;
  const notifications = createNotificationsModule({
    db,
    clock,
    realtime,
    mailer,
    publicUrl: config.publicUrl,
    recipients: (ids, tx) => people.findRecipients(ids, tx),
  });
  const notifier = notifications.notifier;
  const authModule = createAuthModule({
    db,
    loginRateLimit: authRateLimit,
    accounts: account.credentials,
    account: account.service,
    tokens,
    tokenTtlSeconds: config.tokenTtlSeconds,
    clock,
    realtime,
    sessionCacheLagMs: config.sessionCacheLagMs,
  });
  const featureFlags = createFeatureFlagsModule({ db, clock });
  const buyerScope = createBuyerScope({ accounts: people });
  const fleet = createFleetModule({ db, scope: buyerScope, clock });
  const settings = createSettingsModule({
    db,
    scope: buyerScope,
    account: account.service,
    refdata: { ...refdata.lookups, existingCountryIds: refdata.countries.existingCountryIds },
    vessels: fleet.profileVessels,
    hashPassword,
    clock,
    preferredAgentLookups: {
      ...refdata.ports,
      agentsByIds: (ids) => people.findAgents({ ids }),
      agentsByNames: (names) => people.findAgents({ names }),
    },
    people: account.people,
  });
  const { regionScope } = settings;
  const operationsScope = createOperationsScope({ regionScope });
  const appointmentFacts = createAppointmentFacts(db);
  const portCalls = createPortCallsModule({
    db,
    vessels: fleet.vessels,
    accounts: people,
    appointments: appointmentFacts,
    scope: operationsScope,
    clock,
  });
  // Who must act on a workflow event: company, product and authorities, region rules of the port.
  const findPeople = createPeopleFinder({
    withAccess: (companyId, product, authority, tx) =>
      people.findProfileIdsWithAccess(companyId, product, authority, tx),
    seeing: (companyId, ids, countryId, tx) => regionScope.profilesSeeing(companyId, ids, countryId, tx),
    async countryOfAppointment(appointmentId, tx) {
      const row = await appointmentFacts.findAppointment(appointmentId, tx);
      if (!row) return undefined;
      const [portCall] = await portCalls.summaries.summaries([row.portCallId], tx);
      return portCall?.countryId ?? null;
    },
  });
  const proformaFacts = createProformaFacts(db);
  const appointments = createAppointmentsModule({
    db,
    portCalls: portCalls.services,
    scope: operationsScope,
    directory: {
      accounts: people,
      buyerSettings: settings.companySettings,
      countries: { findCountry: refdata.countries.findCountry },
    },
    // platform-core §4: no cancel with submitted FDAs.
    disbursements: { hasFinalDisbursements: (id, tx) => proformaFacts.hasSubmittedFinal(id, tx) },
    supplierDisbursements: {
      summariesOf: (ids) => proformas.summaries.summariesOf(ids),
      paymentsOf: (caller, ids) => payments.forSupplierList(caller, ids),
    },
    clock,
    notifier,
    people: {
      supplierPeople: (companyId, tx) => people.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW', tx),
    },
    events,
  });
  // KYP verification of suppliers; bank accounts ask it before a buyer approves an account.
  const kyp = createKypModule({ db, files, clock });
  const supplier = createSupplierModule({
    db,
    account: account.service,
    files,
    mailer,
    publicUrl: config.publicUrl,
    clock,
    portsExist: (ids) => refdata.lookups.existingPortIds(ids),
    events,
  });
  const bankAccounts = createBankAccountsModule({
    db,
    files,
    readDocument,
    supplierVerification: kyp.verification,
    usage: proformaFacts,
    currencies: { exists: async (code, tx) => (await refdata.currencies.currency(code, tx)) !== null },
    clock,
    notifier,
    findPeople,
  });
  const evaluations = createEvaluationsModule({
    db,
    proformas: proformaFacts,
    appointments: appointments.core,
    profiles: people,
    buyers: buyerScope,
    departments: { findDepartment: (id) => settings.departments.findDepartment(id) },
    regionScope,
    files,
    clock,
    notifier,
    findPeople,
    formulaEstimate: (input) => portEstimator.estimator.estimateExpense(input),
    events,
  });
  const proformas = createProformasModule({
    db,
    appointments: appointments.core,
    bankAccounts: bankAccounts.accounts,
    currencies: refdata.currencies,
    files,
    evaluations: evaluations.hooks,
    helperDocuments: createHelperDocuments(db),
    clock,
    notifier,
    findPeople,
  });
  const payments = createPaymentsModule({
    db,
    evaluations: evaluations.ofPayment,
    appointments: appointments.core,
    companies: { isBuyer: async (id, tx) => (await people.findCompanyById(id, tx))?.type === 'BUYER' },
    files,
    currencies: refdata.currencies,
    clock,
    notifier,
    findPeople,
    regionScope,
    events,
  });
  // Expired Idempotency-Keys are purged hourly while the app runs (docs/decisions.md "Payments").
  const stopIdempotencySweep = payments.startIdempotencySweep(undefined, (error) =>
    app.log.warn({ err: error }, 'idempotency key purge failed'),
  );
  app.addHook('onClose', async () => stopIdempotencySweep());
  const dashboard = createDashboardModule({
    db,
    scope: operationsScope,
    appointments: appointments.core,
    appointmentRepo: appointmentFacts,
    evaluations: { listForAppointments: evaluations.listForAppointments },
    payments: { forDashboard: payments.forDashboard },
  });
  const fullNameOf = async (profileId: number, tx?: Database['db']) => {
    const found = await people.findProfileById(profileId, tx);
    return found ? `${found.name} ${found.surname}`.trim() : '';
  };
  const conversations = createMessagesModule({
    db,
    clock,
    files,
    realtime,
    appointments: appointments.core,
    people: {
      withDaAccess: (companyId) => people.findProfileIdsWithAccess(companyId, 'DA_TOOL', 'DA_VIEW'),
      seeing: (companyId, ids, countryId) => regionScope.profilesSeeing(companyId, ids, countryId),
      async describe(profileId) {
        const found = await people.findProfileWithCompany(profileId);
        if (!found) throw new AppError(404, 'NOT_FOUND');
        return {
          fullName: `${found.profile.name} ${found.profile.surname}`.trim(),
          companyName: found.company.name,
        };
      },
    },
  });
  const ratings = createRatingsModule({ db, clock, appointments: appointments.core, fullNameOf });
  const agentDirectory = createAgentDirectoryModule({ db, jobs, clock });
  // Port logs: the buyer's departments from settings, the agent told through the Notifier.
  const assignments = createAssignmentsModule({
    db,
    clock,
    appointments: appointments.core,
    departmentsOf: (companyId, tx) => settings.departments.listDepartments(companyId, { eligibleOnly: false }, tx),
    companyName: async (companyId, tx) => (await people.findCompanyById(companyId, tx))?.name ?? '',
    fullNameOf,
    notifier,
    findPeople,
    files,
    events,
    scope: operationsScope,
  });

  const estimations = createEstimationsModule({ db, files, jobs, clock, fullNameOf, pce: refdata.ports });
  const portEstimator = createPortEstimatorModule({ db, estimations, clock });
  // Statement of facts (/sof/api REST, /sof/graphql), one per port call (see its module.ts).
  const statementOfFacts = createStatementOfFactsModule({
    db,
    clock,
    regionScopeFor: (caller, tx) => regionScope.regionScopeFor(caller, tx),
    notifier,
    findPeople,
    mail: mailer,
    publicUrl: config.publicUrl,
    signingKey,
    files,
    authenticate: authModule.authenticate,
    isProduction: config.isProduction,
    corsOrigins: config.corsOrigins,
    events,
  });
  // Requests for quotation: the award makes the port call, appointment and PDA draft through their owners.
  const requests = createRequestsModule({
    db,
    clock,
    notifier,
    findPeople,
    mailer,
    files,
    publicUrl: config.publicUrl,
    shareCodeDays: config.rfqShareCodeDays,
    currencies: refdata.currencies,
    // Awarding a quote is one transaction: these run inside it with its handle (requests/award-service.ts).
    award: {
      openPortCall: (caller, input, tx) => portCalls.services.portCalls.openForRequest(caller, input, tx),
      addAgent: (caller, portCallId, agentId, tx) =>
        portCalls.services.portCalls.addAgent(caller, portCallId, agentId, tx),
      appoint: (caller, input, within) => appointments.appointing.appointForRequest(caller, input, within),
      draftProforma: (caller, input, tx) => proformas.fromQuote.draftFromQuote(caller, input, tx),
    },
  });

  // Laytime, claims and the position list (issue 22): reads port calls, SOFs and fleets.
  const claims = createClaimsModule({
    db,
    clock,
    files,
    notifier,
    findPeople,
    jobs,
    regionScopeFor: (caller, tx) => regionScope.regionScopeFor(caller, tx),
  });
  // The admin console: support, mode switch, system management (issue 25).
  const admin = createAdminModule({
    db,
    clock,
    accounts: account.credentials,
    terms: account.terms,
    account: account.service,
    sessions: authModule.auth,
    mailer,
    jobs,
  });
  // Support's QA tasks: a demo buyer company, a DA cloned into another buyer (behind QA_TASKS).
  const qa = createQaModule({
    db,
    clock,
    flags: featureFlags.flags,
    directory: people,
    appointments: appointmentFacts,
    proformas: proformas.qa,
    hashPassword,
  });
  // Outbound integrations: connectors the admin configures for buyers it switched them on for.
  const integrations = createIntegrationsModule({
    db,
    clock,
    jobs,
    events,
    switches: admin.integrationSwitches,
    isBuyer: async (id) => (await people.findCompanyById(id))?.type === 'BUYER',
    reachEvaluation: (caller, authority, id, tx) => evaluations.reach.reach(caller, authority, id, tx),
    importPortCall: (companyId, input, tx) => portCalls.services.imported.importPortCall(companyId, input, tx),
    maxAttempts: config.integrationMaxAttempts,
    allowPrivateUrls: config.integrationAllowPrivateUrls,
  });
  const charterers = createCharterersModule({ db, clock });
  // The port directory (buyers and agents).
  const portDirectory = createPortDirectoryModule({ db, clock });
  // Port analysis (admin): edits the directory's data and refdata's port-cost-estimator flag.
  const portAnalysis = createPortAnalysisModule({ db, directory: portDirectory, pce: refdata.ports, clock });
  // Attachment translation (issue 27): the file through the evaluation, the provider from the environment.
  const translation = createTranslationModule({
    db,
    clock,
    attachment: evaluations.expenseAttachment,
    readDocument,
    translator: createTranslator(config.translation),
  });
  // The DA helper (agents' documents read into DAs, buyers' invoices checked) and the /ai jobs.
  const daHelper = createDaHelperModule({
    db,
    files,
    jobs,
    clock,
    refdata,
    appointments: appointments.core,
    evaluations: evaluations.reach,
    proformas: proformaFacts,
  });

  registerAccessHook(app, authModule.authenticate, authModule.auth.noteWrite);
  registerModeSwitchHooks(app, db);
  registerInputGuard(app);
  // Shared screens are live: what a request changed is announced to its readers once it answered.
  createLiveModule({
    db,
    realtime,
    seeing: (companyId, ids, countryId) => regionScope.profilesSeeing(companyId, ids, countryId),
    onError: (error) => app.log.warn({ err: error }, 'live announcement failed'),
  }).register(app);
  for (const routes of [
    authModule.routes,
    account.routes,
    featureFlags.routes,
    refdata.routes,
    settings.routes,
    fleet.routes,
    portCalls.routes,
    appointments.routes,
    dashboard.routes,
    bankAccounts.routes,
    proformas.routes,
    evaluations.routes,
    evaluations.workflowRoutes(payments.forEvaluations),
    payments.routes,
    notifications.routes,
    conversations.routes,
    ratings.routes,
    agentDirectory.routes,
    assignments.routes,
    estimations.routes,
    portEstimator.routes,
    requests.routes,
    statementOfFacts.routes,
    claims.routes,
    supplier.routes,
    kyp.routes,
    admin.routes,
    qa.routes,
    integrations.routes,
    charterers.routes,
    portDirectory.routes,
    portAnalysis.routes,
    translation.routes,
    daHelper.routes,
  ])
    await app.register(routes);
  notifications.registerTarget('SOF', statementOfFacts.notificationTarget);
  notifications.registerTarget('CLAIM', claims.notificationTarget);
  notifications.registerTarget('REQUEST', (caller, id) =>
    requests.target(caller, id).catch((error) => {
      if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }),
  );
  registerNotificationTargets(notifications, {
    evaluations: evaluations.reach,
    appointmentOfEvaluation: evaluations.appointmentOf,
    appointments: appointments.core,
    payments,
    bankAccounts: bankAccounts.accounts,
    assignments,
  });

  options.extraRoutes?.(app);
  await serveWebApp(app, config.webDistDir);
  return {
    app,
    routes,
    services: {
      auth: authModule.auth,
      account: account.service,
      flags: featureFlags.flags,
      regionScope,
      portCalls: portCalls.services,
      realtime,
      async authenticateSofInvitee(authorization) {
        const invitee = await statementOfFacts.authenticateInvitee(authorization);
        return invitee ? { rooms: [sofInviteesRoom(invitee.portCallId)] } : null;
      },
      jobs,
      notifier,
      claims: { checkTimeBars: claims.checkTimeBars, scheduleTimeBarChecks: claims.scheduleTimeBarChecks },
      integrations: { pump: integrations.pump, schedulePump: integrations.schedulePump },
      agentDirectory: {
        refreshFigures: agentDirectory.refreshFigures,
        scheduleFiguresRefresh: agentDirectory.scheduleFiguresRefresh,
      },
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
    evaluations: EvaluationsModule['reach'];
    appointmentOfEvaluation: EvaluationsModule['appointmentOf'];
    appointments: Pick<AppointmentsModule['core'], 'reach'>;
    payments: Pick<PaymentsModule, 'load'>;
    bankAccounts: Pick<BankAccountsModule['accounts'], 'load'>;
    assignments: Pick<AssignmentsModule, 'load'>;
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
    const isApi = /^\/(da-app|sof|port-analysis|ai|socket\.io|integration-[\w-]+)(\/|$)/.test(request.url);
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
