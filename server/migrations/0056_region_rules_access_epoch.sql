-- Region rules travel with the cached caller (auth/session-read-model.ts), so every change of what a
-- REGION_RULE lets a buyer see bumps the access epoch (0038), exactly as a role or grant change does:
-- which rules a profile holds, a rule's type, state or company, which regions a rule names, a
-- region's state, a region's countries. New rules and regions count once linked.
CREATE TRIGGER "profile_rules_access_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_rules"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "rules_access_epoch" AFTER UPDATE ON "rules" FOR EACH ROW
  WHEN (OLD.rule_type IS DISTINCT FROM NEW.rule_type OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "rules_access_epoch_delete" AFTER DELETE OR TRUNCATE ON "rules"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "rule_regions_access_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rule_regions"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "regions_access_epoch" AFTER UPDATE ON "regions" FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "regions_access_epoch_delete" AFTER DELETE OR TRUNCATE ON "regions"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "region_countries_access_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "region_countries" FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();
