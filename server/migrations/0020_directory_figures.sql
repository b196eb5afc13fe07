DROP INDEX "agent_ratings_buyer_agent_idx";--> statement-breakpoint
ALTER TABLE "agent_ratings" ADD COLUMN "criteria_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_ratings" ADD COLUMN "criteria_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_agent_buyer_state_idx" ON "appointments" USING btree ("agent_company_id","company_id","state");--> statement-breakpoint
CREATE INDEX "agent_ratings_buyer_agent_idx" ON "agent_ratings" USING btree ("buyer_company_id","agent_company_id","id","criteria_sum","criteria_count");--> statement-breakpoint
-- Written by hand: the sums and counts of the ratings made before they were kept on the row.
UPDATE "agent_ratings" r SET "criteria_sum" = s.total, "criteria_count" = s.n
FROM (SELECT "rating_id", sum("rating")::int AS total, count(*)::int AS n FROM "agent_rating_criteria" GROUP BY "rating_id") s
WHERE s."rating_id" = r."id";
