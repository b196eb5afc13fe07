import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { postgresUnreachable } from '../../test/services';
import { type Database, migrationsFolder, openDatabase } from './client';

// Two replicas started at once on a fresh PostgreSQL database: each migrates (and seeds) at start.
const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl ? await postgresUnreachable(serverUrl) : 'DATABASE_URL is not set';

const title = `two nodes migrating one fresh PostgreSQL database at once${skipReason ? ` (skipped: ${skipReason})` : ''}`;

describe.skipIf(skipReason !== undefined)(title, () => {
  const dbName = `portcall_migrate_${randomBytes(4).toString('hex')}`;
  const nodes: Database[] = [];
  afterAll(async () => {
    for (const node of nodes) await node.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('both succeed, one after the other, and the schema has every migration once', { timeout: 120_000 }, async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = withDatabase(serverUrl as string, dbName);
    nodes.push(await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url }));

    // What each node does after migrating (the seed) runs while it still holds the lock: the two
    // never overlap, so neither seeds what the other is half-way through.
    const steps: string[] = [];
    const seedOf = (node: string) => async () => {
      steps.push(`${node} starts`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      steps.push(`${node} ends`);
    };
    await Promise.all([nodes[0]?.migrate(seedOf('A')), nodes[1]?.migrate(seedOf('B'))]);
    expect([
      ['A starts', 'A ends', 'B starts', 'B ends'],
      ['B starts', 'B ends', 'A starts', 'A ends'],
    ]).toContainEqual(steps);

    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      const applied = await check.query<{ n: string; distinct_hashes: string }>(
        'SELECT count(*) AS n, count(DISTINCT hash) AS distinct_hashes FROM drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({
        n: String(journal.entries.length),
        distinct_hashes: String(journal.entries.length),
      });
      const tables = await check.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('profiles', 'companies', 'jobs')",
      );
      expect(tables.rows.map((r) => r.table_name).sort()).toEqual(['companies', 'jobs', 'profiles']);
    } finally {
      await check.end();
    }
  });
});
