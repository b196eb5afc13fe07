ALTER TABLE "port_calls" ADD COLUMN "country_id" bigint;--> statement-breakpoint
CREATE INDEX "port_calls_company_country_idx" ON "port_calls" USING btree ("company_id","country_id");