import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { getCase, listCases, listNotes, markReportedToRegister } from "@/lib/domain/cases/case-store";
import { record } from "@/lib/domain/ownership/ownership-fixtures";
import type { Discrepancy, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { OwnershipAnswer } from "@/lib/features/ownership/ownership-service";
import { AppError } from "@/lib/platform/errors/app-error";
import { createCaseService, DISCREPANCY_DUE_DAYS } from "./case-service";

const ENTITY = parseRegcode("40003000001");
const OWNER = parseRegcode("40003000002");
const sha = (c: string) => c.repeat(64);
const config = parseCaseConfig({});

function looked(regcode: string, sha256: string): LegalEntityResult {
  return {
    record: { ...record(regcode), legal_name: "Amber SIA" },
    drift: [],
    sha256,
    retrievedAt: "2026-03-01T10:00:00.000Z",
    path: `/legal-entity/${regcode}`,
    url: `http://registry/legal-entity/${regcode}`,
    body: "{}",
  };
}

const none = { min: 0, max: 0 };
const determination = (ownerSha: string, discrepancies: Discrepancy[] = []): OwnershipDetermination => ({
  regcode: ENTITY,
  name: "Amber SIA",
  determinedAt: "2026-03-01T10:00:00.000Z",
  rule: { threshold: 25, inclusive: false, source: "date" },
  complete: true,
  owners: [],
  discrepancies,
  unresolved: [],
  seniorManagingOfficials: [],
  sanctions: { holders: [], aggregate: none, restricted: false, verdict: "no" },
  complexStructure: { complex: false, layers: 1, conditions: [] },
  loopShare: none,
  records: [
    { regcode: ENTITY, name: "Amber SIA", sha256: sha("a"), retrievedAt: "2026-03-01T10:00:00.000Z", depth: 0 },
    { regcode: OWNER, name: "Holding AS", sha256: ownerSha, retrievedAt: "2026-03-01T10:00:00.000Z", depth: 1 },
  ],
});

forEachDatabase("opening and refreshing a case", (database) => {
  let db: Database;
  const viewer: Viewer = {
    userId: "svc-anna",
    sessionId: "s-anna",
    email: "anna@example.lv",
    name: "Anna",
    roles: ["analyst"],
  };
  const actor: AuditActor = {
    userId: viewer.userId,
    userEmail: viewer.email,
    clientAddress: null,
    userAgent: null,
    requestId: null,
  };
  beforeAll(async () => {
    db = database();
    await db.insert(user).values({ id: viewer.userId, name: "Anna", email: viewer.email, roles: viewer.roles });
  });

  it("pins the entity alone while its structure is still being read, and the rest when refreshed", async () => {
    const answers: OwnershipAnswer[] = [
      { state: "resolving", progress: { recordsRead: 1, queued: 3, depth: 1 } },
      { state: "ready", determination: determination(sha("b")) },
    ];
    const service = createCaseService({
      lookup: async ({ regcode }) => looked(regcode, sha("a")),
      ownershipFor: async () => answers.shift()!,
      now: () => new Date("2026-03-01T10:00:00Z"),
    });
    const opened = await service.openCase({ db, viewer, actor, regcode: ENTITY, kind: "onboarding", purpose: "KYC" });
    expect(opened.determinationPinned).toBe(false);
    const view = await getCase(db, opened.id, config);
    expect([view.evidence.map((e) => [e.regcode, e.depth]), view.dueOn, view.legalName, view.state]).toEqual([
      [[ENTITY, 0]],
      "2026-03-31",
      "Amber SIA",
      "open",
    ]);
    const [event] = await listAuditEvents(db, { event: "case-opened", user: viewer.userId }, 1);
    expect(event.details).toMatchObject({ caseId: opened.id, complete: false, sha256s: [sha("a")] });

    const refreshed = await service.refreshEvidence({ db, viewer, actor, caseId: opened.id });
    expect(refreshed).toEqual({
      changed: [],
      added: [{ regcode: OWNER, sha256: sha("b") }],
      removed: [],
      unchanged: 1,
      determinationPinned: true,
    });
  });

  it("gives a discrepancy case 14 calendar days from its detection", async () => {
    const service = createCaseService({
      lookup: async ({ regcode }) => looked(regcode, sha("a")),
      ownershipFor: async () => ({ state: "ready", determination: determination(sha("b")) }),
      now: () => new Date("2026-03-20T10:00:00Z"),
    });
    const opened = await service.openCase({
      db,
      viewer,
      actor,
      regcode: ENTITY,
      kind: "discrepancy",
      purpose: "Register discrepancy",
      discrepancyDetectedAt: new Date("2026-03-18T22:30:00Z"),
    });
    const view = await getCase(db, opened.id, config);
    expect([view.dueOn, view.discrepancy?.detectedAt, view.evidence.length]).toEqual([
      "2026-04-02",
      "2026-03-18T22:30:00.000Z",
      2,
    ]);
  });

  it("opens a discrepancy case for a register mismatch found while preparing, due 14 days later, and joins it after", async () => {
    const regcode = parseRegcode("40003000005");
    const undeclared: Discrepancy = { kind: "undeclared", name: "Jānis Bērziņš", detail: "30% direct, not declared" };
    let day = new Date("2026-05-25T21:30:00Z"); // 26 May in Riga
    const service = createCaseService({
      lookup: async ({ regcode: n }) => looked(n, sha("a")),
      ownershipFor: async () => ({
        state: "ready",
        determination: { ...determination(sha("b"), [undeclared]), regcode },
      }),
      now: () => day,
    });
    const first = await service.openCase({ db, viewer, actor, regcode, kind: "onboarding", purpose: "KYC onboarding" });
    expect(first.discrepancy).toEqual({ caseId: expect.any(Number), joined: false });
    const found = await getCase(db, first.discrepancy!.caseId, config);
    expect([found.kind, found.state, found.dueOn, found.discrepancy?.detectedAt, found.purpose]).toEqual([
      "discrepancy",
      "open",
      "2026-06-09",
      "2026-05-25T21:30:00.000Z",
      `Register discrepancy found while preparing case #${first.id}`,
    ]);
    expect(DISCREPANCY_DUE_DAYS).toBe(14);
    // Prepared by whoever found it, on the very retrievals the case that found it pinned.
    expect([found.preparer.userId, found.assignee?.userId]).toEqual([viewer.userId, viewer.userId]);
    expect(found.evidence).toEqual((await getCase(db, first.id, config)).evidence);
    // The case that found it says so, and is not started by the app's note.
    const [note] = await listNotes(db, first.id);
    expect(note.text).toContain(`#${found.id}`);
    expect((await getCase(db, first.id, config)).state).toBe("open");

    // A second case, and a refresh of the first, find the same mismatch: the same discrepancy case, no other.
    day = new Date("2026-05-28T08:00:00Z");
    const second = await service.openCase({ db, viewer, actor, regcode, kind: "alert-review", purpose: "An alert" });
    expect(second.discrepancy).toEqual({ caseId: found.id, joined: true });
    expect((await service.refreshEvidence({ db, viewer, actor, caseId: first.id })).discrepancy).toEqual({
      caseId: found.id,
      joined: true,
    });
    const all = await listCases(db, { regcode, today: "2026-05-28" });
    expect(all.filter((c) => c.kind === "discrepancy").map((c) => c.id)).toEqual([found.id]);

    // Reported to the register: who and when, once.
    const at = new Date("2026-06-01T09:00:00Z");
    await markReportedToRegister(db, { who: viewer, actor }, found.id, at);
    expect((await getCase(db, found.id, config)).discrepancy).toEqual({
      detectedAt: "2026-05-25T21:30:00.000Z",
      reportedAt: at.toISOString(),
      reportedBy: "Anna",
    });
    const again = await markReportedToRegister(db, { who: viewer, actor }, found.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe("conflict");
    const notDiscrepancy = await markReportedToRegister(db, { who: viewer, actor }, first.id).catch((e: unknown) => e);
    expect((notDiscrepancy as AppError).code).toBe("conflict");
    const [reported] = await listAuditEvents(db, { event: "case-reported-to-register" }, 5);
    expect(reported.details).toMatchObject({ caseId: found.id, regcode });
  });

  it("opens no discrepancy case for findings that are not mismatches (withheld, cannot be checked)", async () => {
    const regcode = parseRegcode("40003000006");
    const service = createCaseService({
      lookup: async ({ regcode: n }) => looked(n, sha("a")),
      ownershipFor: async () => ({
        state: "ready",
        determination: {
          ...determination(sha("b"), [
            { kind: "withheld", name: null, detail: "" },
            { kind: "cannot-check", name: "Anna", detail: "" },
          ]),
          regcode,
        },
      }),
      now: () => new Date("2026-05-25T10:00:00Z"),
    });
    const opened = await service.openCase({
      db,
      viewer,
      actor,
      regcode,
      kind: "onboarding",
      purpose: "KYC onboarding",
    });
    expect(opened.discrepancy).toBeUndefined();
    expect((await listCases(db, { regcode, today: "2026-05-25" })).map((c) => c.kind)).toEqual(["onboarding"]);
  });
});
