CREATE TABLE "sof_timestamp_proposals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sof_timestamp_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"port_call_id" bigint NOT NULL,
	"template_code" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"placeholder" text,
	"source" text NOT NULL,
	"sent_by" text,
	"received" jsonb NOT NULL,
	"status" text NOT NULL,
	"received_by_profile_id" bigint,
	"decided_by_profile_id" bigint,
	"decided_at" timestamp with time zone,
	"sof_event_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sof_timestamp_proposals_status" CHECK ("sof_timestamp_proposals"."status" IN ('PROPOSED', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "sof_timestamp_proposals_source" CHECK ("sof_timestamp_proposals"."source" IN ('UPLOAD', 'WEBHOOK'))
);
--> statement-breakpoint
ALTER TABLE "sof_timestamp_proposals" ADD CONSTRAINT "sof_timestamp_proposals_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sof_timestamp_proposals_once_idx" ON "sof_timestamp_proposals" USING btree ("port_call_id","template_code","event_at");--> statement-breakpoint
CREATE INDEX "sof_timestamp_proposals_call_idx" ON "sof_timestamp_proposals" USING btree ("port_call_id","status");