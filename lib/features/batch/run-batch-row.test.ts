import { afterAll, beforeAll, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { user } from "@/lib/platform/db/schema/auth";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { createLookupService } from "@/lib/domain/lookup/lookup-service";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { batchResults, cancelBatch, createBatch, getBatch, pendingNumbers, retryFailedRows } from "./batch-store";
import { parseCsvList, parsePastedList } from "./parse-batch-input";
import { runBatchRow } from "./run-batch-row";

forEachDatabase("running a batch", (database) => {
  let demo: DemoRegistry;
  beforeAll(async () => {
    demo = await startDemoRegistry({ port: 0 });
    await database()
      .insert(user)
      .values([
        { id: "u-ieva", name: "Ieva", email: "ieva@example.lv" },
        { id: "u-juris", name: "Juris", email: "juris@example.lv" },
      ]);
  });
  afterAll(() => demo.close());

  let lookupLegalEntity: ReturnType<typeof cachedLegalLookup> | undefined;
  const deps = {
    db: async () => database(),
    lookup: createLookupService({
      db: async () => database(),
      lookupLegalEntity: (regcode, options) => {
        lookupLegalEntity ??= cachedLegalLookup(
          createRegistryClient(
            parseRegistryConfig({
              REGISTRY_BASE_URL: demo.url,
              REGISTRY_API_KEY: demoCredentials.standard.apiKey,
              REGISTRY_API_SECRET: demoCredentials.standard.secret,
              REGISTRY_MAX_RPS: "500",
            }),
          ),
          {
            records: new MemoryLruStore({ maxEntries: 100, maxSize: 1e9 }),
            ttlMs: 60_000,
            notFound: new MemoryLruStore({ maxEntries: 100, maxSize: 100 }),
            notFoundTtlMs: 60_000,
          },
        );
        return lookupLegalEntity(regcode, options);
      },
      credentialName: async () => "Demo — standard access",
    }),
  };

  it("looks every number up once, as the owner for the batch's purpose, reporting each outcome and finishing", async () => {
    const input = parsePastedList(
      [
        demoRegcodes.sanctioned,
        demoRegcodes.insolvent,
        "40000000001",
        faultRegcodes.html500.regcode,
        demoRegcodes.sanctioned,
      ].join("\n"),
      100,
      "en",
    );
    const id = await createBatch(database(), "u-ieva", {
      name: "Supplier review 2026",
      input,
      inputSha256: "0".repeat(64),
    });
    expect(await pendingNumbers(database(), id)).toEqual(input.numbers);
    for (const regcode of input.numbers) await runBatchRow(deps, id, regcode);
    // Run again, as a retried job would: nothing is looked up twice.
    for (const regcode of input.numbers) await runBatchRow(deps, id, regcode);

    const { rows } = await batchResults(database(), "u-ieva", id);
    expect(rows.map((r) => [r.regcode, r.state, r.outcome, r.error])).toEqual([
      [demoRegcodes.sanctioned, "done", "found", null],
      [demoRegcodes.insolvent, "done", "found", null],
      ["40000000001", "done", "not_found", null],
      [faultRegcodes.html500.regcode, "failed", "error", "upstream_failure"],
    ]);
    expect(rows[0]?.flags).toMatchObject({
      sanctionsEntity: true,
      sanctionedOwnership: true,
      insolvencyOrLiquidation: false,
    });
    expect(rows[1]?.flags).toMatchObject({ insolvencyOrLiquidation: true, sanctionsEntity: false });
    // Ranked by the risk model on the record alone; the rows without a record follow in the list's order.
    expect(rows.map((r) => [r.regcode, r.risk?.level ?? null, r.risk?.points ?? null])).toEqual([
      [demoRegcodes.sanctioned, "high", 160],
      [demoRegcodes.insolvent, "medium", 55],
      ["40000000001", null, null],
      [faultRegcodes.html500.regcode, null, null],
    ]);
    expect(rows[0]?.risk).toMatchObject({
      forcedBy: "entity-sanctions",
      ownership: "not-assessed",
      sanctions: expect.arrayContaining([{ list: "EU", program: "RUSSIA_TERRITORIAL_INTEGRITY" }]),
    });
    const batch = await getBatch(database(), "u-ieva", id);
    expect(batch).toMatchObject({
      status: "done",
      counts: { total: 4, done: 3, failed: 1, found: 2, notFound: 1, flagged: 2 },
    });

    const lookups = (await listAuditEvents(database(), { event: "lookup" }, 100)).filter(
      (e) => e.details.batchId === id,
    );
    expect(lookups).toHaveLength(4);
    expect(lookups[0]).toMatchObject({
      userId: "u-ieva",
      details: { reason: "batch", purpose: "Supplier review 2026" },
    });

    // Others see nothing of it; only its owner may retry it.
    await expect(getBatch(database(), "u-juris", id)).rejects.toMatchObject({ code: "not_found" });
    expect(await retryFailedRows(database(), "u-ieva", id)).toEqual([faultRegcodes.html500.regcode]);
    expect((await getBatch(database(), "u-ieva", id)).status).toBe("running");
    await runBatchRow(deps, id, faultRegcodes.html500.regcode);
    expect((await getBatch(database(), "u-ieva", id)).status).toBe("done");
  });

  it("ranks rows by risk, not by withheld persons, and carries each customer reference through", async () => {
    const input = parseCsvList(
      [
        "customer_id,regcode",
        `K-1,${demoRegcodes.amber}`,
        `K-2,${demoRegcodes.suspended}`,
        `K-3,${demoRegcodes.sanctioned}`,
      ].join("\n"),
      10,
      "en",
    );
    const id = await createBatch(database(), "u-ieva", { name: "Ranked by risk", input, inputSha256: "3".repeat(64) });
    for (const regcode of input.numbers) await runBatchRow(deps, id, regcode);
    const { batch, rows } = await batchResults(database(), "u-ieva", id);
    expect(rows.map((r) => [r.customerId, r.regcode, r.risk?.level])).toEqual([
      ["K-3", demoRegcodes.sanctioned, "high"],
      ["K-2", demoRegcodes.suspended, "medium"],
      ["K-1", demoRegcodes.amber, "low"],
    ]);
    // The standard credential withholds persons on every record: that alone flags nothing.
    expect(rows.every((r) => r.flags && (r.flags as Record<string, boolean>).withheldPersons)).toBe(true);
    expect(batch.counts.flagged).toBe(2);
  });

  it("never sends the rows of a cancelled batch", async () => {
    const input = parsePastedList(`${demoRegcodes.amber}\n${demoRegcodes.excluded}`, 10, "en");
    const id = await createBatch(database(), "u-ieva", { name: "Cancelled one", input, inputSha256: "1".repeat(64) });
    await runBatchRow(deps, id, demoRegcodes.amber);
    await cancelBatch(database(), "u-ieva", id, new Date());
    const before = demo.counters.requests;
    await runBatchRow(deps, id, demoRegcodes.excluded);
    expect(demo.counters.requests).toBe(before);
    expect((await batchResults(database(), "u-ieva", id)).rows.map((r) => r.state)).toEqual(["done", "cancelled"]);
    await expect(cancelBatch(database(), "u-ieva", id, new Date())).rejects.toMatchObject({ code: "conflict" });
  });

  it("records what came back for a row whose batch was cancelled while it was being looked up", async () => {
    const input = parsePastedList(`${demoRegcodes.insolvent}\n${demoRegcodes.authority}`, 10, "en");
    const id = await createBatch(database(), "u-ieva", {
      name: "Cancelled midway",
      input,
      inputSha256: "2".repeat(64),
    });
    // The owner confirms while the first row's lookup is under way.
    const cancelledMidway = {
      ...deps,
      lookup: async (request: Parameters<typeof deps.lookup>[0]) => {
        const looked = await deps.lookup(request);
        await cancelBatch(database(), "u-ieva", id, new Date());
        return looked;
      },
    };
    await runBatchRow(cancelledMidway, id, demoRegcodes.insolvent);
    const { batch, rows } = await batchResults(database(), "u-ieva", id);
    expect(batch.status).toBe("cancelled");
    expect(rows.map((r) => [r.state, r.outcome])).toEqual([
      ["done", "found"],
      ["cancelled", null],
    ]);
  });
});
