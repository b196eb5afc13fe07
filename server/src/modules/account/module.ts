import type { TKypSummary } from '@portcall/contracts/kyp';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/mailer';
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

/** Who a profile or company is: what other modules read of the accounts to name, scope and tell people. */
export type AccountDirectory = Pick<
  AccountRepo,
  | 'findCompanyById'
  | 'findProfileById'
  | 'findProfileWithCompany'
  | 'findProfileSummaries'
  | 'findProfileIdsWithAccess'
  | 'findRecipients'
  | 'findAgents'
>;
/** What site-content publishing asks of the accounts: a new terms version to accept again. */
export type AccountTerms = Pick<AccountRepo, 'requireTermsAgain'>;
/** What log-in reads and writes of a profile (tries, lock, last login). */
export type AccountCredentials = Pick<
  AccountRepo,
  'findProfileByUsername' | 'findProfileById' | 'recordFailedLogin' | 'liftLapsedLock' | 'updateProfile'
>;

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
  /** The buyer's preferred agents at a port (the settings module), listed first in supplier search. */
  preferredAgentsAt: (buyerCompanyId: number, portId: number) => Promise<number[]>;
  /** The suppliers' KYP verifications (the kyp module, built later), shown in supplier search. */
  verificationsOf?: (supplierIds: number[]) => Promise<Map<number, TKypSummary>>;
  /** Where a registration is announced (the supplier module seeds the e-mail groups from it). */
  events?: Pick<EventBus, 'publish'>;
}) {
  const repo = createAccountRepo(deps.db);
  const invitations = createSupplierInvitations({ ...deps, repo });
  const service: AccountService = createAccountService({ ...deps, repo, claimInvitation: invitations.claim });
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
    directory: repo as AccountDirectory,
    credentials: repo as AccountCredentials,
    terms: repo as AccountTerms,
    people: createPeopleRepo(deps.db),
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
