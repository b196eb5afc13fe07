CREATE TABLE "translation_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"attachment_id" bigint NOT NULL,
	"source_language" text NOT NULL,
	"translator" text NOT NULL,
	"page_count" integer NOT NULL,
	"is_useful" boolean,
	"comment" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_account_scan_requests" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "translation_requests" ADD CONSTRAINT "translation_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_requests" ADD CONSTRAINT "translation_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_requests_company_idx" ON "translation_requests" USING btree ("company_id","created_at");