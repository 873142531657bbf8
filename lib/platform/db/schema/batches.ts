import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { SHARINGS } from "./watchlists";

/** The risk model's levels (lib/domain/cases/case-types.ts), lowest first. */
export const BATCH_RISK_LEVELS = ["low", "medium", "high"] as const;

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const BATCH_STATUSES = ["queued", "running", "done", "cancelled"] as const;
export const BATCH_ROW_STATES = ["pending", "done", "failed", "cancelled"] as const;
export const BATCH_OUTCOMES = ["found", "not_found", "error"] as const;

/** A screened list: who ran it and why, what it was given, and how far it is. */
export const batches = pgTable("batches", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** The batch's name, which is also the purpose its lookups state in the audit trail. */
  name: text("name").notNull(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Private, shared with the colleagues in batch_shares ("named"), or with everyone. */
  sharing: text("sharing", { enum: SHARINGS }).notNull().default("private"),
  status: text("status", { enum: BATCH_STATUSES }).notNull().default("queued"),
  /** SHA-256 of the input exactly as given, so the summary can name the list it screened. */
  inputSha256: text("input_sha256").notNull(),
  /** What was understood of the input: duplicates, invalid entries, check-digit warnings, the CSV column. */
  report: jsonb("report").notNull(),
  createdAt: time("created_at").defaultNow().notNull(),
  finishedAt: time("finished_at"),
});

/** Colleagues a "named" batch is shared with. */
export const batchShares = pgTable(
  "batch_shares",
  {
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.userId] })],
);

/** One number of a batch (each once), and what its lookup found. */
export const batchRows = pgTable(
  "batch_rows",
  {
    batchId: bigint("batch_id", { mode: "number" })
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    /** Order of first appearance in the input. */
    position: integer("position").notNull(),
    regcode: text("regcode").notNull(),
    state: text("state", { enum: BATCH_ROW_STATES }).notNull().default("pending"),
    outcome: text("outcome", { enum: BATCH_OUTCOMES }),
    /** The error code of a failed lookup. */
    error: text("error"),
    name: text("name"),
    legalForm: text("legal_form"),
    status: text("status"),
    /** The customer's own reference the list gave beside the number (a CSV's customer_id column). */
    customerId: text("customer_id"),
    flags: jsonb("flags"),
    /** The risk model's level is medium or high. */
    flagged: boolean("flagged"),
    /** The risk model's level and points for the record alone (ownership not assessed), to rank rows by. */
    riskLevel: text("risk_level", { enum: BATCH_RISK_LEVELS }),
    riskPoints: integer("risk_points"),
    /** The model's version, the factors that scored (keys) and the sanctions lists and programmes matched. */
    risk: jsonb("risk"),
    /** The retrieval the row was read from, for its permalink. */
    sha256: text("sha256"),
    attempts: integer("attempts").notNull().default(0),
    finishedAt: time("finished_at"),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.regcode] }),
    index("batch_rows_state_idx").on(table.batchId, table.state),
  ],
);
