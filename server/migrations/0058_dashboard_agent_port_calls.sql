CREATE TABLE "dashboard_agent_port_calls" (
	"port_call_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"eta" timestamp with time zone,
	"voyage_id" bigint,
	"status" text NOT NULL,
	"country_id" bigint,
	CONSTRAINT "dashboard_agent_port_calls_port_call_id_agent_company_id_pk" PRIMARY KEY("port_call_id","agent_company_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_agent_port_calls" ADD CONSTRAINT "dashboard_agent_port_calls_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_agent_port_calls_agent_eta_idx" ON "dashboard_agent_port_calls" USING btree ("agent_company_id","company_id","eta","port_call_id","voyage_id","status","country_id");--> statement-breakpoint
CREATE INDEX "dashboard_agent_port_calls_agent_voyage_idx" ON "dashboard_agent_port_calls" USING btree ("agent_company_id","company_id","voyage_id","eta","port_call_id","status","country_id");