CREATE TABLE "agent_directory_agents" (
	"agent_company_id" bigint PRIMARY KEY NOT NULL,
	"port_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The search lists each agent's served-port count (agent_directory_agents.port_count). It changes
-- by the rows a statement adds to or removes from company_ports: deltas, not a recount, so two
-- transactions changing one company's ports at once both count (a recount would see only its own).
CREATE FUNCTION "agent_directory_port_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO agent_directory_agents (agent_company_id, port_count)
      SELECT company_id, count(*)::int FROM new_rows GROUP BY company_id ORDER BY company_id
      ON CONFLICT (agent_company_id) DO UPDATE SET port_count = agent_directory_agents.port_count + excluded.port_count;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE agent_directory_agents a SET port_count = a.port_count - o.n
      FROM (SELECT company_id, count(*)::int AS n FROM old_rows GROUP BY company_id) o
      WHERE a.agent_company_id = o.company_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_directory_company_ports_insert" AFTER INSERT ON "company_ports"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_port_counts();--> statement-breakpoint
CREATE TRIGGER "agent_directory_company_ports_update" AFTER UPDATE ON "company_ports"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_port_counts();--> statement-breakpoint
CREATE TRIGGER "agent_directory_company_ports_delete" AFTER DELETE ON "company_ports"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION agent_directory_port_counts();--> statement-breakpoint
INSERT INTO agent_directory_agents (agent_company_id, port_count)
  SELECT company_id, count(*)::int FROM company_ports GROUP BY company_id;
