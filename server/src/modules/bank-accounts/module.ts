import type { FastifyInstance } from 'fastify';
import { readDocument } from '../../platform/documents/read';
import { AppError } from '../../platform/errors';
import { createPort, defineModule } from '../../platform/modules/manifest';
import { targetOrNull } from '../notifications/module';
import { createBankLetterReader, type ReadDocument } from './bank-letter';
import { createBankAccountRepo } from './repo';
import { bankAccountRoutes } from './routes';
import { createScanRequests } from './scan-requests';
import { type BankAccountUsage, createBankAccountService } from './service';

type BankAccountDeps = Omit<Parameters<typeof createBankAccountService>[0], 'repo' | 'bankLetters' | 'usage'> & {
  readDocument: ReadDocument;
};

/**
 * Suppliers' bank accounts: saved with documents, approved and verbally verified by the buyers'
 * people; the bank details recogniser reads bank letters (register-request, the AI service's
 * bank-account-details, the reviewer's comparison). Its public API: the usable approved account of
 * a DA (proformas) and `load` (the notification router's check that a reader may open an account).
 */
export function createBankAccountsModule(deps: BankAccountDeps) {
  // Which account an agent last put on a DA to a buyer: proformas are built on bank accounts and plug in here.
  const ports = { usage: createPort<BankAccountUsage>('bank-accounts.usage') };
  const bankLetters = createBankLetterReader({ readDocument: deps.readDocument });
  const service = createBankAccountService({
    ...deps,
    bankLetters,
    usage: ports.usage.proxy,
    repo: createBankAccountRepo(deps.db),
  });
  return {
    ports,
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

export const manifest = defineModule({
  name: 'bank-accounts',
  summary: "suppliers' bank accounts: documents, the buyers' approval and verbal verification, bank letters read",
  needs: ['kyp', 'refdata', 'appointments', 'notifications'],
  build({ db, files, clock }, { kyp, refdata, appointments, notifications }) {
    const bankAccounts = createBankAccountsModule({
      db,
      files,
      readDocument,
      supplierVerification: kyp.verification,
      currencies: { exists: async (code, tx) => (await refdata.currencies.currency(code, tx)) !== null },
      clock,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
    });
    // A bank account: the buyer's review list, or the owner's own accounts.
    notifications.registerTarget('BANK_ACCOUNT', (caller, id) =>
      targetOrNull(async () => {
        await bankAccounts.accounts.load(caller, id);
        if (caller.type === 'BUYER') return '/secured/buyer/da-tool/bank-accounts';
        if (caller.type === 'AGENT' || caller.type === 'VENDOR')
          return `/secured/${caller.type === 'AGENT' ? 'agent' : 'vendor'}/da-tool/bank-accounts`;
        throw new AppError(404, 'NOT_FOUND');
      }),
    );
    return bankAccounts;
  },
});
