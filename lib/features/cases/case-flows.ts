import { activeCaseFor, activeCasesFor, addNote, type CaseCaller } from "@/lib/domain/cases/case-store";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { AppError } from "@/lib/platform/errors/app-error";
import { wordErrorTexts } from "@/lib/platform/errors/error-text";
import type { Locale } from "@/lib/platform/i18n/locales";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { visibleAlert } from "@/lib/features/alerts/alert-store";
import { batchResults } from "@/lib/features/batch/batch-store";
import type { CaseRequest, OpenCaseInput, OpenedCase } from "./case-service";

// Cases opened from elsewhere in the app: an alert, a batch's flagged rows. Each opens a case through the one open
// path (handed in as `open`), or joins the entity's case already being worked on with a note that says why, so an
// entity never has two cases for one reason. Notes the app writes for its caller are in English, as a record.

export interface FlowRequest extends CaseRequest {
  open: (input: OpenCaseInput) => Promise<OpenedCase>;
}

/** A case opened for something, or the entity's active one it was added to. */
export interface CaseJoined {
  id: number;
  joined: boolean;
}

const caller = (request: CaseRequest): CaseCaller => ({ who: request.viewer, actor: request.actor });

/**
 * Opens an "alert-review" case for the alert's entity (the alert named on it), or adds the alert to the entity's
 * case being worked on, as a note that does not start it. The alert stays as it is: acknowledging it is a separate
 * word of what was done.
 */
export async function caseForAlert(
  request: FlowRequest,
  alertId: number,
  purpose?: string,
  at = new Date(),
): Promise<CaseJoined> {
  const alert = await visibleAlert(request.db, request.viewer.userId, alertId);
  const regcode = parseRegcode(alert.regcode);
  const active = await activeCaseFor(request.db, regcode);
  if (active) {
    const raised = alert.createdAt.toISOString().slice(0, 16).replace("T", " ");
    await addNote(
      request.db,
      caller(request),
      active.id,
      `Alert #${alert.id} (${alert.severity}, raised ${raised} UTC on ${alert.watchlists.map((name) => `"${name}"`).join(", ")}) added: ${alert.summary}`,
      at,
      { start: false },
    );
    return { id: active.id, joined: true };
  }
  const opened = await request.open({
    ...request,
    regcode,
    kind: "alert-review",
    purpose: purpose ?? `Review of monitoring alert #${alert.id} (${alert.severity})`,
    alertId: alert.id,
  });
  return { id: opened.id, joined: false };
}

/** Cases one request opens from a batch at most: each waits for its determination a while. */
export const BATCH_CASES_MAX = 50;
/** Cases a batch request opens at once: a few, so they take their registry turns behind analysts'. */
const BATCH_CASE_CONCURRENCY = 3;
/** How long each waits for its ownership determination before pinning its entity alone (refresh it later). */
const BATCH_CASE_WAIT_MS = 5_000;

/** What opening a case for one batch row came to. */
export interface BatchRowCase {
  position: number;
  regcode: string;
  /** The case opened or joined; null when the row's case could not be opened (`error` says why). */
  caseId: number | null;
  joined: boolean;
  error: string | null;
}

/**
 * Opens an onboarding case for each flagged row of a batch the caller may see (risk medium or high), or for the
 * rows at `positions` (numbers found in the register), with the purpose given; a row whose entity has a case
 * being worked on joins it (a note naming the batch and row). Rows are answered in the batch's risk order. A row
 * the registry failed for is answered with its error and the others go on; at most BATCH_CASES_MAX at once.
 */
export async function casesForBatch(
  request: FlowRequest & { locale: Locale },
  batchId: number,
  choice: { positions?: readonly number[]; purpose: string },
  at = new Date(),
): Promise<BatchRowCase[]> {
  const { batch, rows } = await batchResults(request.db, request.viewer.userId, batchId);
  const found = rows.filter((row) => row.outcome === "found");
  let chosen: typeof found;
  if (choice.positions) {
    const wanted = new Set(choice.positions);
    chosen = found.filter((row) => wanted.has(row.position));
    const missing = [...wanted].filter((position) => !chosen.some((row) => row.position === position));
    if (missing.length > 0)
      throw new AppError("bad_request", {
        key: "batchPositionsUnknown",
        values: { id: String(batchId), positions: missing.slice(0, 20).join(", ") },
      });
  } else {
    chosen = found.filter((row) => row.risk?.level === "medium" || row.risk?.level === "high");
    if (chosen.length === 0)
      throw new AppError("bad_request", { key: "batchNoRowsForCases", values: { id: String(batchId) } });
  }
  if (chosen.length > BATCH_CASES_MAX)
    throw new AppError("bad_request", { key: "batchTooManyCases", values: { max: String(BATCH_CASES_MAX) } });

  const active = await activeCasesFor(
    request.db,
    chosen.map((row) => row.regcode),
  );
  const slots = concurrencyLimit(BATCH_CASE_CONCURRENCY);
  // A number listed twice in a batch is one row (batches keep each number once); entities are opened once each.
  const opening = new Map<string, Promise<{ id: number; joined: boolean }>>();
  const one = (row: (typeof chosen)[number]) => {
    const regcode = parseRegcode(row.regcode);
    const known = active.get(regcode);
    const made =
      opening.get(regcode) ??
      (known !== undefined
        ? addNote(
            request.db,
            caller(request),
            known,
            `Flagged in batch #${batchId} "${batch.name}", row ${row.position}` +
              `${row.risk ? ` (${row.risk.level} risk)` : ""}: ${choice.purpose}`,
            at,
            { start: false },
          ).then(() => ({ id: known, joined: true }))
        : slots(() =>
            request.open({
              ...request,
              regcode,
              kind: "onboarding",
              purpose: choice.purpose,
              waitMs: BATCH_CASE_WAIT_MS,
            }),
          ).then((opened) => ({ id: opened.id, joined: false })));
    opening.set(regcode, made);
    return made.then(
      ({ id, joined }): BatchRowCase => ({ position: row.position, regcode, caseId: id, joined, error: null }),
      (error: unknown): BatchRowCase => {
        if (!(error instanceof AppError)) throw error;
        return {
          position: row.position,
          regcode,
          caseId: null,
          joined: false,
          error: wordErrorTexts(error.texts, request.locale),
        };
      },
    );
  };
  return Promise.all(chosen.map(one));
}
