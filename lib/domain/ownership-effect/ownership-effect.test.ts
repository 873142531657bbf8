import { describe, expect, it } from "vitest";
import { determine, holds, n, riskOf, sha } from "@/dev/testing/ownership-effect-fixture";
import { type EntitySpec, entity, person, record, withheld } from "@/lib/domain/ownership/ownership-fixtures";
import { ownershipEffect, type OwnershipEffect } from "./ownership-effect";

const [ROOT, A, B, C] = [n(1), n(2), n(3), n(4)];

const ownerEffect = (effect: OwnershipEffect, name: string) => {
  const found = effect.owners.find((o) => o.name === name);
  if (!found) throw new Error(`no effect on ${name} among ${effect.owners.map((o) => o.name).join(", ")}`);
  return found;
};

describe("ownershipEffect: no effect, no alert", () => {
  it("finds nothing between two determinations of the same retrievals", () => {
    const records = [
      record(ROOT, { members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)] }),
      record(A, { members: [holds(person("Kārlis Ābols"), 100)] }),
    ];
    const effect = ownershipEffect(determine(records), determine(records), riskOf(records[0], records[0]));
    expect(effect).toMatchObject({ isEmpty: true, severity: null, effects: [], owners: [], records: [] });
    expect(effect.risk?.after).toEqual(effect.risk?.before);
  });

  it("raises nothing when a parent's record changes in a field ownership does not read, yet names the retrieval", () => {
    const root = record(ROOT, { members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)] });
    const parentBefore = record(A, { members: [holds(person("Kārlis Ābols"), 100)] });
    // A new board member of the parent: a change of its record, none of the watched entity's ownership.
    const parentAfter = record(A, {
      members: [holds(person("Kārlis Ābols"), 100)],
      officers: [{ party: person("Ilze Kalniņa"), position: "BOARD_MEMBER" }],
    });
    const effect = ownershipEffect(determine([root, parentBefore]), determine([root, parentAfter]), riskOf(root, root));
    expect(effect.isEmpty).toBe(true);
    expect(effect.severity).toBeNull();
    expect(effect.owners).toEqual([]);
    expect(effect.records).toEqual([
      {
        regcode: A,
        name: `SIA "${A}"`,
        depth: 1,
        before: { sha256: sha(parentBefore), retrievedAt: "2020-01-01T00:00:00.000Z" },
        after: { sha256: sha(parentAfter), retrievedAt: "2020-01-01T00:00:00.000Z" },
      },
    ]);
  });

  it("refuses to compare two different entities", () => {
    const one = determine([record(ROOT, { members: [holds(person("Anna Liepa"), 100)] })]);
    const other = determine([record(A, { members: [holds(person("Anna Liepa"), 100)] })]);
    expect(() => ownershipEffect(one, other)).toThrow(/one entity/);
  });
});

