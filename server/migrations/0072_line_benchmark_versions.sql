CREATE TABLE "line_benchmark_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A port's version moves with every statement that changes its calls (the refresh of a DA's calls
-- deletes and inserts: two bumps, in the DA's own transaction; a row per port, so only final DAs
-- submitted at the same port at the same moment wait on each other).
CREATE FUNCTION "line_benchmark_versions_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO line_benchmark_versions (scope, version)
    SELECT DISTINCT 'port:' || port_id, 1 FROM new_rows ORDER BY 1
    ON CONFLICT (scope) DO UPDATE SET version = line_benchmark_versions.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO line_benchmark_versions (scope, version)
    SELECT DISTINCT 'port:' || port_id, 1 FROM old_rows ORDER BY 1
    ON CONFLICT (scope) DO UPDATE SET version = line_benchmark_versions.version + 1;
  ELSE
    INSERT INTO line_benchmark_versions (scope, version)
    SELECT 'port:' || port_id, 1 FROM (SELECT port_id FROM old_rows UNION SELECT port_id FROM new_rows) p ORDER BY 1
    ON CONFLICT (scope) DO UPDATE SET version = line_benchmark_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "line_benchmark_versions_insert" AFTER INSERT ON "line_benchmark_calls"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_versions_calls();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_versions_update" AFTER UPDATE ON "line_benchmark_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_versions_calls();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_versions_delete" AFTER DELETE ON "line_benchmark_calls"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_versions_calls();--> statement-breakpoint
-- Any change to the exchange rates may change a conversion.
CREATE FUNCTION "line_benchmark_versions_rates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO line_benchmark_versions (scope, version) VALUES ('exchange_rates', 1)
  ON CONFLICT (scope) DO UPDATE SET version = line_benchmark_versions.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "line_benchmark_versions_rates" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_versions_rates();
