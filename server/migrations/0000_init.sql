CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"business_registration_number" text,
	"vat_number" text,
	"country_id" bigint,
	"address" text,
	"postcode" text,
	"city" text,
	"phone_country_id" bigint,
	"phone_number" text,
	"site_url" text,
	"rfq_email" text,
	"orders_email" text,
	"is_worldwide" boolean DEFAULT false NOT NULL,
	"is_pending_registration" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "company_ports" (
	"company_id" bigint NOT NULL,
	"port_id" bigint NOT NULL,
	CONSTRAINT "company_ports_company_id_port_id_pk" PRIMARY KEY("company_id","port_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"is_eligible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_authorities" (
	"profile_id" bigint NOT NULL,
	"authority" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "profile_authorities_profile_id_authority_pk" PRIMARY KEY("profile_id","authority")
);
--> statement-breakpoint
CREATE TABLE "profile_products" (
	"profile_id" bigint NOT NULL,
	"product" text NOT NULL,
	CONSTRAINT "profile_products_profile_id_product_pk" PRIMARY KEY("profile_id","product")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"department_id" bigint,
	"phone" text,
	"internal_phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"login_tries" integer DEFAULT 0 NOT NULL,
	"can_be_hijacked" boolean DEFAULT false NOT NULL,
	"is_email_muted" boolean DEFAULT false NOT NULL,
	"is_notification_muted" boolean DEFAULT false NOT NULL,
	"terms_version" text,
	"terms_accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointment_port_calls" (
	"appointment_id" bigint NOT NULL,
	"port_call_id" bigint NOT NULL,
	CONSTRAINT "appointment_port_calls_appointment_id_port_call_id_pk" PRIMARY KEY("appointment_id","port_call_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"port_call_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"state" text NOT NULL,
	"previous_state" text,
	"instructions" text,
	"rejection_reason" text,
	"created_by_id" bigint,
	"appointed_by_id" bigint,
	"appointed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pokes" integer DEFAULT 0 NOT NULL,
	"first_poke_at" timestamp with time zone,
	"last_poke_at" timestamp with time zone,
	"poke_lock" boolean DEFAULT false NOT NULL,
	"recipient_state" text DEFAULT 'UNREAD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "bank_account_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_account_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_account_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"iban" text NOT NULL,
	"swift" text NOT NULL,
	"bank_address" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"approved_by_id" bigint,
	"approved_at" timestamp with time zone,
	"verbal_verified_by_id" bigint,
	"verbal_verified_at" timestamp with time zone,
	"verbal_verified_with" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"code" text NOT NULL,
	"sub_account" text,
	"description" text NOT NULL,
	"group_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proforma_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" bigint,
	"currency" text,
	"rate" numeric(20, 10),
	"rate_eur" numeric(20, 10),
	"terminal_id" bigint,
	"berth" text,
	"invoice_number" text,
	"invoice_date" date,
	"relation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_check" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "evaluations_proforma_id_unique" UNIQUE("proforma_id")
);
--> statement-breakpoint
CREATE TABLE "expense_evaluation_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_evaluation_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_evaluation_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_evaluations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"proforma_expense_id" bigint,
	"parent_id" bigint,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"previous_status" text,
	"split_type" text,
	"amount" numeric(20, 4) NOT NULL,
	"verified_amount" numeric(20, 4),
	"charterer_amount" numeric(20, 4),
	"discrepancy_type_id" bigint,
	"discrepancy_reason_id" bigint,
	"discrepancy_amount" numeric(20, 4),
	"accounting_code_id" bigint,
	"comments" text,
	"verified_by_id" bigint,
	"verified_at" timestamp with time zone,
	"approved_by_id" bigint,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"status" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "fleet_vessels" (
	"fleet_id" bigint NOT NULL,
	"vessel_id" bigint NOT NULL,
	CONSTRAINT "fleet_vessels_fleet_id_vessel_id_pk" PRIMARY KEY("fleet_id","vessel_id")
);
--> statement-breakpoint
CREATE TABLE "fleets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fleets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_vessels" (
	"profile_id" bigint NOT NULL,
	"vessel_id" bigint NOT NULL,
	CONSTRAINT "profile_vessels_profile_id_vessel_id_pk" PRIMARY KEY("profile_id","vessel_id")
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"imo" text NOT NULL,
	"vessel_type_id" bigint NOT NULL,
	"vessel_size_id" bigint,
	"dwt" integer NOT NULL,
	"commodity_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_payment_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"remitted_below_percentage" numeric(5, 2) DEFAULT '95' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"payment_id" bigint,
	"reason" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_flow_movements_kind" CHECK ("cash_flow_movements"."kind" IN ('PAYMENT', 'ADJUSTMENT'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_key_route_pk" PRIMARY KEY("company_id","key","route")
);
--> statement-breakpoint
CREATE TABLE "payment_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instructions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"bank_name" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"iban" text NOT NULL,
	"swift" text NOT NULL,
	"reference" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"evaluation_id" bigint NOT NULL,
	"proforma_id" bigint NOT NULL,
	"appointment_id" bigint NOT NULL,
	"currency" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"approved_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"remitted_amount" numeric(20, 4),
	"paid_date" text,
	"requested_by_id" bigint,
	"approved_by_id" bigint,
	"paid_by_id" bigint,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_evaluation_id_unique" UNIQUE("evaluation_id"),
	CONSTRAINT "payments_paid_has_remitted" CHECK (("payments"."status" = 'PAID') = ("payments"."remitted_amount" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "port_call_activities" (
	"port_call_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"activity_type_id" bigint NOT NULL,
	"cargo" text,
	CONSTRAINT "port_call_activities_port_call_id_position_pk" PRIMARY KEY("port_call_id","position")
);
--> statement-breakpoint
CREATE TABLE "port_call_agents" (
	"port_call_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "port_call_agents_port_call_id_agent_company_id_pk" PRIMARY KEY("port_call_id","agent_company_id")
);
--> statement-breakpoint
CREATE TABLE "port_call_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_call_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"port_call_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by_id" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vessel_id" bigint NOT NULL,
	"voyage_id" bigint,
	"port_id" bigint NOT NULL,
	"status" text NOT NULL,
	"eta" timestamp with time zone,
	"ets" timestamp with time zone,
	"laycan_start" timestamp with time zone,
	"laycan_end" timestamp with time zone,
	"ops_coordinator_id" bigint,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"remarks" text,
	"source" text,
	"external_ref" text,
	"imported_voyage_number" text,
	"linked_port_call_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voyages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voyages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vessel_id" bigint NOT NULL,
	"voyage_number" text NOT NULL,
	"voyage_type_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proforma_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proforma_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proforma_id" bigint NOT NULL,
	"expense_id" bigint,
	"kind" text NOT NULL,
	"file_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"is_document" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proforma_expenses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proforma_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proforma_id" bigint NOT NULL,
	"section" text NOT NULL,
	"catalogue_item_id" bigint,
	"code" text,
	"name" text NOT NULL,
	"group_name" text,
	"group_order" integer DEFAULT 0 NOT NULL,
	"expense_order" integer DEFAULT 0 NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text,
	"amount" numeric(20, 4),
	"unit" numeric(20, 4) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proformas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proformas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text,
	"rate" numeric(20, 10),
	"terminal_id" bigint,
	"berth" text,
	"bank_account_id" bigint,
	"sailing_date" date,
	"invoice_number" text,
	"invoice_date" date,
	"remarks" text,
	"submitted_at" timestamp with time zone,
	"submitted_by_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_code_application_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_code_application_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "accounting_code_application_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "activity_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_estimation_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "agent_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agent_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "continents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "continents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"alpha2" text NOT NULL,
	"alpha3" text,
	"name" text NOT NULL,
	"continent_code" text,
	"phone_prefix" text,
	"capital" text,
	"currencies" text,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"minor_units" integer NOT NULL,
	"symbol" text,
	"is_fund" boolean DEFAULT false NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "discrepancy_reasons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discrepancy_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discrepancy_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "expense_catalogue_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_catalogue_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"notes" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expense_catalogue_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"section_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expense_categories_section_name_unique" UNIQUE("section_id","name")
);
--> statement-breakpoint
CREATE TABLE "expense_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "expense_sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "integration_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "integration_configs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "logo_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logo_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "logo_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "port_aliases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_aliases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"port_id" bigint NOT NULL,
	CONSTRAINT "port_aliases_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "port_mapping_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "port_mapping_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "port_mapping_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "port_search_words" (
	"port_id" bigint NOT NULL,
	"suffix" text NOT NULL,
	CONSTRAINT "port_search_words_port_id_suffix_pk" PRIMARY KEY("port_id","suffix")
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"unlocode" text NOT NULL,
	"name" text NOT NULL,
	"name_ascii" text NOT NULL,
	"search_name" text NOT NULL,
	"country_id" bigint NOT NULL,
	"subdivision" text,
	"lat" double precision,
	"lon" double precision,
	"timezone_id" text,
	"harbor_size" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"dataset" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "segments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"port_id" bigint NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "terminals_port_name_unique" UNIQUE("port_id","name")
);
--> statement-breakpoint
CREATE TABLE "vendor_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vendor_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "verification_discount_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_discount_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "verification_discount_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "verification_discrepancy_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_discrepancy_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "verification_discrepancy_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vessel_sizes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessel_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"vessel_type_id" bigint NOT NULL,
	"min_dwt" integer NOT NULL,
	"max_dwt" integer NOT NULL,
	"capacity_unit" text,
	"min_capacity" integer,
	"max_capacity" integer,
	"notes" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vessel_sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vessel_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vessel_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"segment_id" bigint NOT NULL,
	"typical_cargo" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vessel_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "voyage_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voyage_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "voyage_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "billing_companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"vat_number" text,
	"street" text NOT NULL,
	"postcode" text,
	"city" text NOT NULL,
	"country_id" bigint NOT NULL,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_hidden_fields" (
	"company_id" bigint NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "buyer_hidden_fields_company_id_field_pk" PRIMARY KEY("company_id","field")
);
--> statement-breakpoint
CREATE TABLE "buyer_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"operations_contact_email" text,
	"fax" text,
	"is_legal_entity_displayed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_rules" (
	"profile_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	CONSTRAINT "profile_rules_profile_id_rule_id_pk" PRIMARY KEY("profile_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "region_countries" (
	"region_id" bigint NOT NULL,
	"country_id" bigint NOT NULL,
	CONSTRAINT "region_countries_region_id_country_id_pk" PRIMARY KEY("region_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_regions" (
	"rule_id" bigint NOT NULL,
	"region_id" bigint NOT NULL,
	CONSTRAINT "rule_regions_rule_id_region_id_pk" PRIMARY KEY("rule_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"rule_type" text NOT NULL,
	"entity_type" text,
	"state" text DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	CONSTRAINT "team_members_team_id_profile_id_pk" PRIMARY KEY("team_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"profile_id" bigint,
	"company_id" bigint,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_phone_country_id_countries_id_fk" FOREIGN KEY ("phone_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ports" ADD CONSTRAINT "company_ports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ports" ADD CONSTRAINT "company_ports_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_authorities" ADD CONSTRAINT "profile_authorities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_products" ADD CONSTRAINT "profile_products_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_port_calls" ADD CONSTRAINT "appointment_port_calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_port_calls" ADD CONSTRAINT "appointment_port_calls_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_appointed_by_id_profiles_id_fk" FOREIGN KEY ("appointed_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_attachments" ADD CONSTRAINT "bank_account_attachments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_approved_by_id_profiles_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_verbal_verified_by_id_profiles_id_fk" FOREIGN KEY ("verbal_verified_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_codes" ADD CONSTRAINT "accounting_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_assignee_id_profiles_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_attachments" ADD CONSTRAINT "expense_evaluation_attachments_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_proforma_expense_id_proforma_expenses_id_fk" FOREIGN KEY ("proforma_expense_id") REFERENCES "public"."proforma_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_parent_id_expense_evaluations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_discrepancy_type_id_verification_discrepancy_types_id_fk" FOREIGN KEY ("discrepancy_type_id") REFERENCES "public"."verification_discrepancy_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_discrepancy_reason_id_discrepancy_reasons_id_fk" FOREIGN KEY ("discrepancy_reason_id") REFERENCES "public"."discrepancy_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_accounting_code_id_accounting_codes_id_fk" FOREIGN KEY ("accounting_code_id") REFERENCES "public"."accounting_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_verified_by_id_profiles_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluations" ADD CONSTRAINT "expense_evaluations_approved_by_id_profiles_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vessels" ADD CONSTRAINT "fleet_vessels_fleet_id_fleets_id_fk" FOREIGN KEY ("fleet_id") REFERENCES "public"."fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_vessels" ADD CONSTRAINT "fleet_vessels_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_vessels" ADD CONSTRAINT "profile_vessels_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_vessels" ADD CONSTRAINT "profile_vessels_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_vessel_type_id_vessel_types_id_fk" FOREIGN KEY ("vessel_type_id") REFERENCES "public"."vessel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_vessel_size_id_vessel_sizes_id_fk" FOREIGN KEY ("vessel_size_id") REFERENCES "public"."vessel_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_payment_settings" ADD CONSTRAINT "buyer_payment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_accounts" ADD CONSTRAINT "cash_flow_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_movements" ADD CONSTRAINT "cash_flow_movements_account_id_cash_flow_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."cash_flow_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_movements" ADD CONSTRAINT "cash_flow_movements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_movements" ADD CONSTRAINT "cash_flow_movements_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attachments" ADD CONSTRAINT "payment_attachments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_requested_by_id_profiles_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_id_profiles_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_by_id_profiles_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_activities" ADD CONSTRAINT "port_call_activities_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_activities" ADD CONSTRAINT "port_call_activities_activity_type_id_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_agents" ADD CONSTRAINT "port_call_agents_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_agents" ADD CONSTRAINT "port_call_agents_agent_company_id_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_exports" ADD CONSTRAINT "port_call_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_exports" ADD CONSTRAINT "port_call_exports_port_call_id_port_calls_id_fk" FOREIGN KEY ("port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_call_exports" ADD CONSTRAINT "port_call_exports_requested_by_id_profiles_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_voyage_id_voyages_id_fk" FOREIGN KEY ("voyage_id") REFERENCES "public"."voyages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_ops_coordinator_id_profiles_id_fk" FOREIGN KEY ("ops_coordinator_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_linked_port_call_id_port_calls_id_fk" FOREIGN KEY ("linked_port_call_id") REFERENCES "public"."port_calls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_calls" ADD CONSTRAINT "port_calls_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_voyage_type_id_voyage_types_id_fk" FOREIGN KEY ("voyage_type_id") REFERENCES "public"."voyage_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voyages" ADD CONSTRAINT "voyages_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_attachments" ADD CONSTRAINT "proforma_attachments_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_attachments" ADD CONSTRAINT "proforma_attachments_expense_id_proforma_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."proforma_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_expenses" ADD CONSTRAINT "proforma_expenses_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proforma_expenses" ADD CONSTRAINT "proforma_expenses_catalogue_item_id_expense_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."expense_catalogue_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_supplier_id_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_submitted_by_id_profiles_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_created_by_id_profiles_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_catalogue_items" ADD CONSTRAINT "expense_catalogue_items_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_section_id_expense_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."expense_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_aliases" ADD CONSTRAINT "port_aliases_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "port_search_words" ADD CONSTRAINT "port_search_words_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_sizes" ADD CONSTRAINT "vessel_sizes_vessel_type_id_vessel_types_id_fk" FOREIGN KEY ("vessel_type_id") REFERENCES "public"."vessel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_types" ADD CONSTRAINT "vessel_types_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_companies" ADD CONSTRAINT "billing_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_companies" ADD CONSTRAINT "billing_companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_hidden_fields" ADD CONSTRAINT "buyer_hidden_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_settings" ADD CONSTRAINT "buyer_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_rules" ADD CONSTRAINT "profile_rules_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_rules" ADD CONSTRAINT "profile_rules_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_countries" ADD CONSTRAINT "region_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_regions" ADD CONSTRAINT "rule_regions_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_regions" ADD CONSTRAINT "rule_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_type_name_idx" ON "companies" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_idx" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_company_idx" ON "profiles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "appointment_port_calls_port_call_idx" ON "appointment_port_calls" USING btree ("port_call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_port_call_agent_idx" ON "appointments" USING btree ("port_call_id","agent_company_id");--> statement-breakpoint
CREATE INDEX "appointments_company_state_idx" ON "appointments" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "appointments_agent_state_idx" ON "appointments" USING btree ("agent_company_id","state");--> statement-breakpoint
CREATE INDEX "appointments_appointed_by_idx" ON "appointments" USING btree ("appointed_by_id");--> statement-breakpoint
CREATE INDEX "sessions_profile_idx" ON "sessions" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "bank_account_attachments_account_idx" ON "bank_account_attachments" USING btree ("bank_account_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_company_currency_idx" ON "bank_accounts" USING btree ("company_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_codes_company_code_idx" ON "accounting_codes" USING btree ("company_id","group_code","code","sub_account");--> statement-breakpoint
CREATE INDEX "evaluations_company_idx" ON "evaluations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "evaluations_appointment_idx" ON "evaluations" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "expense_evaluations_evaluation_idx" ON "expense_evaluations" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "expense_evaluations_parent_idx" ON "expense_evaluations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "fleet_vessels_vessel_idx" ON "fleet_vessels" USING btree ("vessel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_company_name_idx" ON "fleets" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "profile_vessels_vessel_idx" ON "profile_vessels" USING btree ("vessel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_company_imo_idx" ON "vessels" USING btree ("company_id","imo");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_accounts_company_currency_idx" ON "cash_flow_accounts" USING btree ("company_id","currency");--> statement-breakpoint
CREATE INDEX "cash_flow_movements_account_idx" ON "cash_flow_movements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_movements_payment_idx" ON "cash_flow_movements" USING btree ("payment_id") WHERE "cash_flow_movements"."kind" = 'PAYMENT';--> statement-breakpoint
CREATE INDEX "payment_instructions_company_idx" ON "payment_instructions" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "port_call_agents_agent_idx" ON "port_call_agents" USING btree ("agent_company_id");--> statement-breakpoint
CREATE INDEX "port_call_exports_status_idx" ON "port_call_exports" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "port_calls_company_eta_idx" ON "port_calls" USING btree ("company_id","eta");--> statement-breakpoint
CREATE INDEX "port_calls_company_ets_idx" ON "port_calls" USING btree ("company_id","ets");--> statement-breakpoint
CREATE INDEX "port_calls_company_status_idx" ON "port_calls" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "port_calls_vessel_idx" ON "port_calls" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "port_calls_port_idx" ON "port_calls" USING btree ("port_id");--> statement-breakpoint
CREATE INDEX "port_calls_voyage_idx" ON "port_calls" USING btree ("voyage_id");--> statement-breakpoint
CREATE INDEX "port_calls_ops_coordinator_idx" ON "port_calls" USING btree ("ops_coordinator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "port_calls_vessel_port_voyage_idx" ON "port_calls" USING btree ("vessel_id","port_id","voyage_id") WHERE "port_calls"."status" in ('DRAFT', 'IN_PROCESS');--> statement-breakpoint
CREATE UNIQUE INDEX "port_calls_external_ref_idx" ON "port_calls" USING btree ("company_id","source","external_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "voyages_company_number_idx" ON "voyages" USING btree ("company_id",lower("voyage_number"));--> statement-breakpoint
CREATE INDEX "voyages_vessel_idx" ON "voyages" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "proforma_attachments_proforma_idx" ON "proforma_attachments" USING btree ("proforma_id");--> statement-breakpoint
CREATE INDEX "proforma_attachments_expense_idx" ON "proforma_attachments" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "proforma_expenses_proforma_idx" ON "proforma_expenses" USING btree ("proforma_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proformas_one_draft_idx" ON "proformas" USING btree ("appointment_id") WHERE "proformas"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "proformas_appointment_idx" ON "proformas" USING btree ("appointment_id","status");--> statement-breakpoint
CREATE INDEX "proformas_supplier_company_idx" ON "proformas" USING btree ("supplier_id","company_id");--> statement-breakpoint
CREATE INDEX "expense_catalogue_items_category_idx" ON "expense_catalogue_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "port_aliases_code_pattern_idx" ON "port_aliases" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "port_search_words_suffix_idx" ON "port_search_words" USING btree ("suffix" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "ports_unlocode_idx" ON "ports" USING btree ("unlocode");--> statement-breakpoint
CREATE INDEX "ports_unlocode_pattern_idx" ON "ports" USING btree ("unlocode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ports_search_name_idx" ON "ports" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_companies_company_name_idx" ON "billing_companies" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_companies_default_idx" ON "billing_companies" USING btree ("company_id") WHERE "billing_companies"."is_default";--> statement-breakpoint
CREATE INDEX "profile_rules_rule_idx" ON "profile_rules" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "region_countries_country_idx" ON "region_countries" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_company_name_idx" ON "regions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "rule_regions_region_idx" ON "rule_regions" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_company_name_idx" ON "rules" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "team_members_profile_idx" ON "team_members" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_company_name_idx" ON "teams" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");