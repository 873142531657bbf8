import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { user } from "@/lib/platform/db/schema/auth";
import {
  alerts,
  monitoredEntities,
  structureRecords,
  watchedDeterminations,
  watchlists,
} from "@/lib/platform/db/schema/watchlists";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { freeRegcodes } from "@/dev/testing/ownership-records";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { type DemoRegistry, startDemoRegistry } from "@/dev/demo-registry/server/start-demo-registry";
import { type EntitySpec, entity, person, record } from "@/lib/domain/ownership/ownership-fixtures";
import type { OwnershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { createLookupService } from "@/lib/domain/lookup/lookup-service";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { createWatchlist } from "@/lib/features/watchlists/own-watchlists";
import { addToWatchlist, removeFromWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { parseOwnershipConfig } from "@/lib/features/ownership/ownership-config";
import { checkEntity } from "./check-entity";
import { MONITOR_ACTOR } from "./monitor-actor";
import { checkWithStructure, runMonitorRound } from "./monitor-round";
import { structureOf } from "./structure-watch";

const DAY = 24 * 3600_000;

/*
 * W1 ← A1 (100%) ← A2 (100%) ← T3 (100%), T3 held by two people: T3 is three layers above W1. W2 holds 60% of
 * its shares through A1 too, and 50 more entities (S…) are wholly A1's. Records are built once per version
 * (ids make each build's bytes differ) and served by the demo registry, which is started afresh to change them.
 */
const [W1, W2, W3, A1, A2, T3, ...S] = freeRegcodes(56, 40_009_700_000);
const rec = (regcode: string, spec: EntitySpec) => record(regcode, spec) as unknown as DemoRecord;
const ANNA = person("Anna Kalniņa");
const PETERIS = person("Pēteris Bērziņš");
const BORIS = person("Boriss Sankcijs");
const base = new Map<string, DemoRecord>([
  [W1, rec(W1, { members: [{ holder: entity(A1), percent: 100 }] })],
  [
    W2,
    rec(W2, {
      members: [
        { holder: entity(A1), percent: 60 },
        { holder: person("Lauma Ozola"), percent: 40 },
      ],
    }),
  ],
  [W3, rec(W3, { members: [{ holder: entity(A1), percent: 100 }] })],
  [A1, rec(A1, { members: [{ holder: entity(A2), percent: 100 }] })],
  [A2, rec(A2, { members: [{ holder: entity(T3), percent: 100 }] })],
  [
    T3,
    rec(T3, {
      members: [
        { holder: ANNA, percent: 60 },
        { holder: PETERIS, percent: 40 },
      ],
    }),
  ],
  ...S.map((regcode) => [regcode, rec(regcode, { members: [{ holder: entity(A1), percent: 100 }] })] as const),
]);
// Pēteris's 40% passes to a party the record names among its sanctioned ones.
const T3_SANCTIONED = rec(T3, {
  members: [
    { holder: ANNA, percent: 60 },
    { holder: BORIS, percent: 40 },
  ],
  sanctionedRelated: [BORIS],
});
// The same owners, and a board member more: nothing that bears on who owns or controls anyone below.
const T3_NEW_OFFICER = rec(T3, {
  members: [
    { holder: ANNA, percent: 60 },
    { holder: BORIS, percent: 40 },
  ],
  sanctionedRelated: [BORIS],
  officers: [{ party: person("Ilze Valde"), position: "BOARD_MEMBER" }],
});

// W2's own record: Lauma's 40% passes to A1, whose chain now brings Boriss to 40% of W2.
const W2_THROUGH_A1 = rec(W2, { members: [{ holder: entity(A1), percent: 100 }] });

// A2 with a board member more: no effect on anyone below.
const A2_NEW_OFFICER = rec(A2, {
  members: [{ holder: entity(T3), percent: 100 }],
  officers: [{ party: person("Jānis Valde"), position: "BOARD_MEMBER" }],
});

forEachDatabase("the structure watch", (database) => {
  let demo: DemoRegistry | undefined;
  let clock = new Date("2026-11-24T10:00:00Z");
  let lookupLegalEntity: ReturnType<typeof cachedLegalLookup> | undefined;
  /** Serves these records from now on (a registry of the suite's own, started afresh). */
  async function serve(records: Map<string, DemoRecord>) {
    await demo?.close();
    demo = await startDemoRegistry({ port: 0, records });
    lookupLegalEntity = undefined;
  }
  afterAll(() => demo?.close());
  const lookup = createLookupService({
    db: async () => database(),
    lookupLegalEntity: (regcode, options) => {
      lookupLegalEntity ??= cachedLegalLookup(
        createRegistryClient(
          parseRegistryConfig({
            REGISTRY_BASE_URL: demo!.url,
            REGISTRY_API_KEY: demoCredentials.personal.apiKey,
            REGISTRY_API_SECRET: demoCredentials.personal.secret,
            REGISTRY_MAX_RPS: "1000",
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
    credentialName: async () => "Demo — personal details",
  });
  const deps = {
    db: async () => database(),
    lookup,
    intervalMs: DAY,
    ownership: parseOwnershipConfig({}),
    now: () => clock,
  };
  const how = { actor: MONITOR_ACTOR, background: true };
  const check = (regcode: string) => checkEntity(deps, regcode, how);
  /** Registry requests for each number since the last call. */
  const fetchedSince = () => {
    const counts = new Map<string, number>();
    for (const { target } of demo!.received) {
      const regcode = target.split("?")[0]!.split("/").pop()!;
      counts.set(regcode, (counts.get(regcode) ?? 0) + 1);
    }
    demo!.clearReceived();
    return counts;
  };
  const alertsOn = (regcode: string) => database().select().from(alerts).where(eq(alerts.regcode, regcode));
  let ievaList = 0;
  let shallowList = 0;

  beforeAll(async () => {
    await serve(base);
    await database()
      .insert(user)
      .values([
        { id: "u-ieva", name: "Ieva", email: "ieva@example.lv" },
        { id: "u-juris", name: "Juris", email: "juris@example.lv" },
      ]);
    ievaList = (await createWatchlist(database(), "u-ieva", "Clients")).id;
    shallowList = (await createWatchlist(database(), "u-juris", "Direct owners")).id;
    await database().update(watchlists).set({ depth: 1 }).where(eq(watchlists.id, shallowList));
  });

  it("reads a watched entity's structure on its first check, to its lists' depth, raising nothing", async () => {
    for (const regcode of [W1, W2])
      await addToWatchlist(database(), "u-ieva", { regcode, list: ievaList }, clock, DAY, "en");
    await addToWatchlist(database(), "u-juris", { regcode: W3, list: shallowList }, clock, DAY, "en");
    for (const regcode of [W1, W2, W3]) expect(await check(regcode)).toMatchObject({ outcome: "first", alerts: [] });

    expect(await structureOf(database(), W1)).toEqual([W1, A1, A2, T3]);
    expect(await structureOf(database(), W2)).toEqual([W2, A1, A2, T3]);
    // A list of one layer watches the entity and its direct owners only.
    expect(await structureOf(database(), W3)).toEqual([W3, A1]);
    const monitored = await database().select().from(monitoredEntities);
    expect(monitored.map((m) => m.regcode).sort()).toEqual([W1, W2, W3, A1, A2, T3].sort());
    // Each upstream record was looked up once, however many structures read it, and is last seen as read.
    expect(monitored.every((m) => m.lastSha256 !== null)).toBe(true);
    expect(fetchedSince()).toEqual(new Map([W1, W2, W3, A1, A2, T3].map((regcode) => [regcode, 1])));
    expect(await database().select().from(alerts)).toEqual([]);
  });

  it("raises one alert on each watched entity a change three layers up affects, with its effect", async () => {
    await serve(new Map([...base, [T3, T3_SANCTIONED]]));
    const before = (await database().select().from(monitoredEntities).where(eq(monitoredEntities.regcode, T3)))[0]!;
    // Two checks at once: one moves the record's last-seen retrieval, and only it raises.
    const [a, b] = await Promise.all([check(T3), check(T3)]);
    const raised = [...a.alerts, ...b.alerts];
    expect(raised.map((alert) => [alert.regcode, alert.severity]).sort()).toEqual(
      [
        [W1, "high"],
        [W2, "high"],
      ].sort(),
    );

    for (const regcode of [W1, W2]) {
      const [alert, more] = await alertsOn(regcode);
      expect(more).toBeUndefined();
      const effect = alert!.effect as OwnershipEffect;
      expect(effect.effects).toContain("sanctioned-party-added");
      expect(effect.severity).toBe("high");
      expect(effect.sanctions.parties).toEqual([
        expect.objectContaining({ name: "Boriss Sankcijs", before: null, after: expect.any(Object) }),
      ]);
      const after = (await database().select().from(monitoredEntities).where(eq(monitoredEntities.regcode, T3)))[0]!;
      expect(effect.records).toEqual([
        expect.objectContaining({
          regcode: T3,
          depth: 3,
          before: expect.objectContaining({ sha256: before.lastSha256 }),
          after: expect.objectContaining({ sha256: after.lastSha256 }),
        }),
      ]);
    }
    // W1 holds all of it through the chain: Boriss is now a beneficial owner of 40%.
    const w1 = (await alertsOn(W1))[0]!.effect as OwnershipEffect;
    expect(w1.effects).toEqual(
      expect.arrayContaining(["sanctioned-party-added", "beneficial-owner-added", "risk-high"]),
    );
    // W3's list watches one layer: T3 is not in its structure.
    expect(await alertsOn(W3)).toEqual([]);
    // The lists show a change on the entities alerted, though their own records stayed as they were.
    const watched = await database()
      .select({ regcode: monitoredEntities.regcode, lastChangeAt: monitoredEntities.lastChangeAt })
      .from(monitoredEntities)
      .where(inArray(monitoredEntities.regcode, [W1, W2, W3]));
    expect(Object.fromEntries(watched.map((row) => [row.regcode, row.lastChangeAt !== null]))).toEqual({
      [W1]: true,
      [W2]: true,
      [W3]: false,
    });
  });

  it("raises nothing when an upstream change affects no watched entity", async () => {
    await serve(new Map([...base, [T3, T3_NEW_OFFICER]]));
    const result = await check(T3);
    expect(result).toMatchObject({ outcome: "changed", moved: true, alerts: [] });
    for (const regcode of [W1, W2]) expect(await alertsOn(regcode)).toHaveLength(1);
    // The determinations now read the new retrieval: the next change is compared with it.
    const [seen] = await database().select().from(monitoredEntities).where(eq(monitoredEntities.regcode, T3));
    const [kept] = await database().select().from(watchedDeterminations).where(eq(watchedDeterminations.regcode, W1));
    expect((kept!.determination as { records: Array<{ regcode: string; sha256: string }> }).records).toContainEqual(
      expect.objectContaining({ regcode: T3, sha256: seen!.lastSha256 }),
    );
  });

  it("raises a watched entity's own change and its effect as one alert, as grave as the graver", async () => {
    await serve(new Map([...base, [T3, T3_NEW_OFFICER], [W2, W2_THROUGH_A1]]));
    const result = await check(W2);
    expect(result).toMatchObject({ outcome: "changed", alerts: [expect.objectContaining({ severity: "high" })] });
    const [, own, more] = await alertsOn(W2);
    expect(more).toBeUndefined();
    // Its own fields say members changed (medium); the effect says a sanctioned party now owns 40% (high).
    expect(own!.findings).toMatchObject({
      majorityOwnerChanged: false,
      sections: expect.arrayContaining([expect.objectContaining({ section: "members" })]),
    });
    const effect = own!.effect as OwnershipEffect;
    expect(effect.effects).toEqual(expect.arrayContaining(["sanctioned-owner-gained", "beneficial-owner-removed"]));
    expect(effect.records).toEqual([
      expect.objectContaining({
        regcode: W2,
        depth: 0,
        before: expect.objectContaining({ sha256: own!.fromSha256 }),
        after: expect.objectContaining({ sha256: own!.toSha256 }),
      }),
    ]);
  });

  it("raises each effect once when records of one structure change and are checked at once", async () => {
    // A2 gains a board member (nothing for anyone below) while T3 goes back to its first owners (Boriss leaves).
    await serve(new Map([...base, [W2, W2_THROUGH_A1], [A2, A2_NEW_OFFICER]]));
    const counts = { [W1]: (await alertsOn(W1)).length, [W2]: (await alertsOn(W2)).length };
    const results = await Promise.all([check(A2), check(T3)]);
    expect(results.map((r) => r.moved)).toEqual([true, true]);
    for (const regcode of [W1, W2]) {
      const raised = await alertsOn(regcode);
      // Whichever recomputation came first, Boriss's leaving is raised once, and nothing twice.
      expect(raised).toHaveLength(counts[regcode]! + 1);
      const effect = raised.at(-1)!.effect as OwnershipEffect;
      expect(effect.effects).toContain("sanctioned-party-removed");
      expect(effect.records.map((r) => r.regcode)).toContain(T3);
    }
  });

  it("fetches each record once per round, however many watched entities share it", async () => {
    for (const regcode of S) await addToWatchlist(database(), "u-ieva", { regcode, list: ievaList }, clock, DAY, "en");
    fetchedSince();
    // A round once everything is due: the new entities' first checks read their structure from stored evidence.
    clock = new Date(clock.getTime() + DAY + 1);
    const first = await runMonitorRound(deps, { concurrency: 8 });
    expect(first).toHaveLength(6 + S.length);
    const counted = fetchedSince();
    expect([...counted.keys()].sort()).toEqual([W1, W2, W3, A1, A2, T3, ...S].sort());
    expect([...counted.values()].every((n) => n === 1)).toBe(true);
    for (const regcode of S) expect(await structureOf(database(), regcode)).toEqual([regcode, A1, A2, T3]);

    clock = new Date(clock.getTime() + DAY + 1);
    await runMonitorRound(deps, { concurrency: 8 });
    expect([...fetchedSince().values()]).toEqual(Array(6 + S.length).fill(1));
  });

  it("follows the deepest list holding an entity, and checks its whole structure on Check now", async () => {
    await addToWatchlist(database(), "u-ieva", { regcode: W3, list: ievaList }, clock, DAY, "en");
    fetchedSince();
    const now = await checkWithStructure(deps, W3, { actor: MONITOR_ACTOR, background: false });
    // The structure it knew (itself and A1) was checked; the deeper records it now reads are last seen as read.
    expect(now).toMatchObject({ outcome: "unchanged", recordsChecked: 2, recordsChanged: 0, alerts: [] });
    expect(await structureOf(database(), W3)).toEqual([W3, A1, A2, T3]);
    const again = await checkWithStructure(deps, W3, { actor: MONITOR_ACTOR, background: false });
    expect(again).toMatchObject({ recordsChecked: 4, recordsChanged: 0 });
    expect(fetchedSince()).toEqual(
      new Map([
        [W3, 2],
        [A1, 2],
        [A2, 1],
        [T3, 1],
      ]),
    );
  });

  it("cleans up the structure of an entity that leaves every list, keeping what others still read", async () => {
    await removeFromWatchlist(database(), "u-ieva", parseRegcode(W1), ievaList);
    expect(await structureOf(database(), W1)).toEqual([]);
    const left = await database()
      .select()
      .from(monitoredEntities)
      .where(inArray(monitoredEntities.regcode, [W1, A1]));
    expect(left.map((row) => row.regcode)).toEqual([A1]);

    // On another list still: W3 keeps its structure, to that list's depth once checked again.
    await removeFromWatchlist(database(), "u-ieva", parseRegcode(W3), ievaList);
    await check(W3);
    expect(await structureOf(database(), W3)).toEqual([W3, A1]);

    for (const regcode of [W2, ...S]) await removeFromWatchlist(database(), "u-ieva", parseRegcode(regcode), ievaList);
    await removeFromWatchlist(database(), "u-juris", parseRegcode(W3), shallowList);
    expect(await database().select().from(structureRecords)).toEqual([]);
    expect(await database().select().from(watchedDeterminations)).toEqual([]);
    expect(await database().select().from(monitoredEntities)).toEqual([]);
  });
});
