import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { contractProblems } from "@/dev/testing/contract-problems";

const { lines, factory } = await vi.hoisted(async () =>
  (await import("@/dev/testing/captured-logger")).capturedLogger(),
);
vi.mock("@/lib/platform/log/logger", factory);
// The session apiGate resolves for every request: a signed-in analyst.
vi.mock("@/lib/edge/auth/resolve-session", () => ({
  resolveSession: async () => ({
    viewer: { userId: "u1", sessionId: "s1", email: "a@example.test", name: "A", roles: ["analyst"] },
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
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "route-test-")));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await demo.close();
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line)).filter((line) => line.event === "request" && line.route === "legal-entities");

describe("GET /api/legal-entities/{number}", () => {
  it("logs cached: true when the cache answered and the registry was not asked", async () => {
    const { GET } = await import("./route");
    const regcode = demoRegcodes.chain[2];
    const get = () =>
      GET(new Request(`http://app/api/legal-entities/${regcode}`), {
        params: Promise.resolve({ regcode }),
      });
    demo.clearReceived();
    const first = await get();
    const second = await get();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toBe(await first.text());
    // The credential's identity may be asked too (it names the credential in the audit trail); the record once.
    expect(demo.received.filter((r) => r.target.includes("/legal-entities/")).length).toBe(1);
    expect(requestLines().map((line) => line.cached)).toEqual([undefined, true]);
  });

  it("answers a stored retrieval's exact bytes with ?snapshot=, and 404 for a hash never stored", async () => {
    const { GET } = await import("./route");
    const regcode = demoRegcodes.chain[1];
    const get = (query = "") =>
      GET(new Request(`http://app/api/legal-entities/${regcode}${query}`), {
        params: Promise.resolve({ regcode }),
      });
    const live = await get();
    const sha256 = live.headers.get("x-registry-sha256") ?? "";
    const liveBody = await live.text();
    demo.clearReceived();
    const stored = await get(`?snapshot=${sha256}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("x-registry-sha256")).toBe(sha256);
    expect(await stored.text()).toBe(liveBody);
    expect(demo.received.filter((r) => r.target.includes("/legal-entities/"))).toEqual([]);
    expect((await get(`?snapshot=${"0".repeat(64)}`)).status).toBe(404);
    expect((await get("?snapshot=not-a-hash")).status).toBe(400);
  });

  it("answers as the published API description says: the record, a stored copy, and errors", async () => {
    const { GET } = await import("./route");
    const regcode = demoRegcodes.chain[0];
    const get = async (number: string, query = "") => {
      const url = `http://app/api/legal-entities/${number}${query}`;
      const response = await GET(new Request(url), { params: Promise.resolve({ regcode: number }) });
      return { response, problems: await contractProblems("GET", url, response) };
    };
    const live = await get(regcode);
    const stored = await get(regcode, `?snapshot=${live.response.headers.get("x-registry-sha256")}`);
    const answers = [live, stored, await get(regcode, `?snapshot=${"0".repeat(64)}`), await get("4000351000")];
    expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 404, 400]);
    for (const { problems } of answers) expect(problems).toEqual([]);
  });

  it("refuses a number that is not one with 400, live or stored, asking the registry nothing", async () => {
    const { GET } = await import("./route");
    const regcode = "4000351000";
    const get = (query = "") =>
      GET(new Request(`http://app/api/legal-entities/${regcode}${query}`), {
        params: Promise.resolve({ regcode }),
      });
    demo.clearReceived();
    lines.length = 0;
    for (const answer of [await get(), await get(`?snapshot=${"0".repeat(64)}`)]) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toEqual({
        code: "invalid_regcode",
        message: '"4000351000" is not a registration number: it must be exactly 11 digits (0–9), e.g. 40003032949.',
      });
    }
    expect(demo.received).toEqual([]);
    expect(requestLines().map((line) => [line.regcode, line.status])).toEqual([
      [regcode, 400],
      [regcode, 400],
    ]);
  });
});
