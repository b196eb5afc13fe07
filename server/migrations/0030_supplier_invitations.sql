CREATE TABLE "supplier_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"details" jsonb NOT NULL,
	"invited_by_company_id" bigint NOT NULL,
	"invited_by_profile_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"registered_company_id" bigint,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_invited_by_company_id_companies_id_fk" FOREIGN KEY ("invited_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_invited_by_profile_id_profiles_id_fk" FOREIGN KEY ("invited_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invitations" ADD CONSTRAINT "supplier_invitations_registered_company_id_companies_id_fk" FOREIGN KEY ("registered_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invitations_token_idx" ON "supplier_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_invitations_company_idx" ON "supplier_invitations" USING btree ("invited_by_company_id","created_at");