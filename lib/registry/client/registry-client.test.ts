import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { allDemoRegcodes, demoRegcodes } from "@/dev/demo-registry/dataset";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { AppError } from "@/lib/platform/errors/app-error";
import { cachedLegalLookup } from "./cached-legal-lookup";
import { parseRegistryConfig } from "./registry-config";
import { createRegistryClient, type LegalEntityResult } from "./registry-client";
import { inBackground } from "./request-priority";

const registries: DemoRegistry[] = [];
let demo: DemoRegistry;

async function registryWith(options: Parameters<typeof startDemoRegistry>[0] = {}) {
  const started = await startDemoRegistry({ port: 0, ...options });
  registries.push(started);
  return started;
}

function clientFor(
  target: DemoRegistry,
  {
    credential = "standard",
    env = {},
  }: { credential?: keyof typeof demoCredentials; env?: Record<string, string> } = {},
) {
  const config = parseRegistryConfig({
    REGISTRY_BASE_URL: target.url,
    REGISTRY_API_KEY: demoCredentials[credential].apiKey,
    REGISTRY_API_SECRET: demoCredentials[credential].secret,
    ...env,
  });
  return createRegistryClient(config, { sleep: async () => {}, random: () => 0.5 });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return error;
    },
  );

beforeAll(async () => {
  demo = await registryWith({ slowMs: 1500 });
});
afterAll(() => Promise.all(registries.map((r) => r.close())));

describe("registry client against the demo registry", () => {
  it("fetches a record, keeps the exact bytes and states when and where it was retrieved", async () => {
    const result = await clientFor(demo).legal(demoRegcodes.sanctioned);
    expect(result.record.registration_number).toBe(demoRegcodes.sanctioned);
    expect(result.path).toBe(`/service/api/v1/legal-entities/${demoRegcodes.sanctioned}`);
    expect(result.url).toBe(`${demo.url}/service/api/v1/legal-entities/${demoRegcodes.sanctioned}`);
    expect(JSON.parse(result.body)).toMatchObject({ registration_number: demoRegcodes.sanctioned });
    expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(result.retrievedAt)).not.toBeNaN();
    expect(result.drift).toEqual([]);
  });

  it("returns the identity of the calling credential without its secret", async () => {
    const identity = await clientFor(demo, { credential: "personal" }).identity();
    expect(identity.api_key).toBe(demoCredentials.personal.apiKey);
    expect(identity.scopes).toContain("legal-entities:personal-details");
    expect(JSON.stringify(identity)).not.toContain(demoCredentials.personal.secret);
  });

  it("signs with provider-specific header names taken from the environment", async () => {
    const names = { apiKey: "X-Key-Id", timestamp: "X-Stamp", nonce: "X-Once", signature: "X-Mac" };
    const custom = await registryWith({ headerNames: names });
    const client = clientFor(custom, {
      env: {
        REGISTRY_HEADER_API_KEY: names.apiKey,
        REGISTRY_HEADER_TIMESTAMP: names.timestamp,
        REGISTRY_HEADER_NONCE: names.nonce,
        REGISTRY_HEADER_SIGNATURE: names.signature,
      },
    });
    await expect(client.identity()).resolves.toMatchObject({ api_key: demoCredentials.standard.apiKey });
    await expect(failure(clientFor(custom).identity())).resolves.toMatchObject({ code: "credential_rejected" });
  });

  it("corrects its timestamps from the registry's Date header when the clocks disagree by 10 minutes", async () => {
    const ahead = await registryWith({ clockOffsetSeconds: 600 });
    const client = clientFor(ahead);
    await expect(client.legal(demoRegcodes.sparse)).resolves.toMatchObject({ record: expect.anything() });
    const before = ahead.received.length;
    await client.legal(demoRegcodes.sparse);
    expect(ahead.received.slice(before).map((r) => r.status)).toEqual([200]);
  });

  it("never sends a malformed number to the registry", async () => {
    demo.clearReceived();
    for (const input of ["4000303294", "400030329491", "4000303294a", "../identity", "٤٠٠٠٣٠٣٢٩٤٩", ""]) {
      await expect(failure(clientFor(demo).legal(input))).resolves.toMatchObject({ code: "invalid_regcode" });
    }
    expect(demo.received).toEqual([]);
  });

  it("reports an unknown number as not found", async () => {
    await expect(failure(clientFor(demo).legal("40000000001"))).resolves.toMatchObject({
      code: "not_found",
      status: 404,
    });
  });

  it.each([
    ["html500", "upstream_failure", 502, 1],
    ["text502", "upstream_failure", 502, 3],
    ["truncated", "upstream_bad_response", 502, 1],
    ["reset", "upstream_unavailable", 502, 3],
    ["unauthorized401", "credential_rejected", 502, 1],
    ["forbidden403", "scope_missing", 502, 1],
    ["rateLimited429", "upstream_rate_limited", 503, 3],
  ] as const)("maps the %s fault to %s (%i) after %i attempt(s)", async (fault, code, status, attempts) => {
    const regcode = faultRegcodes[fault].regcode;
    demo.clearReceived();
    const error = await failure(clientFor(demo).legal(regcode));
    expect(error).toMatchObject({ code, status });
    expect(error.message).not.toMatch(/sk_demo|<html/i);
    expect(demo.received.filter((r) => r.target.endsWith(regcode))).toHaveLength(attempts);
  });

  it("gives up on a slow registry after the configured timeout", async () => {
    const client = clientFor(demo, { env: { REGISTRY_TIMEOUT_MS: "300" } });
    const error = await failure(client.legal(faultRegcodes.slow.regcode));
    expect(error).toMatchObject({ code: "upstream_timeout", status: 504 });
  });

  it("keeps what it can of a record whose fields drifted, and names the fields", async () => {
    const result = await clientFor(demo).legal(faultRegcodes.drift.regcode);
    expect(result.drift.map((d) => d.path)).toEqual(expect.arrayContaining(["legal_name", "status"]));
    expect(typeof result.record.legal_name).toBe("string");
    expect(result.record.Officers.length).toBeGreaterThan(0);
  });

  it("uses a missing-scope credential's 403 as scope_missing", async () => {
    const error = await failure(clientFor(demo, { credential: "identity-only" }).legal(demoRegcodes.sparse));
    expect(error.code).toBe("scope_missing");
  });
});

