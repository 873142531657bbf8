ALTER TABLE "batch_rows" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "risk_points" integer;--> statement-breakpoint
ALTER TABLE "batch_rows" ADD COLUMN "risk" jsonb;