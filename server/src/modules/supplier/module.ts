import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/files/storage';
import type { Mailer } from '../../platform/mail/mailer';
import { defineModule } from '../../platform/modules/manifest';
import { createEmailGroups } from './email-groups';
import { createOnboarding } from './onboarding';
import { createOnboardingReadModel } from './onboarding-read-model';
import { createSupplierRepo } from './repo';
import { supplierRoutes } from './routes';
import { createSupplierService, type SupplierAccount } from './service';
import { createSupplierReadModel } from './supplier-read-model';

/**
 * Supplier settings (platform-core §7 "Supplier"; operations §2 agent account settings): profile,
 * additional info and logo, port addresses, consignees, AOH contacts, ports served and the e-mail
 * groups. The company itself (details, ports, expertise, worldwide) is the account module's: the
 * profile save goes through its `saveSupplierProfile`. Routes only; no public API yet.
 */
export function createSupplierModule(deps: {
  db: Db;
  account: SupplierAccount;
  files: Pick<FileStorage, 'save' | 'read' | 'remove'>;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
  clock: () => Date;
  portsExist: (ids: number[]) => Promise<number[]>;
  events?: Pick<EventBus, 'subscribe'>;
}) {
  const repo = createSupplierRepo(deps.db);
  const read = createSupplierReadModel(deps.db);
  const supplier = createSupplierService({ ...deps, repo, read });
  const emailGroups = createEmailGroups({ ...deps, repo, read });
  const onboarding = createOnboarding({ read: createOnboardingReadModel(deps.db), clock: deps.clock });
  deps.events?.subscribe('company.registered', async (registered, tx) => {
    if (registered.kind !== 'BUYER') await emailGroups.seedFromRegistration(registered, tx);
  });
  return {
    routes: (app: FastifyInstance) => supplierRoutes(app, { supplier, emailGroups, onboarding }),
  };
}

export type SupplierModule = ReturnType<typeof createSupplierModule>;

export const manifest = defineModule({
  name: 'supplier',
  summary: 'supplier settings: profile, logo, port addresses, consignees, AOH contacts, ports served, e-mail groups',
  needs: ['account', 'refdata'],
  build: ({ db, files, mailer, config, clock, events }, { account, refdata }) =>
    createSupplierModule({
      db,
      account: account.service,
      files,
      mailer,
      publicUrl: config.publicUrl,
      clock,
      portsExist: (ids) => refdata.lookups.existingPortIds(ids),
      events,
    }),
});
