import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { defineModule } from '../../platform/modules/manifest';
import { createKypReadModel } from './kyp-read-model';
import { createKypRepo } from './repo';
import { kypRoutes } from './routes';
import { createKypService } from './service';

/**
 * KYC/KYP verification of suppliers with four eyes (platform-core §3, §6, §7). Its public API:
 * `summariesOf` (what buyers see in the supplier pickers) and `isVerified` (the bank accounts'
 * approval rule).
 */
export function createKypModule(deps: {
  db: Db;
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
  clock: () => Date;
}) {
  const kyp = createKypService({ ...deps, repo: createKypRepo(deps.db), read: createKypReadModel(deps.db) });
  return {
    routes: (app: FastifyInstance) => kypRoutes(app, { kyp }),
    verification: { summariesOf: kyp.summariesOf, isVerified: kyp.isVerified },
  };
}
export type KypModule = ReturnType<typeof createKypModule>;

export const manifest = defineModule({
  name: 'kyp',
  summary: 'KYC/KYP verification of suppliers with four eyes',
  needs: ['account'],
  fills: ['account.verifications'],
  build({ db, files, clock }, { account }) {
    const kyp = createKypModule({ db, files, clock });
    account.ports.verifications.fill(kyp.verification);
    return kyp;
  },
});
