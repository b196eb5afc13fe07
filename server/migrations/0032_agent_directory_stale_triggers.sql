-- The agent directory's figures are precomputed (agent_directory_calls, agent_directory_figures).
-- These triggers are the directory's subscription to the tables its figures read: in the changing
-- transaction they queue the calls whose inputs changed, and write nothing but that queue. The
-- refresh (before a directory read, and the background job) recomputes the queued calls.
CREATE FUNCTION "agent_directory_mark_stale"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agent_directory_stale_calls (appointment_id)
  SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL
$$;--> statement-breakpoint
CREATE FUNCTION "agent_directory_appointments_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT id FROM new_rows WHERE state <> 'DRAFT'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT id FROM old_rows));
  ELSE
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.state IS DISTINCT FROM o.state OR n.company_id IS DISTINCT FROM o.company_id
        OR n.agent_company_id IS DISTINCT FROM o.agent_company_id OR n.port_call_id IS DISTINCT FROM o.port_call_id
        OR n.appointed_at IS DISTINCT FROM o.appointed_at OR n.accepted_at IS DISTINCT FROM o.accepted_at
        OR n.rejected_at IS DISTINCT FROM o.rejected_at));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_appointments_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_appointments_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_appointments_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_appointments_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_appointments_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_appointments_stale();--> statement-breakpoint
-- A port call's port and ETS are its appointments' port and sailing time.
CREATE FUNCTION "agent_directory_port_calls_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM agent_directory_mark_stale(ARRAY(
    SELECT a.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN appointments a ON a.port_call_id = n.id
    WHERE n.port_id IS DISTINCT FROM o.port_id OR n.ets IS DISTINCT FROM o.ets));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_port_calls_update" AFTER UPDATE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_port_calls_stale();--> statement-breakpoint
-- DAs: which was submitted last, when, its currency and supplier.
CREATE FUNCTION "agent_directory_proformas_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM new_rows WHERE status = 'SUBMITTED'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM old_rows WHERE status = 'SUBMITTED'));
  ELSE
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT n.appointment_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.type IS DISTINCT FROM o.type
        OR n.submitted_at IS DISTINCT FROM o.submitted_at OR n.currency IS DISTINCT FROM o.currency
        OR n.supplier_id IS DISTINCT FROM o.supplier_id OR n.appointment_id IS DISTINCT FROM o.appointment_id
      UNION SELECT o.appointment_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.appointment_id IS DISTINCT FROM o.appointment_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_proformas_insert" AFTER INSERT ON "proformas"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proformas_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_proformas_update" AFTER UPDATE ON "proformas"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proformas_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_proformas_delete" AFTER DELETE ON "proformas"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proformas_stale();--> statement-breakpoint
-- A submitted DA's lines make its total.
CREATE FUNCTION "agent_directory_proforma_expenses_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT DISTINCT p.appointment_id FROM proformas p
      WHERE p.status = 'SUBMITTED' AND p.id IN (SELECT proforma_id FROM new_rows)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT DISTINCT p.appointment_id FROM proformas p
      WHERE p.status = 'SUBMITTED' AND p.id IN (SELECT proforma_id FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_proforma_expenses_insert" AFTER INSERT ON "proforma_expenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proforma_expenses_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_proforma_expenses_update" AFTER UPDATE ON "proforma_expenses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proforma_expenses_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_proforma_expenses_delete" AFTER DELETE ON "proforma_expenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_proforma_expenses_stale();--> statement-breakpoint
-- Evaluations are the DAs counted; a line sent back for review marks its DA.
CREATE FUNCTION "agent_directory_evaluations_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM old_rows));
  ELSE
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT n.appointment_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.appointment_id IS DISTINCT FROM o.appointment_id OR n.proforma_id IS DISTINCT FROM o.proforma_id
      UNION SELECT o.appointment_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.appointment_id IS DISTINCT FROM o.appointment_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_evaluations_insert" AFTER INSERT ON "evaluations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_evaluations_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_evaluations_update" AFTER UPDATE ON "evaluations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_evaluations_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_evaluations_delete" AFTER DELETE ON "evaluations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_evaluations_stale();--> statement-breakpoint
CREATE FUNCTION "agent_directory_expense_evaluations_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT DISTINCT e.appointment_id FROM evaluations e
      WHERE e.id IN (SELECT evaluation_id FROM new_rows
        WHERE status = 'BACK_FOR_REVIEW' OR previous_status = 'BACK_FOR_REVIEW')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT DISTINCT e.appointment_id FROM evaluations e
      WHERE e.id IN (SELECT evaluation_id FROM old_rows
        WHERE status = 'BACK_FOR_REVIEW' OR previous_status = 'BACK_FOR_REVIEW')));
  ELSE
    PERFORM agent_directory_mark_stale(ARRAY(
      SELECT DISTINCT e.appointment_id FROM evaluations e
      WHERE e.id IN (SELECT n.evaluation_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status OR n.previous_status IS DISTINCT FROM o.previous_status
          OR n.evaluation_id IS DISTINCT FROM o.evaluation_id
        UNION SELECT o.evaluation_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.evaluation_id IS DISTINCT FROM o.evaluation_id)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_expense_evaluations_insert" AFTER INSERT ON "expense_evaluations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_expense_evaluations_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_expense_evaluations_update" AFTER UPDATE ON "expense_evaluations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_expense_evaluations_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_expense_evaluations_delete" AFTER DELETE ON "expense_evaluations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_expense_evaluations_stale();--> statement-breakpoint
-- A call's rating, and the buyer's mean of the agent in the search.
CREATE FUNCTION "agent_directory_agent_ratings_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM new_rows));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM agent_directory_mark_stale(ARRAY(SELECT appointment_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_agent_ratings_insert" AFTER INSERT ON "agent_ratings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_agent_ratings_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_agent_ratings_update" AFTER UPDATE ON "agent_ratings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_agent_ratings_stale();--> statement-breakpoint
CREATE TRIGGER "agent_directory_agent_ratings_delete" AFTER DELETE ON "agent_ratings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_agent_ratings_stale();--> statement-breakpoint
-- Every existing call is computed once: the refresh job drains this at start.
INSERT INTO agent_directory_stale_calls (appointment_id)
  SELECT id FROM appointments WHERE state <> 'DRAFT' AND agent_company_id IS NOT NULL;
