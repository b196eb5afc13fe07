CREATE TABLE "dashboard_pending_tasks" (
	"appointment_id" bigint PRIMARY KEY NOT NULL,
	"port_call_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"eta" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dashboard_pending_tasks" ADD CONSTRAINT "dashboard_pending_tasks_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_pending_tasks" ADD CONSTRAINT "dashboard_pending_tasks_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_pending_tasks_owner_eta_idx" ON "dashboard_pending_tasks" USING btree ("company_id","owner_id","eta","appointment_id");--> statement-breakpoint
CREATE INDEX "dashboard_pending_tasks_port_call_idx" ON "dashboard_pending_tasks" USING btree ("port_call_id");--> statement-breakpoint
CREATE INDEX "port_calls_port_voyage_idx" ON "port_calls" USING btree ("port_id","voyage_id","company_id","status");