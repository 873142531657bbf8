CREATE TABLE "batch_rows" (
	"batch_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"regcode" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"error" text,
	"name" text,
	"legal_form" text,
	"status" text,
	"flags" jsonb,
	"flagged" boolean,
	"sha256" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "batch_rows_batch_id_regcode_pk" PRIMARY KEY("batch_id","regcode")
);
--> statement-breakpoint
CREATE TABLE "batch_shares" (
	"batch_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "batch_shares_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"sharing" text DEFAULT 'private' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"input_sha256" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_rows" ADD CONSTRAINT "batch_rows_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_shares" ADD CONSTRAINT "batch_shares_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_shares" ADD CONSTRAINT "batch_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_rows_state_idx" ON "batch_rows" USING btree ("batch_id","state");