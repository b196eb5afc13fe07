import { createAgentDirectoryModule } from '../server/src/modules/agent-directory/module';
import { generateDas } from './generate/das';
import { MANAGER } from './generate/dataset';
import { seeded } from './generate/prng';
import type { HttpSuite } from './lib/suite';

const S = '/da-app/secured';

/**
 * `npm run bench -- directory`: the buyer's agent directory search (several filter sets) and the
 * page of the busiest agent (`agent?id=`, with and without a port), over 30 agencies and the
 * buyer's 50,000 appointments with their DAs, ratings and served ports.
 */
export const directorySuite: HttpSuite<{
  proformas: number;
  lines: number;
  ratings: number;
  servedPorts: number;
  /** Stale-call marks the bulk fill queued, and how long the directory took to compute their figures. */
  figuresRefreshed: number;
  refreshSeconds: number;
}> = {
  name: 'directory',
  aimMs: 30,
  async fill(database, d) {
    const rows = await generateDas(database.db, seeded(30), {
      buyerId: d.buyerId,
      raterId: d.managerId,
      raterName: 'Bench Manager',
      linesPerDa: 8,
    });
    // The fill writes the history in bulk, as a migration's backfill would meet it: the triggers
    // queued every call, and the refresh job computes them before anyone reads (its cost is recorded).
    const started = performance.now();
    const figuresRefreshed = await createAgentDirectoryModule({ db: database.db }).refreshFigures();
    const refreshSeconds = Math.round((performance.now() - started) / 100) / 10;
    return { ...rows, figuresRefreshed, refreshSeconds };
  },
  async targets({ server, dataset: d, login }) {
    const headers = await login(MANAGER);
    const search = (label: string, query: Record<string, string | number>) => ({
      name: `GET agent-directory/agents ${label}`,
      method: 'GET' as const,
      url: `${server.base}${S}/buyer/agent-directory/agents?${new URLSearchParams({ page: '0', size: '20', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
      headers,
      check: (body: string) => ((JSON.parse(body) as { total: number }).total > 0 ? undefined : 'no agent found'),
    });
    const page = (label: string, query: Record<string, number>) => ({
      name: `GET agent?id= ${label}`,
      method: 'GET' as const,
      url: `${server.base}${S}/agent?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers,
    });
    return [
      search('no filter', {}),
      search('busiest port', { portId: d.sample.portId }),
      search('name text', { name: 'agency' }),
      search('min rating 3', { minRating: 3 }),
      page('busiest agent', { id: d.sample.agentId }),
      page('busiest agent at busiest port', { id: d.sample.agentId, portId: d.sample.portId }),
    ];
  },
};
