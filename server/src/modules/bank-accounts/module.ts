import type { FastifyInstance } from 'fastify';
import { createBankAccountRepo } from './repo';
import { bankAccountRoutes } from './routes';
import { createScanRequests } from './scan-requests';
import { createBankAccountService } from './service';

type BankAccountDeps = Omit<Parameters<typeof createBankAccountService>[0], 'repo'>;

/**
 * Suppliers' bank accounts: saved with documents, approved and verbally verified by the buyers'
 * people. Its public API: the usable approved account of a DA (proformas) and `load` (the
 * notification router's check that a reader may open an account).
 */
export function createBankAccountsModule(deps: BankAccountDeps) {
  const service = createBankAccountService({ ...deps, repo: createBankAccountRepo(deps.db) });
  return {
    routes: (app: FastifyInstance) =>
      bankAccountRoutes(app, { bankAccounts: service, scanRequests: createScanRequests(deps) }),
    accounts: { findUsable: service.findUsable, load: service.load },
  };
}
export type BankAccountsModule = ReturnType<typeof createBankAccountsModule>;
