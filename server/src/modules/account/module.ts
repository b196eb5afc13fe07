import type { TKypSummary } from '@portcall/contracts/kyp';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
import { createPort, defineModule, pick } from '../../platform/modules/manifest';
import { createBuyerScope } from '../../platform/scope/buyer-scope';
import { createSupplierInvitations } from './invitations';
import { createPeopleRepo } from './people-repo';
import { createRegistrationReview } from './registrations';
import { createRegistrationsReadModel } from './registrations-read-model';
import { type AccountRepo, createAccountRepo } from './repo';
import { accountRoutes } from './routes';
import { type AccountService, createAccountService, type ReferenceLookups } from './service';

export { createPeopleRepo, type PeopleRepo } from './people-repo';
export { registrationOf } from './registrations';
export type { ProfileRow } from './repo';
export type { AccountService } from './service';

const directoryFunctions = [
  'findCompanyById',
  'findProfileById',
  'findProfileWithCompany',
  'findProfileSummaries',
  'findProfileIdsWithAccess',
  'findRecipients',
  'findAgents',
] as const;
/** Who a profile or company is: what other modules read of the accounts to name, scope and tell people. */
export type AccountDirectory = Pick<AccountRepo, (typeof directoryFunctions)[number]>;
/** What site-content publishing asks of the accounts: a new terms version to accept again. */
export type AccountTerms = Pick<AccountRepo, 'requireTermsAgain'>;
/** What log-in reads and writes of a profile (tries, lock, last login). */
const credentialFunctions = [
  'findProfileByUsername',
  'findProfileById',
  'recordFailedLogin',
  'liftLapsedLock',
  'updateProfile',
] as const;
export type AccountCredentials = Pick<AccountRepo, (typeof credentialFunctions)[number]>;
/** The buyer's preferred agents at a port (settings), listed first in supplier search. */
export interface PreferredAgentsPort {
  preferredAt(buyerCompanyId: number, portId: number): Promise<number[]>;
}
/** The suppliers' KYP verifications (kyp), shown in supplier search. */
export interface SupplierVerificationsPort {
  summariesOf(supplierIds: number[]): Promise<Map<number, TKypSummary>>;
}

/**
 * Companies and profiles: registration, terms, the profile and company answers, supplier search.
 * Its public API: the service (profile answers for auth and settings), the directory of people and
 * companies, the credentials log-in works on, and the people repo the settings module edits a
 * buyer's people and departments through.
 */
export function createAccountModule(deps: {
  db: Db;
  refdata: ReferenceLookups;
  intercomKey: Uint8Array;
  clock: () => Date;
  registrationRateLimit: number;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  /** Port names for an invitation's ports (reference data). */
  portsByIds: (ids: number[]) => Promise<Array<{ id: number; name: string; unlocode: string | null }>>;
  /** Where a registration is announced (the supplier module seeds the e-mail groups from it). */
  events?: Pick<EventBus, 'publish'>;
}) {
  const repo = createAccountRepo(deps.db);
  // Supplier search lists a buyer's preferred agents first and shows each supplier's KYP state:
  // settings and kyp are built on this module, so they plug into these ports.
  const ports = {
    preferredAgents: createPort<PreferredAgentsPort>('account.preferredAgents'),
    verifications: createPort<SupplierVerificationsPort>('account.verifications'),
  };
  const invitations = createSupplierInvitations({ ...deps, repo });
  const service: AccountService = createAccountService({
    ...deps,
    repo,
    claimInvitation: invitations.claim,
    preferredAgentsAt: (buyerCompanyId, portId) => ports.preferredAgents.get().preferredAt(buyerCompanyId, portId),
    verificationsOf: (supplierIds) => ports.verifications.get().summariesOf(supplierIds),
  });
  const directory: AccountDirectory = pick(repo, directoryFunctions);
  const registrations = createRegistrationReview({ ...deps, repo, read: createRegistrationsReadModel(deps.db) });
  return {
    routes: (app: FastifyInstance) =>
      accountRoutes(app, {
        account: service,
        invitations,
        registrations,
        registrationRateLimit: deps.registrationRateLimit,
      }),
    service,
    directory,
    credentials: pick(repo, credentialFunctions) as AccountCredentials,
    terms: pick(repo, ['requireTermsAgain']) as AccountTerms,
    people: createPeopleRepo(deps.db),
    /** The buyer company of a caller and its authorities: every buyer list scopes through it. */
    buyerScope: createBuyerScope({ accounts: directory }),
    /** A person's name as lists show it ("" when unknown). */
    async fullNameOf(profileId: number, tx?: Db) {
      const found = await repo.findProfileById(profileId, tx);
      return found ? `${found.name} ${found.surname}`.trim() : '';
    },
    ports,
  };
}
export type AccountModule = ReturnType<typeof createAccountModule>;
export {
  buildDemoCompany,
  type DemoCompanySpec,
  type DemoProfileSpec,
  fullBuyerAuthorities,
  fullBuyerProducts,
} from './demo-builder';

export const manifest = defineModule({
  name: 'account',
  summary: 'companies and profiles: registration, terms, invitations, supplier search; the people directory',
  needs: ['refdata'],
  build: ({ db, clock, signingKey, authRateLimit, mailer, config, events }, { refdata }) =>
    createAccountModule({
      db,
      refdata: refdata.lookups,
      intercomKey: signingKey,
      clock,
      registrationRateLimit: authRateLimit,
      mailer,
      publicUrl: config.publicUrl,
      portsByIds: (ids) => refdata.ports.portsByIds(ids),
      events,
    }),
});
