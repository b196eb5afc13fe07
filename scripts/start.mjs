// `npm start`: install what is missing, build the web app if stale, then migrate, seed and serve.
import { spawn } from 'node:child_process';
import { ensureApertium, ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
// The embedded translator (attachment translation) runs Apertium offline.
ensureApertium();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
