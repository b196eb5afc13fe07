import { inject } from 'vitest';

// Specs read the server's address from the environment, as they would against a deployed app; each
// worker has a server of its own (support/global-setup.ts), so the files it runs share one database.
const servers = inject('servers');
const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
const server = servers[worker % servers.length];
if (!server) throw new Error('the e2e global setup started no server');
process.env.E2E_BASE_URL = server.baseUrl;
process.env.E2E_MAIL_DIR = server.mailDir;
