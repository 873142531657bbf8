import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { recordBlobs } from "@/lib/platform/db/schema/evidence";
import { DEMO_ADVANCE_PREFIX } from "@/dev/demo-registry/server/start-demo-registry";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import { AppError } from "@/lib/platform/errors/app-error";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { listRetrievals } from "@/lib/domain/evidence/list-retrievals";
import { loadSnapshot } from "@/lib/domain/evidence/load-snapshot";
import { createLookupService } from "./lookup-service";

let demo: DemoRegistry;
beforeAll(async () => {
  demo = await startDemoRegistry({ port: 0 });
});
afterAll(() => demo.close());

const actor = {
  userId: "u-ieva",
  userEmail: "ieva@example.lv",
  clientAddress: "192.0.2.10",
  userAgent: "test",
  requestId: "req-00000001",
};

forEachDatabase("the lookup service", (database) => {
  const client = () =>
    createRegistryClient(
      parseRegistryConfig({
        REGISTRY_BASE_URL: demo.url,
        REGISTRY_API_KEY: demoCredentials.standard.apiKey,
        REGISTRY_API_SECRET: demoCredentials.standard.secret,
      }),
    );

  // A fresh cache each time, as after a restart.
  function service(registry = client()) {
    return createLookupService({
      db: async () => database(),
      lookupLegalEntity: cachedLegalLookup(registry, {
        records: new MemoryLruStore({ maxEntries: 10, maxSize: 1e7 }),
        ttlMs: 60_000,
        notFound: new MemoryLruStore({ maxEntries: 10, maxSize: 10 }),
        notFoundTtlMs: 60_000,
      }),
      credentialName: async () => (await registry.identity()).name,
    });
  }

  it("records every lookup: who, which number, why, the record's hash, cache or registry, and the outcome", async () => {
    const lookup = service();
    const regcode = parseRegcode(demoRegcodes.sanctioned);
    const first = await lookup({ actor, regcode, reason: "profile" });
    const second = await lookup({ actor: { ...actor, requestId: "req-00000002" }, regcode, reason: "export" });
    await expect(lookup({ actor, regcode: parseRegcode("40000000001"), reason: "api" })).rejects.toMatchObject({
      code: "not_found",
    });

    const rows = await listAuditEvents(database(), {}, 10);
    const credential = (await client().identity()).name;
    expect(rows.map((row) => [row.eventType, row.requestId, row.details])).toEqual([
      [
        "lookup",
        "req-00000001",
        { regcode: "40000000001", reason: "api", credential, sha256: null, source: null, outcome: "not_found" },
      ],
      [
        "lookup",
        "req-00000002",
        { regcode, reason: "export", credential, sha256: second.sha256, source: "cache", outcome: "ok" },
      ],
      [
        "lookup",
        "req-00000001",
        { regcode, reason: "profile", credential, sha256: first.sha256, source: "registry", outcome: "ok" },
      ],
    ]);
    expect(rows[2]).toMatchObject({ userId: "u-ieva", userEmail: "ieva@example.lv", clientAddress: "192.0.2.10" });
  });

  it("keeps every registry answer as evidence, identical bytes once, and nothing for cache hits or failures", async () => {
    const regcode = parseRegcode(demoRegcodes.cycle[0] ?? "");
    // A fresh cache for each lookup: both are answered by the registry.
    const first = await service()({ actor, regcode, reason: "profile" });
    const second = await service()({ actor: { ...actor, userId: null }, regcode, reason: "api" });
    const cached = service();
    await cached({ actor, regcode, reason: "profile" });
    await cached({ actor, regcode, reason: "profile" });
    await expect(
      service()({ actor, regcode: parseRegcode(faultRegcodes.html500.regcode), reason: "api" }),
    ).rejects.toThrow();

    const kept = await listRetrievals(database(), regcode);
    expect(kept.map((r) => [r.sha256, r.actor.id, r.changed])).toEqual([
      [first.sha256, "u-ieva", false],
      [first.sha256, null, false],
      [first.sha256, "u-ieva", null],
    ]);
    expect(second.sha256).toBe(first.sha256);
    expect(await listRetrievals(database(), faultRegcodes.html500.regcode)).toEqual([]);
    const snapshot = await loadSnapshot(database(), regcode, first.sha256);
    expect(snapshot?.bytes.toString("utf8")).toBe(first.body);
    expect(snapshot?.url).toBe(first.url);
    const [blobs] = await database()
      .select({ n: sql<number>`count(*)::int` })
      .from(recordBlobs)
      .where(eq(recordBlobs.sha256, first.sha256));
    expect(blobs?.n).toBe(1);
  });

  it("reads a stored copy by its hash through the same parse, and records the view as a lookup of a stored copy", async () => {
    const regcode = parseRegcode(demoRegcodes.cycle[1] ?? "");
    const live = await service()({ actor, regcode, reason: "profile" });
    const stored = await service()({ actor, regcode, reason: "profile", snapshot: live.sha256 });
    expect(stored).toEqual({ ...live, fromCache: true });

    const missing = "0".repeat(64);
    await expect(service()({ actor, regcode, reason: "profile", snapshot: missing })).rejects.toMatchObject({
      code: "not_found",
      message: `No stored copy of ${regcode} has the SHA-256 000000000000…: the list of retrievals shows the ones kept.`,
    });
    const events = await listAuditEvents(database(), { regcode }, 10);
    expect(events.map((event) => [event.details.source, event.details.sha256, event.details.outcome])).toEqual([
      ["stored", missing, "not_found"],
      ["stored", live.sha256, "ok"],
      ["registry", live.sha256, "ok"],
    ]);

    // Bad input changes nothing: a malformed hash does not reach the audit trail.
    await expect(service()({ actor, regcode, reason: "profile", snapshot: "ABC" })).rejects.toMatchObject({
      code: "bad_request",
      message: "“ABC” does not name a stored copy: that is the SHA-256 of the record, 64 characters 0–9 and a–f.",
    });
    expect(await listAuditEvents(database(), { regcode }, 10)).toHaveLength(3);
    expect(await listRetrievals(database(), regcode)).toHaveLength(1);
  });

  it("asks the registry again for a fresh lookup of a cached number, keeping it and its extra audit details", async () => {
    const regcode = parseRegcode(demoRegcodes.cycle[2] ?? "");
    const lookup = service();
    await lookup({ actor, regcode, reason: "profile" });
    const checked = await lookup({
      actor,
      regcode,
      reason: "monitor",
      fresh: true,
      background: true,
      details: { watchlistId: "wl-1" },
    });
    expect(checked.fromCache).toBe(false);
    // The fresh answer replaced the cached one: the next ordinary lookup is a hit.
    expect((await lookup({ actor, regcode, reason: "profile" })).fromCache).toBe(true);
    expect(await listRetrievals(database(), regcode)).toHaveLength(2);
    const [, monitor] = await listAuditEvents(database(), { regcode }, 10);
    expect(monitor?.details).toMatchObject({ regcode, reason: "monitor", source: "registry", watchlistId: "wl-1" });
  });

  it("answers the profile with the record a check just read when it changed, not the one cached before", async () => {
    const regcode = parseRegcode(demoRegcodes.amber);
    const lookup = service();
    const before = await lookup({ actor, regcode, reason: "profile" });
    await fetch(demo.url + DEMO_ADVANCE_PREFIX + regcode, { method: "POST" });
    // "Check now": a fresh lookup reads the changed record and keeps it.
    const checked = await lookup({ actor, regcode, reason: "monitor", fresh: true });
    expect(checked.sha256).not.toBe(before.sha256);
    // The profile shown after it reads that very retrieval from the cache: no registry call, no older copy.
    const shown = await lookup({ actor, regcode, reason: "profile" });
    expect(shown).toMatchObject({ fromCache: true, sha256: checked.sha256, retrievedAt: checked.retrievedAt });
  });

  it("writes nothing for a number that is not a registration number, should one get past the type", async () => {
    const before = await listAuditEvents(database(), {}, 100);
    // Callers parse numbers first (Regcode); the registry client refuses one that was only cast.
    const error = await service()({ actor, regcode: "12345" as Regcode, reason: "api" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "invalid_regcode" });
    expect(await listAuditEvents(database(), {}, 100)).toEqual(before);
  });
});
