-- The estimation epoch (estimations/db.ts estimationEpoch): bumped in the same transaction as any write
-- that can change a port's published formula set (its estimations, their ports, the catalogue's
-- expense names), so every node drops compiled formulas read under an older epoch. Triggers, not the
-- service, so a scheduled publication, a refdata edit or a bench fill cannot forget.
INSERT INTO "estimation_epoch" ("id", "n") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "estimation_epoch_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE estimation_epoch SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expense_estimations_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "expense_estimations"
  FOR EACH STATEMENT EXECUTE FUNCTION estimation_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "expense_estimation_locations_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "expense_estimation_locations" FOR EACH STATEMENT EXECUTE FUNCTION estimation_epoch_bump();--> statement-breakpoint
CREATE TRIGGER "expense_catalogue_items_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "expense_catalogue_items" FOR EACH STATEMENT EXECUTE FUNCTION estimation_epoch_bump();--> statement-breakpoint
-- The port directory's count of active ports (port-directory/db.ts portDirectoryTotals), kept by
-- adding each statement's difference (exact under concurrent writers: the row lock orders them).
INSERT INTO "port_directory_totals" ("id", "active_ports")
  SELECT 1, count(*) FROM "ports" WHERE "is_active" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "port_directory_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_ports WHERE is_active);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - (SELECT count(*) FROM old_ports WHERE is_active);
  END IF;
  IF delta <> 0 THEN
    UPDATE port_directory_totals SET active_ports = active_ports + delta WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "port_directory_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE port_directory_totals SET active_ports = 0 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ports_directory_totals_insert" AFTER INSERT ON "ports" REFERENCING NEW TABLE AS new_ports
  FOR EACH STATEMENT EXECUTE FUNCTION port_directory_totals_count();--> statement-breakpoint
CREATE TRIGGER "ports_directory_totals_update" AFTER UPDATE ON "ports"
  REFERENCING OLD TABLE AS old_ports NEW TABLE AS new_ports
  FOR EACH STATEMENT EXECUTE FUNCTION port_directory_totals_count();--> statement-breakpoint
CREATE TRIGGER "ports_directory_totals_delete" AFTER DELETE ON "ports" REFERENCING OLD TABLE AS old_ports
  FOR EACH STATEMENT EXECUTE FUNCTION port_directory_totals_count();--> statement-breakpoint
CREATE TRIGGER "ports_directory_totals_truncate" AFTER TRUNCATE ON "ports"
  FOR EACH STATEMENT EXECUTE FUNCTION port_directory_totals_truncate();
