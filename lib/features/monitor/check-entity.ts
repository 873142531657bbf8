import type { Database } from "@/lib/platform/db/database";
import { and, eq, sql } from "drizzle-orm";
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
import { type OwnershipConfig, parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { logger } from "@/lib/platform/log/logger";
import {
  type CheckAlert,
  dependentsOf,
  evidenceReader,
  isWatched,
  refreshWatched,
  type StructureDeps,
} from "./structure-watch";

export interface CheckDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  intervalMs: number;
  /** The determination's settings (OWNERSHIP_*): how deep a structure is watched by default, and its rule. */
  ownership?: OwnershipConfig;
  /** RISK_HIGHER_RISK_ACTIVITIES, for the risk level before and after a change. */
  higherRiskActivities?: readonly string[];
  now?: () => Date;
}

const DEFAULT_OWNERSHIP = parseOwnershipConfig({});
/** Watched entities whose determinations one changed record's check recomputes at once. */
const DEPENDENT_CONCURRENCY = 4;

export interface CheckResult {
  regcode: string;
  /** "first" (nothing seen before to compare with), "unchanged", "changed", or the error code of a failed lookup. */
  outcome: string;
  sha256: string | null;
  /** This check moved the record's last-seen retrieval (not its first): the structures reading it were recomputed. */
  moved?: boolean;
  /** Raised on the entity itself and on every watched entity whose structure reads the record. */
  alerts: CheckAlert[];
  error?: AppError;
}

/**
 * One check of a monitored record (watched itself, or read by a watched entity's structure): the registry asked
 * afresh (stored as evidence and audited like any lookup) and compared with the record the previous check saw.
 * When its retrieval moved, every watched entity whose structure reads it has its determination recomputed from
 * stored evidence, and an alert raised on it when the effect is not empty; a watched entity's own change and
 * its effect are one alert, as grave as the graver of the two. A failed lookup is recorded and tried again
 * sooner, never lost. Two checks of one record at once raise its alerts once: only the one that moves the
 * last-seen hash does.
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
  const retrieval = { record: result.record, sha256: result.sha256, retrievedAt: result.retrievedAt };
  const claim = async (tx: Database) => {
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
    return moved.length > 0;
  };
  // Assessed on the aligned records too: a person the former credential withheld is no new owner.
  const assessment =
    outcome === "changed" && compared
      ? assessChanges(
          legalEntitySchema.parse(compared.aligned.before),
          legalEntitySchema.parse(compared.aligned.after),
          changes,
        )
      : null;
  const structure: StructureDeps = {
    db: deps.db,
    lookup: deps.lookup,
    intervalMs: deps.intervalMs,
    ownership: deps.ownership ?? DEFAULT_OWNERSHIP,
    ...(deps.higherRiskActivities ? { higherRiskActivities: deps.higherRiskActivities } : {}),
    now,
  };
  const reader = evidenceReader(db);
  const moved = previous !== null && previous !== result.sha256;
  // A retrieval that differs only in what the former credential withheld is no change in the register: the
  // determinations reading it are kept afresh, and raise nothing.
  const quiet = moved && outcome === "unchanged";
  const raised: CheckAlert[] = [];
  let claimed: boolean;
  if (await isWatched(db, regcode)) {
    // Watched itself: its own change and what it does through its structure are one alert.
    const own = await refreshWatched(structure, regcode, {
      actor: how.actor,
      reader,
      overrides: new Map([[regcode, retrieval]]),
      own: { previous, retrieval, assessment, claim },
      quiet,
    });
    claimed = own.claimed;
    raised.push(...own.alerts);
  } else claimed = await db.transaction(claim);
  // Only the check that moved the last-seen hash tells the watched entities whose structure reads the record.
  if (claimed && moved) {
    const limit = concurrencyLimit(DEPENDENT_CONCURRENCY);
    const done = await Promise.all(
      (await dependentsOf(db, regcode)).map((watched) =>
        // One entity's failure must not keep the others from theirs: its own next check recomputes it (its kept
        // determination no longer stands).
        limit(() =>
          refreshWatched(structure, watched, { actor: how.actor, reader, quiet }).catch((error: unknown) => {
            logger.warn({ event: "structure-watch", regcode: watched, err: error }, "a recomputation failed");
            return { alerts: [] };
          }),
        ),
      ),
    );
    for (const refreshed of done) raised.push(...refreshed.alerts);
  }
  return {
    regcode,
    outcome: claimed || outcome !== "changed" ? outcome : "unchanged",
    sha256: result.sha256,
    moved: claimed && moved,
    alerts: raised,
  };
}
