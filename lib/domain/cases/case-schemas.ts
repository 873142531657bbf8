import { z } from "zod";
import { purposeSchema } from "@/lib/domain/access/access-purposes";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { AppError } from "@/lib/platform/errors/app-error";
import { errorKey } from "@/lib/platform/errors/error-text";
import type { CaseNote, CaseSummary, DueReview, EvidenceDifference } from "./case-store";
import { CASE_DECISIONS, CASE_KINDS, CASE_STATES, type CaseView, RISK_LEVELS } from "./case-types";

// What the case API reads and answers: the routes parse with these, and the API description is made from them.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: errorKey("caseDueOnInvalid") })
  .regex(DAY, errorKey("caseDueOnInvalid"))
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), errorKey("caseDueOnInvalid"));
const text = (missing: Parameters<typeof errorKey>[0], max = 20_000) =>
  z
    .string({ error: errorKey(missing) })
    .trim()
    .min(1, errorKey(missing))
    .max(max, errorKey(max === 20_000 ? "caseTextTooLong" : "caseReasonTooLong"));
const reason = text("caseReasonMissing", 2_000);

/** The number of a case in an address, or a 400. */
export function parseCaseId(value: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw new AppError("bad_request", { key: "notCaseNumber", values: { value: value.slice(0, 40) } });
  return Number(value);
}

/** Opening a case: `{regcode, kind, purpose, assigneeId?, dueOn?}`. */
export const openCaseSchema = z.object({
  regcode: z.string({ error: errorKey("watchRegcodeMissing") }),
  kind: z.enum(CASE_KINDS, { error: errorKey("caseKindInvalid") }),
  purpose: purposeSchema.shape.purpose,
  assigneeId: z
    .string({ error: errorKey("caseAssigneeMissing") })
    .min(1, errorKey("caseAssigneeMissing"))
    .optional(),
  dueOn: day.optional(),
});

/** The list's filters: `state`, `assignee` (an account id, or `me`), `overdue=1`, `awaitingMyApproval=1`. */
export const caseListQuerySchema = z.object({
  state: z.enum(CASE_STATES, { error: errorKey("caseStateFilterInvalid") }).optional(),
  assignee: z.string().min(1).optional().describe('An account id, or "me"'),
  overdue: z.enum(["1", "0"], { error: errorKey("caseOverdueFilterInvalid") }).optional(),
  awaitingMyApproval: z
    .enum(["1", "0"], { error: errorKey("caseOverdueFilterInvalid") })
    .optional()
    .describe("1: awaiting approval, not prepared by or assigned to you, not yet approved by you"),
});

export const caseNoteSchema = z.object({ text: text("caseNoteTextMissing") });
export const assignSchema = z.object({
  assigneeId: z.string({ error: errorKey("caseAssigneeMissing") }).min(1, errorKey("caseAssigneeMissing")),
});
/** `{level, reason}` overrides the model's level; `{level: null}` removes the override. */
export const riskOverrideSchema = z.union([
  z.object({ level: z.enum(RISK_LEVELS, { error: errorKey("caseRiskLevelInvalid") }), reason }),
  z.object({ level: z.null({ error: errorKey("caseRiskLevelInvalid") }), reason: z.string().nullish() }),
]);
export const submitSchema = z.object({
  decision: z.enum(CASE_DECISIONS, { error: errorKey("caseDecisionInvalid") }),
  conclusion: text("caseConclusionMissing"),
});
export const reasonSchema = z.object({ reason });

const person = z.object({ userId: z.string(), name: z.string() });
const evidenceSchema = z.object({
  regcode: z.string(),
  name: z.string().nullable(),
  sha256: z.string(),
  retrievedAt: z.string(),
  depth: z.number(),
});
const factorEvidenceSchema = z.object({
  regcode: z.string(),
  sha256: z.string().nullable(),
  section: z.string(),
  detail: z.string().optional(),
});

