import { demoLogins } from '../seed/demo';
import { seedAll } from '../seed/seed';
import { buildApp } from './app';
import { readConfig } from './platform/config';
import { openServingDatabase } from './platform/db/startup';
import { attachRealtime } from './platform/realtime';
import { createShutdown } from './platform/shutdown';

/** Reads the configuration, migrates, seeds reference and demo data, and listens. */
async function main() {
  const config = readConfig();
  const { database, description } = await openServingDatabase(config, (line) => console.log(line));
  await database.migrate(() => seedAll(database.db, { isProduction: config.isProduction, demo: config.seedDemo }));
  const { app, services } = await buildApp({ config, database });
  const realtime = await attachRealtime(app.server, {
    authenticate: services.auth.authenticateNow,
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    log: app.log,
    hub: services.realtime,
    authenticateGuest: services.authenticateSofInvitee,
  });
  await app.listen({ port: config.port, host: config.host });
  services.jobs.start();
  await services.claims.scheduleTimeBarChecks();
  await services.integrations.schedulePump();
  await services.agentDirectory.scheduleFiguresRefresh();
  await services.files.scheduleOrphanSweep();

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Portcall is running on ${url}  (API docs: ${url}/da-app/docs)`,
    `Database: ${description}`,
    ...(config.seedDemo
      ? [
          'Demo logins (password for all: Portcall2026):',
          ...demoLogins.map((d) => `  ${d.role.padEnd(22)} ${d.username}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = createShutdown({
    app,
    realtime,
    database,
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by scripts/start.mjs: if it dies (even by kill -9), the channel closes and we stop too,
  // rather than keep port 8080 and the database server with nobody to stop them.
  process.on('disconnect', () => void shutdown('parent gone'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