describe("ownershipEffect: sanctions anywhere in the structure", () => {
  it("grades a sanctioned member two layers up high, though it holds 6% and the risk stays low", () => {
    const root = record(ROOT, {
      members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)],
      declared: [{ party: person("Kārlis Ābols"), indirect: true }, { party: person("Dace Vītola") }],
    });
    const parent = record(A, { members: [holds(entity(B), 100)] });
    const grandBefore = record(B, { members: [holds(person("Kārlis Ābols"), 100)] });
    const grandAfter = record(B, {
      members: [holds(person("Kārlis Ābols"), 90), holds(person("Ivan Petrov"), 10)],
      sanctionedRelated: [person("Ivan Petrov")],
    });
    const effect = ownershipEffect(
      determine([root, parent, grandBefore]),
      determine([root, parent, grandAfter]),
      riskOf(root, root),
    );
    expect(effect.severity).toBe("high");
    expect(effect.effects).toEqual(["sanctioned-party-added", "share-changed", "sanctions-aggregate-changed"]);
    expect(effect.sanctions.parties).toEqual([
      {
        key: expect.any(String),
        kind: "person",
        name: "Ivan Petrov",
        regcode: null,
        before: null,
        after: { effective: { min: 6, max: 6 }, ownerOrController: false },
      },
    ]);
    expect(effect.sanctions.aggregate).toEqual({ before: { min: 0, max: 0 }, after: { min: 6, max: 6 } });
    expect(effect.sanctions.majority).toBeNull();
    expect(effect.sanctions.verdict).toBeNull();
    // Kārlis keeps his verdict and control; only his share moves, and Ivan enters below the threshold.
    expect(ownerEffect(effect, "Kārlis Ābols")).toMatchObject({
      before: { effective: { min: 60, max: 60 }, verdict: "yes" },
      after: { effective: { min: 54, max: 54 }, verdict: "yes" },
      beneficialOwner: null,
      crossing: null,
      control: null,
      shareChanged: true,
    });
    expect(ownerEffect(effect, "Ivan Petrov")).toMatchObject({
      before: null,
      after: { verdict: "no", sanctioned: true },
      beneficialOwner: null,
      crossing: null,
    });
    expect(effect.risk).toMatchObject({ before: { level: "low" }, after: { level: "low" } });
    expect(effect.records.map((r) => [r.regcode, r.depth])).toEqual([[B, 2]]);
  });

  it("grades a sanctioned owner three layers up high, with the restriction and the risk it brings", () => {
    const root = record(ROOT, {
      members: [holds(entity(A), 100)],
      declared: [{ party: person("Kārlis Ābols"), indirect: true }],
    });
    const a = record(A, { members: [holds(entity(B), 100)] });
    const b = record(B, { members: [holds(entity(C), 100)] });
    const topBefore = record(C, { members: [holds(person("Kārlis Ābols"), 100)] });
    const topAfter = record(C, {
      members: [holds(person("Kārlis Ābols"), 100)],
      sanctionedRelated: [person("Kārlis Ābols")],
    });
    const effect = ownershipEffect(
      determine([root, a, b, topBefore]),
      determine([root, a, b, topAfter]),
      riskOf(root, root),
    );
    expect(effect.severity).toBe("high");
    expect(effect.effects).toEqual([
      "sanctioned-party-added",
      "sanctions-majority-reached",
      "sanctions-restricted",
      "risk-high",
      "sanctions-aggregate-changed",
    ]);
    expect(effect.sanctions.parties).toMatchObject([
      { name: "Kārlis Ābols", before: null, after: { effective: { min: 100, max: 100 }, ownerOrController: true } },
    ]);
    expect(effect.sanctions.majority).toEqual({ before: "below", after: "meets" });
    expect(effect.sanctions.verdict).toEqual({ before: "no", after: "yes" });
    expect(effect.risk?.before).toEqual({ level: "low", points: 0, factors: [] });
    expect(effect.risk?.after.level).toBe("high");
    expect(effect.risk?.after.factors).toEqual(["ownership-sanctions", "sanctioned-owner"]);
    // Kārlis's own standing did not move: the sanctions did.
    expect(effect.owners).toEqual([]);
    expect(effect.records.map((r) => [r.regcode, r.depth])).toEqual([[C, 3]]);
  });

  it("grades a new 50% sanctioned aggregate high, though the sanctioned holder was already an owner", () => {
    const members = (ivan: number): EntitySpec => ({
      members: [holds(person("Ivan Petrov"), ivan), holds(person("Anna Liepa"), 100 - ivan)],
      sanctionedRelated: [person("Ivan Petrov")],
    });
    const effect = ownershipEffect(determine([record(ROOT, members(40))]), determine([record(ROOT, members(50))]));
    expect(effect.severity).toBe("high");
    expect(effect.effects).toEqual([
      "sanctions-majority-reached",
      "sanctions-restricted",
      "control-lost",
      "share-changed",
      "sanctions-aggregate-changed",
    ]);
    expect(effect.sanctions.parties).toEqual([]);
    // Half is no majority: Anna, down from 60% to 50%, no longer controls.
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({ control: "lost", beneficialOwner: null });
    expect(effect.sanctions.aggregate).toEqual({ before: { min: 40, max: 40 }, after: { min: 50, max: 50 } });
    expect(effect.risk).toBeNull();
  });

  it("grades a sanctioned holder who comes to qualify as a beneficial owner high", () => {
    const members = (ivan: number): EntitySpec => ({
      members: [holds(person("Ivan Petrov"), ivan), holds(person("Anna Liepa"), 100 - ivan)],
      sanctionedRelated: [person("Ivan Petrov")],
    });
    const effect = ownershipEffect(determine([record(ROOT, members(10))]), determine([record(ROOT, members(30))]));
    expect(effect.severity).toBe("high");
    expect(effect.effects.slice(0, 2)).toEqual(["sanctioned-owner-gained", "beneficial-owner-added"]);
    expect(effect.sanctions.parties).toMatchObject([
      {
        name: "Ivan Petrov",
        before: { effective: { min: 10, max: 10 }, ownerOrController: false },
        after: { effective: { min: 30, max: 30 }, ownerOrController: true },
      },
    ]);
  });

  it("tells sanctions it cannot match to a holder as the restriction no longer excluded, graver with the risk", () => {
    const before = record(ROOT, {
      members: [holds(person("Anna Liepa"), 100)],
      declared: [{ party: person("Anna Liepa") }],
    });
    // The register's sanctions name a person whose details are withheld: no holder can be told apart from them.
    const after = record(ROOT, {
      members: [holds(person("Anna Liepa"), 100)],
      declared: [{ party: person("Anna Liepa") }],
      sanctionedRelated: [withheld()],
    });
    const alone = ownershipEffect(determine([before]), determine([after]));
    expect(alone.sanctions.verdict).toEqual({ before: "no", after: "cannot-exclude" });
    expect(alone.sanctions.parties).toEqual([]);
    expect(alone.effects).toEqual(["sanctions-verdict-changed"]);
    expect(alone.severity).toBe("medium");
    // The same record also lists the sanction itself: with the model's 70 points the risk rises to high.
    const withRisk = ownershipEffect(determine([before]), determine([after]), riskOf(before, after));
    expect(withRisk.risk).toMatchObject({ before: { level: "low" }, after: { level: "high", points: 70 } });
    expect(withRisk.severity).toBe("high");
  });

  it("tells a sanctioned party leaving the structure at medium", () => {
    const root = record(ROOT, { members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)] });
    const withIvan = record(A, {
      members: [holds(person("Kārlis Ābols"), 90), holds(person("Ivan Petrov"), 10)],
      sanctionedRelated: [person("Ivan Petrov")],
    });
    const without = record(A, { members: [holds(person("Kārlis Ābols"), 100)] });
    const effect = ownershipEffect(determine([root, withIvan]), determine([root, without]));
    expect(effect.severity).toBe("medium");
    expect(effect.effects).toEqual(["sanctioned-party-removed", "share-changed", "sanctions-aggregate-changed"]);
    expect(effect.sanctions.parties).toMatchObject([
      { name: "Ivan Petrov", before: { ownerOrController: false }, after: null },
    ]);
    expect(ownerEffect(effect, "Ivan Petrov")).toMatchObject({ before: { sanctioned: true }, after: null });
  });
});

