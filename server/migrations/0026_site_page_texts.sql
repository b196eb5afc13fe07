CREATE TABLE "site_page_texts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_page_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_page_texts_page_version_idx" ON "site_page_texts" USING btree ("page","version");