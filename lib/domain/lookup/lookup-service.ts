import type { Database } from "@/lib/platform/db/database";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import type { AuditJson } from "@/lib/platform/db/schema/audit";
import { toAppError } from "@/lib/platform/errors/app-error";
import { loadSnapshot } from "@/lib/domain/evidence/load-snapshot";
import { parseSnapshotHash, snapshotNotFound } from "@/lib/domain/evidence/snapshot-hash";
import { storeRetrieval } from "@/lib/domain/evidence/store-retrieval";
import { storedResult } from "@/lib/domain/evidence/stored-result";
import type { LegalLookup, LegalLookupOptions } from "@/lib/registry/client/cached-legal-lookup";
import type { Regcode } from "@/lib/registry/regcode/regcode";

/** Why a record was fetched: the place in the app that asked for it, or the background work that did. */
export type LookupReason =
  "profile" | "report" | "export" | "api" | "graph" | "timeline" | "monitor" | "batch" | "ownership" | "case";

export interface LookupRequest extends LegalLookupOptions {
  actor: AuditActor;
  regcode: Regcode;
  reason: LookupReason;
  /** The SHA-256 of a stored copy to read instead of the live record (a permalink to one retrieval). */
  snapshot?: string;
  /** More for the lookup's audit event: the batch or watchlist it was for, the purpose stated. */
  details?: Record<string, AuditJson>;
}

export interface LookupDeps {
  db: () => Promise<Database>;
  /** The cached, coalesced registry lookup; `fromCache` says whether the registry was asked. */
  lookupLegalEntity: (regcode: string, options?: LegalLookupOptions) => Promise<LegalLookup>;
  /** The name of the credential the app queries with, when the registry states it. */
  credentialName: () => Promise<string | null>;
  now?: () => Date;
}

/**
 * The one path for every lookup: the cached registry lookup; for a registry answer, the retrieval
 * kept as evidence (its exact bytes once per SHA-256, a row per retrieval); then its audit event
 * (actor, number, reason, credential, SHA-256 of the record, cache hit or registry call, outcome).
 * No caller writes retrievals or lookup events itself. Callers hand it a checked number (Regcode): a
 * number that is not a registration number reaches neither the registry nor the audit trail.
 *
 * With `snapshot`, the stored copy with that hash is read instead, through the same parse, and its
 * lookup event says source "stored"; the registry is not asked (`fromCache` is true). `fresh` and
 * `background` are passed to the registry lookup (see LegalLookupOptions).
 */
export function createLookupService(deps: LookupDeps) {
  async function lookupStored(request: LookupRequest & { snapshot: string }): Promise<LegalLookup> {
    const { actor, regcode, reason, snapshot } = request;
    const sha256 = parseSnapshotHash(snapshot);
    const db = await deps.db();
    const stored = await loadSnapshot(db, regcode, sha256);
    const details = {
      ...request.details,
      regcode,
      reason,
      credential: stored?.credential ?? null,
      sha256,
      source: "stored" as const,
    };
    await appendAuditEvent(db, actor, "lookup", { ...details, outcome: stored ? "ok" : "not_found" }, deps.now);
    if (!stored) throw snapshotNotFound(regcode, sha256);
    return { ...storedResult(regcode, stored), fromCache: true };
  }

  return async function lookup(request: LookupRequest): Promise<LegalLookup> {
    const { actor, regcode, reason, snapshot, fresh, background } = request;
    if (snapshot !== undefined) return lookupStored({ ...request, snapshot });
    const outcome = await deps.lookupLegalEntity(regcode, { fresh, background }).then(
      (result) => ({ result }),
      (error: unknown) => ({ error, code: toAppError(error).code }),
    );
    if ("error" in outcome && outcome.code === "invalid_regcode") throw outcome.error;
    const [db, credential] = await Promise.all([deps.db(), deps.credentialName().catch(() => null)]);
    const result = "result" in outcome ? outcome.result : null;
    const audit = (handle: Database) =>
      appendAuditEvent(
        handle,
        actor,
        "lookup",
        {
          ...request.details,
          regcode,
          reason,
          credential,
          sha256: result?.sha256 ?? null,
          source: result ? (result.fromCache ? "cache" : "registry") : null,
          outcome: "error" in outcome ? outcome.code : "ok",
        },
        deps.now,
      );
    if (result && !result.fromCache) {
      // One transaction: a retrieval is never kept without its audit event, nor the event without it.
      // Inside it only `tx` is used: PGlite is one connection, and the outer handle would wait forever.
      await db.transaction(async (tx) => {
        await storeRetrieval(tx, {
          regcode,
          bytes: Buffer.from(result.body, "utf8"),
          sha256: result.sha256,
          retrievedAt: new Date(result.retrievedAt),
          url: result.url,
          credential,
          actor: actor.userId,
          reason,
        });
        await audit(tx);
      });
    } else await audit(db);
    if ("error" in outcome) throw outcome.error;
    return outcome.result;
  };
}
