import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { contractProblems } from "@/dev/testing/contract-problems";
import { freeRegcodes, ownershipRecords } from "@/dev/testing/ownership-records";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { Owner, OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import { db } from "@/lib/platform/db/db";

// The session apiGate resolves: the account each test signs in as.
const session = vi.hoisted(() => ({ viewer: null as Viewer | null }));
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({ viewer: session.viewer, setCookies: [] }),
  forgetVerifiedSession: async () => undefined,
}));
const viewer = (roles: Viewer["roles"]): Viewer => ({
  userId: `u-${roles.join("-")}`,
  sessionId: `s-${roles.join("-")}`,
  email: "a@example.test",
  name: "A",
  roles,
});
const PERSONAL = viewer(["analyst", "personal-data"]);
const ANALYST = viewer(["analyst"]);

const [X, Y, Z] = demoRegcodes.chain;
// An entity whose only owner answers after the API has stopped waiting.
const [SLOW_ROOT] = freeRegcodes(1, 40_012_000_000);
const SLOW_OWNER = faultRegcodes.slow.regcode;
const SLOW_MS = 3_000;

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({
    port: 0,
    slowMs: SLOW_MS,
    records: ownershipRecords([{ regcode: SLOW_ROOT, holders: [{ regcode: SLOW_OWNER, percent: 100 }] }]),
  });
  vi.stubEnv("REGISTRY_BASE_URL", demo.url);
  // The credential that receives personal details: whether a viewer sees them is the app's gate alone.
  vi.stubEnv("REGISTRY_API_KEY", demoCredentials.personal.apiKey);
  vi.stubEnv("REGISTRY_API_SECRET", demoCredentials.personal.secret);
  // The structure's records are read at background priority; the test's budget is not what it is about.
  vi.stubEnv("REGISTRY_MAX_RPS", "1000");
  vi.stubEnv("REQUIRE_PURPOSE", "0");
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "ownership-route-test-")));
  await db();
}, 60_000); // creating and migrating the embedded database takes seconds on a busy machine
afterAll(async () => {
  vi.unstubAllEnvs();
  await demo.close();
});

async function get(regcode: string, as: Viewer) {
  session.viewer = as;
  const { GET } = await import("./route");
  const url = `http://app/api/legal-entities/${regcode}/ownership`;
  const response = await GET(new Request(url), { params: Promise.resolve({ regcode }) });
  // Every answer, the 202s and errors too, is what the published API description says it is.
  expect(await contractProblems("GET", url, response)).toEqual([]);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** Asks as a client told to come back does, until the determination is ready. */
async function determination(regcode: string, as: Viewer): Promise<OwnershipDetermination> {
  for (let tries = 0; tries < 30; tries++) {
    const answer = await get(regcode, as);
    if (answer.status === 200) {
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      return answer.body;
    }
    expect(answer.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("not ready after 30 tries");
}

/** The owners with a path running from Z through Y to X: the chain's top (other paths may add to their share). */
const throughTheChain = (owners: Owner[]) =>
  owners.filter((owner) =>
    owner.paths.some(
      (path) =>
        path
          .slice(-3)
          .map((hop) => hop.regcode)
          .join() === [Z, Y, X].join(),
    ),
  );

describe("GET /api/legal-entities/{number}/ownership", () => {
  it("determines a chain's owners from the records it read, each named by its retrieval", async () => {
    const body = await determination(X, PERSONAL);
    expect(body.regcode).toBe(X);
    const read = new Map(body.records.map((record) => [record.regcode, record]));
    expect([X, Y, Z].map((regcode) => read.get(regcode)?.depth)).toEqual([0, 1, 2]);
    for (const record of body.records) expect(record.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [owner] = throughTheChain(body.owners);
    expect(owner).toMatchObject({ kind: "person", beneficialOwner: "yes" });
    expect(owner.name).toMatch(/Kārlis/);
    expect(owner.name).toMatch(/Ābols/);
    const [event] = await listAuditEvents(await db(), { event: "ownership-determination", regcode: X }, 1);
    expect(event.details).toEqual({
      regcode: X,
      records: body.records.length,
      sha256s: body.records.map((record) => record.sha256),
      complete: body.complete,
      withheld: false,
    });
  });

  it("withholds persons' names from a viewer without personal-data, but not their shares", async () => {
    const body = await determination(X, ANALYST);
    const owners = throughTheChain(body.owners);
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ name: null, withheld: true });
    expect(JSON.stringify(body)).not.toMatch(/Ābols|Vītola|Kārlis/);
    const [event] = await listAuditEvents(await db(), { event: "ownership-determination", regcode: X }, 1);
    expect(event.details).toMatchObject({ withheld: true });
  });

  it("answers 202 with its progress while an owner is still being read, then 200 to the same request", async () => {
    const first = await get(SLOW_ROOT, ANALYST);
    expect(first.status).toBe(202);
    expect(first.headers.get("retry-after")).toBe("1");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body).toEqual({ status: "resolving", progress: { recordsRead: 1, queued: 1, depth: 1 } });
    const body = await determination(SLOW_ROOT, ANALYST);
    const read = new Map(body.records.map((record) => [record.regcode, record.depth]));
    expect([read.get(SLOW_ROOT), read.get(SLOW_OWNER)]).toEqual([0, 1]);
  });

  it("answers an unknown number 404 and a number that is not one 400, as the profile does", async () => {
    const [unknown] = freeRegcodes(1, 40_012_500_000);
    expect(await get(unknown, ANALYST)).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    expect(await get("4000351000", ANALYST)).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_regcode" } },
    });
  });
});
