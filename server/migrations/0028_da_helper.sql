CREATE TABLE "da_helper_ai_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "da_helper_ai_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "da_helper_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "da_helper_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"record_id" bigint,
	"description" text NOT NULL,
	"description_key" text NOT NULL,
	"catalogue_item_id" bigint NOT NULL,
	"read_amount" numeric(20, 4),
	"corrected_amount" numeric(20, 4),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "da_helper_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "da_helper_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"record_id" bigint NOT NULL,
	"origin" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_page" integer NOT NULL,
	"source" text NOT NULL,
	"rotation" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "da_helper_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "da_helper_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" bigint,
	"proforma_id" bigint,
	"evaluation_id" bigint,
	"expense_id" bigint,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"header" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "da_helper_ai_jobs" ADD CONSTRAINT "da_helper_ai_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "da_helper_feedback" ADD CONSTRAINT "da_helper_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "da_helper_feedback" ADD CONSTRAINT "da_helper_feedback_catalogue_item_id_expense_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."expense_catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "da_helper_pages" ADD CONSTRAINT "da_helper_pages_record_id_da_helper_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."da_helper_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "da_helper_records" ADD CONSTRAINT "da_helper_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "da_helper_ai_jobs_company_idx" ON "da_helper_ai_jobs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "da_helper_feedback_company_key_idx" ON "da_helper_feedback" USING btree ("company_id","description_key","id");--> statement-breakpoint
CREATE INDEX "da_helper_pages_record_idx" ON "da_helper_pages" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "da_helper_records_evaluation_idx" ON "da_helper_records" USING btree ("evaluation_id","id");--> statement-breakpoint
CREATE INDEX "da_helper_records_company_file_idx" ON "da_helper_records" USING btree ("company_id","file_key");