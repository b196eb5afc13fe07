ALTER TABLE "evaluations" ADD COLUMN "berth_id" bigint;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_berth_id_berths_id_fk" FOREIGN KEY ("berth_id") REFERENCES "public"."berths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An evaluation whose text names a listed berth of its terminal keeps that berth by reference.
UPDATE "evaluations" AS e SET "berth_id" = b."id", "berth" = NULL
FROM "berths" AS b
WHERE e."berth_id" IS NULL AND e."terminal_id" = b."terminal_id" AND lower(b."name") = lower(trim(e."berth"));
