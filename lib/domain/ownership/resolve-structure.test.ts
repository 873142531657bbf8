import { describe, expect, it } from "vitest";
import {
  freeRegcodes,
  layeredOwnership,
  type OwnershipRecordSpec,
  ownershipRecords,
} from "@/dev/testing/ownership-records";
import type { DemoRecord } from "@/dev/demo-registry/dataset";
import { registryErrors } from "@/lib/registry/client/registry-errors";
import type { Regcode } from "@/lib/registry/regcode/regcode";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { type ResolveProgress, resolveStructure } from "./resolve-structure";

const AT = new Date("2026-06-01T00:00:00Z");
const PERSON = { forename: "Anna", surname: "Kalna" };

/** A fetch over built records, counting calls per number; `fail` names numbers that fail, and how. */
function registryOf(records: ReadonlyMap<string, DemoRecord>, fail: Record<string, Error> = {}) {
  const calls = new Map<string, number>();
  let inFlight = 0;
  let peak = 0;
  const fetch = async (regcode: Regcode) => {
    calls.set(regcode, (calls.get(regcode) ?? 0) + 1);
    inFlight++;
    peak = Math.max(peak, inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (fail[regcode]) throw fail[regcode];
      const record = records.get(regcode);
      if (!record) throw registryErrors.notFound(regcode);
      return { record: legalEntitySchema.parse(record), sha256: `sha-${regcode}`, retrievedAt: AT.toISOString() };
    } finally {
      inFlight--;
    }
  };
  return { fetch, calls, peak: () => peak };
}

const limits = { maxDepth: 6, maxRecords: 200, at: AT };

