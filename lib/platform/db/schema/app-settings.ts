import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Settings an administrator changes in the app rather than the operator in the environment, one row per
 * setting: every instance reads the same value. Who changed one, and from what, is in the audit trail.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});
