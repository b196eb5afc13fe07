ALTER TABLE "profiles" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lock_count" integer DEFAULT 0 NOT NULL;