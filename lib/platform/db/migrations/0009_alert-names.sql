ALTER TABLE "alerts" ADD COLUMN "legal_name" text;--> statement-breakpoint
-- Alerts raised before the name was kept take the name last checked, while their entity is still watched.
UPDATE "alerts" SET "legal_name" = "monitored_entities"."legal_name" FROM "monitored_entities" WHERE "monitored_entities"."regcode" = "alerts"."regcode";