describe("ownershipEffect: the threshold", () => {
  const split = (anna: number, janis: number) =>
    record(ROOT, { members: [holds(person("Anna Liepa"), anna), holds(person("Jānis Bērziņš"), janis)] });

  it("tells 24.9% → 25.1% as a crossing and a beneficial owner added, at medium", () => {
    const effect = ownershipEffect(determine([split(24.9, 75.1)]), determine([split(25.1, 74.9)]));
    expect(effect.severity).toBe("medium");
    expect(effect.effects).toEqual(["beneficial-owner-added", "threshold-crossed", "mismatch-added", "share-changed"]);
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({
      before: { verdict: "no", effective: { min: 24.9, max: 24.9 } },
      after: { verdict: "yes", effective: { min: 25.1, max: 25.1 } },
      beneficialOwner: "added",
      crossing: { before: "below", after: "meets" },
      shareChanged: true,
    });
    expect(ownerEffect(effect, "Jānis Bērziņš")).toMatchObject({ beneficialOwner: null, crossing: null });
    // The register declares nobody: a new beneficial owner is a new mismatch with it too.
    expect(effect.discrepancies.added).toMatchObject([{ kind: "undeclared", name: "Anna Liepa" }]);
  });

  it("tells an owner who may now hold less than the threshold as a verdict changed to 'cannot exclude'", () => {
    const before = split(30, 70);
    // Anna's share is no longer stated: anywhere from 0 to the 40% Jānis's leaves.
    const after = record(ROOT, { members: [holds(person("Anna Liepa")), holds(person("Jānis Bērziņš"), 60)] });
    const effect = ownershipEffect(determine([before]), determine([after]));
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({
      before: { verdict: "yes" },
      after: { verdict: "cannot-exclude", effective: { min: 0, max: 40 } },
      beneficialOwner: "changed",
      crossing: { before: "meets", after: "cannot-exclude" },
    });
    expect(effect.effects.slice(0, 2)).toEqual(["verdict-changed", "threshold-crossed"]);
    expect(effect.severity).toBe("medium");
  });

  it("tells a crossing the other way as a beneficial owner removed", () => {
    const effect = ownershipEffect(determine([split(30, 70)]), determine([split(20, 80)]));
    expect(effect.severity).toBe("medium");
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({
      beneficialOwner: "removed",
      crossing: { before: "meets", after: "below" },
    });
  });

  it("counts a crossing through the layers: 49.8% of a parent half held gives 24.9%, 50.4% of it 25.1%", () => {
    const root = record(ROOT, { members: [holds(entity(A), 49.8), holds(person("Dace Vītola"), 50.2)] });
    const parent = (anna: number) =>
      record(A, { members: [holds(person("Anna Liepa"), anna), holds(person("Toms Ozols"), 100 - anna)] });
    const effect = ownershipEffect(determine([root, parent(50)]), determine([root, parent(50.4)]));
    expect(ownerEffect(effect, "Anna Liepa").crossing).toEqual({ before: "below", after: "meets" });
    expect(effect.records.map((r) => r.regcode)).toEqual([A]);
  });

  it("takes a range that may now reach the threshold for a crossing to 'cannot exclude'", () => {
    const before = record(ROOT, { members: [holds(person("Jānis Bērziņš"), 80), holds(person("Anna Liepa"), 20)] });
    // Anna's share is no longer stated: anywhere from 0 to the 30% the stated shares leave.
    const after = record(ROOT, { members: [holds(person("Jānis Bērziņš"), 70), holds(person("Anna Liepa"))] });
    const effect = ownershipEffect(determine([before]), determine([after]));
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({
      before: { verdict: "no", effective: { min: 20, max: 20 } },
      after: { verdict: "cannot-exclude", effective: { min: 0, max: 30 } },
      beneficialOwner: "added",
      crossing: { before: "below", after: "cannot-exclude" },
    });
    expect(effect.severity).toBe("medium");
  });

  it("measures against the rule in force: exactly 25% crosses '25% or more' but not 'more than 25%'", () => {
    const amlr = new Date("2027-08-01T00:00:00Z");
    const now = ownershipEffect(determine([split(24.9, 75.1)], amlr), determine([split(25, 75)], amlr));
    expect(now.rule).toMatchObject({ threshold: 25, inclusive: true });
    expect(ownerEffect(now, "Anna Liepa").crossing).toEqual({ before: "below", after: "meets" });
    const earlier = ownershipEffect(determine([split(24.9, 75.1)]), determine([split(25, 75)]));
    expect(ownerEffect(earlier, "Anna Liepa").crossing).toBeNull();
    expect(earlier.severity).toBe("low");
  });

  it("grades share changes that cross nothing low, a holder leaving below the threshold included", () => {
    const before = record(ROOT, {
      members: [holds(person("Anna Liepa"), 90), holds(person("Jānis Bērziņš"), 5), holds(person("Pēteris Kalns"), 5)],
    });
    const after = record(ROOT, { members: [holds(person("Anna Liepa"), 90), holds(person("Jānis Bērziņš"), 10)] });
    const effect = ownershipEffect(determine([before]), determine([after]));
    expect(effect.severity).toBe("low");
    expect(effect.effects).toEqual(["share-changed"]);
    expect(effect.owners.map((o) => [o.name, o.before?.effective.min ?? 0, o.after?.effective.min ?? 0])).toEqual([
      ["Jānis Bērziņš", 5, 10],
      ["Pēteris Kalns", 5, 0],
    ]);
  });
});

