-- request_history_lines (requests module): the quoted catalogue lines of the DAs in
-- request_history_das, with the DA's company, port and place in the history. A DA entering, moving
-- in or leaving the history is a delete and insert on request_history_das (its refresh), which
-- rewrites that DA's lines here; a line written is rewritten by its id. Statement triggers: a bulk
-- write costs one refresh.
CREATE FUNCTION "request_history_lines_of_das"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM request_history_lines WHERE proforma_id = ANY(ids);
  INSERT INTO request_history_lines
    (line_id, proforma_id, company_id, port_id, sort_at, catalogue_item_id, amount, currency)
  SELECT e.id, h.proforma_id, h.company_id, h.port_id, coalesce(h.submitted_at, '-infinity'),
    e.catalogue_item_id, e.amount, coalesce(e.currency, h.currency)
  FROM request_history_das h
  JOIN proforma_expenses e ON e.proforma_id = h.proforma_id
  WHERE h.proforma_id = ANY(ids) AND e.catalogue_item_id IS NOT NULL AND e.amount IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "request_history_lines_of_lines"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM request_history_lines WHERE line_id = ANY(ids);
  INSERT INTO request_history_lines
    (line_id, proforma_id, company_id, port_id, sort_at, catalogue_item_id, amount, currency)
  SELECT e.id, h.proforma_id, h.company_id, h.port_id, coalesce(h.submitted_at, '-infinity'),
    e.catalogue_item_id, e.amount, coalesce(e.currency, h.currency)
  FROM proforma_expenses e
  JOIN request_history_das h ON h.proforma_id = e.proforma_id
  WHERE e.id = ANY(ids) AND e.catalogue_item_id IS NOT NULL AND e.amount IS NOT NULL;
$$;--> statement-breakpoint
CREATE FUNCTION "request_history_das_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM request_history_lines_of_das(ARRAY(SELECT proforma_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM request_history_lines WHERE proforma_id IN (SELECT proforma_id FROM old_rows);
  ELSE
    -- The table's own refresh deletes and inserts; an update is rewritten all the same.
    PERFORM request_history_lines_of_das(ARRAY(
      SELECT proforma_id FROM new_rows UNION SELECT proforma_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "request_history_das_lines_insert" AFTER INSERT ON "request_history_das"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_das_lines();--> statement-breakpoint
CREATE TRIGGER "request_history_das_lines_update" AFTER UPDATE ON "request_history_das"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_das_lines();--> statement-breakpoint
CREATE TRIGGER "request_history_das_lines_delete" AFTER DELETE ON "request_history_das"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_history_das_lines();--> statement-breakpoint
CREATE FUNCTION "proforma_expenses_request_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM request_history_lines_of_lines(ARRAY(
      SELECT id FROM new_rows WHERE catalogue_item_id IS NOT NULL AND amount IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM request_history_lines WHERE line_id IN (SELECT id FROM old_rows);
  ELSE
    PERFORM request_history_lines_of_lines(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.proforma_id IS DISTINCT FROM o.proforma_id OR n.catalogue_item_id IS DISTINCT FROM o.catalogue_item_id
        OR n.amount IS DISTINCT FROM o.amount OR n.currency IS DISTINCT FROM o.currency));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "proforma_expenses_request_history_insert" AFTER INSERT ON "proforma_expenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proforma_expenses_request_history();--> statement-breakpoint
CREATE TRIGGER "proforma_expenses_request_history_update" AFTER UPDATE ON "proforma_expenses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION proforma_expenses_request_history();--> statement-breakpoint
CREATE TRIGGER "proforma_expenses_request_history_delete" AFTER DELETE ON "proforma_expenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION proforma_expenses_request_history();--> statement-breakpoint
-- The lines of the DAs submitted before the table existed.
INSERT INTO request_history_lines
  (line_id, proforma_id, company_id, port_id, sort_at, catalogue_item_id, amount, currency)
SELECT e.id, h.proforma_id, h.company_id, h.port_id, coalesce(h.submitted_at, '-infinity'),
  e.catalogue_item_id, e.amount, coalesce(e.currency, h.currency)
FROM request_history_das h
JOIN proforma_expenses e ON e.proforma_id = h.proforma_id
WHERE e.catalogue_item_id IS NOT NULL AND e.amount IS NOT NULL;--> statement-breakpoint
-- Only the history's reads used it (migration 0034); they now read request_history_lines.
DROP INDEX "proforma_expenses_history_idx";
