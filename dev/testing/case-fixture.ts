import { createHash } from "node:crypto";
import type { AuditActor } from "../../lib/domain/audit/audit-actor";
import { parseCaseConfig } from "../../lib/domain/cases/case-config";
import {
  addNote,
  approveCase,
  type CaseCaller,
  editNote,
  insertCase,
  submitCase,
} from "../../lib/domain/cases/case-store";
import type { CaseKind, PinnedEvidence } from "../../lib/domain/cases/case-types";
import { storeRetrieval } from "../../lib/domain/evidence/store-retrieval";
import type { OwnershipDetermination } from "../../lib/domain/ownership/ownership-types";
import type { Role } from "../../lib/domain/viewer/roles";
import type { Database } from "../../lib/platform/db/database";
import { user } from "../../lib/platform/db/schema/auth";
import { SAMPLE_ALFA, SAMPLE_ROOT } from "./sample-determination";

export const caseConfig = parseCaseConfig({});

let accounts = 0;

/** An enabled account with these roles, as a case caller. */
export async function caseAccount(db: Database, roles: Role[], name?: string): Promise<CaseCaller> {
  const id = `case-fixture-${crypto.randomUUID().slice(0, 8)}-${++accounts}`;
  const email = `${id}@example.test`;
  await db.insert(user).values({ id, name: name ?? `User ${accounts}`, email, roles });
  const actor: AuditActor = { userId: id, userEmail: email, clientAddress: null, userAgent: null, requestId: null };
  return { who: { userId: id, roles }, actor };
}

/** A register answer kept as evidence (its bytes and a retrieval row), pinned as a case pins it. */
async function stored(db: Database, regcode: string, name: string, depth: number): Promise<PinnedEvidence> {
  const bytes = new TextEncoder().encode(
    JSON.stringify({ registration_number: regcode, legal_name: name, nonce: crypto.randomUUID() }),
  );
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const retrievedAt = new Date("2026-12-02T13:59:57.000Z");
  await storeRetrieval(db, {
    regcode,
    bytes,
    sha256,
    retrievedAt,
    url: `https://registry.example/legal-entities/${regcode}`,
    credential: null,
    actor: null,
    reason: "case",
  });
  return { regcode, name, sha256, retrievedAt: retrievedAt.toISOString(), depth };
}

export interface CaseFixture {
  id: number;
  preparer: CaseCaller;
  approver: CaseCaller;
  evidence: PinnedEvidence[];
}

/**
 * A case on SIA Dzintars with both its records stored as evidence, a note edited once, submitted ("accept") and,
 * unless `approved` is false, approved by an approver: the case a report, manifest or package is made of.
 */
export async function caseFixture(
  db: Database,
  {
    kind = "onboarding",
    determination = null,
    approved = true,
  }: { kind?: CaseKind; determination?: OwnershipDetermination | null; approved?: boolean } = {},
): Promise<CaseFixture> {
  const preparer = await caseAccount(db, ["analyst"], "Anna Analyst");
  const approver = await caseAccount(db, ["approver"], "Artūrs Approver");
  const evidence = [await stored(db, SAMPLE_ROOT, "SIA Dzintars", 0), await stored(db, SAMPLE_ALFA, "SIA Alfa", 1)];
  const { id } = await insertCase(db, preparer, {
    regcode: SAMPLE_ROOT,
    legalName: "SIA Dzintars",
    kind,
    purpose: "Onboarding of SIA Dzintars as a customer",
    dueOn: "2026-12-16",
    risk: {
      modelVersion: "2026-12-1",
      factors: [
        {
          key: "complex-structure",
          points: 2,
          evidence: [{ regcode: SAMPLE_ROOT, sha256: evidence[0].sha256, section: "ownership" }],
        },
      ],
      points: 2,
      level: "low",
    },
    determination,
    evidence,
    pinnedAt: new Date("2026-12-02T14:00:00Z"),
    discrepancyDetectedAt: kind === "discrepancy" ? new Date("2026-12-02T14:00:00Z") : null,
  });
  const { noteId } = await addNote(
    db,
    preparer,
    id,
    "Owners checked against the register.",
    new Date("2026-12-02T15:00:00Z"),
  );
  await editNote(
    db,
    preparer,
    id,
    noteId,
    "Owners checked against the register; one undeclared.",
    new Date("2026-12-02T15:30:00Z"),
  );
  await submitCase(
    db,
    preparer,
    id,
    { decision: "accept", conclusion: "Known owners, no adverse findings." },
    new Date("2026-12-03T09:00:00Z"),
  );
  if (approved) await approveCase(db, approver, id, caseConfig, new Date("2026-12-03T10:00:00.123Z"));
  return { id, preparer, approver, evidence };
}
