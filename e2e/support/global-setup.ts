import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the web app if stale, then starts one real server per worker, each on a fresh database. */
export default async function setup(project: TestProject) {
  const { ensureWebBuild } = (await import(path.join(root, 'scripts/lib.mjs'))) as { ensureWebBuild: () => void };
  ensureWebBuild();
  const servers = await Promise.all(Array.from({ length: e2eWorkers() }, () => startServer()));
  project.provide(
    'servers',
    servers.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-e2e-'));
  // A mailbox: every e-mail the server sends lands as a file a journey can open (e-mail group
  // confirmation links).
  const mailDir = path.join(dataDir, 'mailbox');
  fs.mkdirSync(mailDir, { recursive: true });
  const smtp = await startMailbox(mailDir);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The journeys keep the in-process PGlite: no server to start, a fresh database per run
      // (docs/decisions.md "The suite's time on a slower machine": PostgreSQL was tried, no faster).
      PORTCALL_DB: 'pglite',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // One attempt: a failing integration delivery is dead at once (the integration journey).
      INTEGRATION_MAX_ATTEMPTS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, server, () => output);
  return {
    baseUrl,
    mailDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await new Promise((resolve) => smtp.server.close(() => resolve(null)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(baseUrl: string, server: ChildProcess, output: () => string) {
  // The demo seed builds a working day through the API on a fresh database (server/seed/demo-working-day.ts).
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/da-app/feature-flags`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start in time:\n${output()}`);
}

/** An SMTP server writing each received message to `dir` as `<n>.eml`. */
async function startMailbox(dir: string) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        fs.writeFileSync(path.join(dir, `${String(count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: VITEST_POOL_ID (1..workers) picks a worker's own. */
    servers: Array<{ baseUrl: string; mailDir: string }>;
  }
}
