import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { JobQueue } from '../../platform/jobs/runner';
import { defineModule } from '../../platform/modules/manifest';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { RegionScope } from '../../platform/scope/region';
import { createClaimsReadModel } from './claims-read-model';
import { createClaimDocuments } from './documents';
import { claimsRoutes } from './routes';
import { createClaimsService } from './service';

/** The job that raises due time-bar warnings; it re-enqueues itself hourly while the app runs. */
export const TIME_BAR_JOB = 'claims.time-bar-check';
const HOUR_MS = 3_600_000;

/**
 * Laytime and demurrage from the SOF, claims with their time bar, and the position list (issue 22).
 * The calculator is pure (contracts/laytime-calc.ts); this module reads port calls, SOFs, fleets and
 * regions through its read model and tells people of due time bars through the Notifier.
 */
export function createClaimsModule(deps: {
  db: Db;
  clock: () => Date;
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
  notifier: Notifier;
  findPeople: FindPeople;
  jobs?: JobQueue;
  regionScopeFor(caller: Caller, tx?: Db): Promise<RegionScope>;
}) {
  const claims = createClaimsService({ ...deps, read: createClaimsReadModel(deps.db) });
  const documents = createClaimDocuments({ db: deps.db, clock: deps.clock, files: deps.files, claims });
  // One job per hour bucket, so the running job can queue the next one under another key.
  const scheduleAt = (runAt: Date) =>
    deps.jobs?.enqueue(
      TIME_BAR_JOB,
      {},
      { runAt, uniqueKey: `${TIME_BAR_JOB}:${runAt.toISOString().slice(0, 13)}`, maxAttempts: 3 },
    );
  deps.jobs?.register(TIME_BAR_JOB, async () => {
    await claims.checkTimeBars();
    await scheduleAt(new Date(deps.clock().getTime() + HOUR_MS));
  });
  return {
    routes: (app: FastifyInstance) => claimsRoutes(app, { claims, documents, files: deps.files }),
    /** Runs the time-bar check now for every company (the job's work; tests call it). */
    checkTimeBars: () => claims.checkTimeBars(),
    /** Queues the recurring check: now, then every hour (app start). */
    async scheduleTimeBarChecks() {
      await scheduleAt(deps.clock());
    },
    /** Where a CLAIM notification lands, or null when the caller may not open the claim. */
    async notificationTarget(caller: Caller, claimId: number): Promise<string | null> {
      try {
        await claims.reachClaim(caller, claimId);
        return `/secured/buyer/claims/${claimId}`;
      } catch {
        return null;
      }
    },
  };
}
export type ClaimsModule = ReturnType<typeof createClaimsModule>;

export const manifest = defineModule({
  name: 'claims',
  summary: 'laytime, demurrage and despatch claims, their documents and time bars (a job); the position list',
  needs: ['settings', 'notifications', 'appointments'],
  build({ db, clock, files, jobs }, { settings, notifications, appointments }) {
    const claims = createClaimsModule({
      db,
      clock,
      files,
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      jobs,
      regionScopeFor: (caller, tx) => settings.regionScope.regionScopeFor(caller, tx),
    });
    notifications.registerTarget('CLAIM', claims.notificationTarget);
    return claims;
  },
});
