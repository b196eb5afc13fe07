CREATE TABLE "agent_rating_criteria" (
	"rating_id" bigint NOT NULL,
	"criterion" text NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "agent_rating_criteria_rating_id_criterion_pk" PRIMARY KEY("rating_id","criterion"),
	CONSTRAINT "agent_rating_criteria_range" CHECK ("agent_rating_criteria"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "agent_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" bigint NOT NULL,
	"buyer_company_id" bigint NOT NULL,
	"agent_company_id" bigint NOT NULL,
	"rated_by_profile_id" bigint NOT NULL,
	"rated_by_full_name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_ratings_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "agent_rating_criteria" ADD CONSTRAINT "agent_rating_criteria_rating_id_agent_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."agent_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ratings" ADD CONSTRAINT "agent_ratings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_ratings_buyer_agent_idx" ON "agent_ratings" USING btree ("buyer_company_id","agent_company_id","id");