import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { statedPurpose } from "@/lib/domain/access/access-purposes";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { Role } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { parseCaseConfig } from "./case-config";
import {
  addNote,
  approveCase,
  assignCase,
  awaitingApprovalCount,
  type CaseCaller,
  editNote,
  entityReview,
  evidenceDifference,
  getCase,
  insertCase,
  listCases,
  listNotes,
  overdueReviews,
  overrideRisk,
  repinEvidence,
  returnCase,
  submitCase,
} from "./case-store";
import type { PinnedEvidence, RiskLevel } from "./case-types";

const config = parseCaseConfig({});
const ENTITY = parseRegcode("40003000001");
const OWNER = parseRegcode("40003000002");
const sha = (c: string) => c.repeat(64);
const evidence = (regcode: string, sha256: string, depth: number): PinnedEvidence => ({
  regcode,
  name: `Entity ${regcode}`,
  sha256,
  retrievedAt: "2026-03-01T10:00:00.000Z",
  depth,
});

forEachDatabase("the case store", (database) => {
  let n = 0;
  const suite = Math.random().toString(36).slice(2, 8);
  let db: Database;
  beforeAll(() => {
    db = database();
  });

  async function account(roles: Role[]): Promise<CaseCaller> {
    const id = `${suite}-u${++n}`;
    const email = `${id}@example.test`;
    await db.insert(user).values({ id, name: `User ${n}`, email, roles });
    const actor: AuditActor = { userId: id, userEmail: email, clientAddress: null, userAgent: null, requestId: null };
    return { who: { userId: id, roles }, actor };
  }

  async function open(preparer: CaseCaller, level: RiskLevel = "low", dueOn: string | null = "2026-04-01") {
    return (
      await insertCase(db, preparer, {
        regcode: ENTITY,
        legalName: "Amber SIA",
        kind: "onboarding",
        purpose: "Onboarding of Amber SIA as a customer",
        dueOn,
        risk: { modelVersion: "test", factors: [], points: 0, level },
        determination: null,
        evidence: [evidence(ENTITY, sha("a"), 0), evidence(OWNER, sha("b"), 1)],
        pinnedAt: new Date("2026-03-01T10:00:00Z"),
      })
    ).id;
  }

  async function submitted(preparer: CaseCaller, level: RiskLevel = "low") {
    const id = await open(preparer, level);
    await submitCase(db, preparer, id, { decision: "accept", conclusion: "Owners known, no adverse findings." });
    return id;
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { status: number; message: string }) => [error.status, error.message],
    );

  it("refuses the preparer's own approval with 403 and records the refusal", async () => {
    const preparer = await account(["analyst", "approver"]);
    const id = await submitted(preparer);
    expect(await refusal(approveCase(db, preparer, id, config))).toEqual([
      403,
      "You prepared this case, so someone else must sign it off (four eyes).",
    ]);
    const [event] = await listAuditEvents(db, { user: preparer.who.userId, event: "case-approval-refused" }, 1);
    expect(event.details).toEqual({
      regcode: ENTITY,
      caseId: id,
      action: "approve",
      reason: "own_case_approval",
      state: "awaiting-approval",
    });
    expect((await getCase(db, id, config)).state).toBe("awaiting-approval");
  });

  it("refuses an approval by an account without the approver role, on the record", async () => {
    const preparer = await account(["analyst"]);
    const colleague = await account(["analyst"]);
    const id = await submitted(preparer);
    expect(await refusal(approveCase(db, colleague, id, config))).toEqual([
      403,
      "Signing a case off needs the approver role.",
    ]);
    const [event] = await listAuditEvents(db, { user: colleague.who.userId }, 1);
    expect([event.eventType, event.details.reason]).toEqual(["case-approval-refused", "approver_role_missing"]);
  });

  it("approves a low-risk case with one approver and sets the entity's review five years on", async () => {
    const preparer = await account(["analyst"]);
    const approver = await account(["approver"]);
    const id = await submitted(preparer);
    expect(await approveCase(db, approver, id, config, new Date("2026-03-15T23:30:00Z"))).toBe("approved");
    const view = await getCase(db, id, config);
    // 01:30 on 16 March in Riga.
    expect([view.state, view.nextReviewOn, view.approvers.map((a) => a.userId)]).toEqual([
      "approved",
      "2031-03-16",
      [approver.who.userId],
    ]);
    expect((await overdueReviews(db, "2031-03-16")).find((r) => r.caseId === id)).toMatchObject({
      regcode: ENTITY,
      riskLevel: "low",
    });
    expect((await overdueReviews(db, "2031-03-15")).find((r) => r.caseId === id)).toBeUndefined();
    expect(await entityReview(db, ENTITY)).toEqual({ nextReviewOn: "2031-03-16", riskLevel: "low", caseId: id });
    expect(await entityReview(db, "40003999990")).toBeNull();
  });

  it("needs two different approvers for high risk, and the same approver only once", async () => {
    const preparer = await account(["analyst"]);
    const [first, second] = [await account(["approver"]), await account(["approver"])];
    const id = await submitted(preparer, "high");
    expect(await approveCase(db, first, id, config)).toBe("awaiting-approval");
    expect((await getCase(db, id, config)).approvers.map((a) => a.userId)).toEqual([first.who.userId]);
    expect(await refusal(approveCase(db, first, id, config))).toEqual([
      409,
      "You have already approved this case; it needs another approver's approval too.",
    ]);
    expect(await approveCase(db, second, id, config, new Date("2026-06-01T10:00:00Z"))).toBe("approved");
    const view = await getCase(db, id, config);
    expect([view.approvalsNeeded, view.approvers.length, view.nextReviewOn]).toEqual([2, 2, "2027-06-01"]);
  });

  it("counts the overridden level: a low case raised to high needs two approvals; a return clears them", async () => {
    const preparer = await account(["analyst"]);
    const [first, second] = [await account(["approver"]), await account(["approver"])];
    const id = await open(preparer, "low");
    await overrideRisk(db, preparer, id, { level: "high", reason: "Owner in a high-risk country" });
    await submitCase(db, preparer, id, { decision: "accept-with-conditions", conclusion: "Enhanced monitoring." });
    expect(await approveCase(db, first, id, config)).toBe("awaiting-approval");
    expect(await returnCase(db, second, id, "Explain the trust in layer 2", config)).toBe("returned");
    const returned = await getCase(db, id, config);
    expect([returned.approvers, returned.returnReason, returned.risk?.override]).toEqual([
      [],
      "Explain the trust in layer 2",
      { level: "high", reason: "Owner in a high-risk country" },
    ]);
    await submitCase(db, preparer, id, { decision: "accept-with-conditions", conclusion: "Trust explained." });
    expect(await approveCase(db, first, id, config)).toBe("awaiting-approval");
    expect(await approveCase(db, second, id, config)).toBe("approved");
    expect((await getCase(db, id, config)).risk).toMatchObject({ level: "high", modelLevel: "low" });
  });

  it("keeps every version of an edited note, and starts the case with the first note", async () => {
    const preparer = await account(["analyst"]);
    const colleague = await account(["analyst"]);
    const id = await open(preparer);
    const added = await addNote(db, preparer, id, "See /entities/40003000001#ownership");
    expect(added.state).toBe("in-review");
    const edited = await editNote(db, preparer, id, added.noteId, "See the ownership section: two layers.");
    expect(edited.version).toBe(2);
    expect(await refusal(editNote(db, colleague, id, added.noteId, "Mine now"))).toEqual([
      403,
      "Only the author of a note may edit it; add a note of your own instead.",
    ]);
    const [note] = await listNotes(db, id);
    expect([note.text, note.versions.map((v) => [v.version, v.text])]).toEqual([
      "See the ownership section: two layers.",
      [
        [1, "See /entities/40003000001#ownership"],
        [2, "See the ownership section: two layers."],
      ],
    ]);
    const events = await listAuditEvents(db, { user: preparer.who.userId }, 3);
    expect(events.map((e) => e.eventType)).toEqual(["case-note-edited", "case-started", "case-note-added"]);
  });

  it("lists cases assigned to me, awaiting my approval, and overdue", async () => {
    const preparer = await account(["analyst"]);
    const assignee = await account(["analyst"]);
    const approver = await account(["approver"]);
    const mine = await open(preparer, "low", "2026-03-10");
    await assignCase(db, preparer, mine, assignee.who.userId);
    const waiting = await submitted(preparer);
    const later = await open(preparer, "low", "2026-12-31");
    const ids = async (filter: Parameters<typeof listCases>[1]) =>
      (await listCases(db, filter)).map((c) => c.id).filter((id) => [mine, waiting, later].includes(id));

    expect(await ids({ assigneeId: assignee.who.userId, today: "2026-03-20" })).toEqual([mine]);
    expect(await ids({ awaitingApprovalBy: approver.who.userId, today: "2026-03-20" })).toEqual([waiting]);
    expect(await ids({ awaitingApprovalBy: preparer.who.userId, today: "2026-03-20" })).toEqual([]);
    // The header's badge counts what the list shows each of them.
    expect(await awaitingApprovalCount(db, preparer.who.userId)).toBe(
      (await listCases(db, { awaitingApprovalBy: preparer.who.userId, today: "2026-03-20" })).length,
    );
    expect(await awaitingApprovalCount(db, approver.who.userId)).toBeGreaterThanOrEqual(1);
    expect(await ids({ overdue: true, today: "2026-03-20" })).toEqual([mine]);
    const [listed] = await listCases(db, { assigneeId: assignee.who.userId, today: "2026-03-20" });
    expect([listed.overdue, listed.assignee?.userId]).toEqual([true, assignee.who.userId]);

    await approveCase(db, approver, waiting, config);
    expect(await ids({ awaitingApprovalBy: approver.who.userId, today: "2026-03-20" })).toEqual([]);
    // Approved is not overdue, whatever its due date.
    expect(await ids({ overdue: true, today: "2027-01-01" })).toEqual([mine, later]);
  });

  it("lets the case's purpose open an upstream entity's personal details for its preparer, until approved", async () => {
    const preparer = await account(["analyst", "personal-data"]);
    const assignee = await account(["analyst", "personal-data"]);
    const stranger = await account(["analyst", "personal-data"]);
    const approver = await account(["approver"]);
    const id = await open(preparer);
    await assignCase(db, preparer, id, assignee.who.userId);
    const holder = (caller: CaseCaller) => ({ sessionId: `s-${caller.who.userId}`, userId: caller.who.userId });

    expect(await statedPurpose(db, holder(preparer), OWNER)).toBe("Onboarding of Amber SIA as a customer");
    expect(await statedPurpose(db, holder(assignee), OWNER)).toBe("Onboarding of Amber SIA as a customer");
    expect(await statedPurpose(db, holder(stranger), OWNER)).toBeNull();
    expect(await statedPurpose(db, holder(preparer), parseRegcode("40003000003"))).toBeNull();

    await submitCase(db, preparer, id, { decision: "accept", conclusion: "Fine." });
    expect(await statedPurpose(db, holder(preparer), OWNER)).not.toBeNull();
    await approveCase(db, approver, id, config);
    expect(await statedPurpose(db, holder(preparer), OWNER)).toBeNull();
  });

  it("pins the evidence again when asked and says what changed since", async () => {
    const preparer = await account(["analyst"]);
    const id = await open(preparer);
    const third = parseRegcode("40003000003");
    const difference = await repinEvidence(db, preparer, id, {
      legalName: "Amber SIA",
      evidence: [evidence(ENTITY, sha("c"), 0), evidence(third, sha("d"), 1)],
      determination: null,
      risk: { modelVersion: "test", factors: [], points: 0, level: "medium" },
      pinnedAt: new Date("2026-03-05T10:00:00Z"),
    });
    expect(difference).toEqual({
      changed: [{ regcode: ENTITY, from: sha("a"), to: sha("c") }],
      added: [{ regcode: third, sha256: sha("d") }],
      removed: [{ regcode: OWNER, sha256: sha("b") }],
      unchanged: 0,
    });
    const view = await getCase(db, id, config);
    expect([view.evidence.map((e) => e.regcode), view.risk?.level, view.pinnedAt]).toEqual([
      [ENTITY, third],
      "medium",
      "2026-03-05T10:00:00.000Z",
    ]);
    const [event] = await listAuditEvents(db, { user: preparer.who.userId }, 1);
    expect(event.details).toMatchObject({ changedRecords: [ENTITY], addedRecords: [third], removedRecords: [OWNER] });
    // Someone else's case is not theirs to re-pin.
    const other = await account(["analyst"]);
    expect(
      await refusal(
        repinEvidence(db, other, id, {
          legalName: null,
          evidence: [],
          determination: null,
          risk: { modelVersion: "test", factors: [], points: 0, level: "low" },
          pinnedAt: new Date(),
        }),
      ),
    ).toEqual([403, "Only the case's preparer or the analyst it is assigned to may do this."]);
  });

  it("answers an unchanged structure as unchanged", () => {
    const pinned = [evidence(ENTITY, sha("a"), 0)];
    expect(evidenceDifference(pinned, pinned)).toEqual({ changed: [], added: [], removed: [], unchanged: 1 });
  });
});
