CREATE TABLE "expense_estimation_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_estimation_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"estimation_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_estimation_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_estimation_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"estimation_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"formula" text NOT NULL,
	"by_profile_id" bigint,
	"by_full_name" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_estimation_locations" (
	"estimation_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	CONSTRAINT "expense_estimation_locations_estimation_id_port_id_pk" PRIMARY KEY("estimation_id","port_id")
);
--> statement-breakpoint
CREATE TABLE "expense_estimations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_estimations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"formula" text NOT NULL,
	"tariffs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"test_cases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"state" text DEFAULT 'DRAFT' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_estimation_attachments" ADD CONSTRAINT "expense_estimation_attachments_estimation_id_expense_estimations_id_fk" FOREIGN KEY ("estimation_id") REFERENCES "public"."expense_estimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_estimation_locations" ADD CONSTRAINT "expense_estimation_locations_estimation_id_expense_estimations_id_fk" FOREIGN KEY ("estimation_id") REFERENCES "public"."expense_estimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_estimation_locations" ADD CONSTRAINT "expense_estimation_locations_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_estimations" ADD CONSTRAINT "expense_estimations_expense_id_expense_catalogue_items_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expense_catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_estimation_history_expense_idx" ON "expense_estimation_history" USING btree ("expense_id","id");--> statement-breakpoint
CREATE INDEX "expense_estimation_locations_port_idx" ON "expense_estimation_locations" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "expense_estimations_expense_state_idx" ON "expense_estimations" USING btree ("expense_id","state");