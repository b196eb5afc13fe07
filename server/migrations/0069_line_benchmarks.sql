CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"usd_per_unit" numeric(20, 10) NOT NULL,
	CONSTRAINT "exchange_rates_currency_valid_from_pk" PRIMARY KEY("currency","valid_from")
);--> statement-breakpoint
CREATE TABLE "line_benchmark_facts" (
	"proforma_expense_id" bigint PRIMARY KEY NOT NULL,
	"proforma_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"code" text NOT NULL,
	"port_id" bigint NOT NULL,
	"vessel_type_id" bigint,
	"vessel_size_id" bigint,
	"currency" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"da_date" date NOT NULL
);--> statement-breakpoint
-- Covering: a benchmark reads a port's lines of some expenses in a date range from the index alone.
CREATE INDEX "line_benchmark_facts_lookup_idx" ON "line_benchmark_facts" USING btree ("port_id","code","da_date")
  INCLUDE ("proforma_id","company_id","vessel_type_id","vessel_size_id","currency","amount");--> statement-breakpoint
CREATE INDEX "line_benchmark_facts_proforma_idx" ON "line_benchmark_facts" USING btree ("proforma_id");--> statement-breakpoint
-- The facts of the given DAs, rebuilt from what they are now: a submitted final DA (FDA or invoice)
-- contributes its quoted catalogue lines; any other state contributes none. The vessel's size band
-- is its size class, else the class of its type whose DWT range holds the vessel's DWT.
CREATE FUNCTION "line_benchmark_facts_refresh"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM line_benchmark_facts WHERE proforma_id = ANY(ids);
  INSERT INTO line_benchmark_facts (proforma_expense_id, proforma_id, company_id, code, port_id,
    vessel_type_id, vessel_size_id, currency, amount, da_date)
  SELECT e.id, p.id, p.company_id, e.code, pc.port_id, v.vessel_type_id,
    coalesce(v.vessel_size_id, (SELECT s.id FROM vessel_sizes s WHERE s.vessel_type_id = v.vessel_type_id
      AND v.dwt BETWEEN s.min_dwt AND s.max_dwt ORDER BY s.position, s.id LIMIT 1)),
    coalesce(e.currency, p.currency), e.amount,
    coalesce(p.sailing_date, (p.submitted_at AT TIME ZONE 'UTC')::date, (p.created_at AT TIME ZONE 'UTC')::date)
  FROM proformas p
  JOIN proforma_expenses e ON e.proforma_id = p.id
  JOIN appointments a ON a.id = p.appointment_id
  JOIN port_calls pc ON pc.id = a.port_call_id
  LEFT JOIN vessels v ON v.id = pc.vessel_id
  WHERE p.id = ANY(ids) AND p.status = 'SUBMITTED' AND p.type IN ('FDA', 'INVOICE')
    AND e.code IS NOT NULL AND e.amount IS NOT NULL AND coalesce(e.currency, p.currency) IS NOT NULL
$$;--> statement-breakpoint
-- The read model's subscription to proformas: a DA whose state, type, date or currency changed.
-- Lines of a submitted DA are read-only, so proforma_expenses needs no trigger of its own.
CREATE FUNCTION "line_benchmark_facts_proformas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM line_benchmark_facts_refresh(ARRAY(SELECT id FROM new_rows WHERE status = 'SUBMITTED'));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM line_benchmark_facts WHERE proforma_id IN (SELECT id FROM old_rows);
  ELSE
    PERFORM line_benchmark_facts_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.type IS DISTINCT FROM o.type
        OR n.sailing_date IS DISTINCT FROM o.sailing_date OR n.currency IS DISTINCT FROM o.currency
        OR n.submitted_at IS DISTINCT FROM o.submitted_at));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "line_benchmark_facts_insert" AFTER INSERT ON "proformas"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_facts_proformas();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_facts_update" AFTER UPDATE ON "proformas"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_facts_proformas();--> statement-breakpoint
CREATE TRIGGER "line_benchmark_facts_delete" AFTER DELETE ON "proformas"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION line_benchmark_facts_proformas();--> statement-breakpoint
SELECT line_benchmark_facts_refresh(ARRAY(SELECT id FROM proformas WHERE status = 'SUBMITTED'));
