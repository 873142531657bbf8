import { expect, it } from "vitest";
import { forEachDatabase } from "@/dev/testing/for-each-database";
import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { freeRegcodes, ownershipRecords } from "@/dev/testing/ownership-records";
import { statePurpose } from "@/lib/domain/access/access-purposes";
import type { AuditActor } from "@/lib/domain/audit/audit-actor";
import { listAuditEvents } from "@/lib/domain/audit/list-audit-events";
import type { LookupRequest } from "@/lib/domain/lookup/lookup-service";
import type { OwnershipDetermination } from "@/lib/domain/ownership/ownership-types";
import type { Viewer } from "@/lib/domain/viewer/viewer";
import type { Database } from "@/lib/platform/db/database";
import { session, user } from "@/lib/platform/db/schema/auth";
import type { LegalLookup } from "@/lib/registry/client/cached-legal-lookup";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { createOwnershipDeterminations, type OwnershipComputation } from "./ownership-determinations";

const PERSON = { forename: "Anna", surname: "Kalna" };
const actorOf = (userId: string): AuditActor => ({
  userId,
  userEmail: `${userId}@example.lv`,
  clientAddress: "192.0.2.10",
  userAgent: "test",
  requestId: `req-${userId}`,
});
const viewerOf = (userId: string, roles: Viewer["roles"]): Viewer => ({
  userId,
  sessionId: `s-${userId}`,
  email: `${userId}@example.lv`,
  name: userId,
  roles,
});

/**
 * A stand-in for the domain's computation: it lists what the resolver read and says who it withheld, so
 * these tests prove the wiring (joining, waiting, keeping, the gate, the audit) whatever the computation says.
 */
const computation: OwnershipComputation = {
  ruleOn: () => ({ threshold: 25, inclusive: false, source: "date" }),
  determine(structure, { at, rule }) {
    return {
      regcode: structure.root,
      name: null,
      determinedAt: at.toISOString(),
      rule,
      complete: structure.stops.size === 0,
      owners: [],
      discrepancies: [],
      unresolved: [],
      records: [...structure.records].map(([regcode, r]) => ({
        regcode,
        name: r.record.legal_name,
        sha256: r.sha256,
        retrievedAt: r.retrievedAt,
        depth: r.depth,
      })),
      seniorManagingOfficials: [],
      sanctions: { holders: [], aggregate: { min: 0, max: 0 }, restricted: false },
      complexStructure: { complex: false, layers: 0, conditions: [] },
      loopShare: { min: 0, max: 0 },
    } satisfies OwnershipDetermination;
  },
  withhold: (determination) => ({ ...determination, name: "(withheld)" }),
};

