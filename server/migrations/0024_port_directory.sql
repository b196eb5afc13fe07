CREATE TABLE "estimation_api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimation_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"requests_per_minute" integer DEFAULT 60 NOT NULL,
	"window_start" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint,
	CONSTRAINT "estimation_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "port_code_mappings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_code_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mapping_type_id" bigint NOT NULL,
	"external_code" text NOT NULL,
	"port_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "port_code_mappings_type_code_unique" UNIQUE("mapping_type_id","external_code")
);
--> statement-breakpoint
CREATE TABLE "harbor_complex_places" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "harbor_complex_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"port_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"terminal_id" bigint,
	"name" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"cargos" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_draft_meters" numeric(6, 2),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "harbor_complex_places_port_kind_name_unique" UNIQUE("port_id","kind","name")
);
--> statement-breakpoint
CREATE TABLE "port_directory_details" (
	"port_id" bigint PRIMARY KEY NOT NULL,
	"additional_information" text,
	"max_draft_meters" numeric(6, 2),
	"max_loa_meters" numeric(6, 2),
	"is_pilotage_compulsory" boolean,
	"working_hours" text,
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"cargos" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "function" text;--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "is_available_in_pce" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "port_code_mappings" ADD CONSTRAINT "port_code_mappings_mapping_type_id_port_mapping_types_id_fk" FOREIGN KEY ("mapping_type_id") REFERENCES "public"."port_mapping_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_code_mappings" ADD CONSTRAINT "port_code_mappings_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harbor_complex_places" ADD CONSTRAINT "harbor_complex_places_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harbor_complex_places" ADD CONSTRAINT "harbor_complex_places_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_directory_details" ADD CONSTRAINT "port_directory_details_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "port_code_mappings_port_idx" ON "port_code_mappings" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "harbor_complex_places_port_idx" ON "harbor_complex_places" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "port_directory_details_segments_idx" ON "port_directory_details" USING gin ("segments");--> statement-breakpoint
CREATE INDEX "port_directory_details_cargos_idx" ON "port_directory_details" USING gin ("cargos");--> statement-breakpoint
CREATE INDEX "port_directory_details_facilities_idx" ON "port_directory_details" USING gin ("facilities");--> statement-breakpoint
CREATE INDEX "ports_rank_name_idx" ON "ports" USING btree ("rank" DESC NULLS LAST,"search_name","id");