const notFoundStore = () => new MemoryLruStore<true>({ maxEntries: 10, maxSize: 10 });
const lookupThrough = (client: ReturnType<typeof clientFor>, notFoundTtlMs = 60_000) =>
  cachedLegalLookup(client, {
    records: new MemoryLruStore<LegalEntityResult>({ maxEntries: 10, maxSize: 1e9 }),
    ttlMs: 60_000,
    notFound: notFoundStore(),
    notFoundTtlMs,
  });

describe("cached lookups", () => {
  it("make one upstream call for 100 concurrent lookups and keep the original retrieval time", async () => {
    const lookup = lookupThrough(clientFor(demo));
    demo.clearReceived();
    const results = await Promise.all(Array.from({ length: 100 }, () => lookup(demoRegcodes.chain[0])));
    expect(demo.received).toHaveLength(1);
    expect(new Set(results.map((r) => r.retrievedAt)).size).toBe(1);
    // One registry answer is one retrieval to keep: the other 99 joined it.
    expect(results.filter((r) => !r.fromCache)).toHaveLength(1);
    const later = await lookup(demoRegcodes.chain[0]);
    expect(later.retrievedAt).toBe(results[0].retrievedAt);
    expect(demo.received).toHaveLength(1);
  });

  it("say whether the registry was asked or the cache answered, without changing the cached result", async () => {
    const lookup = lookupThrough(clientFor(demo));
    const first = await lookup(demoRegcodes.chain[1]);
    const second = await lookup(demoRegcodes.chain[1]);
    const third = await lookup(demoRegcodes.chain[1]);
    expect([first.fromCache, second.fromCache, third.fromCache]).toEqual([false, true, true]);
    expect(second.record).toBe(first.record);
  });

  it("leave an answer a peek fetched as new for the next caller, who keeps it as evidence, once", async () => {
    const lookup = lookupThrough(clientFor(demo));
    const before = demo.counters.requests;
    const peeked = await lookup(demoRegcodes.chain[2], { peek: true });
    const taken = await lookup(demoRegcodes.chain[2]);
    const again = await lookup(demoRegcodes.chain[2]);
    expect([peeked.fromCache, taken.fromCache, again.fromCache]).toEqual([false, false, true]);
    expect(taken.retrievedAt).toBe(peeked.retrievedAt);
    expect(demo.counters.requests - before).toBe(1);
  });

  it("remember a 'not found' answer, so repeating an unknown number costs the registry one call", async () => {
    const lookup = lookupThrough(clientFor(demo));
    demo.clearReceived();
    const errors = [];
    for (let i = 0; i < 5; i++) errors.push(await failure(lookup("40000000001")));
    expect(errors.map((e) => [e.code, e.status])).toEqual(Array(5).fill(["not_found", 404]));
    // The log says which answers were remembered rather than asked for.
    expect(errors.map((e) => e.detail?.startsWith("cached:") ?? false)).toEqual([false, true, true, true, true]);
    expect(demo.counters.requests).toBe(1);
  });

  it("ask again for an unknown number once REGISTRY_NOT_FOUND_TTL_MS has passed", async () => {
    let now = Date.now();
    const lookup = cachedLegalLookup(clientFor(demo), {
      records: new MemoryLruStore<LegalEntityResult>({ maxEntries: 10, maxSize: 1e9 }),
      ttlMs: 60_000,
      notFound: new MemoryLruStore<true>({ maxEntries: 10, maxSize: 10 }, () => now),
      notFoundTtlMs: 60_000,
    });
    demo.clearReceived();
    await failure(lookup("40000000002"));
    now += 59_000;
    await failure(lookup("40000000002"));
    expect(demo.counters.requests).toBe(1);
    now += 2_000;
    await failure(lookup("40000000002"));
    expect(demo.counters.requests).toBe(2);
  });

  it("do not remember other failures", async () => {
    const lookup = lookupThrough(clientFor(demo));
    demo.clearReceived();
    await failure(lookup(faultRegcodes.html500.regcode));
    await failure(lookup(faultRegcodes.html500.regcode));
    expect(demo.counters.requests).toBe(2);
  });
});