/** The lookup path over built records; `gate` holds every lookup until it is opened. */
function lookupOver(records: ReadonlyMap<string, DemoRecord>) {
  const requests: LookupRequest[] = [];
  let open: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const lookup = async (request: LookupRequest): Promise<LegalLookup> => {
    requests.push(request);
    await gate;
    const record = records.get(request.regcode);
    if (!record) throw registryErrors.notFound(request.regcode);
    const body = JSON.stringify(record);
    return {
      record: legalEntitySchema.parse(record),
      body,
      sha256: `sha-${request.regcode}`,
      retrievedAt: "2026-06-01T08:00:00.000Z",
      path: `/legal-entities/${request.regcode}`,
      url: `http://registry.test/legal-entities/${request.regcode}`,
      drift: [],
      fromCache: false,
    };
  };
  return {
    lookup,
    requests,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

forEachDatabase("ownership determinations", (database) => {
  const [root, parent, missing] = freeRegcodes(3, 40_011_000_000) as Regcode[];
  const records = ownershipRecords([
    {
      regcode: root,
      holders: [
        { regcode: parent, percent: 70 },
        { regcode: missing, percent: 30 },
      ],
    },
    { regcode: parent, holders: [{ person: PERSON, percent: 100 }] },
  ]);
  const config = { maxDepth: 6, maxRecords: 200, thresholdRule: null };

  function service(options: { keepMs?: number; requirePurpose?: boolean; now?: () => Date } = {}) {
    const registry = lookupOver(records);
    const ownershipFor = createOwnershipDeterminations({
      db: async () => database(),
      lookup: registry.lookup,
      config,
      keepMs: options.keepMs ?? 60_000,
      requirePurpose: () => options.requirePurpose ?? false,
      now: options.now,
      computation,
    });
    return { ownershipFor, registry };
  }
  const events = async (db: Database) =>
    (await listAuditEvents(db, { event: "ownership-determination" }, 100)).map((e) => [e.userId, e.details]);

  it("reads each record once for requests that come together, as the one who started it, and audits each answer", async () => {
    const { ownershipFor, registry } = service();
    const before = (await events(database())).length;
    const analyst = viewerOf("ilze", ["analyst", "personal-data"]);
    const [first, second] = await Promise.all([
      ownershipFor({ regcode: root, viewer: analyst, actor: actorOf("ilze"), waitMs: 5_000 }),
      ownershipFor({ regcode: root, viewer: viewerOf("juris", ["analyst"]), actor: actorOf("juris"), waitMs: 5_000 }),
    ]);
    expect(registry.requests.map((r) => r.regcode)).toEqual([root, parent, missing]);
    for (const request of registry.requests) {
      expect(request).toMatchObject({
        reason: "ownership",
        background: true,
        actor: { userId: "ilze" },
        details: { ownershipOf: root },
      });
    }
    expect(first).toMatchObject({ state: "ready", determination: { regcode: root, name: null, complete: false } });
    if (first.state !== "ready") throw new Error("not ready");
    expect(first.determination.records.map((r) => [r.regcode, r.depth, r.sha256])).toEqual([
      [root, 0, `sha-${root}`],
      [parent, 1, `sha-${parent}`],
    ]);
    // The viewer without personal-data gets the withheld form; the other the determination itself.
    expect(second).toMatchObject({ state: "ready", determination: { name: "(withheld)" } });
    const newest = await events(database());
    expect(newest.slice(0, newest.length - before).sort()).toEqual(
      [
        [
          "ilze",
          { regcode: root, records: 2, sha256s: [`sha-${root}`, `sha-${parent}`], complete: false, withheld: false },
        ],
        [
          "juris",
          { regcode: root, records: 2, sha256s: [`sha-${root}`, `sha-${parent}`], complete: false, withheld: true },
        ],
      ].sort(),
    );
  });

  it("answers its progress when it cannot wait, goes on meanwhile, and a later request receives it", async () => {
    const { ownershipFor, registry } = service();
    registry.hold();
    const request = { regcode: root, viewer: viewerOf("ilze", ["analyst"]), actor: actorOf("ilze"), waitMs: 20 };
    expect(await ownershipFor(request)).toEqual({
      state: "resolving",
      progress: { recordsRead: 0, queued: 1, depth: 0 },
    });
    registry.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await ownershipFor({ ...request, waitMs: 1_000 })).toMatchObject({ state: "ready" });
    expect(registry.requests).toHaveLength(3);
  });

  it("keeps a finished determination for the record cache's time, then makes it afresh", async () => {
    let time = Date.parse("2026-06-01T10:00:00Z");
    const { ownershipFor, registry } = service({ keepMs: 60_000, now: () => new Date(time) });
    const request = { regcode: root, viewer: viewerOf("ilze", ["analyst"]), actor: actorOf("ilze"), waitMs: 1_000 };
    await ownershipFor(request);
    time += 59_000;
    await ownershipFor(request);
    expect(registry.requests).toHaveLength(3);
    time += 2_000;
    await ownershipFor(request);
    expect(registry.requests).toHaveLength(6);
  });

  it("withholds persons until a purpose is stated for the entity, where one is required", async () => {
    const { ownershipFor } = service({ requirePurpose: true });
    const db = database();
    await db.insert(user).values({ id: "liga", name: "Līga", email: "liga@example.lv" }).onConflictDoNothing();
    await db
      .insert(session)
      .values({
        id: "s-liga",
        token: "t-liga",
        userId: "liga",
        expiresAt: new Date(Date.now() + 3600_000),
        updatedAt: new Date(),
      })
      .onConflictDoNothing();
    const viewer = viewerOf("liga", ["analyst", "personal-data"]);
    const ask = () => ownershipFor({ regcode: root, viewer, actor: actorOf("liga"), waitMs: 1_000 });
    expect(await ask()).toMatchObject({ determination: { name: "(withheld)" } });
    await statePurpose(db, viewer, root, "Customer due diligence");
    expect(await ask()).toMatchObject({ determination: { name: null } });
  });

  it("throws the entity's own failure to every request waiting for it, and keeps nothing of it", async () => {
    const { ownershipFor, registry } = service();
    const [unknown] = freeRegcodes(1, 40_011_500_000) as Regcode[];
    const request = { regcode: unknown, viewer: viewerOf("ilze", ["analyst"]), actor: actorOf("ilze"), waitMs: 1_000 };
    const both = await Promise.allSettled([ownershipFor(request), ownershipFor(request)]);
    expect(both.map((r) => r.status === "rejected" && (r.reason as { code: string }).code)).toEqual([
      "not_found",
      "not_found",
    ]);
    await expect(ownershipFor(request)).rejects.toMatchObject({ code: "not_found" });
    expect(registry.requests).toHaveLength(2);
  });
});