describe("ownershipEffect: control", () => {
  const root = (spec: Partial<EntitySpec> = {}) =>
    record(ROOT, { members: [holds(entity(A), 20), holds(person("Dace Vītola"), 80)], ...spec });
  const parent = record(A, { members: [holds(person("Kārlis Ābols"), 100)] });

  it("tells a control route gained through a decisive-influence notice, and the owner it makes", () => {
    const effect = ownershipEffect(determine([root(), parent]), determine([root({ dominants: [entity(A)] }), parent]));
    expect(effect.severity).toBe("medium");
    expect(ownerEffect(effect, "Kārlis Ābols")).toMatchObject({
      before: { verdict: "no", control: null },
      after: { verdict: "yes", control: { route: "decisive-influence" } },
      control: "gained",
      beneficialOwner: "added",
      shareChanged: false,
      crossing: null,
    });
    expect(effect.effects).toContain("control-gained");
  });

  it("tells the route lost when the notice goes", () => {
    const effect = ownershipEffect(determine([root({ dominants: [entity(A)] }), parent]), determine([root(), parent]));
    expect(ownerEffect(effect, "Kārlis Ābols")).toMatchObject({ control: "lost", beneficialOwner: "removed" });
  });

  it("tells control that now runs through a new holding company as changed", () => {
    const direct = record(ROOT, { members: [holds(person("Anna Liepa"), 100)] });
    const through = record(ROOT, { members: [holds(entity(A), 100)] });
    const holding = record(A, { members: [holds(person("Anna Liepa"), 100)] });
    const effect = ownershipEffect(determine([direct]), determine([through, holding]));
    expect(ownerEffect(effect, "Anna Liepa")).toMatchObject({ control: "changed", shareChanged: false });
    expect(effect.effects).toEqual(["control-changed"]);
    expect(effect.records.map((r) => [r.regcode, r.before === null, r.after === null])).toEqual([
      [ROOT, false, false],
      [A, true, false],
    ]);
  });
});

