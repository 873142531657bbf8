import { concurrencyLimit } from "@/lib/platform/concurrency/concurrency-limit";
import { toAppError } from "@/lib/platform/errors/app-error";
import { hasEnded } from "@/lib/registry/record/ended-on";
import { isRegcode, type Regcode } from "@/lib/registry/regcode/regcode";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import type { ResolvedRecord, ResolvedStructure } from "./ownership-types";

/** One record as the lookup path answered it. */
export interface FetchedRecord {
  record: LegalEntity;
  sha256: string;
  retrievedAt: string;
}

/** How far the resolution has come: shown while an analyst waits for it. */
export interface ResolveProgress {
  /** Numbers fetched so far (read, or stopped by a failure). */
  recordsRead: number;
  /** Numbers waiting for their fetch. */
  queued: number;
  /** The layer being read: 0 is the entity itself. */
  depth: number;
}

export interface ResolveOptions {
  /** Layers above the entity that are read; owners beyond them are stopped as "depth-limit". */
  maxDepth: number;
  /** Numbers fetched at most, the entity's own included; the rest are stopped as "record-limit". */
  maxRecords: number;
  /** Which members and notices are current. */
  at: Date;
  /** Fetches of one layer in flight at once. */
  concurrency?: number;
  onProgress?: (progress: ResolveProgress) => void;
}

type Stop = ResolvedStructure["stops"] extends ReadonlyMap<string, infer R> ? R : never;

const DEFAULT_CONCURRENCY = 4;

/** In force at `at`: begun, neither ended nor removed by then, and not annulled. */
function currentAt(entry: Record<string, unknown>, at: number): boolean {
  if (entry.is_annulled === true) return false;
  const from = typeof entry.date_from === "string" ? Date.parse(entry.date_from) : Number.NaN;
  if (!Number.isNaN(from) && from > at) return false;
  return !hasEnded(entry, at);
}

/**
 * The Latvian registration numbers that own or control `record` at `at`, in the record's order: current
 * legal-entity members (and legal entities holding a member's share jointly) and the dominant entities of
 * current decisive-influence notices. Foreign entities (no Latvian number) are the computation's to report.
 */
export function ownersToFollow(record: LegalEntity, at: Date): Regcode[] {
  const time = at.getTime();
  const found = new Set<Regcode>();
  const add = (regcode: string | null | undefined) => {
    if (typeof regcode === "string" && isRegcode(regcode)) found.add(regcode);
  };
  for (const member of record.Members) {
    if (!currentAt(member, time)) continue;
    add(member.legal_entity_basic?.registration_number);
    for (const joint of member.share_holder_details?.joint_owners ?? [])
      add(joint.legal_entity_basic?.registration_number);
  }
  for (const notice of record.CommercialEntityDetails?.decisive_influence_notices ?? []) {
    if (currentAt(notice, time)) add(notice.dominant_entity?.legal_entity_basic?.registration_number);
  }
  return [...found];
}

function stopFor(error: unknown): Stop {
  return toAppError(error).code === "not_found" ? "not-found" : "registry-error";
}

/**
 * Gathers the records an ownership determination reads, breadth first from `root`: each layer's owners to
 * follow, fetched at most once per number however many paths reach it, and recorded at the depth it was
 * first reached. Owners beyond the limits, and numbers whose fetch failed, become stops the computation
 * reports as unresolved. The root's own failure is thrown: there is nothing to determine without it.
 */
export async function resolveStructure(
  root: Regcode,
  fetch: (regcode: Regcode) => Promise<FetchedRecord>,
  options: ResolveOptions,
): Promise<ResolvedStructure> {
  const records = new Map<string, ResolvedRecord>();
  const stops = new Map<string, Stop>();
  const reached = new Set<string>([root]);
  const limit = concurrencyLimit(Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY));
  let scheduled = 1;
  let fetched = 0;
  let queued = 1;
  let depth = 0;
  const report = () => options.onProgress?.({ recordsRead: fetched, queued, depth });

  const rootRecord = await fetch(root);
  records.set(root, { ...pick(rootRecord), depth: 0 });
  fetched = 1;
  queued = 0;
  let layer: Regcode[] = [root];

  while (layer.length > 0) {
    const next: Regcode[] = [];
    for (const regcode of layer) {
      const found = records.get(regcode);
      if (!found) continue;
      for (const owner of ownersToFollow(found.record, options.at)) {
        if (reached.has(owner)) continue;
        reached.add(owner);
        if (depth + 1 > options.maxDepth) stops.set(owner, "depth-limit");
        else if (scheduled >= options.maxRecords) stops.set(owner, "record-limit");
        else {
          scheduled++;
          next.push(owner);
        }
      }
    }
    if (next.length === 0) break;
    depth++;
    queued = next.length;
    report();
    await Promise.all(
      next.map((regcode) =>
        limit(async () => {
          try {
            records.set(regcode, { ...pick(await fetch(regcode)), depth });
          } catch (error) {
            stops.set(regcode, stopFor(error));
          }
          fetched++;
          queued--;
          report();
        }),
      ),
    );
    // In the layer's own order, not the order its fetches happened to finish: the same structure reads the same.
    layer = next;
  }
  return { root, records: inReachedOrder(records, reached), stops: inReachedOrder(stops, reached) };
}

function pick({ record, sha256, retrievedAt }: FetchedRecord) {
  return { record, sha256, retrievedAt };
}

/** In the order the numbers were reached (breadth first), whatever order their fetches finished in. */
function inReachedOrder<V>(byNumber: Map<string, V>, reached: Set<string>): Map<string, V> {
  const result = new Map<string, V>();
  for (const regcode of reached) {
    const found = byNumber.get(regcode);
    if (found !== undefined) result.set(regcode, found);
  }
  return result;
}
