CREATE TABLE "request_history_lines" (
	"line_id" bigint PRIMARY KEY NOT NULL,
	"proforma_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"sort_at" timestamp with time zone NOT NULL,
	"catalogue_item_id" bigint NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"currency" text
);
--> statement-breakpoint
CREATE INDEX "request_history_lines_latest_idx" ON "request_history_lines" USING btree ("company_id","port_id","sort_at" DESC NULLS LAST,"proforma_id" DESC NULLS LAST,"catalogue_item_id","amount","currency");--> statement-breakpoint
CREATE INDEX "request_history_lines_proforma_idx" ON "request_history_lines" USING btree ("proforma_id");