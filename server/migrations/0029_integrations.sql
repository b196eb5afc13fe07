CREATE TABLE "integration_connectors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_connectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" jsonb NOT NULL,
	"is_enabled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_connectors_kind" CHECK ("integration_connectors"."kind" IN ('TASK_FLOW', 'VESON', 'WEBHOOK'))
);
--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"connector_id" bigint NOT NULL,
	"event" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"source_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "integration_deliveries_status" CHECK ("integration_deliveries"."status" IN ('PENDING', 'DELIVERED', 'DEAD'))
);
--> statement-breakpoint
CREATE TABLE "integration_log_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_log_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_outbox_cursors" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	"external_id" text,
	"flow" text,
	"state" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_connectors" ADD CONSTRAINT "integration_connectors_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_connector_id_integration_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."integration_connectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_log_entries" ADD CONSTRAINT "integration_log_entries_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_log_entries" ADD CONSTRAINT "integration_log_entries_delivery_id_integration_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."integration_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tasks" ADD CONSTRAINT "integration_tasks_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_tasks" ADD CONSTRAINT "integration_tasks_delivery_id_integration_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."integration_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connectors_slug_idx" ON "integration_connectors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "integration_connectors_buyer_idx" ON "integration_connectors" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_deliveries_source_idx" ON "integration_deliveries" USING btree ("connector_id","source_key");--> statement-breakpoint
CREATE INDEX "integration_deliveries_buyer_idx" ON "integration_deliveries" USING btree ("buyer_id","status","id");--> statement-breakpoint
CREATE INDEX "integration_deliveries_entity_idx" ON "integration_deliveries" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "integration_log_entries_delivery_idx" ON "integration_log_entries" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_tasks_entity_idx" ON "integration_tasks" USING btree ("buyer_id","entity_type","entity_id");