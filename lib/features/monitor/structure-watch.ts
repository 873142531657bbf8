import type { Database } from "@/lib/platform/db/database";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { raiseAlert, type RaisedAlert } from "@/lib/features/alerts/alert-store";
import type { AlertFindings } from "@/lib/features/alerts/alert-summary";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { loadSnapshot } from "@/lib/domain/evidence/load-snapshot";
import { storedResult } from "@/lib/domain/evidence/stored-result";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import { determineOwnership } from "@/lib/domain/ownership/determine-ownership";
import { isOwnershipDetermination } from "@/lib/domain/ownership/is-ownership-determination";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { type FetchedRecord, resolveStructure } from "@/lib/domain/ownership/resolve-structure";
import { determinationDay, ruleOn } from "@/lib/domain/ownership/threshold-rule";
import { type OwnershipEffect, ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import type { OwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { firstCheckAt } from "@/lib/features/watchlists/check-schedule";
import { pruneMonitoring, watchDepth } from "@/lib/features/watchlists/structure-rows";
import {
  type AlertSeverity,
  monitoredEntities,
  SEVERITIES,
  structureRecords,
  watchedDeterminations,
  watchEntries,
} from "@/lib/platform/db/schema/watchlists";
import { logger } from "@/lib/platform/log/logger";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import type { AlertAssessment } from "./alert-severity";

/** What the structure watch needs: the database, the one lookup path and the determination's settings. */
export interface StructureDeps {
  db: () => Promise<Database>;
  lookup: (request: LookupRequest) => Promise<LegalLookup>;
  /** A record new to a structure enters monitoring, first checked at its place in this interval. */
  intervalMs: number;
  /** The determination's depth (for lists without one), record limit and threshold rule. */
  ownership: OwnershipConfig;
  /** NACE prefixes the risk model rates higher (RISK_HIGHER_RISK_ACTIVITIES); the model's own when absent. */
  higherRiskActivities?: readonly string[];
  now: () => Date;
}

/** Stored retrievals read at most once per (number, hash) across one check's recomputations. */
export type EvidenceReader = (regcode: string, sha256: string) => Promise<FetchedRecord | null>;

export function evidenceReader(db: Database): EvidenceReader {
  const read = new Map<string, Promise<FetchedRecord | null>>();
  return (regcode, sha256) => {
    const key = `${regcode} ${sha256}`;
    let found = read.get(key);
    if (!found) {
      found = loadSnapshot(db, regcode, sha256).then((snapshot) => {
        if (!snapshot) return null;
        const { record, retrievedAt } = storedResult(regcode, snapshot);
        return { record, sha256, retrievedAt };
      });
      read.set(key, found);
    }
    return found;
  };
}

/** The watched entities whose structure reads this record, other than itself. */
export async function dependentsOf(db: Database, regcode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ watched: structureRecords.watchedRegcode })
    .from(structureRecords)
    .where(and(eq(structureRecords.regcode, regcode), ne(structureRecords.watchedRegcode, regcode)));
  return rows.map((row) => row.watched).sort();
}

/** Whether a list holds the number (else it is checked only as a record of some watched entity's structure). */
export async function isWatched(db: Database, regcode: string): Promise<boolean> {
  const [row] = await db
    .select({ regcode: watchEntries.regcode })
    .from(watchEntries)
    .where(eq(watchEntries.regcode, regcode))
    .limit(1);
  return row !== undefined;
}

/** The records of a watched entity's structure, by number, as its last determination read them (itself first). */
export async function structureOf(db: Database, watched: string): Promise<string[]> {
  const rows = await db
    .select({ regcode: structureRecords.regcode, depth: structureRecords.depth })
    .from(structureRecords)
    .where(eq(structureRecords.watchedRegcode, watched));
  return rows.sort((a, b) => a.depth - b.depth || a.regcode.localeCompare(b.regcode)).map((row) => row.regcode);
}

