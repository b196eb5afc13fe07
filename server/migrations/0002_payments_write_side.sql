CREATE TABLE "charterer_account_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charterer_account_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text,
	"total" numeric(20, 4) NOT NULL,
	"reported_by_id" bigint NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_budget_commits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_budget_commits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"committed_by_id" bigint NOT NULL,
	"committed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_budget_reminders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_budget_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"sent_by_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "evaluation_tasks_status" CHECK ("evaluation_tasks"."status" IN ('PENDING', 'FAILED', 'DONE'))
);
--> statement-breakpoint
CREATE TABLE "proforma_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proforma_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"proforma_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by_id" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "payment_instruction_id" bigint;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "payment_due_date" date;--> statement-breakpoint
ALTER TABLE "charterer_account_reports" ADD CONSTRAINT "charterer_account_reports_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charterer_account_reports" ADD CONSTRAINT "charterer_account_reports_reported_by_id_profiles_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_commits" ADD CONSTRAINT "evaluation_budget_commits_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_commits" ADD CONSTRAINT "evaluation_budget_commits_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_commits" ADD CONSTRAINT "evaluation_budget_commits_committed_by_id_profiles_id_fk" FOREIGN KEY ("committed_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_reminders" ADD CONSTRAINT "evaluation_budget_reminders_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_reminders" ADD CONSTRAINT "evaluation_budget_reminders_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_budget_reminders" ADD CONSTRAINT "evaluation_budget_reminders_sent_by_id_profiles_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_tasks" ADD CONSTRAINT "evaluation_tasks_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_exports" ADD CONSTRAINT "proforma_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_exports" ADD CONSTRAINT "proforma_exports_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_exports" ADD CONSTRAINT "proforma_exports_requested_by_id_profiles_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charterer_account_reports_evaluation_idx" ON "charterer_account_reports" USING btree ("evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_budget_commits_department_idx" ON "evaluation_budget_commits" USING btree ("evaluation_id","department_id");--> statement-breakpoint
CREATE INDEX "evaluation_budget_reminders_idx" ON "evaluation_budget_reminders" USING btree ("evaluation_id","department_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_tasks_kind_idx" ON "evaluation_tasks" USING btree ("evaluation_id","kind");--> statement-breakpoint
CREATE INDEX "proforma_exports_status_idx" ON "proforma_exports" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");