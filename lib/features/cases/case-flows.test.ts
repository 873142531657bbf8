import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { insertCase, listNotes } from "@/lib/domain/cases/case-store";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import { batchRows, batches } from "@/lib/platform/db/schema/batches";
import { alertLists, alerts, watchlists } from "@/lib/platform/db/schema/watchlists";
import { AppError } from "@/lib/platform/errors/app-error";
import { listAlerts } from "@/lib/features/alerts/alert-store";
import type { OpenCaseInput } from "./case-service";
import { caseForAlert, casesForBatch } from "./case-flows";

const SHA = "d".repeat(64);
const risk = { modelVersion: "test", factors: [] as string[], forcedBy: null, sanctions: [] };

forEachDatabase("cases from alerts and batches", (database) => {
  let db: Database;
  const viewer: Viewer = {
    userId: "fl-anna",
    sessionId: "s-fl",
    email: "anna@example.lv",
    name: "Anna",
    roles: ["analyst"],
  };
  const stranger: Viewer = { ...viewer, userId: "fl-juris", sessionId: "s-fl2", email: "juris@example.lv" };
  const actor: AuditActor = {
    userId: viewer.userId,
    userEmail: viewer.email,
    clientAddress: null,
    userAgent: null,
    requestId: null,
  };
  const opened: OpenCaseInput[] = [];
  /** Opens the case as the one open path would, without the registry: the entity alone, low risk. */
  const open = async (input: OpenCaseInput) => {
    opened.push(input);
    if (input.regcode === "40003000099") throw new AppError("upstream_unavailable", "registryUnavailable");
    const { id } = await insertCase(
      input.db,
      { who: input.viewer, actor: input.actor },
      {
        regcode: input.regcode,
        legalName: null,
        kind: input.kind,
        purpose: input.purpose,
        dueOn: null,
        risk: { modelVersion: "test", factors: [], points: 0, level: "low" },
        determination: null,
        evidence: [],
        pinnedAt: new Date(),
        alertId: input.alertId,
      },
    );
    return { id, determinationPinned: false };
  };
  const request = () => ({ db, viewer, actor, open });

  beforeAll(async () => {
    db = database();
    await db.insert(user).values([
      { id: viewer.userId, name: "Anna", email: viewer.email, roles: viewer.roles },
      { id: stranger.userId, name: "Juris", email: stranger.email, roles: ["analyst"] },
    ]);
  });

  it("opens a case from an alert, then adds the next alert on the entity to it", async () => {
    const [list] = await db.insert(watchlists).values({ name: "Clients", ownerId: viewer.userId }).returning();
    const raise = async (severity: "high" | "low") => {
      const [{ id }] = await db
        .insert(alerts)
        .values({
          regcode: "40003000011",
          legalName: "Amber SIA",
          severity,
          summary: "The board changed",
          fromSha256: SHA,
          toSha256: SHA,
        })
        .returning();
      await db.insert(alertLists).values({ alertId: id, watchlistId: list.id });
      return id;
    };
    const first = await raise("high");
    const second = await raise("low");

    const made = await caseForAlert(request(), first);
    expect(made.joined).toBe(false);
    expect(opened.at(-1)).toMatchObject({
      kind: "alert-review",
      alertId: first,
      purpose: `Review of monitoring alert #${first} (high)`,
    });
    // The alerts list names the case, so the next alert on the entity offers to join it.
    const listed = await listAlerts(db, viewer.userId, "open", "en");
    expect(listed.map((a) => a.caseId)).toEqual([made.id, made.id]);

    const count = opened.length;
    expect(await caseForAlert(request(), second, "Board change follow-up")).toEqual({ id: made.id, joined: true });
    expect(opened.length).toBe(count);
    const [note] = await listNotes(db, made.id);
    expect(note.text).toContain(`Alert #${second} (low`);
    expect(note.text).toContain(`on "Clients") added`);

    // Someone who cannot see the list cannot open a case from its alert.
    const refused = await caseForAlert({ ...request(), viewer: stranger }, first).catch((e: unknown) => e);
    expect((refused as AppError).code).toBe("not_found");
  });

  it("opens cases for a batch's flagged rows, joining an entity's active case, and says which row failed", async () => {
    const [batch] = await db
      .insert(batches)
      .values({ name: "March onboarding", ownerId: viewer.userId, inputSha256: SHA, report: {} })
      .returning();
    const row = (position: number, regcode: string, level: "low" | "medium" | "high" | null) => ({
      batchId: batch.id,
      position,
      regcode,
      state: "done" as const,
      outcome: level ? ("found" as const) : ("not_found" as const),
      riskLevel: level,
      riskPoints: level ? { low: 0, medium: 30, high: 80 }[level] : null,
      risk: level ? risk : null,
    });
    await db
      .insert(batchRows)
      .values([
        row(1, "40003000021", "low"),
        row(2, "40003000022", "high"),
        row(3, "40003000023", "medium"),
        row(4, "40003000024", null),
        row(5, "40003000099", "high"),
      ]);
    // The medium row's entity already has a case being worked on.
    const { id: busy } = await open({
      db,
      viewer,
      actor,
      regcode: "40003000023" as OpenCaseInput["regcode"],
      kind: "onboarding",
      purpose: "Earlier",
    });

    const rows = await casesForBatch({ ...request(), locale: "en" }, batch.id, { purpose: "March onboarding KYC" });
    expect(rows.map((r) => [r.position, r.regcode, r.joined, r.caseId === null, r.error !== null])).toEqual([
      [2, "40003000022", false, false, false],
      [5, "40003000099", false, true, true],
      [3, "40003000023", true, false, false],
    ]);
    expect(rows.find((r) => r.position === 3)?.caseId).toBe(busy);
    expect((await listNotes(db, busy))[0].text).toContain("batch #" + batch.id + ' "March onboarding", row 3');

    // Chosen rows: a row not found in the register is refused by name.
    const chosen = await casesForBatch({ ...request(), locale: "en" }, batch.id, {
      purpose: "Low too",
      positions: [1],
    });
    expect(chosen.map((r) => [r.position, r.joined])).toEqual([[1, false]]);
    const refused = await casesForBatch({ ...request(), locale: "en" }, batch.id, {
      purpose: "Not found",
      positions: [4],
    }).catch((e: unknown) => e);
    expect((refused as AppError).texts[0]).toEqual({
      key: "batchPositionsUnknown",
      values: { id: String(batch.id), positions: "4" },
    });
  });
});
