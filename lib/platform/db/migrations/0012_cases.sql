CREATE TABLE "case_approvals" (
	"case_id" bigint NOT NULL,
	"approver_id" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_evidence" (
	"case_id" bigint NOT NULL,
	"regcode" text NOT NULL,
	"name" text,
	"sha256" text NOT NULL,
	"retrieved_at" timestamp (3) with time zone NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "case_evidence_case_id_regcode_pk" PRIMARY KEY("case_id","regcode")
);
--> statement-breakpoint
CREATE TABLE "case_note_versions" (
	"note_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"edited_by" text NOT NULL,
	"edited_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_note_versions_note_id_version_pk" PRIMARY KEY("note_id","version")
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"by" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regcode" text NOT NULL,
	"legal_name" text,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"preparer_id" text NOT NULL,
	"assignee_id" text,
	"due_on" text,
	"purpose" text NOT NULL,
	"decision" text,
	"conclusion" text,
	"risk" jsonb,
	"risk_override_level" text,
	"risk_override_reason" text,
	"determination" jsonb,
	"pinned_at" timestamp (3) with time zone,
	"next_review_on" text,
	"return_reason" text,
	"alert_id" bigint,
	"discrepancy_detected_at" timestamp (3) with time zone,
	"reported_at" timestamp (3) with time zone,
	"reported_by" text,
	"report_sha256" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_reviews" (
	"regcode" text PRIMARY KEY NOT NULL,
	"next_review_on" text NOT NULL,
	"risk_level" text NOT NULL,
	"case_id" bigint NOT NULL,
	"set_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_approvals" ADD CONSTRAINT "case_approvals_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_approvals" ADD CONSTRAINT "case_approvals_approver_id_user_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_evidence" ADD CONSTRAINT "case_evidence_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_note_versions" ADD CONSTRAINT "case_note_versions_note_id_case_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."case_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_note_versions" ADD CONSTRAINT "case_note_versions_edited_by_user_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_transitions" ADD CONSTRAINT "case_transitions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_transitions" ADD CONSTRAINT "case_transitions_by_user_id_fk" FOREIGN KEY ("by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_preparer_id_user_id_fk" FOREIGN KEY ("preparer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_reviews" ADD CONSTRAINT "entity_reviews_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_approvals_case_approver_idx" ON "case_approvals" USING btree ("case_id","approver_id");--> statement-breakpoint
CREATE INDEX "case_evidence_regcode_idx" ON "case_evidence" USING btree ("regcode");--> statement-breakpoint
CREATE INDEX "case_notes_case_idx" ON "case_notes" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_transitions_case_idx" ON "case_transitions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "cases_regcode_idx" ON "cases" USING btree ("regcode");--> statement-breakpoint
CREATE INDEX "cases_state_idx" ON "cases" USING btree ("state");--> statement-breakpoint
CREATE INDEX "cases_assignee_idx" ON "cases" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "entity_reviews_due_idx" ON "entity_reviews" USING btree ("next_review_on");