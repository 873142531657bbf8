import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { session, user } from "./auth";

/** Purposes stated for seeing an entity's personal details: they hold for that entity for the session. */
export const accessPurpose = pgTable(
  "access_purpose",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => session.id, { onDelete: "cascade" }),
    regcode: text("regcode").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    statedAt: timestamp("stated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.regcode] }),
    index("access_purpose_user_idx").on(table.userId),
  ],
);
