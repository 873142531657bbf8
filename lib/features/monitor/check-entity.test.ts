import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listAlerts } from "@/lib/features/alerts/alert-store";
import { alertSummary } from "@/lib/features/alerts/alert-summary";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import { MemoryLruStore } from "@/lib/platform/cache/memory-lru-store";
import { alerts, monitoredEntities, watchlists, watchlistShares } from "@/lib/platform/db/schema/watchlists";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import { seedUsers } from "@/dev/testing/seed-users";
import { demoCredentials } from "@/dev/demo-registry/credentials";
import { demoRegcodes } from "@/dev/demo-registry/dataset";
import { faultRegcodes } from "@/dev/demo-registry/fault-regcodes";
import {
  DEMO_ADVANCE_PREFIX,
  type DemoRegistry,
  startDemoRegistry,
} from "@/dev/demo-registry/server/start-demo-registry";
import { createLookupService } from "@/lib/domain/lookup/lookup-service";
import { cachedLegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { parseRegistryConfig } from "@/lib/registry/client/registry-config";
import { createRegistryClient } from "@/lib/registry/client/registry-client";
import { parseRegcode } from "@/lib/registry/regcode/parse-regcode";
import { addToWatchlist, listWatchlists, removeFromWatchlist } from "@/lib/features/watchlists/watchlist-store";
import { checkEntity } from "./check-entity";
import { MONITOR_ACTOR } from "./monitor-actor";

const DAY = 24 * 3600_000;
const now = new Date("2026-11-24T10:00:00Z");

forEachDatabase("watchlists and checks", (database) => {
  // A registry of the suite's own: the suite advances its records.
  let demo: DemoRegistry;
  beforeAll(async () => {
    demo = await startDemoRegistry({ port: 0 });
  });
  afterAll(() => demo.close());

  /** The id of the user's own list (each has one here). */
  const ownList = async (userId: string) => (await listWatchlists(database(), userId)).find((l) => l.ownedByYou)!.id;

  // The credential the app queries with: an operator may change it between two checks.
  let credential: { apiKey: string; secret: string } = demoCredentials.personal;
  const registry = () =>
    createRegistryClient(
      parseRegistryConfig({
        REGISTRY_BASE_URL: demo.url,
        REGISTRY_API_KEY: credential.apiKey,
        REGISTRY_API_SECRET: credential.secret,
      }),
    );
  // Made once the demo registry has started.
  let lookupLegalEntity: ReturnType<typeof cachedLegalLookup> | undefined;
  const lookup = createLookupService({
    db: async () => database(),
    lookupLegalEntity: (regcode, options) => {
      lookupLegalEntity ??= cachedLegalLookup(registry(), {
        records: new MemoryLruStore({ maxEntries: 10, maxSize: 1e8 }),
        ttlMs: 60_000,
        notFound: new MemoryLruStore({ maxEntries: 10, maxSize: 10 }),
        notFoundTtlMs: 60_000,
      });
      return lookupLegalEntity(regcode, options);
    },
    credentialName: async () => "Demo — personal details",
  });
  const advance = (regcode: string) => fetch(demo.url + DEMO_ADVANCE_PREFIX + regcode, { method: "POST" });
  const deps = { db: async () => database(), lookup, intervalMs: DAY, now: () => now };
  const check = (regcode: string) => checkEntity(deps, regcode, { actor: MONITOR_ACTOR, background: true });

  beforeAll(async () => {
    await seedUsers(database(), "ieva", "juris", "anna");
  });

  it("adds numbers to the user's own list, made on first use, refusing bad input and changing nothing", async () => {
    const first = await addToWatchlist(database(), "u-ieva", { regcode: demoRegcodes.amber }, now, DAY, "en");
    expect(first.added).toBe(true);
    expect((await addToWatchlist(database(), "u-ieva", { regcode: demoRegcodes.amber }, now, DAY, "en")).added).toBe(
      false,
    );
    await addToWatchlist(database(), "u-ieva", { regcode: demoRegcodes.sanctioned, list: first.list }, now, DAY, "en");
    await expect(addToWatchlist(database(), "u-ieva", { regcode: "123" }, now, DAY, "en")).rejects.toMatchObject({
      code: "invalid_regcode",
    });
    await expect(
      addToWatchlist(database(), "u-ieva", { regcode: demoRegcodes.amber, list: 999 }, now, DAY, "en"),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    // Juris cannot see Ieva's private list, nor add to it.
    await expect(
      addToWatchlist(database(), "u-juris", { regcode: demoRegcodes.amber, list: first.list }, now, DAY, "en"),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    const [mine] = await listWatchlists(database(), "u-ieva");
    expect(mine?.entries.map((e) => e.regcode)).toEqual([demoRegcodes.amber, demoRegcodes.sanctioned].sort());
    expect(mine).toMatchObject({ name: "My watchlist", ownedByYou: true, sharing: "private" });
    expect(await listWatchlists(database(), "u-juris")).toEqual([]);
  });

  it("names a number on its lists from the record last retrieved, before its first check", async () => {
    const regcode = parseRegcode(demoRegcodes.insolvent);
    const seen = await lookup({ actor: { ...MONITOR_ACTOR, userId: "u-ieva" }, regcode, reason: "profile" });
    await addToWatchlist(database(), "u-ieva", { regcode }, now, DAY, "en");
    const [mine] = await listWatchlists(database(), "u-ieva");
    expect(mine?.entries.find((e) => e.regcode === regcode)).toMatchObject({
      name: seen.record.legal_name,
      lastCheckAt: null,
    });
    expect(await removeFromWatchlist(database(), "u-ieva", regcode, await ownList("u-ieva"))).toEqual({ removed: 1 });
  });

  it("raises one alert on all the lists holding a changed number, with its severity, however many checks run", async () => {
    const [ieva] = await listWatchlists(database(), "u-ieva");
    // Juris watches amber on a list shared with Anna by name.
    const juris = await addToWatchlist(database(), "u-juris", { regcode: demoRegcodes.amber }, now, DAY, "en");
    await database().update(watchlists).set({ sharing: "named" }).where(eq(watchlists.id, juris.list));
    await database().insert(watchlistShares).values({ watchlistId: juris.list, userId: "u-anna" });

    expect((await check(demoRegcodes.amber)).outcome).toBe("first");
    expect((await check(demoRegcodes.amber)).outcome).toBe("unchanged");
    expect((await advance(demoRegcodes.amber)).status).toBe(200);
    const [a, b] = await Promise.all([check(demoRegcodes.amber), check(demoRegcodes.amber)]);
    const raised = [...a.alerts, ...b.alerts];
    expect(raised.map((r) => [r.watchlists, r.severity])).toEqual([[[ieva?.id, juris.list], "high"]]);
    expect([a.outcome, b.outcome].sort()).toEqual(["changed", "unchanged"]);
    expect(raised[0] && alertSummary(raised[0].findings, "en")).toBe(
      "Significant: a 50% or larger owner changed. Changed: Officers (1), Members (2), Various notices (1).",
    );

    const [state] = await database()
      .select()
      .from(monitoredEntities)
      .where(eq(monitoredEntities.regcode, demoRegcodes.amber));
    expect(state).toMatchObject({
      lastOutcome: expect.stringMatching(/changed|unchanged/),
      lastChangeAt: now,
      failures: 0,
    });
    expect(state?.nextCheckAt).toEqual(new Date(now.getTime() + DAY));
    const [annaSees] = await listWatchlists(database(), "u-anna");
    expect(annaSees?.entries).toEqual([expect.objectContaining({ regcode: demoRegcodes.amber, openAlerts: 1 })]);

    // Every check is a lookup in the audit trail, for the monitor, stored as evidence.
    const events = await listAuditEvents(database(), { regcode: demoRegcodes.amber }, 10);
    expect(events.filter((e) => e.details.reason === "monitor")).toHaveLength(4);
  });

  it("records a failed check and tries again sooner, keeping the number watched", async () => {
    await addToWatchlist(database(), "u-ieva", { regcode: faultRegcodes.html500.regcode }, now, DAY, "en");
    const failed = await check(faultRegcodes.html500.regcode);
    expect(failed.outcome).not.toBe("first");
    const [state] = await database()
      .select()
      .from(monitoredEntities)
      .where(eq(monitoredEntities.regcode, faultRegcodes.html500.regcode));
    expect(state).toMatchObject({ failures: 1, lastOutcome: failed.outcome });
    expect(state?.nextCheckAt).toEqual(new Date(now.getTime() + 5 * 60_000));
  });

  it("raises no alert when a new credential shows the persons the former one had withheld", async () => {
    const regcode = demoRegcodes.authority;
    await addToWatchlist(database(), "u-anna", { regcode }, now, DAY, "en");
    const switchTo = (next: typeof credential) => {
      credential = next;
      lookupLegalEntity = undefined;
    };
    try {
      switchTo(demoCredentials.standard);
      expect((await check(regcode)).outcome).toBe("first");
    } finally {
      switchTo(demoCredentials.personal);
    }
    const after = await check(regcode);
    expect(after).toMatchObject({ outcome: "unchanged", alerts: [] });
    expect(await database().select().from(alerts).where(eq(alerts.regcode, regcode))).toEqual([]);
  });

  it("stops checking a number once no list holds it", async () => {
    expect(
      await removeFromWatchlist(
        database(),
        "u-ieva",
        parseRegcode(faultRegcodes.html500.regcode),
        await ownList("u-ieva"),
      ),
    ).toEqual({
      removed: 1,
    });
    await expect(check(faultRegcodes.html500.regcode)).rejects.toMatchObject({ code: "not_found" });
    expect(await database().select().from(alerts).where(eq(alerts.regcode, faultRegcodes.html500.regcode))).toEqual([]);
  });

  it("keeps naming an alert's entity once no list watches it any more", async () => {
    const amber = parseRegcode(demoRegcodes.amber);
    const name = (await lookup({ actor: MONITOR_ACTOR, regcode: amber, reason: "profile" })).record.legal_name;
    for (const userId of ["u-ieva", "u-juris"])
      expect(await removeFromWatchlist(database(), userId, amber, await ownList(userId))).toEqual({
        removed: 1,
      });
    expect(
      await database().select().from(monitoredEntities).where(eq(monitoredEntities.regcode, demoRegcodes.amber)),
    ).toEqual([]);
    const open = await listAlerts(database(), "u-juris", "open", "en");
    expect(open.map((a) => [a.regcode, a.name])).toEqual([[demoRegcodes.amber, name]]);
  });
});
