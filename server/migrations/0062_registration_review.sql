ALTER TABLE "companies" ADD COLUMN "registration_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_reviewed_at" timestamp with time zone;