DROP INDEX "port_calls_port_idx";--> statement-breakpoint
CREATE INDEX "port_calls_port_eta_idx" ON "port_calls" USING btree ("port_id","eta");