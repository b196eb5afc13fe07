import type { FastifyInstance } from 'fastify';
import { createBankLetterReader, type ReadDocument } from './bank-letter';
import { createBankAccountRepo } from './repo';
import { bankAccountRoutes } from './routes';
import { createScanRequests } from './scan-requests';
import { createBankAccountService } from './service';

type BankAccountDeps = Omit<Parameters<typeof createBankAccountService>[0], 'repo' | 'bankLetters'> & {
  readDocument: ReadDocument;
};

/**
 * Suppliers' bank accounts: saved with documents, approved and verbally verified by the buyers'
 * people; the bank details recogniser reads bank letters (register-request, the AI service's
 * bank-account-details, the reviewer's comparison). Its public API: the usable approved account of
 * a DA (proformas) and `load` (the notification router's check that a reader may open an account).
 */
export function createBankAccountsModule(deps: BankAccountDeps) {
  const bankLetters = createBankLetterReader({ readDocument: deps.readDocument });
  const service = createBankAccountService({ ...deps, bankLetters, repo: createBankAccountRepo(deps.db) });
  return {
    routes: (app: FastifyInstance) =>
      bankAccountRoutes(app, {
        bankAccounts: service,
        scanRequests: createScanRequests({ ...deps, bankLetters }),
        bankLetters,
      }),
    accounts: { findUsable: service.findUsable, load: service.load },
  };
}
export type BankAccountsModule = ReturnType<typeof createBankAccountsModule>;
