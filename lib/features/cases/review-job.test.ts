import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import {
  approveCase,
  type CaseCaller,
  caseHistory,
  getCase,
  insertCase,
  listCases,
  submitCase,
} from "@/lib/domain/cases/case-store";
import { record } from "@/lib/domain/ownership/ownership-fixtures";
import type { Role } from "@/lib/domain/viewer/roles";
import type { Database } from "@/lib/platform/db/database";
import { user } from "@/lib/platform/db/schema/auth";
import type { LegalEntityResult } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { createCaseService } from "./case-service";
import { openDueReviews, REVIEW_ACTOR } from "./review-job";

const config = parseCaseConfig({});
const NOW = new Date("2026-03-02T05:00:00Z");
const sha = "c".repeat(64);
const quiet = { info: () => {}, warn: () => {} };

const looked = (regcode: string): LegalEntityResult => ({
  record: { ...record(regcode), legal_name: `Entity ${regcode}` },
  drift: [],
  sha256: sha,
  retrievedAt: NOW.toISOString(),
  path: `/legal-entity/${regcode}`,
  url: `http://registry/legal-entity/${regcode}`,
  body: "{}",
});

forEachDatabase("the daily review job", (database) => {
  let db: Database;
  let preparer: CaseCaller;
  let approver: CaseCaller;
  const looks: string[] = [];
  const service = createCaseService({
    lookup: async ({ regcode, viewer }) => {
      looks.push(`${regcode} ${viewer.roles.join("+")}`);
      return looked(regcode);
    },
    ownershipFor: async () => ({ state: "resolving", progress: { recordsRead: 0, queued: 1, depth: 0 } }),
    now: () => NOW,
  });
  const run = () => openDueReviews({ db: async () => db, openCase: service.openCase, log: quiet, now: () => NOW });

  async function account(id: string, roles: Role[]): Promise<CaseCaller> {
    await db.insert(user).values({ id, name: id, email: `${id}@example.test`, roles });
    const actor: AuditActor = {
      userId: id,
      userEmail: `${id}@example.test`,
      clientAddress: null,
      userAgent: null,
      requestId: null,
    };
    return { who: { userId: id, roles }, actor };
  }

  /** An approved low-risk case on the entity, approved at `approvedAt` (its review: five years later). */
  async function approved(regcode: string, approvedAt: Date): Promise<number> {
    const { id } = await insertCase(db, preparer, {
      regcode,
      legalName: `Entity ${regcode}`,
      kind: "onboarding",
      purpose: "KYC onboarding",
      dueOn: null,
      risk: { modelVersion: "test", factors: [], points: 0, level: "low" },
      determination: null,
      evidence: [{ regcode, name: null, sha256: sha, retrievedAt: approvedAt.toISOString(), depth: 0 }],
      pinnedAt: approvedAt,
    });
    await submitCase(db, preparer, id, { decision: "accept", conclusion: "Fine" }, approvedAt);
    await approveCase(db, approver, id, config, approvedAt);
    return id;
  }

  beforeAll(async () => {
    db = database();
    preparer = await account("rj-anna", ["analyst", "personal-data"]);
    approver = await account("rj-arvids", ["analyst", "approver"]);
  });

  it("opens one periodic-review case when an approved case's review falls due, however often it runs", async () => {
    const regcode = parseRegcode("40003000001");
    // Approved 2021-03-01 at low risk: reviewed five years later, 2026-03-01, the day before NOW.
    const approvedId = await approved(regcode, new Date("2021-03-01T10:00:00Z"));
    expect((await getCase(db, approvedId, config)).nextReviewOn).toBe("2026-03-01");

    const first = await run();
    const second = await run();
    expect([first.opened.length, second.opened.length]).toEqual([1, 0]);
    const view = await getCase(db, first.opened[0], config);
    expect([view.kind, view.state, view.purpose, view.preparer.userId, view.assignee?.userId, view.dueOn]).toEqual([
      "periodic-review",
      "open",
      "Periodic review due 2026-03-01 (AMLR Art. 26)",
      "rj-anna",
      "rj-anna",
      "2026-04-01",
    ]);
    // Opened by the app: its history names no one, and its audit event the job, not the preparer.
    expect((await caseHistory(db, view.id))[0].by).toBeNull();
    const [event] = await listAuditEvents(db, { event: "case-opened" }, 1);
    expect([event.details.caseId, event.userId, event.userAgent]).toEqual([view.id, null, REVIEW_ACTOR.userAgent]);
    // Looked up as the app's viewer, which may not see persons: no purpose was stated for a session it has not.
    expect(looks.at(-1)).toBe(`${regcode} analyst`);
  });

  it("opens nothing for a review not yet due, or for an entity with a case being worked on", async () => {
    await approved(parseRegcode("40003000002"), new Date("2021-03-03T10:00:00Z")); // due 2026-03-03, tomorrow
    const busy = parseRegcode("40003000003");
    await approved(busy, new Date("2020-01-10T10:00:00Z")); // due 2025-01-10
    const { id: active } = await insertCase(db, preparer, {
      regcode: busy,
      legalName: null,
      kind: "alert-review",
      purpose: "An alert",
      dueOn: null,
      risk: { modelVersion: "test", factors: [], points: 0, level: "low" },
      determination: null,
      evidence: [],
      pinnedAt: NOW,
    });
    expect(await run()).toEqual({ opened: [], failed: [] });
    const reviews = await listCases(db, { today: "2026-03-02" });
    expect(reviews.filter((c) => c.kind === "periodic-review").map((c) => c.regcode)).toEqual(["40003000001"]);
    expect(reviews.find((c) => c.regcode === busy && c.state === "open")?.id).toBe(active);
  });
});
