CREATE TABLE "expense_evaluation_edits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_evaluation_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"expense_evaluation_id" bigint NOT NULL,
	"previous_amount" numeric(20, 4) NOT NULL,
	"evaluated_amount" numeric(20, 4) NOT NULL,
	"previous_unit" numeric(20, 4),
	"unit" numeric(20, 4),
	"previous_price_per_unit" numeric(20, 4),
	"price_per_unit" numeric(20, 4),
	"discrepancy_type_id" bigint,
	"discrepancy_reason_id" bigint,
	"discrepancy_amount" numeric(20, 4),
	"remarks" text,
	"edited_by_id" bigint NOT NULL,
	"edited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_evaluation_edits" ADD CONSTRAINT "expense_evaluation_edits_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_edits" ADD CONSTRAINT "expense_evaluation_edits_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_edits" ADD CONSTRAINT "expense_evaluation_edits_discrepancy_type_id_verification_discrepancy_types_id_fk" FOREIGN KEY ("discrepancy_type_id") REFERENCES "public"."verification_discrepancy_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_edits" ADD CONSTRAINT "expense_evaluation_edits_discrepancy_reason_id_discrepancy_reasons_id_fk" FOREIGN KEY ("discrepancy_reason_id") REFERENCES "public"."discrepancy_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_evaluation_edits" ADD CONSTRAINT "expense_evaluation_edits_edited_by_id_profiles_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_evaluation_edits_evaluation_idx" ON "expense_evaluation_edits" USING btree ("evaluation_id");