describe("resolveStructure", () => {
  it("reads a diamond's shared owner once, at the depth it was first reached", async () => {
    // a and b own the root; c owns a and b; d owns b and c: c and d are reached by several paths.
    const [root, a, b, c, d] = freeRegcodes(5);
    const specs: OwnershipRecordSpec[] = [
      {
        regcode: root,
        holders: [
          { regcode: a, percent: 50 },
          { regcode: b, percent: 50 },
        ],
      },
      { regcode: a, holders: [{ regcode: c, percent: 100 }] },
      {
        regcode: b,
        holders: [
          { regcode: c, percent: 60 },
          { regcode: d, percent: 40 },
        ],
      },
      { regcode: c, holders: [{ regcode: d, percent: 100 }] },
      { regcode: d, holders: [{ person: PERSON, percent: 100 }] },
    ];
    const registry = registryOf(ownershipRecords(specs));
    const structure = await resolveStructure(root as Regcode, registry.fetch, limits);
    expect([...registry.calls.values()]).toEqual([1, 1, 1, 1, 1]);
    expect([...structure.records].map(([regcode, r]) => [regcode, r.depth])).toEqual([
      [root, 0],
      [a, 1],
      [b, 1],
      [c, 2],
      [d, 2],
    ]);
    expect(structure.records.get(c)).toMatchObject({ sha256: `sha-${c}`, retrievedAt: AT.toISOString() });
    expect(structure.records.get(c)?.record.registration_number).toBe(c);
    expect(structure.stops.size).toBe(0);
    expect(structure.root).toBe(root);
  });

  it("follows dominant entities of current decisive-influence notices, and skips former members", async () => {
    const [root, parent, former, dominant] = freeRegcodes(4, 40_009_600_000);
    const specs: OwnershipRecordSpec[] = [
      {
        regcode: root,
        holders: [
          { regcode: parent, percent: 100 },
          { regcode: former, percent: 100, dateTo: "2024-01-01T00:00:00Z" },
        ],
        dominant: [dominant],
      },
      { regcode: parent, holders: [{ person: PERSON, percent: 100 }] },
      { regcode: dominant, holders: [{ person: PERSON, percent: 100 }] },
    ];
    const registry = registryOf(ownershipRecords(specs));
    const structure = await resolveStructure(root as Regcode, registry.fetch, limits);
    expect([...structure.records.keys()].sort()).toEqual([root, parent, dominant].sort());
    expect(registry.calls.has(former)).toBe(false);
  });

  it("stops owners beyond the depth limit as depth-limit, without fetching them", async () => {
    const built = layeredOwnership([1, 1, 1, 1, 1], 40_009_700_000);
    const byDepth = [...built.depths].sort((x, y) => x[1] - y[1]).map(([regcode]) => regcode);
    const registry = registryOf(built.records);
    const structure = await resolveStructure(built.root as Regcode, registry.fetch, { ...limits, maxDepth: 2 });
    expect([...structure.records.keys()]).toEqual(byDepth.slice(0, 3));
    expect([...structure.stops]).toEqual([[byDepth[3], "depth-limit"]]);
    expect(registry.calls.has(byDepth[3])).toBe(false);
    expect(registry.calls.has(byDepth[4])).toBe(false);
  });

  it("fetches at most maxRecords numbers, the entity's own included, and stops the rest as record-limit", async () => {
    const built = layeredOwnership([1, 2, 4, 4], 40_009_800_000);
    const registry = registryOf(built.records);
    const structure = await resolveStructure(built.root as Regcode, registry.fetch, { ...limits, maxRecords: 5 });
    expect(registry.calls.size).toBe(5);
    expect(structure.records.size).toBe(5);
    // Breadth first: the root and its two owners are read before the third layer is cut.
    const readDepths = [...structure.records.values()].map((r) => r.depth);
    expect(readDepths).toEqual([0, 1, 1, 2, 2]);
    // Two of the second layer's four, and the three owners the two read there name in the third.
    expect([...structure.stops.values()]).toEqual(Array(5).fill("record-limit"));
    for (const regcode of structure.stops.keys()) expect(registry.calls.has(regcode)).toBe(false);
  });

  it("turns an owner's failure into a stop (not-found or registry-error) and goes on with the rest", async () => {
    const [root, missing, broken, fine] = freeRegcodes(4, 40_009_900_000);
    const records = ownershipRecords([
      {
        regcode: root,
        holders: [
          { regcode: missing, percent: 30 },
          { regcode: broken, percent: 30 },
          { regcode: fine, percent: 40 },
        ],
      },
      { regcode: broken, holders: [{ person: PERSON, percent: 100 }] },
      { regcode: fine, holders: [{ person: PERSON, percent: 100 }] },
    ]);
    const registry = registryOf(records, { [broken]: registryErrors.timeout(10_000) });
    const structure = await resolveStructure(root as Regcode, registry.fetch, limits);
    expect(Object.fromEntries(structure.stops)).toEqual({ [missing]: "not-found", [broken]: "registry-error" });
    expect([...structure.records.keys()]).toEqual([root, fine]);
  });

  it("throws the entity's own failure as it came", async () => {
    const [root] = freeRegcodes(1, 40_009_950_000);
    const registry = registryOf(new Map());
    await expect(resolveStructure(root as Regcode, registry.fetch, limits)).rejects.toMatchObject({
      code: "not_found",
      status: 404,
    });
  });

  it("fetches a layer concurrently within the bound, and reports its progress as it goes", async () => {
    const built = layeredOwnership([1, 6, 6], 40_010_000_000);
    const registry = registryOf(built.records);
    const progress: ResolveProgress[] = [];
    const structure = await resolveStructure(built.root as Regcode, registry.fetch, {
      ...limits,
      concurrency: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(structure.records.size).toBe(13);
    expect(registry.peak()).toBe(3);
    // Each layer announced with its numbers queued, then one report per fetch, ending with nothing queued.
    expect(progress[0]).toEqual({ recordsRead: 1, queued: 6, depth: 1 });
    expect(progress.filter((p) => p.depth === 1)).toHaveLength(7);
    expect(progress.at(-1)).toEqual({ recordsRead: 13, queued: 0, depth: 2 });
    expect(progress.map((p) => p.recordsRead)).toEqual([...progress.map((p) => p.recordsRead)].sort((x, y) => x - y));
  });
});
