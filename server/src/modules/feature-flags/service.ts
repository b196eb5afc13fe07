import type { TFeatureFlag } from '@portcall/contracts/auth';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { FeatureFlagRepo, FeatureFlagRow } from './repo';

/**
 * The flags every installation has; seeding adds missing ones and never overwrites a status. A
 * flag with `productionStatus` starts that way where NODE_ENV is production (QA tasks build demo
 * companies and copy customers' DAs: a production installation must opt in).
 */
export const knownFeatureFlags: Array<{
  name: string;
  status: boolean;
  productionStatus?: boolean;
  description: string;
}> = [
  { name: 'MAINTENANCE_MODE', status: false, description: 'Shows the maintenance page on every path' },
  {
    name: 'COOKIE_CONSENT',
    status: true,
    description: "Asks for cookie consent and shows the 'Cookie Settings' link",
  },
  {
    name: 'QA_TASKS',
    status: true,
    productionStatus: false,
    description: 'Lets support run the QA tasks (set up a demo company, clone a DA)',
  },
];

/** The first status of each known flag on this installation. */
export function featureFlagDefaults(options: { isProduction?: boolean } = {}) {
  return knownFeatureFlags.map(({ name, status, productionStatus, description }) => ({
    name,
    description,
    status: options.isProduction && productionStatus !== undefined ? productionStatus : status,
  }));
}

export function toAdminFlag(row: FeatureFlagRow) {
  return {
    featureFlagName: row.name,
    featureFlagStatus: row.status,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function createFeatureFlagService(deps: { db: Db; repo: FeatureFlagRepo; clock: () => Date }) {
  const { db, repo } = deps;

  async function listFlags(): Promise<TFeatureFlag[]> {
    const rows = await repo.list();
    return rows.map((r) => ({ featureFlagName: r.name, featureFlagStatus: r.status }));
  }

  async function listForAdmin() {
    return (await repo.list()).map(toAdminFlag);
  }

  /** Turns a flag on or off; the change and its audit row land in one transaction. */
  async function setFlag(caller: Caller, name: string, status: boolean) {
    return db.transaction(async (tx) => {
      const before = await repo.find(name, tx);
      if (!before) throw new AppError(404, 'UNKNOWN_FEATURE_FLAG');
      const after = await repo.update(name, { status, updatedBy: caller.profileId, updatedAt: deps.clock() }, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'feature_flag',
        entityId: name,
        action: status ? 'ENABLE' : 'DISABLE',
        before: { status: before.status },
        after: { status: after.status },
      });
      return toAdminFlag(after);
    });
  }

  const seedFlags = (options: { isProduction?: boolean } = {}) => repo.ensure(featureFlagDefaults(options));

  /** Whether a flag is on; an unknown flag is off. */
  async function isOn(name: string, tx: Db = db): Promise<boolean> {
    return (await repo.find(name, tx))?.status ?? false;
  }

  return { listFlags, listForAdmin, setFlag, seedFlags, isOn };
}
export type FeatureFlagService = ReturnType<typeof createFeatureFlagService>;