describe("ownershipEffect: the register's declaration", () => {
  const anna = (declared: boolean) =>
    record(ROOT, {
      members: [holds(person("Anna Liepa"), 100)],
      declared: declared ? [{ party: person("Anna Liepa") }] : [],
    });

  it("tells a new mismatch at medium, and the risk it raises", () => {
    const before = anna(true);
    const after = anna(false);
    const effect = ownershipEffect(determine([before]), determine([after]), riskOf(before, after));
    expect(effect.discrepancies.added).toMatchObject([{ kind: "undeclared", name: "Anna Liepa" }]);
    expect(effect.discrepancies.resolved).toEqual([]);
    expect(effect.effects).toEqual(["mismatch-added", "risk-changed"]);
    expect(effect.severity).toBe("medium");
    expect(effect.risk).toMatchObject({
      before: { level: "low", points: 0 },
      after: { level: "medium", points: 25, factors: ["register-mismatch"] },
    });
  });

  it("tells a mismatch resolved at low", () => {
    const effect = ownershipEffect(determine([anna(false)]), determine([anna(true)]));
    expect(effect.discrepancies.resolved).toMatchObject([{ kind: "undeclared", name: "Anna Liepa" }]);
    expect(effect.effects).toEqual(["mismatch-resolved"]);
    expect(effect.severity).toBe("low");
  });

  it("keeps a mismatch whose figures moved as the same mismatch", () => {
    const undeclared = (share: number) =>
      record(ROOT, {
        members: [holds(person("Anna Liepa"), share), holds(person("Jānis Bērziņš"), 100 - share)],
        declared: [{ party: person("Jānis Bērziņš") }],
      });
    const effect = ownershipEffect(determine([undeclared(60)]), determine([undeclared(70)]));
    expect(effect.discrepancies).toEqual({ added: [], resolved: [] });
    expect(effect.effects).toEqual(["share-changed"]);
  });
});
