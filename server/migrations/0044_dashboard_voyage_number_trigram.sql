-- The dashboard's voyage-number filter is a "contains" match (ilike '%...%'): a trigram index answers
-- it from the matching voyages instead of reading every voyage of the buyer (40,000 at 200,000 port
-- calls). pg_trgm is a contrib extension: PostgreSQL ships it, our PGlite does not load it. Where it
-- cannot be created the index is left out and the same query reads the voyages as before
-- (docs/decisions.md, "Issue 18, item 1: ... second round").
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS voyages_voyage_number_trgm_idx ON voyages USING gin (voyage_number gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available (%): voyages_voyage_number_trgm_idx left out', SQLERRM;
END
$$;
