import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { openServingDatabase } from './startup';

// What `npm start` serves from when DATABASE_URL is unset (docs/decisions.md "npm start runs PostgreSQL").
const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) {
    // A cluster its OS user could not keep in the data folder lives elsewhere, linked from it.
    const cluster = path.join(dir, 'postgres');
    if (fs.lstatSync(cluster, { throwIfNoEntry: false })?.isSymbolicLink())
      fs.rmSync(fs.readlinkSync(cluster), { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-startup-'));
  // mkdtemp makes it 0700; a clone's ./data is readable by others, like the folder tested here.
  fs.chmodSync(dir, 0o755);
  dataDirs.push(dir);
  return dir;
}

async function readNotes(database: { db: { execute(q: ReturnType<typeof sql>): Promise<unknown> } }) {
  const result = (await database.db.execute(sql`SELECT text FROM notes ORDER BY text`)) as {
    rows: Array<{ text: string }>;
  };
  return result.rows.map((r) => r.text);
}

// Each test makes a database on disk (PGlite's initdb in WASM, or a real initdb): minutes on a loaded machine.
// None of it reads DATABASE_URL, so CI's second pass (on PostgreSQL, a year ahead) would only repeat
// the first one's work; the file runs in the pass on the embedded database.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the database npm start serves from', { timeout: 180_000 }, () => {
  it('keeps the PGlite database an earlier npm start made, with what was in it, and says how to switch', async () => {
    const dataDir = newDataDir();
    const earlier = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    await earlier.db.execute(sql`CREATE TABLE notes (text text)`);
    await earlier.db.execute(sql`INSERT INTO notes VALUES ('my port call')`);
    await earlier.close();

    const lines: string[] = [];
    const { database, description } = await openServingDatabase({ dataDir }, (line) => lines.push(line));
    expect(database.kind).toBe('pglite');
    expect(description).toContain(path.join(dataDir, 'db'));
    expect(await readNotes(database)).toEqual(['my port call']);
    expect(lines.join('\n')).toContain('PORTCALL_DB=postgres');
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });

  it('serves from PGlite with PORTCALL_DB=pglite', async () => {
    const dataDir = newDataDir();
    const { database } = await openServingDatabase({ dataDir, databaseMode: 'pglite' }, () => {});
    expect(database.kind).toBe('pglite');
    await database.close();
  });

  it('falls back to PGlite, saying why, when the embedded PostgreSQL cannot start, and leaves its folder alone', async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(path.join(dataDir, 'postgres'), 'not a cluster');
    const lines: string[] = [];
    const { database } = await openServingDatabase({ dataDir }, (line) => lines.push(line));
    expect(database.kind).toBe('pglite');
    expect(lines.join('\n')).toMatch(/could not start \(.*is not a folder\)/);
    expect(fs.readFileSync(path.join(dataDir, 'postgres'), 'utf8')).toBe('not a cluster');
    await database.close();
  });

  it('runs PostgreSQL in DATA_DIR/postgres, keeps the data across restarts, refuses a second start, and stops a server a killed app left running', async () => {
    const dataDir = newDataDir();
    const first = await openServingDatabase({ dataDir }, () => {});
    expect(first.database.kind).toBe('postgres');
    expect(first.description).toContain(path.join(dataDir, 'postgres'));
    await first.database.db.execute(sql`CREATE TABLE notes (text text)`);
    await first.database.db.execute(sql`INSERT INTO notes VALUES ('kept')`);
    await first.database.close();

    // An app killed with kill -9 cannot stop its server: the next start must.
    const app = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(path.join(import.meta.dirname, 'embedded-postgres.ts'))});
         await startEmbeddedPostgres(${JSON.stringify(dataDir)}, () => {});
         console.log('ready');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      app.stdout?.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      app.once('exit', () => reject(new Error('the app exited before its server was ready')));
    });
    // While that app lives, a second start on its folder is refused rather than taking its server.
    await expect(openServingDatabase({ dataDir }, () => {})).rejects.toThrow(/another Portcall .* is running/);
    app.kill('SIGKILL');
    await new Promise((resolve) => app.once('exit', resolve));

    const lines: string[] = [];
    const again = await openServingDatabase({ dataDir }, (line) => lines.push(line));
    expect(lines.join('\n')).toContain('an earlier run left behind');
    expect(await readNotes(again.database)).toEqual(['kept']);
    await again.database.close();
  });
});
