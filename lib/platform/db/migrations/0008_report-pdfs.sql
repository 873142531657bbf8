CREATE TABLE "report_pdfs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"retrieval_id" bigint NOT NULL,
	"pdf_sha256" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_pdfs" ADD CONSTRAINT "report_pdfs_retrieval_id_retrievals_id_fk" FOREIGN KEY ("retrieval_id") REFERENCES "public"."retrievals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_pdfs_retrieval_idx" ON "report_pdfs" USING btree ("retrieval_id");