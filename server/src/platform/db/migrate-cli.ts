// `npm run db:migrate`: migrates the database `npm start` serves from (DATABASE_URL, else the
// embedded PostgreSQL or PGlite in DATA_DIR, chosen as at start), then stops it.
import { readConfig } from '../config';
import { openServingDatabase } from './startup';

const { database, description } = await openServingDatabase(readConfig(), (line) => console.log(line));
try {
  await database.migrate();
  console.log(`Migrated: ${description}`);
} finally {
  await database.close();
}
