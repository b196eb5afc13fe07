// `npm run db:seed`: migrates and seeds reference and demo data into the database `npm start`
// serves from (as db:migrate chooses it), then stops it. Seeding only adds what is missing; the demo
// follows SEED_DEMO (off in production), and both run under the migration lock as at start.
import { readConfig } from '../src/platform/config';
import { openServingDatabase } from '../src/platform/db/startup';
import { seedAll } from './seed';

const config = readConfig();
const { database, description } = await openServingDatabase(config, (line) => console.log(line));
try {
  await database.migrate(() => seedAll(database.db, { isProduction: config.isProduction, demo: config.seedDemo }));
  console.log(`Seeded: ${description}`);
} finally {
  await database.close();
}