export const caseViewSchema = answerSchema<CaseView>()(
  z.object({
    id: z.number(),
    regcode: z.string(),
    legalName: z.string().nullable(),
    kind: z.enum(CASE_KINDS),
    state: z.enum(CASE_STATES),
    purpose: z.string(),
    preparer: person,
    assignee: person.nullable(),
    dueOn: z.string().nullable().describe("YYYY-MM-DD, a Latvian calendar day"),
    decision: z.enum(CASE_DECISIONS).nullable(),
    conclusion: z.string().nullable(),
    risk: z
      .object({
        level: z.enum(RISK_LEVELS).describe("The effective level: the override if any, else the model's"),
        modelVersion: z.string(),
        points: z.number(),
        factors: z.array(z.object({ key: z.string(), points: z.number(), evidence: z.array(factorEvidenceSchema) })),
        override: z.object({ level: z.enum(RISK_LEVELS), reason: z.string() }).nullable(),
        modelLevel: z.enum(RISK_LEVELS),
      })
      .nullable(),
    approvers: z.array(z.object({ userId: z.string(), name: z.string(), at: z.string() })),
    approvalsNeeded: z.number(),
    nextReviewOn: z.string().nullable(),
    evidence: z.array(evidenceSchema),
    pinnedAt: z.string().nullable(),
    returnReason: z.string().nullable(),
    discrepancy: z
      .object({ detectedAt: z.string(), reportedAt: z.string().nullable(), reportedBy: z.string().nullable() })
      .nullable(),
    alertId: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export const caseListSchema = answerSchema<{ cases: CaseSummary[] }>()(
  z.object({
    cases: z.array(
      z.object({
        id: z.number(),
        regcode: z.string(),
        legalName: z.string().nullable(),
        kind: z.enum(CASE_KINDS),
        state: z.enum(CASE_STATES),
        preparer: person,
        assignee: person.nullable(),
        dueOn: z.string().nullable(),
        overdue: z.boolean(),
        riskLevel: z.enum(RISK_LEVELS).nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
  }),
);

/** The discrepancy case a register mismatch in the pinned determination opened or joined. */
const discrepancyLinkSchema = z
  .object({
    caseId: z.number(),
    joined: z.boolean().describe("True when the entity's active discrepancy case was joined, not a new one opened"),
  })
  .describe("Set when the pinned ownership determination holds a mismatch with the register's declaration");

export const caseOpenedSchema = answerSchema<{
  id: number;
  determinationPinned: boolean;
  discrepancy?: { caseId: number; joined: boolean };
}>()(
  z.object({
    id: z.number(),
    determinationPinned: z
      .boolean()
      .describe("False while the ownership determination was still being made: the entity alone was pinned"),
    discrepancy: discrepancyLinkSchema.optional(),
  }),
);

/** Opening a case from an alert: `{purpose?}` (by default the alert's number and severity). */
export const alertCaseSchema = z.object({ purpose: purposeSchema.shape.purpose.optional() });

/** A case opened for something, or the entity's case being worked on that it was added to. */
export const caseJoinedSchema = answerSchema<{ id: number; joined: boolean }>()(
  z.object({
    id: z.number(),
    joined: z.boolean().describe("True when added to the entity's case being worked on, false when a case was opened"),
  }),
);

/** Cases for a batch's rows: `{purpose, positions?}` (by default the rows flagged medium or high risk). */
export const batchCasesSchema = z.object({
  purpose: purposeSchema.shape.purpose,
  positions: z
    .array(z.int({ error: errorKey("batchPositionsInvalid") }).min(1, errorKey("batchPositionsInvalid")), {
      error: errorKey("batchPositionsInvalid"),
    })
    .min(1, errorKey("batchPositionsInvalid"))
    .max(500, errorKey("batchPositionsInvalid"))
    .optional()
    .describe("The rows' positions in the batch (numbers found in the register); by default its flagged rows"),
});

export const batchCasesAnswerSchema = answerSchema<{
  rows: { position: number; regcode: string; caseId: number | null; joined: boolean; error: string | null }[];
}>()(
  z.object({
    rows: z.array(
      z.object({
        position: z.number(),
        regcode: z.string(),
        caseId: z.number().nullable().describe("The case opened or joined; null when it could not be opened"),
        joined: z.boolean(),
        error: z.string().nullable().describe("Why the row's case could not be opened (the registry failed)"),
      }),
    ),
  }),
);

/** The reviews listing: `due=1` for the reviews due today or earlier. */
export const reviewsQuerySchema = z.object({
  due: z
    .enum(["1", "0"], { error: errorKey("reviewsDueInvalid") })
    .optional()
    .describe("1: only the reviews due today or earlier (a Latvian day); otherwise every entity's next review"),
});

export const dueReviewsSchema = answerSchema<{ reviews: (DueReview & { activeCaseId: number | null })[] }>()(
  z.object({
    reviews: z.array(
      z.object({
        regcode: z.string(),
        legalName: z.string().nullable(),
        nextReviewOn: z.string().describe("YYYY-MM-DD, a Latvian calendar day"),
        riskLevel: z.enum(RISK_LEVELS),
        caseId: z.number().describe("The approved case that set the review"),
        activeCaseId: z
          .number()
          .nullable()
          .describe("The entity's case being worked on (the daily job opens a periodic review when there is none)"),
      }),
    ),
  }),
);

export const caseNotesSchema = answerSchema<{ notes: CaseNote[] }>()(
  z.object({
    notes: z.array(
      z.object({
        id: z.number(),
        author: person,
        createdAt: z.string(),
        text: z.string(),
        version: z.number(),
        versions: z.array(z.object({ version: z.number(), text: z.string(), editedBy: person, editedAt: z.string() })),
      }),
    ),
  }),
);

export const caseNoteSavedSchema = answerSchema<{ noteId: number; version: number; state: CaseView["state"] }>()(
  z.object({ noteId: z.number(), version: z.number(), state: z.enum(CASE_STATES) }),
);

export const evidenceRefreshedSchema = answerSchema<
  EvidenceDifference & { determinationPinned: boolean; discrepancy?: { caseId: number; joined: boolean } }
>()(
  z.object({
    changed: z.array(z.object({ regcode: z.string(), from: z.string(), to: z.string() })),
    added: z.array(z.object({ regcode: z.string(), sha256: z.string() })),
    removed: z.array(z.object({ regcode: z.string(), sha256: z.string() })),
    unchanged: z.number(),
    determinationPinned: z.boolean(),
    discrepancy: discrepancyLinkSchema.optional(),
  }),
);
