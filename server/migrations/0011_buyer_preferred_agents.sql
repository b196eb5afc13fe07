CREATE TABLE "buyer_preferred_agents" (
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	CONSTRAINT "buyer_preferred_agents_company_id_port_id_agent_company_id_pk" PRIMARY KEY("company_id","port_id","agent_company_id")
);
--> statement-breakpoint
ALTER TABLE "buyer_preferred_agents" ADD CONSTRAINT "buyer_preferred_agents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_preferred_agents" ADD CONSTRAINT "buyer_preferred_agents_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;