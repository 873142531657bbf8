import { bigint, bigserial, customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer: one type for the app.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The exact bytes of each distinct registry answer, compressed, stored once per SHA-256. */
export const recordBlobs = pgTable("record_blobs", {
  sha256: text("sha256").primaryKey(),
  /** Brotli-compressed answer bytes. */
  compressed: bytea("compressed").notNull(),
  /** Length of the answer before compression, in bytes. */
  size: integer("size").notNull(),
});

/**
 * One row per answer the registry sent for a legal-entity lookup: when, from where, with which
 * credential, for whom and why. Identical answers share one blob.
 */
export const retrievals = pgTable(
  "retrievals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    regcode: text("regcode").notNull(),
    sha256: text("sha256")
      .notNull()
      .references(() => recordBlobs.sha256),
    retrievedAt: timestamp("retrieved_at", { withTimezone: true, precision: 3 }).notNull(),
    url: text("url").notNull(),
    credential: text("credential"),
    /** The user whose action caused the lookup; null for the app itself (jobs, no signed-in user). */
    userId: text("user_id"),
    reason: text("reason").notNull(),
  },
  (table) => [
    index("retrievals_regcode_time_idx").on(table.regcode, table.retrievedAt),
    index("retrievals_sha256_idx").on(table.sha256),
  ],
);

/**
 * Each report PDF the server printed, kept with the retrieval it reports: the PDF's own SHA-256, so a
 * PDF handed on as evidence can be traced to the exact registry answer, when and for whom it was made.
 */
export const reportPdfs = pgTable(
  "report_pdfs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    retrievalId: bigint("retrieval_id", { mode: "number" })
      .notNull()
      .references(() => retrievals.id, { onDelete: "cascade" }),
    pdfSha256: text("pdf_sha256").notNull(),
    /** The language it was printed in. */
    locale: text("locale").notNull(),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("report_pdfs_retrieval_idx").on(table.retrievalId)],
);
