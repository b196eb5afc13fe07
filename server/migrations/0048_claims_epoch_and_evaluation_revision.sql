CREATE TABLE "claims_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;