describe("registry answers the app refuses", () => {
  it("rejects a record about another registration number than the one asked for, and logs only that", async () => {
    const warnings: unknown[] = [];
    const config = parseRegistryConfig({
      REGISTRY_BASE_URL: demo.url,
      REGISTRY_API_KEY: demoCredentials.standard.apiKey,
      REGISTRY_API_SECRET: demoCredentials.standard.secret,
    });
    const client = createRegistryClient(config, { log: { warn: (...args) => warnings.push(args) } });
    const regcode = faultRegcodes.wrongNumber.regcode;
    const error = await failure(client.legal(regcode));
    expect(error).toMatchObject({ code: "upstream_bad_response", status: 502 });
    expect(error.detail).toBe(`the record for ${regcode} names a different registration number`);
    expect(error.message).toMatch(
      new RegExp(`^The registry answered ${regcode} with the record of another registration number, \\d{11}\\.`),
    );
    expect(warnings).toEqual([
      [{ event: "registry_number_mismatch", regcode }, "registry answered with another entity's record"],
    ]);
  });

  it("aborts an answer larger than REGISTRY_MAX_BODY_BYTES and answers 502", async () => {
    const client = clientFor(demo, { env: { REGISTRY_MAX_BODY_BYTES: "2048" } });
    const error = await failure(client.legal(demoRegcodes.sanctioned));
    expect(error).toMatchObject({ code: "upstream_bad_response", status: 502 });
    expect(error.detail).toContain("REGISTRY_MAX_BODY_BYTES (2048 bytes)");
    await expect(clientFor(demo).legal(demoRegcodes.sanctioned)).resolves.toMatchObject({ record: expect.anything() });
  });

  it("refuses an answer that is not valid UTF-8, as its text could not stand for its bytes", async () => {
    const error = await failure(clientFor(demo).legal(faultRegcodes.notUtf8.regcode));
    expect(error).toMatchObject({ code: "upstream_bad_response", status: 502 });
    expect(error.detail).toMatch(/^the \d+-byte body is not valid UTF-8$/);
  });

  it("describes an unreadable answer by position and length only, never by its text", async () => {
    const truncated = await failure(clientFor(demo).legal(faultRegcodes.truncated.regcode));
    expect(truncated.detail).toMatch(/^invalid JSON at character \d+ of a \d+-byte body$/);
    const html = await failure(clientFor(demo).legal(faultRegcodes.html500.regcode));
    expect(html.detail).toMatch(/^upstream status 500, \d+-byte body of type "text\/html; charset=utf-8"$/);
  });
});

