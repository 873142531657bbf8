import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** How grave an alert is, gravest first: the per-record checks and the ownership effect grade by it. */
export const SEVERITIES = ["high", "medium", "low"] as const;
export type AlertSeverity = (typeof SEVERITIES)[number];

/** Who a watchlist or batch is for: its owner, colleagues named in its shares table, or everyone. */
export const SHARINGS = ["private", "named", "everyone"] as const;

/** An alert is open until someone acknowledges it. */
export const ALERT_STATUSES = ["open", "acknowledged"] as const;

/** A named list of watched entities: its owner's own, shared with named colleagues, or with everyone. */
export const watchlists = pgTable("watchlists", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Private, shared with the colleagues in watchlist_shares ("named"), or with everyone. */
  sharing: text("sharing", { enum: SHARINGS }).notNull().default("private"),
  /** How many layers of each entity's ownership structure the list watches; null: the determination's own depth. */
  depth: integer("depth"),
  createdAt: time("created_at").defaultNow().notNull(),
});

/** Colleagues a "named" list is shared with. */
export const watchlistShares = pgTable(
  "watchlist_shares",
  {
    watchlistId: bigint("watchlist_id", { mode: "number" })
      .notNull()
      .references(() => watchlists.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.watchlistId, table.userId] }),
    index("watchlist_shares_user_idx").on(table.userId),
  ],
);

/** An entity on a list. */
export const watchEntries = pgTable(
  "watch_entries",
  {
    watchlistId: bigint("watchlist_id", { mode: "number" })
      .notNull()
      .references(() => watchlists.id, { onDelete: "cascade" }),
    regcode: text("regcode").notNull(),
    /** The firm's own id for this customer (from an imported client book): shown in alerts and exports. */
    customerId: text("customer_id"),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: time("added_at").defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.watchlistId, table.regcode] }),
    index("watch_entries_regcode_idx").on(table.regcode),
  ],
);

/**
 * The monitoring state of each watched number, one row however many lists hold it, so it is
 * checked once: when next, when last and how, and the record last seen.
 */
export const monitoredEntities = pgTable(
  "monitored_entities",
  {
    regcode: text("regcode").primaryKey(),
    nextCheckAt: time("next_check_at").notNull(),
    lastCheckAt: time("last_check_at"),
    /** "unchanged", "changed", "first" or the error code the last check ended with. */
    lastOutcome: text("last_outcome"),
    lastChangeAt: time("last_change_at"),
    /** SHA-256 of the record the last successful check saw. */
    lastSha256: text("last_sha256"),
    legalName: text("legal_name"),
    status: text("status"),
    /** Failed checks in a row: the next is put off longer each time. */
    failures: integer("failures").notNull().default(0),
  },
  (table) => [index("monitored_entities_due_idx").on(table.nextCheckAt)],
);

/**
 * The records of a watched entity's ownership structure that its watch covers, each with its layer (0: the
 * entity itself), as its last determination read them: every record here is checked once per round, however
 * many watched entities share it.
 */
export const structureRecords = pgTable(
  "structure_records",
  {
    watchedRegcode: text("watched_regcode").notNull(),
    regcode: text("regcode").notNull(),
    depth: integer("depth").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.watchedRegcode, table.regcode] }),
    index("structure_records_regcode_idx").on(table.regcode),
  ],
);

/** Each watched entity's last ownership determination, as made (never withheld): what the next one is compared with. */
export const watchedDeterminations = pgTable("watched_determinations", {
  regcode: text("regcode").primaryKey(),
  determination: jsonb("determination").notNull(),
  computedAt: time("computed_at").notNull(),
});

/** A change a check found: one per entity and change, however many lists hold it (those are in alert_lists). */
export const alerts = pgTable(
  "alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    regcode: text("regcode").notNull(),
    /** The entity's name in the record that raised the alert, kept with it: the entity may since have left every
     * list, and its monitoring row with it. Alerts raised before it was kept took the name last checked (migration
     * 0009), or none if no list watched their entity any more. */
    legalName: text("legal_name"),
    severity: text("severity", { enum: SEVERITIES }).notNull(),
    /** In English, as the alert was raised; each reader gets `findings` in their own language. */
    summary: text("summary").notNull(),
    /** What the check found, in no language (lib/features/alerts/alert-summary.ts); null for alerts raised before it was kept. */
    findings: jsonb("findings"),
    /** What the change does to the entity through its ownership structure (lib/domain/ownership-effect); null when
     * the alert was raised on its own record's fields alone. */
    effect: jsonb("effect"),
    fromSha256: text("from_sha256").notNull(),
    toSha256: text("to_sha256").notNull(),
    createdAt: time("created_at").defaultNow().notNull(),
    status: text("status", { enum: ALERT_STATUSES }).notNull().default("open"),
    acknowledgedBy: text("acknowledged_by").references(() => user.id, { onDelete: "set null" }),
    acknowledgedAt: time("acknowledged_at"),
    note: text("note"),
  },
  (table) => [index("alerts_created_idx").on(table.createdAt)],
);

/** The lists that held the entity when its alert was raised: whoever may see one of them sees the alert. */
export const alertLists = pgTable(
  "alert_lists",
  {
    alertId: bigint("alert_id", { mode: "number" })
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    watchlistId: bigint("watchlist_id", { mode: "number" })
      .notNull()
      .references(() => watchlists.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.watchlistId] }),
    index("alert_lists_list_idx").on(table.watchlistId),
  ],
);

/** Each attempt to deliver an alert to ALERT_WEBHOOK_URL. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    alertId: bigint("alert_id", { mode: "number" })
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    attemptedAt: time("attempted_at").defaultNow().notNull(),
    /** The receiver's HTTP status; null when it could not be reached. */
    status: integer("status"),
    error: text("error"),
  },
  (table) => [index("alert_deliveries_alert_idx").on(table.alertId)],
);

/** Up to when each user's alert digest has been sent by email. */
export const alertDigests = pgTable("alert_digests", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  sentUntil: time("sent_until").notNull(),
});
