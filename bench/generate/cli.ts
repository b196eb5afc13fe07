/**
 * Fills a database with the benchmark dataset, to look at it by hand (psql, EXPLAIN):
 *   createdb -h 127.0.0.1 -U postgres bench_x
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_x npx tsx bench/generate/cli.ts
 * Migrates and seeds first (reference and demo data), like the app's own start does.
 */
import { seedAll } from '../../server/seed/seed';
import { openDatabase } from '../../server/src/platform/db/client';
import { generateDataset } from './dataset';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('set DATABASE_URL to a fresh PostgreSQL database');
const database = await openDatabase({ databaseUrl });
await database.migrate();
await seedAll(database.db);
const dataset = await generateDataset(database.db, { scale: Number(process.env.BENCH_SCALE ?? 1) });
console.log(JSON.stringify(dataset, null, 2));
await database.close();
