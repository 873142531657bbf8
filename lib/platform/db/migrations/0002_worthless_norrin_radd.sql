CREATE TABLE "access_purpose" (
	"session_id" text NOT NULL,
	"regcode" text NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"stated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_purpose_session_id_regcode_pk" PRIMARY KEY("session_id","regcode")
);
--> statement-breakpoint
ALTER TABLE "access_purpose" ADD CONSTRAINT "access_purpose_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_purpose" ADD CONSTRAINT "access_purpose_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_purpose_user_idx" ON "access_purpose" USING btree ("user_id");