/** The watched entity's own change that a refresh raises together with the effect: one alert, not two. */
export interface OwnChange {
  /** The hash the previous check saw (null before the first). */
  previous: string | null;
  retrieval: FetchedRecord;
  /** What changed in its own fields, when anything did. */
  assessment: AlertAssessment | null;
  /** The check's compare-and-set of its last-seen hash, in the refresh's transaction: false when another check won. */
  claim: (tx: Database) => Promise<boolean>;
}

export interface RefreshOptions {
  actor: AuditActor;
  reader: EvidenceReader;
  /** Retrievals in hand that monitored_entities does not name yet (the check's own, before its compare-and-set). */
  overrides?: ReadonlyMap<string, FetchedRecord>;
  own?: OwnChange;
  /** Recompute and keep the determination, but raise nothing about its effect (a change only in what was withheld). */
  quiet?: boolean;
}

/** An alert a check raised, with the entity it is about (the record checked, or one whose structure reads it). */
export type CheckAlert = RaisedAlert & { regcode: string };

export interface RefreshResult {
  /** False when the own change's compare-and-set lost to another check: nothing was done. */
  claimed: boolean;
  alerts: CheckAlert[];
  effect: OwnershipEffect | null;
}

const ATTEMPTS = 5;
const graver = (a: AlertSeverity | null | undefined, b: AlertSeverity | null | undefined): AlertSeverity | null => {
  const rank = (s: AlertSeverity | null | undefined) => (s ? SEVERITIES.indexOf(s) : SEVERITIES.length);
  const best = Math.min(rank(a), rank(b));
  return best < SEVERITIES.length ? SEVERITIES[best]! : null;
};

class LostRace extends Error {}

/**
 * Whether a kept determination still stands for the structure as monitored: none of its records has a newer
 * retrieval, it was read to the depth the lists now ask for, and no record of it failed to be read.
 */
function stands(
  determination: OwnershipDetermination,
  depth: number,
  lastSeen: ReadonlyMap<string, string | null>,
  overrides: ReadonlyMap<string, FetchedRecord>,
): boolean {
  if (!readTo(determination, depth)) return false;
  if (determination.unresolved.some((u) => u.reason === "registry-error")) return false;
  return determination.records.every((r) => (overrides.get(r.regcode)?.sha256 ?? lastSeen.get(r.regcode)) === r.sha256);
}

/** Whether a determination was read as deep as `depth` asks: no record beyond it, and none cut short before it. */
function readTo(determination: OwnershipDetermination, depth: number): boolean {
  const deepest = Math.max(0, ...determination.records.map((r) => r.depth));
  const cutShort = determination.unresolved.some((u) => u.reason === "depth-limit");
  return deepest <= depth && !(cutShort && deepest < depth);
}

async function lastSeenOf(db: Database, regcodes: readonly string[]): Promise<Map<string, string | null>> {
  if (regcodes.length === 0) return new Map();
  const rows = await db
    .select({ regcode: monitoredEntities.regcode, sha256: monitoredEntities.lastSha256 })
    .from(monitoredEntities)
    .where(inArray(monitoredEntities.regcode, [...regcodes]));
  return new Map(rows.map((row) => [row.regcode, row.sha256]));
}

/**
 * The watched entity's determination made from stored evidence: each record as its last check saw it, so
 * nothing is asked of the registry again. A record new to the structure (never monitored) is looked up once,
 * in the background, and enters monitoring with that retrieval as last seen.
 */
