ALTER TABLE "request_cases" ALTER COLUMN "port_call_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "vessel_id" bigint;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "port_id" bigint;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "eta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_cases" ADD COLUMN "awarded_request_id" bigint;--> statement-breakpoint
UPDATE "request_cases" rc SET "vessel_id" = pc."vessel_id", "port_id" = pc."port_id", "eta" = pc."eta" FROM "port_calls" pc WHERE pc."id" = rc."port_call_id";--> statement-breakpoint
UPDATE "request_cases" rc SET "awarded_request_id" = r."id" FROM "appointments" a, "requests_for_quotation" r WHERE a."id" = rc."appointment_id" AND r."request_case_id" = rc."id" AND r."agent_company_id" = a."agent_company_id";--> statement-breakpoint
ALTER TABLE "request_cases" ALTER COLUMN "vessel_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_cases" ALTER COLUMN "port_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_cases" ADD CONSTRAINT "request_cases_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;
