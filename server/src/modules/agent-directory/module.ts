import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { createJobRunner } from '../../platform/jobs/runner';
import { defineModule } from '../../platform/modules/manifest';
import { createAgentDirectoryRepo } from './directory-read-model';
import { createFiguresRefresh } from './refresh';
import { createAgentDirectoryStore } from './repo';
import { agentDirectoryRoutes } from './routes';
import { createAgentDirectoryService } from './service';

const REFRESH_JOB = 'agent-directory.refresh-figures';
/**
 * Often enough that a reader seldom finds more than a few changed agents to recompute (a reader pays
 * for every queued call, not only its agent's); an empty queue costs the job one small read.
 */
const REFRESH_EVERY_MS = 10_000;

/**
 * The buyer's agent directory: search agents and read one agent's page with figures computed from
 * the platform's calls, DAs and ratings. A declared read model (docs/decisions.md "Agent directory"):
 * it reads the tables of account, appointments, port-calls, proformas, evaluations, bank-accounts,
 * ratings and refdata in `directory-read-model.ts`; it writes only its own precomputed figures
 * (docs/decisions.md "Agent directory figures, precomputed").
 */
export function createAgentDirectoryModule(deps: {
  db: Db;
  jobs?: ReturnType<typeof createJobRunner>;
  clock?: () => Date;
}) {
  const read = createAgentDirectoryRepo(deps.db);
  const store = createAgentDirectoryStore(deps.db);
  const refresh = createFiguresRefresh({ db: deps.db, read, store });
  const service = createAgentDirectoryService({ repo: read, refresh });
  const clock = deps.clock ?? (() => new Date());
  // The job keeps readers from paying for a refresh: it drains the queue every 10 seconds (and the
  // whole history once after the migration); a reader still drains what the job has not reached.
  const scheduleAt = (runAt: Date) =>
    deps.jobs?.enqueue(
      REFRESH_JOB,
      {},
      { runAt, uniqueKey: `${REFRESH_JOB}:${Math.floor(runAt.getTime() / REFRESH_EVERY_MS)}`, maxAttempts: 3 },
    );
  deps.jobs?.register(REFRESH_JOB, async () => {
    await refresh.refreshStale();
    await scheduleAt(new Date(clock().getTime() + REFRESH_EVERY_MS));
  });
  return {
    routes: (app: FastifyInstance) => agentDirectoryRoutes(app, { directory: service }),
    /** Recomputes the figures of every call changed since the last refresh (the job's work; the bench calls it). */
    refreshFigures: () => refresh.refreshStale(),
    /** Queues the recurring refresh: now, then every 10 seconds (app start). */
    async scheduleFiguresRefresh() {
      await scheduleAt(clock());
    },
  };
}

export type AgentDirectoryModule = ReturnType<typeof createAgentDirectoryModule>;

export const manifest = defineModule({
  name: 'agent-directory',
  summary: "the agent directory and each agent's figures (refreshed by a job)",
  needs: [],
  build: ({ db, jobs, clock }) => createAgentDirectoryModule({ db, jobs, clock }),
});
