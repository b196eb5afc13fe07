-- dashboard_pending_tasks (migration 0051): the DRAFT or REJECTED appointments on pending port calls
-- (DRAFT or IN_PROCESS, awaiting an appointment) with whose task each is and the port call's ETA.
-- Recomputed for the port calls a statement touched: rows that no longer qualify go, the others are
-- written only when a fact changed, so a refresh that changes nothing writes nothing.
CREATE FUNCTION "dashboard_pending_tasks_refresh"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT a.id AS appointment_id, pc.id AS port_call_id, pc.company_id,
      coalesce(pc.ops_coordinator_id, pc.created_by_id) AS owner_id, pc.eta
    FROM port_calls pc JOIN appointments a ON a.port_call_id = pc.id
    WHERE pc.id = ANY(ids) AND a.state IN ('DRAFT', 'REJECTED')
      AND pc.status IN ('DRAFT', 'IN_PROCESS') AND pc.awaits_appointment
      AND coalesce(pc.ops_coordinator_id, pc.created_by_id) IS NOT NULL
  ), gone AS (
    DELETE FROM dashboard_pending_tasks t
    WHERE t.port_call_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.appointment_id = t.appointment_id)
  )
  INSERT INTO dashboard_pending_tasks AS t (appointment_id, port_call_id, company_id, owner_id, eta)
  SELECT appointment_id, port_call_id, company_id, owner_id, eta FROM fresh
  ON CONFLICT (appointment_id) DO UPDATE
    SET port_call_id = excluded.port_call_id, company_id = excluded.company_id, owner_id = excluded.owner_id,
      eta = excluded.eta
    WHERE (t.port_call_id, t.company_id, t.owner_id, t.eta)
      IS DISTINCT FROM (excluded.port_call_id, excluded.company_id, excluded.owner_id, excluded.eta)
$$;--> statement-breakpoint
-- An appointment's own port call: a new appointment, or one whose state or port call changed. A deleted
-- appointment's row goes with it (ON DELETE CASCADE).
CREATE FUNCTION "appointments_dashboard_pending_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_pending_tasks_refresh(ARRAY(SELECT DISTINCT port_call_id FROM new_rows));
  ELSE
    PERFORM dashboard_pending_tasks_refresh(ARRAY(
      SELECT DISTINCT x.port_call_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (n.port_call_id), (o.port_call_id)) AS x(port_call_id)
      WHERE n.state IS DISTINCT FROM o.state OR n.port_call_id IS DISTINCT FROM o.port_call_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_dashboard_pending_tasks_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_dashboard_pending_tasks();--> statement-breakpoint
CREATE TRIGGER "appointments_dashboard_pending_tasks_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_dashboard_pending_tasks();--> statement-breakpoint
-- A port call whose status, owner, ETA, buyer or awaiting flag (itself kept by the appointment
-- triggers of migration 0014) changed. A new port call has no appointment yet.
CREATE FUNCTION "port_calls_dashboard_pending_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_pending_tasks_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status OR n.ops_coordinator_id IS DISTINCT FROM o.ops_coordinator_id
      OR n.created_by_id IS DISTINCT FROM o.created_by_id OR n.eta IS DISTINCT FROM o.eta
      OR n.company_id IS DISTINCT FROM o.company_id OR n.awaits_appointment IS DISTINCT FROM o.awaits_appointment));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "port_calls_dashboard_pending_tasks_update" AFTER UPDATE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_dashboard_pending_tasks();--> statement-breakpoint
SELECT dashboard_pending_tasks_refresh(ARRAY(SELECT DISTINCT port_call_id FROM appointments WHERE state IN ('DRAFT', 'REJECTED')));
