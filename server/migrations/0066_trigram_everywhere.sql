-- PGlite now loads pg_trgm too (platform/db/client.ts): the voyage-number trigram index that 0044 left
-- out there is made now, so both databases answer the dashboard's "contains" filter from it. Still
-- guarded: a PostgreSQL server without the contrib package keeps running without the index.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS voyages_voyage_number_trgm_idx ON voyages USING gin (voyage_number gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): voyages_voyage_number_trgm_idx left out', SQLERRM;
END
$$;
