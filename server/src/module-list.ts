import { type AccountModule, manifest as account } from './modules/account/module';
import { type AdminModule, manifest as admin } from './modules/admin/module';
import { type AgentDirectoryModule, manifest as agentDirectory } from './modules/agent-directory/module';
import { type AppointmentsModule, manifest as appointments } from './modules/appointments/module';
import { type AssignmentsModule, manifest as assignments } from './modules/assignments/module';
import { type AuthModule, manifest as auth } from './modules/auth/module';
import { type BankAccountsModule, manifest as bankAccounts } from './modules/bank-accounts/module';
import { type CharterersModule, manifest as charterers } from './modules/charterers/module';
import { type ClaimsModule, manifest as claims } from './modules/claims/module';
import { type DaHelperModule, manifest as daHelper } from './modules/da-helper/module';
import { type DashboardModule, manifest as dashboard } from './modules/dashboard/module';
import { type DcsaTimestampsModule, manifest as dcsaTimestamps } from './modules/dcsa-timestamps/module';
import { type EstimationsModule, manifest as estimations } from './modules/estimations/module';
import { type EvaluationsModule, manifest as evaluations } from './modules/evaluations/module';
import { type FeatureFlagsModule, manifest as featureFlags } from './modules/feature-flags/module';
import { type FleetModule, manifest as fleet } from './modules/fleet/module';
import { type IntegrationsModule, manifest as integrations } from './modules/integrations/module';
import { type KypModule, manifest as kyp } from './modules/kyp/module';
import { type LiveModule, manifest as live } from './modules/live/module';
import { type MessagesModule, manifest as messages } from './modules/messages/module';
import { type NotificationsModule, manifest as notifications } from './modules/notifications/module';
import { type PaymentsModule, manifest as payments } from './modules/payments/module';
import { type PortAnalysisModule, manifest as portAnalysis } from './modules/port-analysis/module';
import { type PortCallsModule, manifest as portCalls } from './modules/port-calls/module';
import { type PortDirectoryModule, manifest as portDirectory } from './modules/port-directory/module';
import { type PortEstimatorModule, manifest as portEstimator } from './modules/port-estimator/module';
import { type ProformasModule, manifest as proformas } from './modules/proformas/module';
import { type QaModule, manifest as qa } from './modules/qa/module';
import { type RatingsModule, manifest as ratings } from './modules/ratings/module';
import { type RefdataModule, manifest as refdata } from './modules/refdata/module';
import { type RequestsModule, manifest as requests } from './modules/requests/module';
import { type SettingsModule, manifest as settings } from './modules/settings/module';
import { type StatementOfFactsModule, manifest as statementOfFacts } from './modules/statement-of-facts/module';
import { type SupplierModule, manifest as supplier } from './modules/supplier/module';
import { type TranslationModule, manifest as translation } from './modules/translation/module';
import type { ModuleManifest } from './platform/modules/manifest';

/** What each module provides, by the name other modules need it by (their manifests' `needs`). */
export interface Modules {
  refdata: RefdataModule;
  account: AccountModule;
  notifications: NotificationsModule;
  auth: AuthModule;
  'feature-flags': FeatureFlagsModule;
  fleet: FleetModule;
  settings: SettingsModule;
  'port-calls': PortCallsModule;
  appointments: AppointmentsModule;
  kyp: KypModule;
  supplier: SupplierModule;
  'bank-accounts': BankAccountsModule;
  evaluations: EvaluationsModule;
  proformas: ProformasModule;
  payments: PaymentsModule;
  dashboard: DashboardModule;
  messages: MessagesModule;
  ratings: RatingsModule;
  'agent-directory': AgentDirectoryModule;
  assignments: AssignmentsModule;
  estimations: EstimationsModule;
  'port-estimator': PortEstimatorModule;
  'statement-of-facts': StatementOfFactsModule;
  requests: RequestsModule;
  claims: ClaimsModule;
  admin: AdminModule;
  qa: QaModule;
  integrations: IntegrationsModule;
  'dcsa-timestamps': DcsaTimestampsModule;
  charterers: CharterersModule;
  'port-directory': PortDirectoryModule;
  'port-analysis': PortAnalysisModule;
  translation: TranslationModule;
  'da-helper': DaHelperModule;
  live: LiveModule;
}

/**
 * Every module of the server, in the order their routes are listed when nothing orders them
 * (`buildOrder` puts each after what it needs).
 */
export const manifests: readonly ModuleManifest[] = [
  refdata,
  account,
  notifications,
  auth,
  featureFlags,
  fleet,
  settings,
  portCalls,
  appointments,
  kyp,
  supplier,
  bankAccounts,
  evaluations,
  proformas,
  payments,
  dashboard,
  messages,
  ratings,
  agentDirectory,
  assignments,
  estimations,
  portEstimator,
  statementOfFacts,
  requests,
  claims,
  admin,
  qa,
  integrations,
  dcsaTimestamps,
  charterers,
  portDirectory,
  portAnalysis,
  translation,
  daHelper,
  live,
];
