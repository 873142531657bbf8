import { statedPurpose } from "@/lib/domain/access/access-purposes";
import { personalDetailsBlock } from "@/lib/domain/access/gate-record";
import { appendAuditEvent } from "@/lib/domain/audit/append-audit-event";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import { determineOwnership } from "@/lib/domain/ownership/determine-ownership";
import type { OwnershipDetermination, OwnershipRule } from "@/lib/domain/ownership/ownership-types";
import { type ResolveProgress, resolveStructure } from "@/lib/domain/ownership/resolve-structure";
import { determinationDay, ruleOn } from "@/lib/domain/ownership/threshold-rule";
import { withholdOwnership } from "@/lib/domain/ownership/withhold-ownership";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import type { OwnershipConfig } from "./ownership-config";

export interface OwnershipRequest {
  regcode: Regcode;
  viewer: Viewer;
  /** The request's actor: the audit trail names them for the determination and for every lookup it makes. */
  actor: AuditActor;
  /** How long to wait for the determination before answering with its progress instead. */
  waitMs: number;
}

export type OwnershipAnswer =
  { state: "ready"; determination: OwnershipDetermination } | { state: "resolving"; progress: ResolveProgress };

/** The computation over the records read: the domain's, replaceable in tests of the wiring around it. */
export interface OwnershipComputation {
  ruleOn: typeof ruleOn;
  determine: typeof determineOwnership;
  withhold: typeof withholdOwnership;
}

export interface OwnershipDeps {
  db: () => Promise<Database>;
  /** The one lookup path (lookupEntity): cache, evidence and audit for every record read. */
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  config: OwnershipConfig;
  /** How long a finished determination is answered again before it is made afresh (the record cache's TTL). */
  keepMs: number;
  /** REQUIRE_PURPOSE, read on every answer as the profile's gate reads it. */
  requirePurpose: () => boolean;
  now?: () => Date;
  computation?: OwnershipComputation;
}

interface Flight {
  progress: ResolveProgress;
  done: Promise<OwnershipDetermination>;
  /** Set when it finished: answered until then, made afresh after. */
  expiresAt?: number;
}

// A client told to come back in a second must find its determination, even with the record cache off.
const MIN_KEEP_MS = 10_000;
const DOMAIN_COMPUTATION: OwnershipComputation = {
  ruleOn,
  determine: determineOwnership,
  withhold: withholdOwnership,
};

/**
 * Ownership determinations for viewers: one in flight per (number, day, rule), which every request for it
 * joins, its records read through the lookup path in the background behind analysts' own lookups (inside
 * the registry budget), kept briefly once finished. Each answer passes the personal-data gate the profile
 * passes, and is audited once per request that receives it.
 */
export function createOwnershipDeterminations(deps: OwnershipDeps) {
  const now = deps.now ?? (() => new Date());
  const clock = () => now().getTime();
  const compute = deps.computation ?? DOMAIN_COMPUTATION;
  const flights = new Map<string, Flight>();

  function forget(expired: number): void {
    for (const [key, flight] of flights)
      if (flight.expiresAt !== undefined && flight.expiresAt <= expired) flights.delete(key);
  }

  function start(key: string, regcode: Regcode, rule: OwnershipRule, at: Date, actor: AuditActor): Flight {
    // Updated in place as records are read: what a request that cannot wait is told.
    const progress: ResolveProgress = { recordsRead: 0, queued: 1, depth: 0 };
    const fetch = async (number: Regcode) => {
      const found = await deps.lookup({
        actor,
        regcode: number,
        reason: "ownership",
        background: true,
        details: { ownershipOf: regcode },
      });
      return { record: found.record, sha256: found.sha256, retrievedAt: found.retrievedAt };
    };
    const done = resolveStructure(regcode, fetch, {
      maxDepth: deps.config.maxDepth,
      maxRecords: deps.config.maxRecords,
      at,
      onProgress: (latest) => Object.assign(progress, latest),
    }).then((structure) => compute.determine(structure, { at, rule }));
    const flight: Flight = { progress, done };
    done.then(
      // A registry error is passing: a determination that met one is answered to those waiting, not kept.
      (determination) =>
        (flight.expiresAt = determination.unresolved.some((stop) => stop.reason === "registry-error")
          ? clock()
          : clock() + Math.max(deps.keepMs, MIN_KEEP_MS)),
      // A failure is not kept: the next request asks again (the registry cache remembers a 404 briefly).
      () => {
        if (flights.get(key) === flight) flights.delete(key);
      },
    );
    flights.set(key, flight);
    return flight;
  }

  async function within<T>(work: Promise<T>, waitMs: number): Promise<{ value: T } | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), Math.max(0, waitMs))));
    try {
      return await Promise.race([work.then((value) => ({ value })), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether this viewer may see the persons of this determination, as the profile's gate decides it. */
  async function withheldFrom(viewer: Viewer, regcode: Regcode, db: Database): Promise<boolean> {
    const requirePurpose = deps.requirePurpose();
    const asksPurpose = requirePurpose && viewer.roles.includes("personal-data");
    const purposeStated = asksPurpose ? (await statedPurpose(db, viewer, regcode)) !== null : false;
    return personalDetailsBlock({ roles: viewer.roles, requirePurpose, purposeStated }) !== null;
  }

  return async function ownershipFor({ regcode, viewer, actor, waitMs }: OwnershipRequest): Promise<OwnershipAnswer> {
    const at = now();
    const rule = compute.ruleOn(at, deps.config.thresholdRule);
    const key = [regcode, determinationDay(at), rule.inclusive ? ">=" : ">", rule.threshold, rule.source].join(" ");
    forget(clock());
    const flight = flights.get(key) ?? start(key, regcode, rule, at, actor);
    const finished = await within(flight.done, waitMs);
    if (!finished) return { state: "resolving", progress: { ...flight.progress } };

    const db = await deps.db();
    const withheld = await withheldFrom(viewer, regcode, db);
    const determination = withheld ? compute.withhold(finished.value) : finished.value;
    await appendAuditEvent(db, actor, "ownership-determination", {
      regcode,
      records: determination.records.length,
      // The exact retrievals this viewer was shown, as a report names them: the lookups' own audit events
      // belong to whoever started the determination.
      sha256s: determination.records.map((record) => record.sha256),
      complete: determination.complete,
      withheld,
    });
    return { state: "ready", determination };
  };
}
