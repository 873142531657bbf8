import type { Database } from "@/lib/platform/db/database";
import { AppError } from "@/lib/platform/errors/app-error";
import { listRetrievals } from "@/lib/domain/evidence/list-retrievals";
import { loadSnapshot } from "@/lib/domain/evidence/load-snapshot";
import { isSha256, snapshotNotFound } from "@/lib/domain/evidence/snapshot-hash";
import { storedResult } from "@/lib/domain/evidence/stored-result";
import type { Locale } from "@/lib/platform/i18n/locales";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import type { LegalEntity } from "@/lib/registry/schemas/legal-entity";
import { changeMoment } from "./change-moment";
import type { RecordChange } from "./record-changes";
import { compareRecords } from "./withheld-differences";

export interface ComparedRetrieval {
  sha256: string;
  retrievedAt: Date;
}

/** Two stored retrievals compared. */
export interface Compared {
  kind: "compared";
  from: ComparedRetrieval;
  to: ComparedRetrieval;
  /** The entity's legal name in the later retrieval: what the changes page is headed with. */
  name: string;
  /** Register changes only: never a difference due to the credential. */
  changes: RecordChange[];
  /**
   * The registry credentials the two were retrieved with, when they differ (both named); null when the same
   * or either was not recorded. Kept out of `from` and `to`, which the changes API sends as they are.
   */
  credentials: { from: string; to: string } | null;
  /**
   * Places (an officer's, a member's…) whose person was withheld in one retrieval and shown in the other:
   * differences due to the credential, not changes. One person in two places counts twice.
   */
  credentialDifferences: number;
  /** Why the viewer's copies of both have no personal details (the gate's reason); null when they have them. */
  personalDetailsWithheld: string | null;
}

export type Comparison = { kind: "nothing-to-compare"; distinct: number } | Compared;

/** A stored retrieval as the viewer may see it (lib/domain/access/gate-record.ts): the changes never see more. */
export type Gate = (result: LegalEntityResult) => Promise<{ record: LegalEntity; redaction: string | null }>;

/** A `from` or `to` of the query: absent, or a SHA-256 in hex (either case); anything else is a 400. */
export function parseHash(name: "from" | "to", value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const hash = value.trim().toLowerCase();
  if (!isSha256(hash)) {
    throw new AppError("bad_request", { key: "retrievalHash", values: { name } });
  }
  return hash;
}

/**
 * The changes from one stored retrieval of a number to another, both gated for the viewer. Without `to`,
 * the newest retrieval; without `from`, the newest one before `to` whose bytes differ. Fewer than two
 * distinct retrievals leave nothing to compare; a hash no retrieval of this number has is a 404. Both sides are
 * dated by the latest change from one to the other (see changeMoment). The changes are worded in `locale`;
 * what differs only because of each retrieval's credential is counted, not listed.
 */
export async function compareRetrievals(
  db: Database,
  regcode: string,
  query: { from: string | null | undefined; to: string | null | undefined },
  gate: Gate,
  locale: Locale,
): Promise<Comparison> {
  let [from, to] = [parseHash("from", query.from), parseHash("to", query.to)];
  const retrievals = await listRetrievals(db, regcode);
  if (from === null || to === null) {
    const distinct = new Set(retrievals.map((r) => r.sha256)).size;
    to ??= retrievals[0]?.sha256 ?? null;
    const toAt = retrievals.findIndex((r) => r.sha256 === to);
    from ??= retrievals.slice(toAt + 1).find((r) => r.sha256 !== to)?.sha256 ?? null;
    if (from === null || to === null) return { kind: "nothing-to-compare", distinct };
  }
  const moment = changeMoment(retrievals, from, to);
  const load = async (sha256: string, dated: { retrievedAt: Date; credential: string | null } | undefined) => {
    const snapshot = await loadSnapshot(db, regcode, sha256);
    if (!snapshot) throw snapshotNotFound(regcode, sha256);
    const { record, redaction } = await gate(storedResult(regcode, snapshot));
    const { retrievedAt, credential } = dated ?? snapshot;
    return { retrievedAt, credential, record, redaction };
  };
  const before = await load(from, moment.from);
  const after = await load(to, moment.to);
  const { changes, credentialDifferences } = compareRecords(
    before.record,
    after.record,
    locale,
    after.retrievedAt.getTime(),
  );
  const [was, now] = [before.credential, after.credential];
  return {
    kind: "compared",
    from: { sha256: from, retrievedAt: before.retrievedAt },
    to: { sha256: to, retrievedAt: after.retrievedAt },
    name: after.record.legal_name,
    changes,
    credentials: was !== null && now !== null && was !== now ? { from: was, to: now } : null,
    credentialDifferences,
    // One viewer, one gate: either side names the reason (a side with no persons to withhold has none).
    personalDetailsWithheld: after.redaction ?? before.redaction,
  };
}
