ALTER TABLE "alerts" DROP CONSTRAINT "alerts_watchlist_id_watchlists_id_fk";
--> statement-breakpoint
DROP INDEX "alerts_list_status_idx";--> statement-breakpoint
ALTER TABLE "alerts" DROP COLUMN "watchlist_id";