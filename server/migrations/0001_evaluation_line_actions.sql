CREATE TABLE "clarification_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clarification_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"message" text NOT NULL,
	"expense_evaluation_ids" jsonb NOT NULL,
	"sent_by_id" bigint,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_analysis_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_analysis_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_evaluation_id" bigint NOT NULL,
	"profile_id" bigint,
	"is_useful" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_evaluation_details" (
	"expense_evaluation_id" bigint PRIMARY KEY NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" numeric(20, 4),
	"price_per_unit" numeric(20, 4),
	"remarks" text,
	"husbandry" jsonb,
	"environmental_discount_amount" numeric(20, 4),
	"clarification_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"expense_evaluation_id" bigint NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"amount" numeric(20, 4),
	"raised_by_id" bigint,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by_id" bigint,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clarification_requests" ADD CONSTRAINT "clarification_requests_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_requests" ADD CONSTRAINT "clarification_requests_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clarification_requests" ADD CONSTRAINT "clarification_requests_sent_by_id_profiles_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_analysis_feedback" ADD CONSTRAINT "expense_analysis_feedback_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_analysis_feedback" ADD CONSTRAINT "expense_analysis_feedback_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_details" ADD CONSTRAINT "expense_evaluation_details_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_inspections" ADD CONSTRAINT "expense_inspections_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_inspections" ADD CONSTRAINT "expense_inspections_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_inspections" ADD CONSTRAINT "expense_inspections_raised_by_id_profiles_id_fk" FOREIGN KEY ("raised_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_inspections" ADD CONSTRAINT "expense_inspections_resolved_by_id_profiles_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clarification_requests_evaluation_idx" ON "clarification_requests" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "expense_inspections_evaluation_idx" ON "expense_inspections" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_inspections_one_open_idx" ON "expense_inspections" USING btree ("expense_evaluation_id") WHERE "expense_inspections"."status" = 'OPEN';