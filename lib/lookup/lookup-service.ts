import { appendAuditEvent, type AuditDb } from "@/lib/audit/append-audit-event";
import type { AuditActor } from "@/lib/audit/audit-actor";
import { toAppError } from "@/lib/errors/app-error";
import type { LegalLookup } from "@/lib/registry/cached-legal-lookup";

/** Why a record was fetched: the place in the app that asked for it. */
export type LookupReason = "profile" | "report" | "export" | "api" | "graph" | "timeline";

export interface LookupRequest {
  actor: AuditActor;
  regcode: string;
  reason: LookupReason;
}

export interface LookupDeps {
  db: () => Promise<AuditDb>;
  /** The cached, coalesced registry lookup; `fromCache` says whether the registry was asked. */
  lookupLegalEntity: (regcode: string) => Promise<LegalLookup>;
  /** The name of the credential the app queries with, when the registry states it. */
  credentialName: () => Promise<string | null>;
  now?: () => Date;
}

/**
 * The one path for every lookup: the cached registry lookup, then its audit event (actor, number,
 * reason, credential, SHA-256 of the record, cache hit or registry call, outcome). No caller writes
 * lookup events itself. A number that is not a registration number reaches neither the registry nor
 * the audit trail: bad input changes nothing.
 */
export function createLookupService(deps: LookupDeps) {
  return async function lookup({ actor, regcode, reason }: LookupRequest): Promise<LegalLookup> {
    const outcome = await deps.lookupLegalEntity(regcode).then(
      (result) => ({ result }),
      (error: unknown) => ({ error, code: toAppError(error).code }),
    );
    if ("error" in outcome && outcome.code === "invalid_regcode") throw outcome.error;
    const [db, credential] = await Promise.all([deps.db(), deps.credentialName().catch(() => null)]);
    const result = "result" in outcome ? outcome.result : null;
    await appendAuditEvent(
      db,
      actor,
      "lookup",
      {
        regcode,
        reason,
        credential,
        sha256: result?.sha256 ?? null,
        source: result ? (result.fromCache ? "cache" : "registry") : null,
        outcome: "error" in outcome ? outcome.code : "ok",
      },
      deps.now,
    );
    if ("error" in outcome) throw outcome.error;
    return outcome.result;
  };
}
