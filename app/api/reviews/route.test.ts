import { beforeAll, expect, it, vi } from "vitest";
import { contractProblems } from "@/dev/testing/contract-problems";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { parseCaseConfig } from "@/lib/domain/cases/case-config";
import { approveCase, insertCase, submitCase } from "@/lib/domain/cases/case-store";
import type { CaseKind } from "@/lib/domain/cases/case-types";
import type { Viewer } from "@/lib/domain/viewer/viewer";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
const { current, session, dbFactory, sessionFactory, signIn } = await vi.hoisted(async () =>
  (await import("@/dev/testing/route-session")).routeSession(),
);
vi.mock("@/lib/platform/db/db", dbFactory);
// The browser session apiGate resolves: whoever the test signs in as.
vi.mock("@/lib/edge/auth/resolve-session", sessionFactory);

const reviews = await import("./route");
const reported = await import("../cases/[id]/reported-to-register/route");

const ORIGIN = "http://app";
const browser = { host: "app", origin: ORIGIN, "content-type": "application/json", cookie: "session=1" };

forEachDatabase("the review and register-report routes", (database) => {
  const caller = (viewer: Viewer) => ({
    who: viewer,
    actor: { userId: viewer.userId, userEmail: viewer.email, clientAddress: null, userAgent: null, requestId: null },
  });
  const open = (viewer: Viewer, regcode: string, kind: CaseKind) =>
    insertCase(database(), caller(viewer), {
      regcode,
      legalName: "Amber SIA",
      kind,
      purpose: "KYC onboarding",
      dueOn: null,
      risk: { modelVersion: "test", factors: [], points: 0, level: "low" },
      determination: null,
      evidence: [],
      pinnedAt: new Date(),
      discrepancyDetectedAt: kind === "discrepancy" ? new Date() : null,
    });

  beforeAll(() => {
    current.db = database();
  });

  it("lists the reviews due, with the entity's active case, and records a discrepancy reported once", async () => {
    const approver = await signIn(["analyst", "approver"]);
    const preparer = await signIn(["analyst"]);
    // Approved six years ago at low risk: its five-year review is overdue.
    const sixYearsAgo = new Date(Date.now() - 6 * 366 * 24 * 3600 * 1000);
    const { id: approved } = await open(preparer, "40003000001", "onboarding");
    await submitCase(database(), caller(preparer), approved, { decision: "accept", conclusion: "Fine" }, sixYearsAgo);
    await approveCase(database(), caller(approver), approved, parseCaseConfig({}), sixYearsAgo);
    const { id: discrepancy } = await open(preparer, "40003000001", "discrepancy");

    await signIn(["auditor"]);
    const due = await reviews.GET(new Request(`${ORIGIN}/api/reviews?due=1`, { headers: browser }), {
      params: Promise.resolve({}),
    });
    expect(await contractProblems("GET", `${ORIGIN}/api/reviews?due=1`, due)).toEqual([]);
    const { reviews: listed } = (await due.json()) as { reviews: { regcode: string; activeCaseId: number | null }[] };
    expect(listed.map((r) => [r.regcode, r.activeCaseId])).toEqual([["40003000001", discrepancy]]);

    const post = (id: number) =>
      reported.POST(
        new Request(`${ORIGIN}/api/cases/${id}/reported-to-register`, { method: "POST", headers: browser }),
        {
          params: Promise.resolve({ id: String(id) }),
        },
      );
    expect((await post(discrepancy)).status).toBe(403); // an auditor reads cases, and reports nothing
    session.viewer = preparer;
    const first = await post(discrepancy);
    expect(await contractProblems("POST", `${ORIGIN}/api/cases/${discrepancy}/reported-to-register`, first)).toEqual(
      [],
    );
    const view = (await first.json()) as { discrepancy: { reportedBy: string; reportedAt: string } };
    expect(view.discrepancy.reportedBy).toBe(preparer.name);
    expect([(await post(discrepancy)).status, (await post(approved)).status]).toEqual([409, 409]);
  });
});
