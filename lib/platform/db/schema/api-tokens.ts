import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * API tokens: a user's credential for calling the API without a browser, with a subset of the user's roles.
 * Only the SHA-256 of the token's secret is kept: the token itself is shown once, when it is made.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    /** Public: it is part of the token's text, so the row is found by it before the secret is compared. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    roles: text("roles").array().notNull(),
    /** SHA-256 (hex) of the token's random secret. */
    secretHash: text("secret_hash").notNull(),
    createdAt: time("created_at").defaultNow().notNull(),
    expiresAt: time("expires_at").notNull(),
    lastUsedAt: time("last_used_at"),
    revokedAt: time("revoked_at"),
    /** Who revoked it: its owner or an administrator (null once that account is gone). */
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [index("api_tokens_user_idx").on(table.userId)],
);

/**
 * Purposes stated through an API token for seeing an entity's personal details: they hold for that entity for
 * the token, as a session's do for the session (access_purpose).
 */
export const apiTokenPurposes = pgTable(
  "api_token_purposes",
  {
    tokenId: text("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    regcode: text("regcode").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    statedAt: time("stated_at").defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.regcode] })],
);
