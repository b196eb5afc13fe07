CREATE TABLE "claims_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
