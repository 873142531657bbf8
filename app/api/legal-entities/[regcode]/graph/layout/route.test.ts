import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contractProblems } from "@/dev/testing/contract-problems";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { parseGraphLayoutConfig } from "@/lib/domain/graph/graph-layout-config";

// The session apiGate resolves for every request: a signed-in analyst.
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({
    viewer: { userId: "graph-u1", sessionId: "s1", email: "a@example.test", name: "A", roles: ["analyst"] },
    setCookies: [],
  }),
  forgetVerifiedSession: async () => undefined,
}));

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
  vi.stubEnv("REGISTRY_BASE_URL", demo.url);
  vi.stubEnv("REGISTRY_API_KEY", demoCredentials.standard.apiKey);
  vi.stubEnv("REGISTRY_API_SECRET", demoCredentials.standard.secret);
  // The lookup is audited: an embedded database of the test's own.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "graph-layout-route-test-")));
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await demo.close();
});

const LARGE = demoRegcodes.large;
const { maxNodes } = parseGraphLayoutConfig({});

async function get(query: string, language = "en", regcode = LARGE) {
  const { GET } = await import("./route");
  const url = `http://app/api/legal-entities/${regcode}/graph/layout${query}`;
  const response = await GET(new Request(url, { headers: { "accept-language": language } }), {
    params: Promise.resolve({ regcode }),
  });
  // Drawn, undrawn or refused, the answer is what the published API description says it is.
  expect(await contractProblems("GET", url, response)).toEqual([]);
  return response;
}

describe("GET /api/legal-entities/{number}/graph/layout", () => {
  it("answers a view of more parties than one drawing holds as too many to draw", async () => {
    const response = await get("?open=-1:member:99999");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ nodes: [], edges: [], undrawn: { reason: "parties", limit: maxNodes } });
    expect(body.undrawn.parties).toBeGreaterThan(maxNodes);
  }, 60_000);

  it("lays out one drawing per user at a time: a third request meanwhile gets 429 in the user's language", async () => {
    await get(""); // the record, looked up once and cached, so the three below race only for the layout
    const responses = await Promise.all([60, 84, 108].map((shown) => get(`?open=-1:member:${shown}`, "lv")));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(JSON.stringify(await refused.json())).toContain("vēl tiek izkārtots");
    for (const drawn of responses.filter((r) => r.status === 200))
      expect((await drawn.json()).nodes.length).toBeGreaterThan(60);
  }, 120_000);

  it("draws an expanded entity from the stored copy named beside it, and refuses a copy that was never stored", async () => {
    const [x, y, z] = demoRegcodes.chain;
    const { GET: getRecord } = await import("../../route");
    const stored = await getRecord(new Request(`http://app/api/legal-entities/${y}`), {
      params: Promise.resolve({ regcode: y }),
    });
    const sha256 = stored.headers.get("x-registry-sha256")!;
    const drawn = await get(`?expand=${y}@${sha256}`, "en", x);
    expect(drawn.status).toBe(200);
    // Z holds Y: drawn only because Y's record was merged in.
    expect((await drawn.json()).nodes.map((n: { id: string }) => n.id)).toContain(`entity:${z}`);
    const missing = await get(`?expand=${y}@${"0".repeat(64)}`, "en", x);
    expect(missing.status).toBe(404);
  }, 60_000);
});
