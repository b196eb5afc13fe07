-- The claims epoch (auth/db.ts claimsEpoch, auth/claims-cache.ts): one row, bumped in the same
-- transaction as any change the claims show beyond what access_epoch already counts, so a node that
-- reads a newer epoch knows its kept claims may be stale. Triggers, not the services: settings,
-- admin, fleet, account and log-in all write these rows.
INSERT INTO "claims_epoch" ("id", "n") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "claims_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Any column: the claims show nearly all of them (a log-in's last_login_at and login_tries too).
CREATE TRIGGER "profiles_claims_epoch" AFTER UPDATE ON "profiles" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "companies_claims_epoch" AFTER UPDATE ON "companies" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "company_ports_claims_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_ports"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "company_categories_claims_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "company_categories" FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "profile_rules_claims_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
-- A rule's name, type or state (INACTIVE rules are not shown); a new rule is shown once linked.
CREATE TRIGGER "rules_claims_epoch" AFTER UPDATE ON "rules" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.rule_type IS DISTINCT FROM NEW.rule_type
    OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "rules_claims_epoch_delete" AFTER DELETE OR TRUNCATE ON "rules"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "profile_vessels_claims_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_vessels"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
-- Only a vessel's name and active flag are shown: its other details change more often.
CREATE TRIGGER "vessels_claims_epoch" AFTER UPDATE ON "vessels" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "vessels_claims_epoch_delete" AFTER DELETE OR TRUNCATE ON "vessels"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "departments_claims_epoch" AFTER UPDATE OR DELETE OR TRUNCATE ON "departments"
  FOR EACH STATEMENT EXECUTE FUNCTION claims_epoch_bump();
