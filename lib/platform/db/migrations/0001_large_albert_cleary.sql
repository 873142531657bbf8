CREATE TABLE "audit_events" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"user_id" text,
	"user_email" text,
	"client_address" text,
	"user_agent" text,
	"request_id" text,
	"event_type" text NOT NULL,
	"details" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_events_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE INDEX "audit_events_user_id_idx" ON "audit_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_user_email_idx" ON "audit_events" USING btree ("user_email","seq");--> statement-breakpoint
CREATE INDEX "audit_events_regcode_idx" ON "audit_events" USING btree (("details"->>'regcode'),"seq");--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("time");