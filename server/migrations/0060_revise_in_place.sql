CREATE TABLE "evaluation_revision_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_revision_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"evaluation_id" bigint NOT NULL,
	"proforma_id" bigint NOT NULL,
	"previous_proforma_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"expense_evaluation_id" bigint,
	"change" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"previous_amount" numeric(20, 4),
	"amount" numeric(20, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_revision_changes_change" CHECK ("evaluation_revision_changes"."change" IN ('CHANGED', 'ADDED', 'REMOVED'))
);
--> statement-breakpoint
ALTER TABLE "proforma_expenses" ADD COLUMN "revised_from_id" bigint;--> statement-breakpoint
ALTER TABLE "proformas" ADD COLUMN "revision_of" bigint;--> statement-breakpoint
ALTER TABLE "proformas" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_revision_changes" ADD CONSTRAINT "evaluation_revision_changes_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_revision_changes" ADD CONSTRAINT "evaluation_revision_changes_proforma_id_proformas_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."proformas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_revision_changes" ADD CONSTRAINT "evaluation_revision_changes_previous_proforma_id_proformas_id_fk" FOREIGN KEY ("previous_proforma_id") REFERENCES "public"."proformas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_revision_changes" ADD CONSTRAINT "evaluation_revision_changes_expense_evaluation_id_expense_evaluations_id_fk" FOREIGN KEY ("expense_evaluation_id") REFERENCES "public"."expense_evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_revision_changes_evaluation_idx" ON "evaluation_revision_changes" USING btree ("evaluation_id","revision");--> statement-breakpoint
ALTER TABLE "proforma_expenses" ADD CONSTRAINT "proforma_expenses_revised_from_id_proforma_expenses_id_fk" FOREIGN KEY ("revised_from_id") REFERENCES "public"."proforma_expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_revision_of_proformas_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."proformas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A withdrawn DA's DRAFT (or BACK_FOR_REVIEW) payment is an orphan: nothing can move it on, and the
-- financial list showed it as "0.00 DRAFT". Withdrawal now removes it; these are the ones left before.
DELETE FROM "payments" p USING "evaluations" e
  WHERE e."id" = p."evaluation_id" AND e."status" <> 'OPEN' AND p."status" IN ('DRAFT', 'BACK_FOR_REVIEW');--> statement-breakpoint
UPDATE "evaluations" SET "payment_state" = NULL
  WHERE "status" <> 'OPEN' AND "payment_state" IN ('DRAFT', 'BACK_FOR_REVIEW');
