CREATE TABLE "assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"state" text NOT NULL,
	"general_comments" text,
	"created_by_profile_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_profile_id" bigint
);
--> statement-breakpoint
CREATE TABLE "department_port_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "department_port_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assignment_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"is_included" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_log_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_log_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"department_port_log_id" bigint NOT NULL,
	"assignment_id" bigint NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"created_by_profile_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"is_done" boolean DEFAULT false NOT NULL,
	"done_comment" text,
	"done_at" timestamp with time zone,
	"done_by_profile_id" bigint,
	"done_by_name" text,
	"done_file_id" text,
	"done_file_name" text
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_port_logs" ADD CONSTRAINT "department_port_logs_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_port_logs" ADD CONSTRAINT "department_port_logs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_log_entries" ADD CONSTRAINT "port_log_entries_department_port_log_id_department_port_logs_id_fk" FOREIGN KEY ("department_port_log_id") REFERENCES "public"."department_port_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_log_entries" ADD CONSTRAINT "port_log_entries_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_live_appointment_uq" ON "assignments" USING btree ("appointment_id") WHERE "assignments"."state" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "assignments_appointment_idx" ON "assignments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_port_logs_assignment_department_uq" ON "department_port_logs" USING btree ("assignment_id","department_id");--> statement-breakpoint
CREATE INDEX "port_log_entries_assignment_idx" ON "port_log_entries" USING btree ("assignment_id","id");