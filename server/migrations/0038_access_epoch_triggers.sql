-- The access epoch (auth/db.ts accessEpoch, auth/session-cache.ts): one row, bumped in the same
-- transaction as any change that can alter what a live session may do, so a node that reads a newer
-- epoch knows its cached callers may be stale. Triggers, not the services, because role, grant and
-- session changes are made by several modules (settings, admin, auth) and a new one cannot forget.
INSERT INTO "access_epoch" ("id", "n") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "access_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the columns the access check reads: a log-in (last_login_at, login_tries) must not bump it.
CREATE TRIGGER "profiles_access_epoch" AFTER UPDATE ON "profiles" FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.department_id IS DISTINCT FROM NEW.department_id OR OLD.is_enabled IS DISTINCT FROM NEW.is_enabled
    OR OLD.is_locked IS DISTINCT FROM NEW.is_locked OR OLD.locked_until IS DISTINCT FROM NEW.locked_until)
  EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "profiles_access_epoch_delete" AFTER DELETE ON "profiles" FOR EACH STATEMENT
  EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "profile_products_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "profile_products"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "profile_authorities_access_epoch" AFTER INSERT OR UPDATE OR DELETE ON "profile_authorities"
  FOR EACH STATEMENT EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
-- A new session is a new cache key: only its end (revoked, shortened, deleted) matters.
CREATE TRIGGER "sessions_access_epoch" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.profile_id IS DISTINCT FROM NEW.profile_id OR OLD.acting_admin_id IS DISTINCT FROM NEW.acting_admin_id)
  EXECUTE FUNCTION access_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "sessions_access_epoch_delete" AFTER DELETE ON "sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION access_epoch_bump();
