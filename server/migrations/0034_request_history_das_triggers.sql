-- request_history_das (requests module): one row per SUBMITTED DA with its buyer company, the port
-- of its appointment's port call, its submission time and currency. Recomputed for the DAs a
-- statement touched on proformas (status, submission, appointment, company, currency),
-- appointments (port call) or port_calls (port). Statement triggers: a bulk insert costs one refresh.
CREATE FUNCTION "request_history_das_refresh"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM request_history_das WHERE proforma_id = ANY(ids);
  INSERT INTO request_history_das (proforma_id, company_id, port_id, submitted_at, currency)
  SELECT p.id, p.company_id, pc.port_id, p.submitted_at, p.currency
  FROM proformas p
  JOIN appointments a ON a.id = p.appointment_id
  JOIN port_calls pc ON pc.id = a.port_call_id
  WHERE p.id = ANY(ids) AND p.status = 'SUBMITTED';
$$;--> statement-breakpoint
CREATE FUNCTION "proformas_request_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM request_history_das_refresh(ARRAY(SELECT id FROM new_rows WHERE status = 'SUBMITTED'));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM request_history_das WHERE proforma_id IN (SELECT id FROM old_rows);
  ELSE
    PERFORM request_history_das_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status = 'SUBMITTED' OR o.status = 'SUBMITTED')
        AND (n.status IS DISTINCT FROM o.status OR n.submitted_at IS DISTINCT FROM o.submitted_at
          OR n.appointment_id IS DISTINCT FROM o.appointment_id OR n.company_id IS DISTINCT FROM o.company_id
          OR n.currency IS DISTINCT FROM o.currency)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "proformas_request_history_insert" AFTER INSERT ON "proformas"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proformas_request_history();--> statement-breakpoint
CREATE TRIGGER "proformas_request_history_update" AFTER UPDATE ON "proformas"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proformas_request_history();--> statement-breakpoint
CREATE TRIGGER "proformas_request_history_delete" AFTER DELETE ON "proformas"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proformas_request_history();--> statement-breakpoint
CREATE FUNCTION "appointments_request_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM request_history_das_refresh(ARRAY(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN proformas p ON p.appointment_id = n.id
    WHERE n.port_call_id IS DISTINCT FROM o.port_call_id AND p.status = 'SUBMITTED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_request_history" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointments_request_history();--> statement-breakpoint
CREATE FUNCTION "port_calls_request_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM request_history_das_refresh(ARRAY(
    SELECT p.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN appointments a ON a.port_call_id = n.id
    JOIN proformas p ON p.appointment_id = a.id
    WHERE n.port_id IS DISTINCT FROM o.port_id AND p.status = 'SUBMITTED'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "port_calls_request_history" AFTER UPDATE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_request_history();--> statement-breakpoint
-- The DAs submitted before the table existed.
INSERT INTO request_history_das (proforma_id, company_id, port_id, submitted_at, currency)
SELECT p.id, p.company_id, pc.port_id, p.submitted_at, p.currency
FROM proformas p
JOIN appointments a ON a.id = p.appointment_id
JOIN port_calls pc ON pc.id = a.port_call_id
WHERE p.status = 'SUBMITTED';--> statement-breakpoint
-- The lines of the latest DAs, read index-only (proformas module's table; it keeps
-- proforma_expenses_proforma_idx, of which this one's first column is a superset).
CREATE INDEX "proforma_expenses_history_idx" ON "proforma_expenses" USING btree ("proforma_id", "catalogue_item_id") INCLUDE ("amount", "currency");
