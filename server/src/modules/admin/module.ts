import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import type { AccountCredentials, AccountService, AccountTerms } from '../account/module';
import type { AuthModule } from '../auth/module';
import { createAdminReadModel } from './admin-read-model';
import { createIntegrationService } from './integrations';
import { adminRoutes } from './routes';
import { createAdminProfileService, createSystemService } from './service';
import { createSiteContentService } from './site-content';

/**
 * The admin console (issue 25): support's profile list, login details and unlock, the mode switch
 * (an administrator acting as a customer in a short session naming both), and system management
 * (e-mail outbox, background tasks, audit log, login locks). It reads people through its read
 * model and writes them only through the account module's credentials API.
 */
export function createAdminModule(deps: {
  db: Db;
  clock: () => Date;
  accounts: AccountCredentials;
  terms: AccountTerms;
  account: Pick<AccountService, 'loadProfile'>;
  sessions: Pick<AuthModule['auth'], 'openSwitchedSession' | 'logout'>;
  mailer: { resend(emailId: number, tx?: Db): Promise<boolean>; isSending?: boolean };
  jobs: { retry(jobId: number, tx?: Db): Promise<boolean> };
  modeSwitchTtlSeconds?: number;
}) {
  const read = createAdminReadModel(deps.db);
  const profiles = createAdminProfileService({ ...deps, read });
  const system = createSystemService({ ...deps, read });
  const integrations = createIntegrationService({ db: deps.db, read, clock: deps.clock });
  const siteContent = createSiteContentService({ db: deps.db, accounts: deps.terms, read, clock: deps.clock });
  return {
    routes: (app: FastifyInstance) =>
      adminRoutes(app, { profiles, system, siteContent, integrations, clock: deps.clock }),
    profiles,
    /** Whether the admin switched an integration on for a buyer (the integrations module asks). */
    integrationSwitches: { isSwitchedOn: integrations.isSwitchedOn },
  };
}
export type AdminModule = ReturnType<typeof createAdminModule>;

export const manifest = defineModule({
  name: 'admin',
  summary: 'the admin console: support, mode switch, system management, site content, integration switches',
  needs: ['account', 'auth'],
  build: ({ db, clock, mailer, jobs }, { account, auth }) =>
    createAdminModule({
      db,
      clock,
      accounts: account.credentials,
      terms: account.terms,
      account: account.service,
      sessions: auth.auth,
      mailer,
      jobs,
    }),
});
