import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { createAgentDirectoryRepo } from './directory-read-model';
import { agentDirectoryRoutes } from './routes';
import { createAgentDirectoryService } from './service';

/**
 * The buyer's agent directory: search agents and read one agent's page with figures computed from
 * the platform's calls, DAs and ratings. A declared read model (docs/decisions.md "Agent directory"):
 * it reads the tables of account, appointments, port-calls, proformas, evaluations, bank-accounts,
 * ratings and refdata in `directory-read-model.ts` and writes nothing.
 */
export function createAgentDirectoryModule(deps: { db: Db }) {
  const service = createAgentDirectoryService({ repo: createAgentDirectoryRepo(deps.db) });
  return { routes: (app: FastifyInstance) => agentDirectoryRoutes(app, { directory: service }) };
}
