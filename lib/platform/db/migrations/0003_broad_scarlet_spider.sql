CREATE TABLE "record_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"compressed" "bytea" NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retrievals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regcode" text NOT NULL,
	"sha256" text NOT NULL,
	"retrieved_at" timestamp (3) with time zone NOT NULL,
	"url" text NOT NULL,
	"credential" text,
	"user_id" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retrievals" ADD CONSTRAINT "retrievals_sha256_record_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."record_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retrievals_regcode_time_idx" ON "retrievals" USING btree ("regcode","retrieved_at");--> statement-breakpoint
CREATE INDEX "retrievals_sha256_idx" ON "retrievals" USING btree ("sha256");