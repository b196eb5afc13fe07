CREATE TABLE "bank_account_scan_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_account_scan_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyp_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyp_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"verification_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by_id" bigint,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyp_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyp_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"checks" jsonb,
	"notes" text,
	"requested_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"primary_verifier_id" bigint,
	"primary_verified_at" timestamp with time zone,
	"secondary_verifier_id" bigint,
	"verified_at" timestamp with time zone,
	"rejected_by_id" bigint,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"expires_at" timestamp with time zone,
	"reverification_date" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_aoh_contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_aoh_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"port_id" bigint,
	"notes" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_consignees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_consignees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"email" text,
	"phone" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_email_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_email_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"created_by_id" bigint
);
--> statement-breakpoint
CREATE TABLE "supplier_email_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_email_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"purposes" jsonb NOT NULL,
	"port_ids" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_port_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_port_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_profiles" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"description" text,
	"year_established" integer,
	"number_of_employees" integer,
	"office_hours" text,
	"languages" text,
	"certifications" text,
	"logo_file_id" text,
	"logo_content_type" text,
	"logo_width" integer,
	"logo_height" integer,
	"logo_size" integer,
	"logo_updated_at" timestamp with time zone,
	"email_configuration_submitted_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "approval_override_reason" text;--> statement-breakpoint
ALTER TABLE "bank_account_scan_requests" ADD CONSTRAINT "bank_account_scan_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_scan_requests" ADD CONSTRAINT "bank_account_scan_requests_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_documents" ADD CONSTRAINT "kyp_documents_verification_id_kyp_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."kyp_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_documents" ADD CONSTRAINT "kyp_documents_uploaded_by_id_profiles_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_verifications" ADD CONSTRAINT "kyp_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_verifications" ADD CONSTRAINT "kyp_verifications_primary_verifier_id_profiles_id_fk" FOREIGN KEY ("primary_verifier_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_verifications" ADD CONSTRAINT "kyp_verifications_secondary_verifier_id_profiles_id_fk" FOREIGN KEY ("secondary_verifier_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyp_verifications" ADD CONSTRAINT "kyp_verifications_rejected_by_id_profiles_id_fk" FOREIGN KEY ("rejected_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_aoh_contacts" ADD CONSTRAINT "supplier_aoh_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_aoh_contacts" ADD CONSTRAINT "supplier_aoh_contacts_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consignees" ADD CONSTRAINT "supplier_consignees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_email_addresses" ADD CONSTRAINT "supplier_email_addresses_group_id_supplier_email_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."supplier_email_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_email_addresses" ADD CONSTRAINT "supplier_email_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_email_addresses" ADD CONSTRAINT "supplier_email_addresses_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_email_groups" ADD CONSTRAINT "supplier_email_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_port_addresses" ADD CONSTRAINT "supplier_port_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_port_addresses" ADD CONSTRAINT "supplier_port_addresses_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyp_documents_verification_idx" ON "kyp_documents" USING btree ("verification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kyp_verifications_company_idx" ON "kyp_verifications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "kyp_verifications_status_idx" ON "kyp_verifications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "supplier_aoh_contacts_company_idx" ON "supplier_aoh_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "supplier_consignees_company_idx" ON "supplier_consignees" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_email_addresses_company_email_idx" ON "supplier_email_addresses" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_email_addresses_token_idx" ON "supplier_email_addresses" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_email_addresses_group_idx" ON "supplier_email_addresses" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "supplier_email_groups_company_idx" ON "supplier_email_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "supplier_port_addresses_company_idx" ON "supplier_port_addresses" USING btree ("company_id");