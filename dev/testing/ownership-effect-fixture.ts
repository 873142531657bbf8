import { createHash } from "node:crypto";
import type { OwnershipEffectOptions } from "@/lib/domain/ownership-effect/ownership-effect";
import { determineOwnership } from "@/lib/domain/ownership/determine-ownership";
import { type MemberSpec, structure } from "@/lib/domain/ownership/ownership-fixtures";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import { ruleOn } from "@/lib/domain/ownership/threshold-rule";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";

/** The day the ownership-effect tests determine on, unless a test names another. */
export const AT = new Date("2026-06-01T00:00:00Z");

/** The i-th test entity's registration number: 40000000001, 40000000002… */
export const n = (i: number) => `4000000${String(i).padStart(4, "0")}`;

export const holds = (holder: MemberSpec["holder"], percent?: number): MemberSpec => ({ holder, percent });

/** A record's retrieval named by a hash of its content. */
export const sha = (r: LegalEntity) => createHash("sha256").update(JSON.stringify(r)).digest("hex");

/**
 * A determination as the app makes it, each record's retrieval named by a hash of its content: a record built
 * once and handed to both sides is one retrieval, a record built again (the register changed it) a new one.
 */
export function determine(records: LegalEntity[], at = AT): OwnershipDetermination {
  const built = structure(records);
  const hashed = new Map([...built.records].map(([regcode, r]) => [regcode, { ...r, sha256: sha(r.record) }]));
  return determineOwnership({ ...built, records: hashed }, { at, rule: ruleOn(at) });
}

/** The risk input for the watched entity's own record on each side (the same record unless `after` is given). */
export const riskOf = (before: LegalEntity, after = before): OwnershipEffectOptions => ({
  risk: {
    before: { record: before, sha256: sha(before) },
    after: { record: after, sha256: sha(after) },
    today: AT.toISOString().slice(0, 10),
  },
});
