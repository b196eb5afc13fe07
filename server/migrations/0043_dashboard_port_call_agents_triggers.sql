-- port_calls.agent_company_ids: the agent companies of the buyer's appointments on the port call (its
-- own and linked ones), distinct and sorted, for the dashboard's agent filter (GIN index, migration
-- 0039). Kept by the same statement-level triggers as awaits_appointment (migration 0014), in the same
-- UPDATE, so a link or an appointment change rewrites each touched port call once, and only when one
-- of the two facts changed.
CREATE FUNCTION "port_calls_refresh_appointment_facts"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE port_calls pc SET awaits_appointment = fresh.awaits, agent_company_ids = fresh.agents
  FROM (
    SELECT p.id, (
      NOT EXISTS (SELECT 1 FROM appointment_port_calls l WHERE l.port_call_id = p.id)
      OR EXISTS (
        SELECT 1 FROM appointment_port_calls l JOIN appointments a ON a.id = l.appointment_id
        WHERE l.port_call_id = p.id AND a.company_id = p.company_id AND a.state IN ('DRAFT', 'REJECTED'))
    ) AS awaits,
    ARRAY(
      SELECT DISTINCT a.agent_company_id FROM appointment_port_calls l JOIN appointments a ON a.id = l.appointment_id
      WHERE l.port_call_id = p.id AND a.company_id = p.company_id ORDER BY 1
    ) AS agents
    FROM port_calls p WHERE p.id = ANY(ids)
  ) fresh
  WHERE pc.id = fresh.id
    AND (pc.awaits_appointment IS DISTINCT FROM fresh.awaits OR pc.agent_company_ids IS DISTINCT FROM fresh.agents)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointment_port_calls_awaits_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM port_calls_refresh_appointment_facts(ARRAY(SELECT DISTINCT port_call_id FROM new_links));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM port_calls_refresh_appointment_facts(ARRAY(SELECT DISTINCT port_call_id FROM old_links));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointments_awaits_appointment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM port_calls_refresh_appointment_facts(ARRAY(
    SELECT DISTINCT l.port_call_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN appointment_port_calls l ON l.appointment_id = n.id
    WHERE n.state IS DISTINCT FROM o.state OR n.company_id IS DISTINCT FROM o.company_id
      OR n.agent_company_id IS DISTINCT FROM o.agent_company_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION "port_calls_refresh_awaits_appointment"(bigint[]);--> statement-breakpoint
SELECT port_calls_refresh_appointment_facts(ARRAY(SELECT id FROM port_calls));
