ALTER TABLE "port_calls" ADD COLUMN "awaits_appointment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "voyages" ADD COLUMN "port_call_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voyages" ADD COLUMN "first_eta" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "port_calls_pending_owner_idx" ON "port_calls" USING btree ("company_id",coalesce("ops_coordinator_id", "created_by_id"),"eta") WHERE "port_calls"."status" in ('DRAFT', 'IN_PROCESS') and "port_calls"."awaits_appointment";--> statement-breakpoint
CREATE INDEX "voyages_listed_first_eta_idx" ON "voyages" USING btree ("company_id","first_eta") WHERE "voyages"."port_call_count" > 0;--> statement-breakpoint
-- port_calls.awaits_appointment: no appointment covers the port call, or one of its buyer's
-- appointments on it is a DRAFT or REJECTED. Recomputed for the port calls a statement touched.
CREATE FUNCTION "port_calls_refresh_awaits_appointment"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE port_calls pc SET awaits_appointment = fresh.value
  FROM (
    SELECT p.id, (
      NOT EXISTS (SELECT 1 FROM appointment_port_calls l WHERE l.port_call_id = p.id)
      OR EXISTS (
        SELECT 1 FROM appointment_port_calls l JOIN appointments a ON a.id = l.appointment_id
        WHERE l.port_call_id = p.id AND a.company_id = p.company_id AND a.state IN ('DRAFT', 'REJECTED'))
    ) AS value
    FROM port_calls p WHERE p.id = ANY(ids)
  ) fresh
  WHERE pc.id = fresh.id AND pc.awaits_appointment IS DISTINCT FROM fresh.value
$$;--> statement-breakpoint
CREATE FUNCTION "appointment_port_calls_awaits_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM port_calls_refresh_awaits_appointment(ARRAY(SELECT DISTINCT port_call_id FROM new_links));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM port_calls_refresh_awaits_appointment(ARRAY(SELECT DISTINCT port_call_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_port_calls_awaits_appointment_insert" AFTER INSERT ON "appointment_port_calls"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION appointment_port_calls_awaits_appointment();--> statement-breakpoint
CREATE TRIGGER "appointment_port_calls_awaits_appointment_update" AFTER UPDATE ON "appointment_port_calls"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION appointment_port_calls_awaits_appointment();--> statement-breakpoint
CREATE TRIGGER "appointment_port_calls_awaits_appointment_delete" AFTER DELETE ON "appointment_port_calls"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION appointment_port_calls_awaits_appointment();--> statement-breakpoint
CREATE FUNCTION "appointments_awaits_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM port_calls_refresh_awaits_appointment(ARRAY(
    SELECT DISTINCT l.port_call_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN appointment_port_calls l ON l.appointment_id = n.id
    WHERE n.state IS DISTINCT FROM o.state OR n.company_id IS DISTINCT FROM o.company_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_awaits_appointment" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_awaits_appointment();--> statement-breakpoint
SELECT port_calls_refresh_awaits_appointment(ARRAY(SELECT id FROM port_calls));
--> statement-breakpoint
-- voyages.port_call_count and first_eta: the voyage's own port calls other than IMPORTED, and the
-- first ETA among them. Recomputed for the voyages a statement on port_calls touched.
CREATE FUNCTION "voyages_refresh_port_calls"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE voyages v SET port_call_count = fresh.n, first_eta = fresh.first_eta
  FROM (
    SELECT w.id, count(p.id)::integer AS n, min(p.eta) AS first_eta
    FROM voyages w
    LEFT JOIN port_calls p ON p.voyage_id = w.id AND p.company_id = w.company_id AND p.status <> 'IMPORTED'
    WHERE w.id = ANY(ids)
    GROUP BY w.id
  ) fresh
  WHERE v.id = fresh.id
    AND (v.port_call_count IS DISTINCT FROM fresh.n OR v.first_eta IS DISTINCT FROM fresh.first_eta)
$$;--> statement-breakpoint
CREATE FUNCTION "port_calls_voyage_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM voyages_refresh_port_calls(ARRAY(SELECT DISTINCT voyage_id FROM new_rows WHERE voyage_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM voyages_refresh_port_calls(ARRAY(SELECT DISTINCT voyage_id FROM old_rows WHERE voyage_id IS NOT NULL));
  ELSE
    PERFORM voyages_refresh_port_calls(ARRAY(
      SELECT DISTINCT x.voyage_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.voyage_id), (o.voyage_id)) AS x(voyage_id)
      WHERE x.voyage_id IS NOT NULL
        AND (n.voyage_id IS DISTINCT FROM o.voyage_id OR n.eta IS DISTINCT FROM o.eta
          OR n.status IS DISTINCT FROM o.status OR n.company_id IS DISTINCT FROM o.company_id)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "port_calls_voyage_summary_insert" AFTER INSERT ON "port_calls"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_voyage_summary();--> statement-breakpoint
CREATE TRIGGER "port_calls_voyage_summary_update" AFTER UPDATE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_voyage_summary();--> statement-breakpoint
CREATE TRIGGER "port_calls_voyage_summary_delete" AFTER DELETE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_voyage_summary();--> statement-breakpoint
SELECT voyages_refresh_port_calls(ARRAY(SELECT id FROM voyages));
