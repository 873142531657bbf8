import { AppError } from "@/lib/errors/app-error";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { recordChanges, type RecordChange } from "./record-changes";

const SHA256 = /^[0-9a-f]{64}$/;

export interface ComparedRetrieval {
  sha256: string;
  retrievedAt: Date;
}

export type Comparison =
  | { kind: "nothing-to-compare"; distinct: number }
  | { kind: "compared"; from: ComparedRetrieval; to: ComparedRetrieval; changes: RecordChange[] };

export interface CompareDeps {
  /** The number's retrievals, newest first. */
  list(regcode: string): Promise<ComparedRetrieval[]>;
  /** One stored retrieval's record as the viewer may see it (gated), or null when none is stored. */
  load(regcode: string, sha256: string): Promise<{ record: LegalEntity; retrievedAt: Date } | null>;
}

/** A `from` or `to` of the query: absent, or a SHA-256 in hex (either case); anything else is a 400. */
export function parseHash(name: "from" | "to", value: string | null): string | null {
  if (value === null || value === "") return null;
  const hash = value.trim().toLowerCase();
  if (!SHA256.test(hash)) {
    throw new AppError("bad_request", `"${name}" must be the SHA-256 of a retrieval: 64 hexadecimal digits.`);
  }
  return hash;
}

/**
 * The changes from one stored retrieval of a number to another. Without `to`, the newest retrieval;
 * without `from`, the newest one before `to` whose bytes differ. Fewer than two distinct retrievals
 * leave nothing to compare; a hash no retrieval of this number has is a 404.
 */
export async function compareRetrievals(
  deps: CompareDeps,
  regcode: string,
  query: { from: string | null; to: string | null },
): Promise<Comparison> {
  let [from, to] = [parseHash("from", query.from), parseHash("to", query.to)];
  if (from === null || to === null) {
    const retrievals = await deps.list(regcode);
    const distinct = new Set(retrievals.map((r) => r.sha256)).size;
    to ??= retrievals[0]?.sha256 ?? null;
    const toAt = retrievals.findIndex((r) => r.sha256 === to);
    from ??= retrievals.slice(toAt + 1).find((r) => r.sha256 !== to)?.sha256 ?? null;
    if (from === null || to === null) return { kind: "nothing-to-compare", distinct };
  }
  const [before, after] = await Promise.all([deps.load(regcode, from), deps.load(regcode, to)]);
  const notStored = (hash: string) =>
    new AppError("not_found", `No retrieval of ${regcode} with SHA-256 ${hash} is stored.`);
  if (!before) throw notStored(from);
  if (!after) throw notStored(to);
  return {
    kind: "compared",
    from: { sha256: from, retrievedAt: before.retrievedAt },
    to: { sha256: to, retrievedAt: after.retrievedAt },
    changes: recordChanges(before.record, after.record),
  };
}
