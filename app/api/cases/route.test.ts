import { beforeAll, expect, it, vi } from "vitest";
import { contractProblems } from "@/dev/testing/contract-problems";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { insertCase } from "@/lib/domain/cases/case-store";
import type { CaseView } from "@/lib/domain/cases/case-types";

const { factory } = await vi.hoisted(async () => (await import("@/dev/testing/captured-logger")).capturedLogger());
vi.mock("@/lib/platform/log/logger", factory);
const { current, dbFactory, sessionFactory, signIn } = await vi.hoisted(async () =>
  (await import("@/dev/testing/route-session")).routeSession(),
);
vi.mock("@/lib/platform/db/db", dbFactory);
// The browser session apiGate resolves: whoever the test signs in as.
vi.mock("@/lib/edge/auth/resolve-session", sessionFactory);

const list = await import("./route");
const one = await import("./[id]/route");
const notes = await import("./[id]/notes/route");
const note = await import("./[id]/notes/[noteId]/route");
const submit = await import("./[id]/submit/route");
const approve = await import("./[id]/approve/route");
const reject = await import("./[id]/reject/route");

const ORIGIN = "http://app";
const browser = { host: "app", origin: ORIGIN, "content-type": "application/json", cookie: "session=1" };

forEachDatabase("the case routes", (database) => {
  const call = <P extends Record<string, string>>(
    handler: (request: Request, ctx: { params: Promise<P> }) => Promise<Response>,
    method: string,
    address: string,
    params: P = {} as P,
    body?: unknown,
  ) =>
    handler(
      new Request(`${ORIGIN}${address}`, {
        method,
        headers: browser,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { params: Promise.resolve(params) },
    );
  const error = async (response: Response) => [
    response.status,
    ((await response.clone().json()) as { error: { message: string } }).error.message,
  ];

  beforeAll(() => {
    current.db = database();
  });

  it("takes a case from notes to submission and refuses its preparer's approval, on the record", async () => {
    const preparer = await signIn(["analyst", "approver"]);
    const { id } = await insertCase(
      database(),
      {
        who: preparer,
        actor: { ...preparer, userEmail: preparer.email, clientAddress: null, userAgent: null, requestId: null },
      },
      {
        regcode: "40003000001",
        legalName: "Amber SIA",
        kind: "periodic-review",
        purpose: "Periodic review 2026",
        dueOn: "2026-04-01",
        risk: { modelVersion: "test", factors: [], points: 0, level: "medium" },
        determination: null,
        evidence: [
          {
            regcode: "40003000001",
            name: "Amber SIA",
            sha256: "a".repeat(64),
            retrievedAt: new Date().toISOString(),
            depth: 0,
          },
        ],
        pinnedAt: new Date(),
      },
    );
    const params = { id: String(id) };
    const answers: [string, string, Response][] = [];
    const record = async (method: string, address: string, response: Promise<Response>) => {
      const answer = await response;
      answers.push([method, address, answer]);
      return answer;
    };

    const added = await record(
      "POST",
      `/api/cases/${id}/notes`,
      call(notes.POST, "POST", "", params, { text: "First look" }),
    );
    expect(added.status).toBe(201);
    const { noteId } = (await added.clone().json()) as { noteId: number };
    const edited = await record(
      "PATCH",
      `/api/cases/${id}/notes/${noteId}`,
      call(note.PATCH, "PATCH", "", { ...params, noteId: String(noteId) }, { text: "Second look" }),
    );
    expect(await edited.clone().json()).toEqual({ noteId, version: 2, state: "in-review" });
    await record("GET", `/api/cases/${id}/notes`, call(notes.GET, "GET", "", params));
    const refused = await record(
      "POST",
      `/api/cases/${id}/submit`,
      call(submit.POST, "POST", "", params, { decision: "maybe" }),
    );
    expect(await error(refused)).toEqual([400, '"decision" is one of: accept, accept-with-conditions, decline']);
    const submitted = await record(
      "POST",
      `/api/cases/${id}/submit`,
      call(submit.POST, "POST", "", params, { decision: "accept", conclusion: "Nothing new." }),
    );
    expect(((await submitted.clone().json()) as CaseView).state).toBe("awaiting-approval");

    const own = await record("POST", `/api/cases/${id}/approve`, call(approve.POST, "POST", "", params));
    expect(await error(own)).toEqual([403, "You prepared this case, so someone else must sign it off (four eyes)."]);
    const [event] = await listAuditEvents(database(), { user: preparer.userId, event: "case-approval-refused" }, 1);
    expect(event.details).toMatchObject({ caseId: id, reason: "own_case_approval" });

    await signIn(["approver"]);
    const noReason = await record("POST", `/api/cases/${id}/reject`, call(reject.POST, "POST", "", params, {}));
    expect(noReason.status).toBe(400);
    const approved = await record("POST", `/api/cases/${id}/approve`, call(approve.POST, "POST", "", params));
    expect(((await approved.clone().json()) as CaseView).state).toBe("approved");
    await record("GET", `/api/cases/${id}`, call(one.GET, "GET", "", params));
    await record("GET", "/api/cases?state=approved", call(list.GET, "GET", "/api/cases?state=approved"));
    await record("GET", "/api/cases?overdue=2", call(list.GET, "GET", "/api/cases?overdue=2"));
    await record("GET", "/api/cases/x", call(one.GET, "GET", "", { id: "x" }));

    expect(answers.map(([, , response]) => response.status)).toEqual([
      201, 200, 200, 400, 200, 403, 400, 200, 200, 200, 400, 400,
    ]);
    for (const [method, address, response] of answers)
      expect([method, address, await contractProblems(method, `${ORIGIN}${address}`, response)]).toEqual([
        method,
        address,
        [],
      ]);
  });

  it("lets an auditor read cases but not open one", async () => {
    await signIn(["auditor"]);
    expect((await call(list.GET, "GET", "/api/cases?assignee=me")).status).toBe(200);
    const refused = await call(
      list.POST,
      "POST",
      "/api/cases",
      {},
      { regcode: "40003000001", kind: "onboarding", purpose: "x" },
    );
    expect(refused.status).toBe(403);
  });
});
