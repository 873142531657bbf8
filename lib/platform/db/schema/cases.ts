import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Kinds, states, decisions and risk levels are checked by lib/domain/cases (case-types.ts), the one list of them;
// the columns hold their names as text so a new one needs no migration.

/**
 * A case: one decision about one entity, prepared by one analyst and approved by others (four eyes). Its rows
 * are a compliance record: accounts that prepared or approved one are disabled, never deleted from under it.
 */
export const cases = pgTable(
  "cases",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    regcode: text("regcode").notNull(),
    /** The entity's name in the record pinned when the case was opened (or last refreshed). */
    legalName: text("legal_name"),
    kind: text("kind").notNull(),
    state: text("state").notNull(),
    preparerId: text("preparer_id")
      .notNull()
      .references(() => user.id),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    /** YYYY-MM-DD, a Latvian calendar day. */
    dueOn: text("due_on"),
    /** The purpose of access stated once when the case was opened: it covers every entity the case pinned. */
    purpose: text("purpose").notNull(),
    decision: text("decision"),
    conclusion: text("conclusion"),
    /** The risk model's assessment (RiskAssessment) of the pinned evidence, before any override. */
    risk: jsonb("risk"),
    riskOverrideLevel: text("risk_override_level"),
    riskOverrideReason: text("risk_override_reason"),
    /** The ownership determination pinned, as the preparer could see it; null while none could be made. */
    determination: jsonb("determination"),
    pinnedAt: time("pinned_at"),
    /** Set when approved: the entity's next review day (YYYY-MM-DD). */
    nextReviewOn: text("next_review_on"),
    /** The reason the last return or rejection gave. */
    returnReason: text("return_reason"),
    alertId: bigint("alert_id", { mode: "number" }),
    discrepancyDetectedAt: time("discrepancy_detected_at"),
    reportedAt: time("reported_at"),
    reportedBy: text("reported_by").references(() => user.id, { onDelete: "set null" }),
    /** SHA-256 of the approved case's report (PDF), written by the report when it is made. */
    reportSha256: text("report_sha256"),
    createdAt: time("created_at").defaultNow().notNull(),
    updatedAt: time("updated_at").defaultNow().notNull(),
  },
  (table) => [
    index("cases_regcode_idx").on(table.regcode),
    index("cases_state_idx").on(table.state),
    index("cases_assignee_idx").on(table.assigneeId),
  ],
);

/** The retrievals a case rests on: the entity's own (depth 0) and each record of its ownership determination. */
export const caseEvidence = pgTable(
  "case_evidence",
  {
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    regcode: text("regcode").notNull(),
    name: text("name"),
    sha256: text("sha256").notNull(),
    retrievedAt: time("retrieved_at").notNull(),
    depth: integer("depth").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.regcode] }),
    // Purpose coverage asks which active cases hold a number.
    index("case_evidence_regcode_idx").on(table.regcode),
  ],
);

/** A note on a case; its text is its newest version in case_note_versions. */
export const caseNotes = pgTable(
  "case_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id),
    createdAt: time("created_at").defaultNow().notNull(),
  },
  (table) => [index("case_notes_case_idx").on(table.caseId)],
);

/** Every version of a note's text: an edit adds one, the earlier ones are kept. */
export const caseNoteVersions = pgTable(
  "case_note_versions",
  {
    noteId: bigint("note_id", { mode: "number" })
      .notNull()
      .references(() => caseNotes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    text: text("text").notNull(),
    editedBy: text("edited_by")
      .notNull()
      .references(() => user.id),
    editedAt: time("edited_at").defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.noteId, table.version] })],
);

/** Approvals given to a case in its current round: cleared when the case is returned to its preparer. */
export const caseApprovals = pgTable(
  "case_approvals",
  {
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    approverId: text("approver_id")
      .notNull()
      .references(() => user.id),
    at: time("at").defaultNow().notNull(),
  },
  (table) => [uniqueIndex("case_approvals_case_approver_idx").on(table.caseId, table.approverId)],
);

/** Each change of a case's state, by whom and why: the case's history. */
export const caseTransitions = pgTable(
  "case_transitions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    fromState: text("from_state"),
    toState: text("to_state").notNull(),
    by: text("by").references(() => user.id),
    at: time("at").defaultNow().notNull(),
    reason: text("reason"),
  },
  (table) => [index("case_transitions_case_idx").on(table.caseId)],
);

/** Each entity's next review, set by its latest approved case. */
export const entityReviews = pgTable(
  "entity_reviews",
  {
    regcode: text("regcode").primaryKey(),
    /** YYYY-MM-DD. */
    nextReviewOn: text("next_review_on").notNull(),
    riskLevel: text("risk_level").notNull(),
    caseId: bigint("case_id", { mode: "number" })
      .notNull()
      .references(() => cases.id),
    setAt: time("set_at").defaultNow().notNull(),
  },
  (table) => [index("entity_reviews_due_idx").on(table.nextReviewOn)],
);
