ALTER TABLE "payment_instructions" ADD COLUMN "reviewer_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "approver_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "approval_threshold" numeric(20, 4);--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_approver_id_profiles_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;