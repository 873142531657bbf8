CREATE TABLE "alert_lists" (
	"alert_id" bigint NOT NULL,
	"watchlist_id" bigint NOT NULL,
	CONSTRAINT "alert_lists_alert_id_watchlist_id_pk" PRIMARY KEY("alert_id","watchlist_id")
);
--> statement-breakpoint
CREATE TABLE "structure_records" (
	"watched_regcode" text NOT NULL,
	"regcode" text NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "structure_records_watched_regcode_regcode_pk" PRIMARY KEY("watched_regcode","regcode")
);
--> statement-breakpoint
CREATE TABLE "watched_determinations" (
	"regcode" text PRIMARY KEY NOT NULL,
	"determination" jsonb NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ALTER COLUMN "watchlist_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "effect" jsonb;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "watchlists" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "alert_lists" ADD CONSTRAINT "alert_lists_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_lists" ADD CONSTRAINT "alert_lists_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_lists_list_idx" ON "alert_lists" USING btree ("watchlist_id");--> statement-breakpoint
CREATE INDEX "structure_records_regcode_idx" ON "structure_records" USING btree ("regcode");--> statement-breakpoint
-- Alerts raised before: each with the one list it was raised on.
INSERT INTO "alert_lists" ("alert_id", "watchlist_id") SELECT "id", "watchlist_id" FROM "alerts" WHERE "watchlist_id" IS NOT NULL;
