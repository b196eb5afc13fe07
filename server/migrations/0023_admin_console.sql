CREATE TABLE "buyer_integrations" (
	"buyer_id" bigint NOT NULL,
	"integration_config_id" bigint NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "buyer_integrations_buyer_id_integration_config_id_pk" PRIMARY KEY("buyer_id","integration_config_id")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"summary" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" bigint
);
--> statement-breakpoint
CREATE TABLE "charterer_vessel_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charterer_vessel_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"charterer_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"vessel_type_id" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charterers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charterers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_admin_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_admin_id" bigint;--> statement-breakpoint
ALTER TABLE "buyer_integrations" ADD CONSTRAINT "buyer_integrations_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_integrations" ADD CONSTRAINT "buyer_integrations_integration_config_id_integration_configs_id_fk" FOREIGN KEY ("integration_config_id") REFERENCES "public"."integration_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charterer_vessel_types" ADD CONSTRAINT "charterer_vessel_types_charterer_id_charterers_id_fk" FOREIGN KEY ("charterer_id") REFERENCES "public"."charterers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charterer_vessel_types" ADD CONSTRAINT "charterer_vessel_types_buyer_id_companies_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charterer_vessel_types" ADD CONSTRAINT "charterer_vessel_types_vessel_type_id_vessel_types_id_fk" FOREIGN KEY ("vessel_type_id") REFERENCES "public"."vessel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terms_versions_version_idx" ON "terms_versions" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "charterer_vessel_types_key_idx" ON "charterer_vessel_types" USING btree ("charterer_id","buyer_id","vessel_type_id");--> statement-breakpoint
CREATE INDEX "charterer_vessel_types_buyer_idx" ON "charterer_vessel_types" USING btree ("buyer_id","vessel_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charterers_name_idx" ON "charterers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_admin_id_profiles_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_profile_idx" ON "audit_log" USING btree ("profile_id");