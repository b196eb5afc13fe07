// `npm start`: install what is missing, build the web app if stale, then migrate, seed and serve.
import { spawn } from 'node:child_process';
import { ensureApertium, ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
// The embedded translator (attachment translation) runs Apertium offline.
ensureApertium();
// The IPC channel is how the server learns that this script died (kill -9): it then shuts down too,
// stopping the PostgreSQL server it started.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
