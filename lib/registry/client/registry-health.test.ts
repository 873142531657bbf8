import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { mayCheckRegistry } from "@/lib/edge/security/health-access";
import { parseRegistryConfig } from "./registry-config";
import { createRegistryClient } from "./registry-client";
import { createRegistryHealth } from "./registry-health";
import { createRequestBudget, type RequestPriority } from "./request-budget";

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
});
afterAll(() => demo.close());

/** The real client and budget, noting the priority each registry request took its turn at. */
function healthAgainstDemo() {
  const priorities: RequestPriority[] = [];
  const real = createRequestBudget(50);
  const budget = {
    ...real,
    take: (priority: RequestPriority, ...rest: [number?, (() => Error)?]) => {
      priorities.push(priority);
      return real.take(priority, ...rest);
    },
  };
  const config = parseRegistryConfig({
    REGISTRY_BASE_URL: demo.url,
    REGISTRY_API_KEY: demoCredentials.standard.apiKey,
    REGISTRY_API_SECRET: demoCredentials.standard.secret,
  });
  const client = createRegistryClient(config, { budget });
  return { health: createRegistryHealth(() => client.identity()), priorities };
}

const asked = (request: Request, token: string | undefined) => ({
  configured: Boolean(token),
  allowed: mayCheckRegistry(request, token),
});

describe("registry health", () => {
  it("makes no registry call and names no credential without a configured token, whatever is sent", async () => {
    const { health } = healthAgainstDemo();
    demo.clearReceived();
    for (const request of [
      new Request("http://app/api/health"),
      new Request("http://app/api/health?token="),
      new Request("http://app/api/health", { headers: { authorization: "Bearer anything" } }),
    ]) {
      const answer = await health.answer(asked(request, undefined));
      expect(answer).toEqual({ checked: false, reason: "no token configured", lastCheck: null });
      expect(JSON.stringify(answer)).not.toContain(demoCredentials.standard.name);
    }
    expect(demo.received).toEqual([]);
  });

  it("makes the round trip at background priority for the token's holder, and tells others only its outcome", async () => {
    const { health, priorities } = healthAgainstDemo();
    demo.clearReceived();
    const holder = new Request("http://app/api/health", { headers: { authorization: "Bearer s3cret" } });
    const checked = await health.answer(asked(holder, "s3cret"));
    expect(checked).toMatchObject({ reachable: true, credential: demoCredentials.standard.name });
    expect(demo.received.map((r) => r.target.split("?")[0])).toEqual(["/service/api/v1/identity"]);
    expect(priorities).toEqual(["background"]);

    const other = await health.answer(asked(new Request("http://app/api/health?token=wrong"), "s3cret"));
    expect(other).toMatchObject({ checked: false, lastCheck: { reachable: true } });
    expect(JSON.stringify(other)).not.toContain(demoCredentials.standard.name);
    expect(demo.received).toHaveLength(1);
  });
});
