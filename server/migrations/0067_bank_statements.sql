CREATE TABLE "bank_statement_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"entry_key" text NOT NULL,
	"end_to_end_id" text,
	"bank_reference" text,
	"amount" numeric(20, 4) NOT NULL,
	"currency" text NOT NULL,
	"booking_date" text,
	"creditor_name" text,
	"creditor_account" text,
	"payment_id" bigint,
	"confirmed_by_id" bigint,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"message_type" text NOT NULL,
	"message_id" text NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_confirmed_by_id_profiles_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_entries_company_key_idx" ON "bank_statement_entries" USING btree ("company_id","entry_key");--> statement-breakpoint
CREATE INDEX "bank_statement_entries_statement_idx" ON "bank_statement_entries" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_entries_payment_idx" ON "bank_statement_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_company_message_idx" ON "bank_statements" USING btree ("company_id","message_id");