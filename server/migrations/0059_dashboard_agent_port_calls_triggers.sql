-- dashboard_agent_port_calls (migration 0058): one row per port call and agent of its agent_company_ids
-- (itself kept by the appointment triggers of migration 0043), with the port call's buyer, ETA, voyage,
-- status and country. Recomputed for the port calls a statement touched: rows of agents no longer on
-- the port call go, the others are written only when a fact changed. A deleted port call's rows go with
-- it (ON DELETE CASCADE).
CREATE FUNCTION "dashboard_agent_port_calls_refresh"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (
    SELECT pc.id AS port_call_id, a.agent AS agent_company_id, pc.company_id, pc.eta, pc.voyage_id, pc.status,
      pc.country_id
    FROM port_calls pc CROSS JOIN LATERAL unnest(pc.agent_company_ids) AS a(agent)
    WHERE pc.id = ANY(ids)
  ), gone AS (
    DELETE FROM dashboard_agent_port_calls t
    WHERE t.port_call_id = ANY(ids) AND NOT EXISTS (
      SELECT 1 FROM fresh f WHERE f.port_call_id = t.port_call_id AND f.agent_company_id = t.agent_company_id)
  )
  INSERT INTO dashboard_agent_port_calls AS t (port_call_id, agent_company_id, company_id, eta, voyage_id, status, country_id)
  SELECT port_call_id, agent_company_id, company_id, eta, voyage_id, status, country_id FROM fresh
  ON CONFLICT (port_call_id, agent_company_id) DO UPDATE
    SET company_id = excluded.company_id, eta = excluded.eta, voyage_id = excluded.voyage_id,
      status = excluded.status, country_id = excluded.country_id
    WHERE (t.company_id, t.eta, t.voyage_id, t.status, t.country_id)
      IS DISTINCT FROM (excluded.company_id, excluded.eta, excluded.voyage_id, excluded.status, excluded.country_id)
$$;--> statement-breakpoint
CREATE FUNCTION "port_calls_dashboard_agent_port_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_agent_port_calls_refresh(ARRAY(SELECT id FROM new_rows WHERE agent_company_ids <> '{}'));
  ELSE
    PERFORM dashboard_agent_port_calls_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.agent_company_ids IS DISTINCT FROM o.agent_company_ids OR n.eta IS DISTINCT FROM o.eta
        OR n.voyage_id IS DISTINCT FROM o.voyage_id OR n.status IS DISTINCT FROM o.status
        OR n.country_id IS DISTINCT FROM o.country_id OR n.company_id IS DISTINCT FROM o.company_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "port_calls_dashboard_agent_port_calls_insert" AFTER INSERT ON "port_calls"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_dashboard_agent_port_calls();--> statement-breakpoint
CREATE TRIGGER "port_calls_dashboard_agent_port_calls_update" AFTER UPDATE ON "port_calls"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION port_calls_dashboard_agent_port_calls();--> statement-breakpoint
SELECT dashboard_agent_port_calls_refresh(ARRAY(SELECT id FROM port_calls WHERE agent_company_ids <> '{}'));
