import type { Database } from "@/lib/platform/db/database";
import { and, eq, inArray, sql } from "drizzle-orm";
import { user } from "@/lib/platform/db/schema/auth";
import { batches, batchRows } from "@/lib/platform/db/schema/batches";
import { toAppError } from "@/lib/platform/errors/app-error";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { batchFlags } from "./batch-flags";
import { batchRisk, isFlaggedLevel } from "./batch-risk";

export interface BatchRowDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  now?: () => Date;
  /** NACE code prefixes the risk model rates higher risk (RISK_HIGHER_RISK_ACTIVITIES); the model's list when absent. */
  higherRiskActivities?: readonly string[];
}

/**
 * Looks up one number of a batch, as its owner and for the batch's purpose, through the app's lookup
 * path (cache, stored evidence, audit trail with the batch's id), in the background behind analysts.
 * A row already done, or of a cancelled batch, is left alone: a row is never looked up twice once done.
 * A row whose batch is cancelled while its lookup is under way records what came back.
 * "Not found" is a result; other failures leave the row failed, to be retried alone.
 */
export async function runBatchRow(deps: BatchRowDeps, batchId: number, regcode: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const db = await deps.db();
  const [row] = await db
    .select({
      state: batchRows.state,
      status: batches.status,
      name: batches.name,
      ownerId: batches.ownerId,
      ownerEmail: user.email,
    })
    .from(batchRows)
    .innerJoin(batches, eq(batches.id, batchRows.batchId))
    .innerJoin(user, eq(user.id, batches.ownerId))
    .where(and(eq(batchRows.batchId, batchId), eq(batchRows.regcode, regcode)));
  if (!row || row.state !== "pending" || row.status === "cancelled") return;
  if (row.status === "queued") await db.update(batches).set({ status: "running" }).where(eq(batches.id, batchId));

  const actor = {
    userId: row.ownerId,
    userEmail: row.ownerEmail,
    clientAddress: null,
    userAgent: "Registry Lens batch",
    requestId: null,
  };
  // Rows hold numbers the batch's input parse accepted; a damaged one fails as its lookup would.
  const looked = await Promise.resolve()
    .then(() =>
      deps.lookup({
        actor,
        regcode: parseRegcode(regcode),
        reason: "batch",
        background: true,
        details: { batchId, purpose: row.name },
      }),
    )
    .then(
      (result) => ({ result }),
      (error: unknown) => ({ error: toAppError(error) }),
    );
  const finishedAt = now();
  const values =
    "result" in looked
      ? (() => {
          const { record, sha256, drift } = looked.result;
          const retrievedAt = Date.parse(looked.result.retrievedAt);
          // The flags describe the record; the risk model ranks the row and says whether it is flagged.
          const { level, points, ...risk } = batchRisk(record, sha256, retrievedAt, deps.higherRiskActivities);
          return {
            state: "done" as const,
            outcome: "found" as const,
            name: record.legal_name,
            legalForm: record.type,
            status: record.status,
            flags: batchFlags(record, retrievedAt, drift),
            flagged: isFlaggedLevel(level),
            riskLevel: level,
            riskPoints: points,
            risk: {
              modelVersion: risk.modelVersion,
              factors: risk.factors,
              forcedBy: risk.forcedBy,
              sanctions: risk.sanctions,
            },
            sha256,
          };
        })()
      : looked.error.code === "not_found"
        ? { state: "done" as const, outcome: "not_found" as const }
        : { state: "failed" as const, outcome: "error" as const, error: looked.error.code };
  await db
    .update(batchRows)
    .set({ ...values, attempts: sql`${batchRows.attempts} + 1`, finishedAt })
    // A row cancelled while its lookup was under way was still sent: it says what came back, so "cancelled"
    // only ever means never sent.
    .where(
      and(
        eq(batchRows.batchId, batchId),
        eq(batchRows.regcode, regcode),
        inArray(batchRows.state, ["pending", "cancelled"]),
      ),
    );
  // The last row to finish finishes the batch.
  await db
    .update(batches)
    .set({ status: "done", finishedAt })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.status, "running"),
        sql`not exists (select 1 from ${batchRows} where ${batchRows.batchId} = ${batchId} and ${batchRows.state} = 'pending')`,
      ),
    );
}
