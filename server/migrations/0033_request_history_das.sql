CREATE TABLE "request_history_das" (
	"proforma_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"submitted_at" timestamp with time zone,
	"currency" text
);
--> statement-breakpoint
CREATE INDEX "request_history_das_latest_idx" ON "request_history_das" USING btree ("company_id","port_id","submitted_at" DESC NULLS LAST,"proforma_id" DESC NULLS LAST,"currency");