CREATE TABLE "sof_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"event_id" bigint,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"involvement" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"event_id" bigint,
	"file_id" text NOT NULL,
	"name" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"event_id" bigint,
	"text" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"template_code" text NOT NULL,
	"description" text NOT NULL,
	"placeholder" text,
	"timestamp" timestamp with time zone NOT NULL,
	"involvement" text NOT NULL,
	"actor_id" text NOT NULL,
	"creator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_invites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sof_id" bigint NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"involvement" text NOT NULL,
	"invited_by_profile_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"resends" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_remarks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_remarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"event_id" bigint,
	"text" text NOT NULL,
	"code" text NOT NULL,
	"involvement" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sof_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sof_id" bigint NOT NULL,
	"involvement" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"is_under_protest" boolean DEFAULT false NOT NULL,
	"is_declined" boolean DEFAULT false NOT NULL,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sof_signed_documents" (
	"pdf_hash" text PRIMARY KEY NOT NULL,
	"sof_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sofs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"port_call_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"status" text NOT NULL,
	"no_remarks_needed" boolean DEFAULT false NOT NULL,
	"number_of_resends_to_master" integer DEFAULT 0 NOT NULL,
	"cargo_quantity_actual" numeric(16, 3),
	"cargo_quantity_nominal" numeric(16, 3),
	"inbound_tugs_ordered" integer,
	"inbound_tugs_used" integer,
	"inbound_tugs_details" text,
	"outbound_tugs_ordered" integer,
	"outbound_tugs_used" integer,
	"outbound_tugs_details" text,
	"pilots_in" integer,
	"pilots_out" integer,
	"signature_timestamp" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sof_actions" ADD CONSTRAINT "sof_actions_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_attachments" ADD CONSTRAINT "sof_attachments_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_attachments" ADD CONSTRAINT "sof_attachments_event_id_sof_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sof_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_comments" ADD CONSTRAINT "sof_comments_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_comments" ADD CONSTRAINT "sof_comments_event_id_sof_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sof_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_events" ADD CONSTRAINT "sof_events_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_invites" ADD CONSTRAINT "sof_invites_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_remarks" ADD CONSTRAINT "sof_remarks_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_remarks" ADD CONSTRAINT "sof_remarks_event_id_sof_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sof_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_signatures" ADD CONSTRAINT "sof_signatures_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sof_signed_documents" ADD CONSTRAINT "sof_signed_documents_sof_id_sofs_id_fk" FOREIGN KEY ("sof_id") REFERENCES "public"."sofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofs" ADD CONSTRAINT "sofs_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofs" ADD CONSTRAINT "sofs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofs" ADD CONSTRAINT "sofs_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sofs" ADD CONSTRAINT "sofs_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sof_actions_sof_idx" ON "sof_actions" USING btree ("sof_id","id");--> statement-breakpoint
CREATE INDEX "sof_attachments_sof_idx" ON "sof_attachments" USING btree ("sof_id");--> statement-breakpoint
CREATE INDEX "sof_comments_sof_idx" ON "sof_comments" USING btree ("sof_id");--> statement-breakpoint
CREATE INDEX "sof_events_sof_idx" ON "sof_events" USING btree ("sof_id","timestamp");--> statement-breakpoint
CREATE INDEX "sof_invites_sof_idx" ON "sof_invites" USING btree ("sof_id");--> statement-breakpoint
CREATE INDEX "sof_remarks_sof_idx" ON "sof_remarks" USING btree ("sof_id");--> statement-breakpoint
CREATE INDEX "sof_signatures_sof_idx" ON "sof_signatures" USING btree ("sof_id");--> statement-breakpoint
CREATE INDEX "sof_signed_documents_sof_idx" ON "sof_signed_documents" USING btree ("sof_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sofs_port_call_uq" ON "sofs" USING btree ("port_call_id");--> statement-breakpoint
CREATE INDEX "sofs_buyer_idx" ON "sofs" USING btree ("buyer_company_id");--> statement-breakpoint
CREATE INDEX "sofs_agent_idx" ON "sofs" USING btree ("agent_company_id");