export async function determineFromEvidence(
  deps: StructureDeps,
  watched: Regcode,
  depth: number,
  options: Pick<RefreshOptions, "actor" | "reader" | "overrides"> & {
    /** Last-seen hashes already read (the kept determination's records): not asked of the database again. */
    lastSeen?: ReadonlyMap<string, string | null>;
  },
): Promise<OwnershipDetermination> {
  const db = await deps.db();
  const at = deps.now();
  const fetch = async (number: Regcode): Promise<FetchedRecord> => {
    const inHand = options.overrides?.get(number);
    if (inHand) return inHand;
    const seen = options.lastSeen?.has(number)
      ? options.lastSeen.get(number)
      : (await lastSeenOf(db, [number])).get(number);
    const stored = seen ? await options.reader(number, seen) : null;
    if (stored) return stored;
    const found = await deps.lookup({
      actor: options.actor,
      regcode: number,
      reason: "monitor",
      background: true,
      details: { structureOf: watched },
    });
    await db
      .insert(monitoredEntities)
      .values({
        regcode: number,
        nextCheckAt: firstCheckAt(number, at, deps.intervalMs),
        lastSha256: found.sha256,
        legalName: found.record.legal_name,
        status: found.record.status,
      })
      .onConflictDoUpdate({
        target: monitoredEntities.regcode,
        set: { lastSha256: found.sha256, legalName: found.record.legal_name, status: found.record.status },
        // Monitored but never seen, or its stored copy gone (retention): this retrieval is what it is compared with
        // now, or every recomputation would look it up again.
        where: sql`${monitoredEntities.lastSha256} is null or ${monitoredEntities.lastSha256} = ${seen ?? null}`,
      });
    return { record: found.record, sha256: found.sha256, retrievedAt: found.retrievedAt };
  };
  const structure = await resolveStructure(watched, fetch, {
    maxDepth: depth,
    maxRecords: deps.ownership.maxRecords,
    at,
  });
  return determineOwnership(structure, { at, rule: ruleOn(at, deps.ownership.thresholdRule) });
}

/** What an alert about a change upstream says in the findings every alert has: the ownership section changed. */
function upstreamFindings(effect: OwnershipEffect): AlertFindings {
  return {
    sanctionsAdded: false,
    statusTo: null,
    majorityOwnerChanged: false,
    sections: [{ section: "ownership", count: Math.max(1, effect.records.length) }],
  };
}

/**
 * Brings a watched entity's kept determination up to date with its structure as monitored, and raises what the
 * difference does to it: recomputed (from stored evidence) when a record of its structure has a newer retrieval,
 * when its lists ask for another depth, or when it has none yet (its first check: kept, nothing raised). The
 * effect, when not empty, is raised as one alert on the entity, together with its own record's change when the
 * refresh comes from that. The kept determination is replaced by compare-and-set, so two refreshes at once raise
 * an effect once: the one that loses recomputes against what the winner kept.
 */
