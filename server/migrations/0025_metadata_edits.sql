ALTER TABLE "accounting_code_application_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "berths" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "berths" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discrepancy_reasons" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expense_catalogue_items" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "expense_categories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expense_sections" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logo_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "port_mapping_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_discount_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_discrepancy_types" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voyage_types" ADD COLUMN "edited_at" timestamp with time zone;