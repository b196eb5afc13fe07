-- The dashboard's VOYAGE grouping groups the matching port calls by voyage when a filter spreads a
-- voyage's port calls along the ETA order (an ETA range), and its count groups them for every filter:
-- with the voyage, status and country in the index, that grouping reads the index alone
-- instead of one heap page per port call (an ETA range at 200,000 port calls: 10,000 port calls read
-- twice, 19,705 buffers). With the id as well, a page that joins appointments (the APPOINTMENT
-- grouping's count with an ETA range or a region) probes them from the index alone (the region user's
-- ETA range at 200,000: 9,484 -> 1,368 buffers). drizzle cannot declare INCLUDE columns: the schema
-- keeps the keys.
DROP INDEX IF EXISTS "port_calls_company_eta_idx";--> statement-breakpoint
CREATE INDEX "port_calls_company_eta_idx" ON "port_calls" USING btree ("company_id", "eta") INCLUDE ("voyage_id", "status", "country_id", "id");--> statement-breakpoint
-- The region rules and the region filter: the VOYAGE grouping's count groups the region's port calls
-- from this index alone (with only the ETA index covering, it filtered all the buyer's index entries).
DROP INDEX IF EXISTS "port_calls_company_country_idx";--> statement-breakpoint
CREATE INDEX "port_calls_company_country_idx" ON "port_calls" USING btree ("company_id", "country_id") INCLUDE ("voyage_id", "status", "eta", "id");--> statement-breakpoint
-- My pending tasks: the VOYAGE grouping walks this index by ETA and counts its voyages from it alone
-- (10,681 -> 378 buffers at 200,000 port calls). The owner's columns as well as the owner expression:
-- an index-only scan checks its conditions on the columns themselves.
DROP INDEX IF EXISTS "port_calls_pending_owner_idx";--> statement-breakpoint
CREATE INDEX "port_calls_pending_owner_idx" ON "port_calls" USING btree ("company_id", (coalesce("ops_coordinator_id", "created_by_id")), "eta") INCLUDE ("voyage_id", "ops_coordinator_id", "created_by_id") WHERE "status" in ('DRAFT', 'IN_PROCESS') and "awaits_appointment";
