-- Codes e-mailed before codes expired get the default lifetime (30 days) from when they were made.
ALTER TABLE "request_case_shares" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "request_case_shares" SET "expires_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "request_case_shares" ALTER COLUMN "expires_at" SET NOT NULL;
