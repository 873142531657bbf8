import type { Database } from "@/lib/platform/db/database";
import { and, eq, sql } from "drizzle-orm";
import { raiseAlert, type RaisedAlert } from "@/lib/features/alerts/alert-store";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { compareRecords } from "@/lib/domain/changes/withheld-differences";
import { monitoredEntities } from "@/lib/platform/db/schema/watchlists";
import { AppError, toAppError } from "@/lib/platform/errors/app-error";
import { DEFAULT_LOCALE } from "@/lib/platform/i18n/locales";
import { storedRecord } from "@/lib/domain/evidence/stored-record";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { assessChanges } from "./alert-severity";
import { nextCheckAt } from "@/lib/features/watchlists/check-schedule";

export interface CheckDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  intervalMs: number;
  now?: () => Date;
}

export interface CheckResult {
  regcode: string;
  /** "first" (nothing seen before to compare with), "unchanged", "changed", or the error code of a failed lookup. */
  outcome: string;
  sha256: string | null;
  alerts: RaisedAlert[];
  error?: AppError;
}

/**
 * One check of a watched number: the registry asked afresh (stored as evidence and audited like any
 * lookup), compared with the record the previous check saw, and an alert raised on every list that
 * holds the number when it changed. A failed lookup is recorded and tried again sooner, never lost.
 * Two checks of one number at once raise its alerts once: only the one that moves the last-seen hash does.
 */
export async function checkEntity(
  deps: CheckDeps,
  regcode: string,
  how: { actor: AuditActor; background: boolean },
): Promise<CheckResult> {
  const now = deps.now ?? (() => new Date());
  const db = await deps.db();
  const [state] = await db.select().from(monitoredEntities).where(eq(monitoredEntities.regcode, regcode));
  if (!state) throw new AppError("not_found", { key: "notMonitored", values: { regcode } });

  // Numbers come back from the app's own lists, checked when added; a damaged one fails as its lookup would.
  const looked = await Promise.resolve()
    .then(() =>
      deps.lookup({
        actor: how.actor,
        regcode: parseRegcode(regcode),
        reason: "monitor",
        fresh: true,
        background: how.background,
      }),
    )
    .then(
      (result) => ({ result }),
      (error: unknown) => ({ error: toAppError(error) }),
    );
  const checkedAt = now();
  if ("error" in looked) {
    const failures = state.failures + 1;
    await db
      .update(monitoredEntities)
      .set({
        lastCheckAt: checkedAt,
        lastOutcome: looked.error.code,
        failures,
        nextCheckAt: nextCheckAt(checkedAt, deps.intervalMs, failures),
      })
      .where(eq(monitoredEntities.regcode, regcode));
    return { regcode, outcome: looked.error.code, sha256: null, alerts: [], error: looked.error };
  }

  const { result } = looked;
  const previous = state.lastSha256;
  // The record the previous check saw, from stored evidence; null once retention has removed it.
  const before = previous && previous !== result.sha256 ? await storedRecord(db, regcode, previous) : null;
  // Only the changes' sections and kinds are used here, not their words: any language does. A person shown
  // where the app's former credential had them withheld is no change in the register, and raises no alert.
  const compared = before
    ? compareRecords(before, result.record, DEFAULT_LOCALE, Date.parse(result.retrievedAt))
    : null;
  const changes = compared?.changes ?? [];
  const outcome =
    previous === null || (previous !== result.sha256 && !before)
      ? "first"
      : changes.length > 0
        ? "changed"
        : "unchanged";
  const raised = await db.transaction(async (tx) => {
    const moved = await tx
      .update(monitoredEntities)
      .set({
        lastCheckAt: checkedAt,
        lastOutcome: outcome,
        lastSha256: result.sha256,
        legalName: result.record.legal_name,
        status: result.record.status,
        failures: 0,
        nextCheckAt: nextCheckAt(checkedAt, deps.intervalMs, 0),
        ...(outcome === "changed" ? { lastChangeAt: checkedAt } : {}),
      })
      .where(
        and(
          eq(monitoredEntities.regcode, regcode),
          sql`${monitoredEntities.lastSha256} is not distinct from ${previous}`,
        ),
      )
      .returning({ regcode: monitoredEntities.regcode });
    // Another check got there first and raised what there was to raise.
    if (outcome !== "changed" || moved.length === 0 || !compared) return [];
    // Assessed on the aligned records too: a person the former credential withheld is no new owner.
    const [was, now] = [compared.aligned.before, compared.aligned.after].map((record) =>
      legalEntitySchema.parse(record),
    );
    const { severity, findings } = assessChanges(was, now, changes);
    return raiseAlert(tx, {
      regcode,
      legalName: result.record.legal_name,
      severity,
      findings,
      fromSha256: previous ?? "",
      toSha256: result.sha256,
      createdAt: checkedAt,
    });
  });
  return {
    regcode,
    outcome: raised.length > 0 || outcome !== "changed" ? outcome : "unchanged",
    sha256: result.sha256,
    alerts: raised,
  };
}
