-- A DA's DRAFT payment is made when its evaluation first has approved money (an APPROVED line, total
-- above zero), in the transaction that approved it, instead of by the financial page's list on every
-- read (issue 45: a write on a read path). Only an OPEN evaluation without a payment gets one; the
-- payment's amount follows the lines while DRAFT (the list and the payment read it live).
CREATE FUNCTION "payment_drafts_create"(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  WITH payable AS (
    SELECT e.id, e.company_id, e.proforma_id, e.appointment_id, e.currency,
      sum(coalesce(x.verified_amount, x.amount)) AS total
    FROM evaluations e JOIN expense_evaluations x ON x.evaluation_id = e.id AND x.status = 'APPROVED'
    WHERE e.id = ANY(ids) AND e.payment_state IS NULL AND e.status = 'OPEN'
    GROUP BY e.id
    HAVING sum(coalesce(x.verified_amount, x.amount)) > 0
  ), made AS (
    INSERT INTO payments (company_id, evaluation_id, proforma_id, appointment_id, currency, approved_amount)
    SELECT company_id, id, proforma_id, appointment_id, currency, total FROM payable
    ON CONFLICT (evaluation_id) DO NOTHING
    RETURNING evaluation_id
  )
  UPDATE evaluations e SET payment_state = 'DRAFT' FROM made WHERE e.id = made.evaluation_id
$$;--> statement-breakpoint
-- Lines that are APPROVED after the statement and were not before, or whose amounts changed (a total
-- of zero becomes payable when a verified amount is set). Every other line change costs nothing.
CREATE FUNCTION "expense_evaluations_payment_drafts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT evaluation_id FROM new_rows WHERE status = 'APPROVED');
  ELSE
    ids := ARRAY(
      SELECT DISTINCT n.evaluation_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'APPROVED' AND (o.status IS DISTINCT FROM n.status OR n.amount IS DISTINCT FROM o.amount
        OR n.verified_amount IS DISTINCT FROM o.verified_amount));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM payment_drafts_create(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_payment_drafts_insert" AFTER INSERT ON "expense_evaluations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_evaluations_payment_drafts();--> statement-breakpoint
CREATE TRIGGER "expense_evaluations_payment_drafts_update" AFTER UPDATE ON "expense_evaluations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_evaluations_payment_drafts();--> statement-breakpoint
-- The approved DAs nobody has opened yet get theirs now, as the list used to make them on its next read.
SELECT payment_drafts_create(ARRAY(SELECT id FROM evaluations WHERE payment_state IS NULL));
--> statement-breakpoint
-- The dashboard's port filter in ETA order for one buyer (port-calls/db.ts says why no INCLUDE).
CREATE INDEX IF NOT EXISTS "port_calls_company_port_eta_idx" ON "port_calls" USING btree ("company_id","port_id","eta");
