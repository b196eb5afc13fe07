CREATE TABLE "agent_directory_calls" (
	"appointment_id" bigint PRIMARY KEY NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"state" text NOT NULL,
	"appointed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"ets" timestamp with time zone,
	"pda_total" numeric,
	"fda_total" numeric,
	"first_fda_at" timestamp with time zone,
	"da_count" integer NOT NULL,
	"sent_back_count" integer NOT NULL,
	"rating" double precision
);
--> statement-breakpoint
CREATE TABLE "agent_directory_figures" (
	"agent_company_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"calls_handled" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_directory_figures_agent_company_id_buyer_company_id_pk" PRIMARY KEY("agent_company_id","buyer_company_id")
);
--> statement-breakpoint
CREATE TABLE "agent_directory_stale_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_directory_calls_agent_port_idx" ON "agent_directory_calls" USING btree ("agent_company_id","port_id","state","buyer_company_id");