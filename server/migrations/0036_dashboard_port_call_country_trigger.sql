-- port_calls.country_id is its port's country, kept here so that region rules and the dashboard's
-- region filter read an index on port_calls instead of joining ports (docs/decisions.md, "Dashboard
-- at fleet scale"). Set on insert and on a change of port; a port's country is reference data.
CREATE OR REPLACE FUNCTION port_calls_country() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.country_id := (SELECT country_id FROM ports WHERE id = NEW.port_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER port_calls_country_insert BEFORE INSERT ON port_calls
  FOR EACH ROW EXECUTE FUNCTION port_calls_country();--> statement-breakpoint
CREATE TRIGGER port_calls_country_update BEFORE UPDATE OF port_id ON port_calls
  FOR EACH ROW WHEN (OLD.port_id IS DISTINCT FROM NEW.port_id) EXECUTE FUNCTION port_calls_country();--> statement-breakpoint
UPDATE port_calls SET country_id = ports.country_id FROM ports
  WHERE ports.id = port_calls.port_id AND port_calls.country_id IS DISTINCT FROM ports.country_id;
