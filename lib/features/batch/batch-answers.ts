import { z } from "zod";
import { BATCH_OUTCOMES, BATCH_ROW_STATES, BATCH_STATUSES } from "@/lib/platform/db/schema/batches";
import { SHARINGS } from "@/lib/platform/db/schema/watchlists";
import { answerSchema } from "@/lib/platform/http/answer-schema";
import { RISK_LEVELS } from "@/lib/domain/cases/case-types";
import { withCodeWords } from "./batch-code-words";
import { BATCH_FLAG_KEYS } from "./batch-flag-keys";
import { type BatchInputReport, batchInputReportSchema } from "./batch-input-report";
import type { batchResults, getBatch, listBatches } from "./batch-store";
import type { BatchInput } from "./parse-batch-input";

// The batch API's answers and their schemas for the API description; batch-input-report.ts stays zod/mini for
// the browser, so its shape is written here again, held to it by the compiler.

/** A batch as GET /api/batches/{id} answers it: its progress, and what was understood of its list. */
export function batchAnswer(batch: Awaited<ReturnType<typeof getBatch>>) {
  return {
    id: batch.id,
    name: batch.name,
    status: batch.status,
    owner: batch.owner,
    createdAt: batch.createdAt,
    finishedAt: batch.finishedAt,
    inputSha256: batch.inputSha256,
    counts: batch.counts,
    rate: batch.rate,
    secondsLeft: batch.secondsLeft,
    input: batchInputReportSchema.parse(batch.report),
  };
}

const inputReport = answerSchema<BatchInputReport>()(
  z.strictObject({
    duplicates: z.number().int().describe("Entries repeating a number already listed: looked up once"),
    invalid: z
      .array(z.strictObject({ line: z.number().int(), value: z.string(), problem: z.string() }))
      .describe("Entries that are not 11 digits: never sent; the problem in the sender's language"),
    checkDigitWarnings: z.array(z.string()).describe("Numbers failing the advisory check digit: still sent"),
    entries: z.number().int().describe("Non-empty entries read"),
    column: z.string().optional().describe("For a CSV: the header of the column read"),
    columnPosition: z.number().int().optional().describe("For a CSV: the 1-based position of that column"),
  }),
);

/** POST /api/batches/preview. */
export const batchPreviewSchema = answerSchema<BatchInput & { inputSha256: string }>()(
  inputReport.extend({
    numbers: z.array(z.string()).describe("The numbers to look up, each once, in input order"),
    customerIds: z
      .record(z.string(), z.string())
      .optional()
      .describe("For a CSV with a customer_id column: each number's customer reference"),
    inputSha256: z.string().describe("SHA-256 of the list exactly as sent"),
  }),
);

const counts = z.strictObject({
  total: z.number().int(),
  pending: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  found: z.number().int(),
  notFound: z.number().int(),
  flagged: z.number().int(),
});

/** GET /api/batches/{id}. */
export const batchAnswerSchema = answerSchema<ReturnType<typeof batchAnswer>>()(
  z.strictObject({
    id: z.number().int(),
    name: z.string().describe("Also the purpose its lookups state in the audit trail"),
    status: z.enum(BATCH_STATUSES),
    owner: z.string(),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    inputSha256: z.string(),
    counts,
    rate: z.number().describe("Rows finished per second lately"),
    secondsLeft: z.number().nullable().describe("At that pace; null when idle"),
    input: inputReport,
  }),
);

/** GET /api/batches. */
export const batchListSchema = answerSchema<{ batches: Awaited<ReturnType<typeof listBatches>> }>()(
  z.strictObject({
    batches: z.array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        status: z.enum(BATCH_STATUSES),
        owner: z.string(),
        createdAt: z.iso.datetime(),
        total: z.number().int(),
        done: z.number().int(),
        failed: z.number().int(),
        flagged: z.number().int(),
      }),
    ),
  }),
);

type ResultRow = Awaited<ReturnType<typeof batchResults>>["rows"][number];

/** GET /api/batches/{id}/results: ranked by risk, highest first. */
export const batchResultsSchema = answerSchema<{ rows: ReturnType<typeof withCodeWords<ResultRow>>[] }>()(
  z.strictObject({
    rows: z.array(
      z.strictObject({
        position: z.number().int().describe("Order of first appearance in the list"),
        regcode: z.string(),
        customerId: z.string().nullable().describe("The customer reference the list gave beside the number"),
        state: z.enum(BATCH_ROW_STATES),
        outcome: z.enum(BATCH_OUTCOMES).nullable(),
        error: z.string().nullable().describe("The error code of a failed lookup"),
        name: z.string().nullable(),
        legalForm: z.string().nullable().describe("Register code"),
        legalFormWords: z.string().nullable().describe("The code in the language of the request"),
        status: z.string().nullable().describe("Register code"),
        statusWords: z.string().nullable(),
        flags: z
          .partialRecord(z.enum(BATCH_FLAG_KEYS), z.boolean())
          .nullable()
          .describe("What the record shows, one flag each; null until the row is looked up"),
        risk: z
          .strictObject({
            level: z.enum(RISK_LEVELS),
            points: z.number().int(),
            modelVersion: z.string(),
            factors: z.array(z.string()).describe("The keys of the risk model's factors that scored"),
            forcedBy: z.string().nullable().describe("The factor that forced the level to high, if one did"),
            ownership: z.literal("not-assessed").describe("Batches determine no ownership: the record alone"),
            sanctions: z
              .array(z.strictObject({ list: z.string(), program: z.string() }))
              .describe("Sanctions lists and programmes in force the record names, on the entity or related parties"),
          })
          .nullable()
          .describe("The risk model's verdict on the record; rows are ranked by it, highest first"),
        sha256: z.string().nullable().describe("The retrieval the row was read from"),
      }),
    ),
  }),
);

/** POST /api/batches: 202 with the new batch's number. */
export const batchStartedSchema = z.strictObject({ id: z.number().int() });

/** PATCH /api/batches/{id}. */
export const batchSharedSchema = z.strictObject({ id: z.number().int(), sharing: z.enum(SHARINGS) });

/** POST /api/batches/{id}/cancel. */
export const batchCancelledSchema = z.strictObject({ id: z.number().int(), status: z.literal("cancelled") });

/** POST /api/batches/{id}/retry. */
export const batchRetriedSchema = z.strictObject({
  id: z.number().int(),
  retried: z.number().int().describe("Failed rows queued again"),
});
