CREATE TABLE "line_benchmark_calls" (
	"proforma_id" bigint NOT NULL,
	"code" text NOT NULL,
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"vessel_type_id" bigint,
	"vessel_size_id" bigint,
	"da_date" date NOT NULL,
	"currency" text,
	"amount" numeric(20, 4),
	"line_currencies" text[],
	"line_amounts" numeric(20, 4)[]
);--> statement-breakpoint
-- Covering: a benchmark reads a port's calls of some expenses in a date range from the index alone.
CREATE INDEX "line_benchmark_calls_lookup_idx" ON "line_benchmark_calls" USING btree ("port_id","code","da_date")
  INCLUDE ("proforma_id","company_id","vessel_type_id","vessel_size_id","currency","amount","line_currencies","line_amounts");--> statement-breakpoint
CREATE INDEX "line_benchmark_calls_proforma_idx" ON "line_benchmark_calls" USING btree ("proforma_id");--> statement-breakpoint
-- The calls of the given DAs, rebuilt from their facts: one row per DA and expense (and what the
-- benchmark groups by, constant within a DA), as the ranking used to add the lines up at read time.
-- The sum stands only for lines in one currency; a call of several lines keeps each line too, since
-- a conversion rounds each line to minor units before they are added.
CREATE FUNCTION "line_benchmark_calls_refresh"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM line_benchmark_calls WHERE proforma_id = ANY(ids);
  INSERT INTO line_benchmark_calls (proforma_id, code, company_id, port_id, vessel_type_id, vessel_size_id,
    da_date, currency, amount, line_currencies, line_amounts)
  SELECT proforma_id, code, company_id, port_id, vessel_type_id, vessel_size_id, da_date,
    CASE WHEN min(currency) = max(currency) THEN min(currency) END,
    CASE WHEN min(currency) = max(currency) THEN sum(amount) END,
    CASE WHEN count(*) > 1 THEN array_agg(currency ORDER BY proforma_expense_id) END,
    CASE WHEN count(*) > 1 THEN array_agg(amount ORDER BY proforma_expense_id) END
  FROM line_benchmark_facts
  WHERE proforma_id = ANY(ids)
  GROUP BY proforma_id, code, company_id, port_id, vessel_type_id, vessel_size_id, da_date
$$;--> statement-breakpoint
-- The calls' subscription to the facts (which the triggers of 0069 write per DA).
CREATE FUNCTION "line_benchmark_calls_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM line_benchmark_calls_refresh(ARRAY(SELECT DISTINCT proforma_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM line_benchmark_calls_refresh(ARRAY(SELECT DISTINCT proforma_id FROM old_rows));
  ELSE
    PERFORM line_benchmark_calls_refresh(ARRAY(
      SELECT proforma_id FROM old_rows UNION SELECT proforma_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "line_benchmark_calls_insert" AFTER INSERT ON "line_benchmark_facts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_calls_facts();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_calls_update" AFTER UPDATE ON "line_benchmark_facts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_calls_facts();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_calls_delete" AFTER DELETE ON "line_benchmark_facts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_calls_facts();--> statement-breakpoint
SELECT line_benchmark_calls_refresh(ARRAY(SELECT DISTINCT proforma_id FROM line_benchmark_facts));
