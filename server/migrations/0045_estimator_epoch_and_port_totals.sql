CREATE TABLE "estimation_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_directory_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"active_ports" integer NOT NULL
);