export async function refreshWatched(
  deps: StructureDeps,
  watched: string,
  options: RefreshOptions,
): Promise<RefreshResult> {
  const db = await deps.db();
  const overrides = options.overrides ?? new Map<string, FetchedRecord>();
  for (let attempt = 1; ; attempt++) {
    const [kept] = await db.select().from(watchedDeterminations).where(eq(watchedDeterminations.regcode, watched));
    const before = kept && isOwnershipDetermination(kept.determination) ? kept.determination : null;
    const depth = await watchDepth(db, watched, deps.ownership.maxDepth);
    const lastSeen = await lastSeenOf(db, before?.records.map((r) => r.regcode) ?? []);
    const recompute = depth !== null && (!before || !stands(before, depth, lastSeen, overrides));
    if (!recompute && !options.own) return { claimed: true, alerts: [], effect: null };

    let after: OwnershipDetermination | null = null;
    if (recompute) {
      // A determination that cannot be made now (its entity's stored copy unreadable, a bug) must not lose the
      // check's own alert: the kept one stays as it is, and the next check of the entity tries again.
      after = await determineFromEvidence(deps, parseRegcode(watched), depth, {
        ...options,
        overrides,
        lastSeen,
      }).catch((error: unknown) => {
        logger.warn({ event: "structure-watch", regcode: watched, err: error }, "a determination failed");
        return null;
      });
    }
    // A list asking for another depth changes what is watched, not the register: the new reading is kept quietly.
    const rescoped = before !== null && depth !== null && !readTo(before, depth);
    const effect = before && after && !options.quiet && !rescoped ? await effectOf(deps, before, after, options) : null;

    try {
      return await db.transaction(async (tx) => {
        if (options.own && !(await options.own.claim(tx))) return { claimed: false, alerts: [], effect: null };
        if (after) await keep(tx, watched, kept ? kept.determination : null, after, deps.now());
        const own = options.own?.assessment ?? null;
        const effective = effect && !effect.isEmpty ? effect : null;
        if (!own && !effective) return { claimed: true, alerts: [], effect };
        const root = (d: OwnershipDetermination | null) => d?.records.find((r) => r.depth === 0)?.sha256 ?? null;
        const fromSha256 = options.own ? (options.own.previous ?? "") : (root(before) ?? "");
        const toSha256 = options.own ? options.own.retrieval.sha256 : (root(after) ?? fromSha256);
        const raised = await raiseAlert(tx, {
          regcode: watched,
          legalName: options.own?.retrieval.record.legal_name ?? after?.name ?? before?.name ?? null,
          severity: graver(own?.severity, effective?.severity) ?? "low",
          findings: own?.findings ?? upstreamFindings(effective!),
          ...(effective ? { effect: effective } : {}),
          fromSha256,
          toSha256,
          createdAt: deps.now(),
        });
        // A change in the structure is a change to what is watched, though the entity's own record stayed as it was.
        if (effective && raised.length > 0)
          await tx
            .update(monitoredEntities)
            .set({ lastChangeAt: deps.now() })
            .where(eq(monitoredEntities.regcode, watched));
        return { claimed: true, alerts: raised.map((alert) => ({ ...alert, regcode: watched })), effect };
      });
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The effect of the change, with the risk level on both sides when the entity's own records can be read. */
async function effectOf(
  deps: StructureDeps,
  before: OwnershipDetermination,
  after: OwnershipDetermination,
  options: RefreshOptions,
): Promise<OwnershipEffect> {
  const rootOf = async (d: OwnershipDetermination) => {
    const root = d.records.find((r) => r.depth === 0);
    if (!root) return null;
    return options.overrides?.get(root.regcode)?.sha256 === root.sha256
      ? options.overrides.get(root.regcode)!
      : options.reader(root.regcode, root.sha256);
  };
  const [was, now] = await Promise.all([rootOf(before), rootOf(after)]);
  const today = determinationDay(deps.now());
  return ownershipEffect(before, after, {
    ...(was && now
      ? {
          risk: {
            before: was,
            after: now,
            today,
            ...(deps.higherRiskActivities ? { higherRiskActivities: deps.higherRiskActivities } : {}),
          },
        }
      : {}),
  });
}

/**
 * Replaces the kept determination if it is still the one this refresh started from (else LostRace: another
 * refresh kept one meanwhile), and the structure's rows with the records it read; records no longer read by
 * any watched entity leave monitoring.
 */
async function keep(
  tx: Database,
  watched: string,
  previous: unknown,
  after: OwnershipDetermination,
  now: Date,
): Promise<void> {
  const written = { determination: after, computedAt: now };
  const replaced =
    previous === null
      ? await tx
          .insert(watchedDeterminations)
          .values({ regcode: watched, ...written })
          .onConflictDoNothing()
          .returning({ regcode: watchedDeterminations.regcode })
      : await tx
          .update(watchedDeterminations)
          .set(written)
          .where(
            and(
              eq(watchedDeterminations.regcode, watched),
              sql`${watchedDeterminations.determination} = ${JSON.stringify(previous)}::jsonb`,
            ),
          )
          .returning({ regcode: watchedDeterminations.regcode });
  if (replaced.length === 0) throw new LostRace();
  const gone = await tx
    .delete(structureRecords)
    .where(eq(structureRecords.watchedRegcode, watched))
    .returning({ regcode: structureRecords.regcode });
  await tx
    .insert(structureRecords)
    .values(after.records.map((r) => ({ watchedRegcode: watched, regcode: r.regcode, depth: r.depth })));
  const read = new Set(after.records.map((r) => r.regcode));
  await pruneMonitoring(
    tx,
    gone.map((row) => row.regcode).filter((regcode) => !read.has(regcode)),
  );
}
