CREATE TABLE "agent_pricelist_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_pricelist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"catalogue_item_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_quote_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"has_auto_quote_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_quotation_lines" (
	"request_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"amount" numeric(20, 4),
	"comment" text,
	CONSTRAINT "request_quotation_lines_request_id_expense_id_pk" PRIMARY KEY("request_id","expense_id")
);
--> statement-breakpoint
CREATE TABLE "request_case_expenses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_case_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_case_id" bigint NOT NULL,
	"section" text NOT NULL,
	"catalogue_item_id" bigint,
	"name" text NOT NULL,
	"group_name" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_case_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_case_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_case_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"emails" text[] NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"port_call_id" bigint NOT NULL,
	"status" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selections" jsonb NOT NULL,
	"exchange_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"due_date" date,
	"comment" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"appointment_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests_for_quotation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_for_quotation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_case_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"status" text NOT NULL,
	"previous_status" text,
	"currency" text,
	"rate" numeric(20, 10),
	"is_automatic" boolean DEFAULT false NOT NULL,
	"decline_reason" text,
	"renegotiate_comment" text,
	"sent_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"pokes" integer DEFAULT 0 NOT NULL,
	"first_poke_at" timestamp with time zone,
	"last_poke_at" timestamp with time zone,
	"poke_lock" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "request_case_id" bigint;--> statement-breakpoint
ALTER TABLE "agent_pricelist_items" ADD CONSTRAINT "agent_pricelist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_pricelist_items" ADD CONSTRAINT "agent_pricelist_items_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_pricelist_items" ADD CONSTRAINT "agent_pricelist_items_catalogue_item_id_expense_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."expense_catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_quote_settings" ADD CONSTRAINT "agent_quote_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quotation_lines" ADD CONSTRAINT "request_quotation_lines_request_id_requests_for_quotation_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests_for_quotation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_quotation_lines" ADD CONSTRAINT "request_quotation_lines_expense_id_request_case_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."request_case_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_case_expenses" ADD CONSTRAINT "request_case_expenses_request_case_id_request_cases_id_fk" FOREIGN KEY ("request_case_id") REFERENCES "public"."request_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_case_expenses" ADD CONSTRAINT "request_case_expenses_catalogue_item_id_expense_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."expense_catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_case_shares" ADD CONSTRAINT "request_case_shares_request_case_id_request_cases_id_fk" FOREIGN KEY ("request_case_id") REFERENCES "public"."request_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_case_shares" ADD CONSTRAINT "request_case_shares_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_request_id_requests_for_quotation_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests_for_quotation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_expense_id_request_case_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."request_case_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_comments" ADD CONSTRAINT "request_comments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests_for_quotation" ADD CONSTRAINT "requests_for_quotation_request_case_id_request_cases_id_fk" FOREIGN KEY ("request_case_id") REFERENCES "public"."request_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests_for_quotation" ADD CONSTRAINT "requests_for_quotation_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_pricelist_items_company_port_idx" ON "agent_pricelist_items" USING btree ("company_id","port_id","catalogue_item_id");--> statement-breakpoint
CREATE INDEX "request_case_expenses_case_idx" ON "request_case_expenses" USING btree ("request_case_id");--> statement-breakpoint
CREATE INDEX "request_case_shares_case_idx" ON "request_case_shares" USING btree ("request_case_id");--> statement-breakpoint
CREATE INDEX "request_cases_company_idx" ON "request_cases" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "request_comments_request_expense_idx" ON "request_comments" USING btree ("request_id","expense_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_for_quotation_case_agent_uq" ON "requests_for_quotation" USING btree ("request_case_id","agent_company_id");--> statement-breakpoint
CREATE INDEX "requests_for_quotation_agent_idx" ON "requests_for_quotation" USING btree ("agent_company_id","status","id");