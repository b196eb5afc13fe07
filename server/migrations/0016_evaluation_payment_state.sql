ALTER TABLE "evaluations" ADD COLUMN "payment_state" text;--> statement-breakpoint
UPDATE "evaluations" e SET "payment_state" = p."status" FROM "payments" p WHERE p."evaluation_id" = e."id";