describe("concurrent registry calls", () => {
  it("are capped at REGISTRY_MAX_CONCURRENCY per client; the others wait their turn", async () => {
    const slow = await registryWith({ slowMs: 200 });
    const client = clientFor(slow, { env: { REGISTRY_MAX_CONCURRENCY: "2", REGISTRY_TIMEOUT_MS: "5000" } });
    const results = await Promise.all(Array.from({ length: 6 }, () => client.legal(faultRegcodes.slow.regcode)));
    expect(results).toHaveLength(6);
    expect(slow.counters).toEqual({ requests: 6, peakConcurrent: 2 });
  });

  it("count the time spent waiting for a turn against REGISTRY_TIMEOUT_MS", async () => {
    const slow = await registryWith({ slowMs: 3000 });
    const client = clientFor(slow, { env: { REGISTRY_MAX_CONCURRENCY: "1", REGISTRY_TIMEOUT_MS: "400" } });
    const started = Date.now();
    const [blocking, waiting] = await Promise.all([
      failure(client.legal(faultRegcodes.slow.regcode)),
      failure(client.legal(demoRegcodes.sparse)),
    ]);
    expect(blocking.code).toBe("upstream_timeout");
    expect(waiting.code).toBe("upstream_timeout");
    expect(Date.now() - started).toBeLessThan(1500);
    // The waiting call never reached the registry: its whole time went to waiting.
    expect(slow.counters.requests).toBe(1);
  });
});

describe("the registry request budget", () => {
  it("keeps to REGISTRY_MAX_RPS, serving an analyst's lookup before queued background work", async () => {
    const client = clientFor(demo, { env: { REGISTRY_MAX_RPS: "10" } });
    const numbers = allDemoRegcodes().slice(-6);
    const finished: string[] = [];
    const started = Date.now();
    const background = numbers.map((n) => inBackground(() => client.legal(n)).then(() => finished.push(n)));
    const analyst = client.legal(demoRegcodes.sanctioned).then(() => finished.push("analyst"));
    await Promise.all([...background, analyst]);
    // Seven requests at ten a second: the last may go no sooner than 600 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    // The first background request had the first turn; the analyst's went next.
    expect(finished.indexOf("analyst")).toBeLessThanOrEqual(1);
  });

  it("pauses every request when the registry answers 429, for the time it asks", async () => {
    const client = clientFor(demo, { env: { REGISTRY_MAX_RPS: "100" } });
    const limited = failure(client.legal(faultRegcodes.rateLimited429.regcode));
    // Sent once the first 429 arrived: it waits out the registry's Retry-After (2 s) like the retries do.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await client.legal(demoRegcodes.sanctioned);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect((await limited).code).toBe("upstream_rate_limited");
  });

  it("answers an analyst at once, with the registry's wait, when its pause outlasts the lookup's timeout", async () => {
    const client = clientFor(demo, { env: { REGISTRY_TIMEOUT_MS: "1000" } });
    expect((await failure(client.legal(faultRegcodes.rateLimited429.regcode))).code).toBe("upstream_rate_limited");
    const asked = demo.received.length;
    const started = Date.now();
    const held = await failure(client.legal(demoRegcodes.sanctioned));
    expect(held).toMatchObject({ code: "upstream_rate_limited", retryAfter: 2 });
    expect(Date.now() - started).toBeLessThan(100);
    expect(demo.received.length).toBe(asked);
  });
});
