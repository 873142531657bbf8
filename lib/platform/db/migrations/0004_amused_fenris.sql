CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"attempted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sent_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"watchlist_id" bigint NOT NULL,
	"regcode" text NOT NULL,
	"severity" text NOT NULL,
	"summary" text NOT NULL,
	"from_sha256" text NOT NULL,
	"to_sha256" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledged_by" text,
	"acknowledged_at" timestamp (3) with time zone,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "monitored_entities" (
	"regcode" text PRIMARY KEY NOT NULL,
	"next_check_at" timestamp (3) with time zone NOT NULL,
	"last_check_at" timestamp (3) with time zone,
	"last_outcome" text,
	"last_change_at" timestamp (3) with time zone,
	"last_sha256" text,
	"legal_name" text,
	"status" text,
	"failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_entries" (
	"watchlist_id" bigint NOT NULL,
	"regcode" text NOT NULL,
	"added_by" text,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_entries_watchlist_id_regcode_pk" PRIMARY KEY("watchlist_id","regcode")
);
--> statement-breakpoint
CREATE TABLE "watchlist_shares" (
	"watchlist_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "watchlist_shares_watchlist_id_user_id_pk" PRIMARY KEY("watchlist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"sharing" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_user_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD CONSTRAINT "watch_entries_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_entries" ADD CONSTRAINT "watch_entries_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_shares" ADD CONSTRAINT "watchlist_shares_watchlist_id_watchlists_id_fk" FOREIGN KEY ("watchlist_id") REFERENCES "public"."watchlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_shares" ADD CONSTRAINT "watchlist_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alerts_list_status_idx" ON "alerts" USING btree ("watchlist_id","status");--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "monitored_entities_due_idx" ON "monitored_entities" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "watch_entries_regcode_idx" ON "watch_entries" USING btree ("regcode");--> statement-breakpoint
CREATE INDEX "watchlist_shares_user_idx" ON "watchlist_shares" USING btree ("user_id");