import { describe, expect, it } from "vitest";
import { OWNERSHIP_SHOWCASE, demoRegcodes, findDemoRecord } from "@/dev/demo-registry/dataset";
import { redactPersonalDetails } from "@/lib/domain/access/redact-personal-details";
import { legalEntitySchema } from "@/lib/registry/schemas/legal-entity";
import { determineOwnership, MAX_PATHS_PER_OWNER } from "./determine-ownership";
import {
  type EntitySpec,
  type MemberSpec,
  entity,
  foreign,
  person,
  record,
  structure,
  withheld,
} from "./ownership-fixtures";
import type { Owner, OwnershipDetermination, OwnershipRule } from "./ownership-types";
import { ruleOn } from "./threshold-rule";

/** Golden structures: every expected figure below was worked out by hand from the holdings written beside it. */

const AT = new Date("2026-06-01T00:00:00Z");
const n = (i: number) => `4000000${String(i).padStart(4, "0")}`;
const [ROOT, A, B, C, D] = [n(1), n(2), n(3), n(4), n(5)];

type Stops = Parameters<typeof structure>[1];
function determine(
  records: Array<[string, EntitySpec]>,
  options: { stops?: Stops; at?: Date; rule?: OwnershipRule } = {},
) {
  const at = options.at ?? AT;
  const built = structure(
    records.map(([regcode, spec]) => record(regcode, spec)),
    options.stops,
  );
  return determineOwnership(built, { at, rule: options.rule ?? ruleOn(at) });
}

const holds = (holder: MemberSpec["holder"], percent?: number, extra: Partial<MemberSpec> = {}): MemberSpec => ({
  holder,
  percent,
  ...extra,
});

function owner(d: OwnershipDetermination, name: string): Owner {
  const found = d.owners.find((o) => o.name === name);
  if (!found) throw new Error(`no owner ${name} among ${d.owners.map((o) => o.name).join(", ")}`);
  return found;
}

function expectShare(o: Owner, min: number, max = min) {
  expect(o.effective.min).toBeCloseTo(min, 2);
  expect(o.effective.max).toBeCloseTo(max, 2);
}

/** The entries' shares added: each unit of the entity's shares ends at exactly one entry. */
function totals(d: OwnershipDetermination) {
  return d.owners.reduce((sum, o) => ({ min: sum.min + o.effective.min, max: sum.max + o.effective.max }), {
    min: 0,
    max: 0,
  });
}

/** The least shares add up to 100%; the greatest too, unless a loop's share may reach several holders. */
function expectWhole(d: OwnershipDetermination) {
  const total = totals(d);
  expect(total.min).toBeCloseTo(100, 2);
  if (d.loopShare.max === 0) expect(total.max).toBeCloseTo(100, 2);
  for (const o of d.owners) expect(o.effective.max).toBeLessThanOrEqual(100);
}

describe("determineOwnership: shares through chains", () => {
  it("multiplies a plain chain: 60% of a company wholly owned by one person is 60%", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)] }],
      [A, { members: [holds(person("Kārlis Ābols"), 100)] }],
    ]);
    expectShare(owner(d, "Kārlis Ābols"), 60);
    expectShare(owner(d, "Dace Vītola"), 40);
    expect(owner(d, "Kārlis Ābols").beneficialOwner).toBe("yes");
    expect(owner(d, "Kārlis Ābols").paths).toEqual([
      [
        { regcode: null, name: "Kārlis Ābols", percent: 100, basis: "percent", kind: "person" },
        { regcode: A, name: `SIA "${A}"`, percent: 60, basis: "percent", kind: "entity" },
        { regcode: ROOT, name: `SIA "${ROOT}"`, percent: null, kind: "entity" },
      ],
    ]);
    expect(d.complete).toBe(true);
    expect(d.unresolved).toEqual([]);
    expectWhole(d);
  });

  it("follows four layers to a person at 26% (80% × 65% × 50% × 100%)", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 80), holds(person("Ieva Zariņa"), 20)] }],
      [A, { members: [holds(entity(B), 65), holds(person("Toms Ozols"), 35)] }],
      [B, { members: [holds(entity(C), 50), holds(person("Rita Kalna"), 50)] }],
      [C, { members: [holds(person("Pēteris Krūms"), 100)] }],
    ]);
    const top = owner(d, "Pēteris Krūms");
    expectShare(top, 26);
    expect(top.beneficialOwner).toBe("yes");
    expect(top.paths[0]).toHaveLength(5);
    expectShare(owner(d, "Toms Ozols"), 28);
    expectShare(owner(d, "Rita Kalna"), 26);
    expectShare(owner(d, "Ieva Zariņa"), 20);
    expect(owner(d, "Ieva Zariņa").beneficialOwner).toBe("no");
    expect(d.complexStructure.layers).toBe(4);
    expectWhole(d);
  });

  it("adds the two 15% paths of a diamond to 30%", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 50), holds(entity(B), 50)] }],
      [A, { members: [holds(person("Jānis Bērziņš"), 30), holds(person("Anna Liepa"), 70)] }],
      [B, { members: [holds(person("Jānis Bērziņš"), 30), holds(person("Oskars Egle"), 70)] }],
    ]);
    const j = owner(d, "Jānis Bērziņš");
    expectShare(j, 30);
    expect(j.paths).toHaveLength(2);
    expect(j.beneficialOwner).toBe("yes");
    expectShare(owner(d, "Anna Liepa"), 35);
    expectShare(owner(d, "Oskars Egle"), 35);
    expectWhole(d);
  });

  it("matches a person across records whatever the case, spacing or Unicode form of the name", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 50), holds(entity(B), 50)] }],
      [A, { members: [holds(person("Jānis Bērziņš"), 30), holds(person("Anna Liepa"), 70)] }],
      [B, { members: [holds(person("JĀNIS   BĒRZIŅŠ".normalize("NFD")), 30), holds(person("Oskars Egle"), 70)] }],
    ]);
    expect(d.owners.filter((o) => o.key === "jānis bērziņš")).toHaveLength(1);
    expectShare(owner(d, "Jānis Bērziņš"), 30);
  });

  it("counts a joint share for each joint owner as the whole share, jointly", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Līga Kalniņa"), 40, { joint: [person("Līga Kalniņa"), person("Zane Ozola")] }),
            holds(person("Jānis Bērziņš"), 60),
          ],
        },
      ],
    ]);
    for (const name of ["Līga Kalniņa", "Zane Ozola"]) {
      const o = owner(d, name);
      expectShare(o, 40);
      expect(o.jointly).toBe(true);
      expect(o.beneficialOwner).toBe("yes");
      expect(o.paths[0][0]).toMatchObject({ percent: 40, basis: "joint" });
      expect(o.paths[0][0].range).toBeUndefined();
    }
    expectShare(owner(d, "Jānis Bērziņš"), 60);
    expect(owner(d, "Jānis Bērziņš").jointly).toBeUndefined();
    expect(d.complete).toBe(true);
    // The entries add up to more than 100% by design: the joint 40% counted once, they make 100%.
    expect(totals(d).min).toBeCloseTo(140, 2);
  });

  it("reads shares from counts: nominal over the capital's amount, else count over its number of shares", () => {
    const d = determine([
      [
        ROOT,
        {
          capital: { amount: 10000 },
          members: [
            holds(entity(A), undefined, { shares: 300, nominal: 10 }),
            holds(person("Ilze Kalna"), undefined, { shares: 700, nominal: 10 }),
          ],
        },
      ],
      [
        A,
        {
          capital: { amount: 5000, shares: 1000 },
          members: [
            holds(person("Edgars Krūmiņš"), undefined, { shares: 600 }),
            holds(person("Marta Priede"), undefined, { shares: 400 }),
          ],
        },
      ],
    ]);
    expectShare(owner(d, "Ilze Kalna"), 70);
    expectShare(owner(d, "Edgars Krūmiņš"), 18);
    expectShare(owner(d, "Marta Priede"), 12);
    expect(owner(d, "Edgars Krūmiņš").paths[0].map((h) => h.basis)).toEqual(["capital", "capital", undefined]);
    expectWhole(d);
  });

  it("gives a hop without a figure the range the layer leaves, widening only its own holder", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 70), holds(person("Roberts Vītols"))] }],
      [A, { members: [holds(person("Pauls Riekstiņš"), 100)] }],
    ]);
    const unstated = owner(d, "Roberts Vītols");
    expectShare(unstated, 0, 30);
    expect(unstated.beneficialOwner).toBe("cannot-exclude");
    expect(unstated.paths[0][0]).toMatchObject({ percent: null, range: { min: 0, max: 30 }, basis: "unstated" });
    expectShare(owner(d, "Pauls Riekstiņš"), 70);
    expect(d.complexStructure.conditions).toContain("obscured-control");
  });

  it("reports what a fully stated layer leaves over as an unknown entry of its own", () => {
    const d = determine([[ROOT, { members: [holds(person("Kārlis Ābols"), 30), holds(person("Dace Vītola"), 40)] }]]);
    const rest = d.owners.find((o) => o.reason === "unaccounted")!;
    expect(rest.kind).toBe("unknown");
    expectShare(rest, 30);
    expect(rest.beneficialOwner).toBe("cannot-exclude");
    expect(d.unresolved).toEqual([expect.objectContaining({ reason: "unaccounted", effective: { min: 30, max: 30 } })]);
    expectShare(owner(d, "Kārlis Ābols"), 30);
    expect(d.complete).toBe(false);
    expectWhole(d);
  });

  it("ignores former members and, as of an earlier date, the members of then", () => {
    const records: Array<[string, EntitySpec]> = [
      [
        ROOT,
        {
          members: [
            holds(person("Ilze Kalna"), 60, { from: "2022-01-01T00:00:00Z" }),
            holds(person("Dace Vītola"), 40),
            holds(person("Edgars Krūmiņš"), 60, { to: "2021-01-01T00:00:00Z", removedOn: "2021-01-01T00:00:00Z" }),
            holds(person("Marta Priede"), 30, { annulled: true }),
          ],
        },
      ],
    ];
    const today = determine(records);
    expect(today.owners.map((o) => o.name)).toEqual(["Ilze Kalna", "Dace Vītola"]);
    expectWhole(today);
    const then = determine(records, { at: new Date("2020-06-01T00:00:00Z") });
    expect(then.owners.map((o) => o.name)).toEqual(["Edgars Krūmiņš", "Dace Vītola"]);
    expectWhole(then);
  });
});

describe("determineOwnership: the threshold", () => {
  const exactly25: Array<[string, EntitySpec]> = [
    [ROOT, { members: [holds(entity(A), 50), holds(person("Anna Liepa"), 50)] }],
    [A, { members: [holds(person("Jānis Bērziņš"), 50), holds(person("Oskars Egle"), 50)] }],
  ];

  it("holds exactly 25.00% below the threshold on 2027-07-09 (more than 25%)", () => {
    const d = determine(exactly25, { at: new Date("2027-07-09T23:59:59+03:00") });
    expectShare(owner(d, "Jānis Bērziņš"), 25);
    expect(d.rule).toEqual({ threshold: 25, inclusive: false, source: "date" });
    expect(owner(d, "Jānis Bērziņš").beneficialOwner).toBe("no");
  });

  it("holds exactly 25.00% at the threshold from 2027-07-10 (25% or more)", () => {
    const d = determine(exactly25, { at: new Date("2027-07-10T00:00:00+03:00") });
    expect(d.rule.inclusive).toBe(true);
    expect(owner(d, "Jānis Bērziņš").beneficialOwner).toBe("yes");
  });

  it("applies an override rule instead of the date's", () => {
    const records: Array<[string, EntitySpec]> = [
      [ROOT, { members: [holds(person("Anna Liepa"), 88), holds(person("Toms Ozols"), 12)] }],
    ];
    expect(owner(determine(records), "Toms Ozols").beneficialOwner).toBe("no");
    const d = determine(records, { rule: ruleOn(AT, ">=10") });
    expect(d.rule).toEqual({ threshold: 10, inclusive: true, source: "override" });
    expect(owner(d, "Toms Ozols").beneficialOwner).toBe("yes");
  });
});

describe("determineOwnership: control", () => {
  /** A holds 30% of the entity; a 51% (or 50%) majority runs from the person through B to A. */
  const majorityChain = (top: number): Array<[string, EntitySpec]> => [
    [
      ROOT,
      {
        members: [
          holds(entity(A), 30),
          holds(person("Anna Liepa"), 24),
          holds(person("Toms Ozols"), 24),
          holds(person("Rita Kalna"), 22),
        ],
      },
    ],
    [A, { members: [holds(entity(B), 51), holds(person("Ieva Zariņa"), 49)] }],
    [B, { members: [holds(person("Pauls Riekstiņš"), top), holds(person("Marta Priede"), 100 - top)] }],
  ];

  it("makes a person with 50% + 1 at each layer an owner by control whatever their share", () => {
    const d = determine(majorityChain(51));
    const p = owner(d, "Pauls Riekstiņš");
    expectShare(p, 7.803); // 30% × 51% × 51%
    expect(p.beneficialOwner).toBe("yes");
    expect(p.control?.route).toBe("majority");
    expect(p.control?.via.map((h) => [h.name, h.percent])).toEqual([
      ["Pauls Riekstiņš", 51],
      [`SIA "${B}"`, 51],
      [`SIA "${A}"`, null],
    ]);
    expect(owner(d, "Ieva Zariņa").control).toBeNull();
  });

  it("finds no control in exactly 50%", () => {
    const d = determine(majorityChain(50));
    const p = owner(d, "Pauls Riekstiņš");
    expect(p.control).toBeNull();
    expect(p.beneficialOwner).toBe("no");
  });

  it("counts votes where the layer states them, not shares", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 20, { votes: 600 }), holds(person("Toms Ozols"), 80, { votes: 400 })],
        },
      ],
    ]);
    expect(owner(d, "Anna Liepa").control?.route).toBe("majority");
    expect(owner(d, "Anna Liepa").beneficialOwner).toBe("yes");
    expect(owner(d, "Toms Ozols").control).toBeNull();
  });

  it("makes the dominant person of a current decisive-influence notice an owner by control", () => {
    const five = ["Anna Liepa", "Toms Ozols", "Rita Kalna", "Ieva Zariņa", "Oskars Egle"];
    const d = determine([
      [
        ROOT,
        {
          members: five.map((name) => holds(person(name), 20)),
          dominants: [person("Kārlis Ābols")],
          formerDominants: [person("Edgars Krūmiņš")],
        },
      ],
    ]);
    const k = owner(d, "Kārlis Ābols");
    expectShare(k, 0);
    expect(k.beneficialOwner).toBe("yes");
    expect(k.control).toEqual({
      route: "decisive-influence",
      via: [
        { regcode: null, name: "Kārlis Ābols", percent: null, basis: "decisive-influence", kind: "person" },
        { regcode: ROOT, name: `SIA "${ROOT}"`, percent: null, kind: "entity" },
      ],
    });
    expect(d.owners.some((o) => o.name === "Edgars Krūmiņš")).toBe(false);
    expect(d.seniorManagingOfficials).toEqual([]);
  });

  it("passes a dominant entity's control on to whoever controls that entity", () => {
    const d = determine([
      [ROOT, { members: [holds(person("Anna Liepa"), 20), holds(person("Toms Ozols"), 80)], dominants: [entity(D)] }],
      [D, { members: [holds(person("Ilze Kalna"), 100)] }],
    ]);
    const i = owner(d, "Ilze Kalna");
    expect(i.beneficialOwner).toBe("yes");
    expect(i.control?.route).toBe("decisive-influence");
    expect(i.control?.via.map((h) => h.regcode ?? h.name)).toEqual(["Ilze Kalna", D, ROOT]);
    // Toms holds 80% outright: a majority of the entity, and a notice does not take it away.
    expect(owner(d, "Toms Ozols").control?.route).toBe("majority");
  });

  it("cannot exclude whoever is behind a dominant entity the register does not describe", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 50), holds(person("Toms Ozols"), 50)],
          dominants: [foreign("Offshore Control Inc.", "VG", "BVI-7")],
        },
      ],
    ]);
    const stop = owner(d, "Offshore Control Inc.");
    expect(stop).toMatchObject({ kind: "entity", reason: "foreign", beneficialOwner: "cannot-exclude" });
    expect(stop.control?.route).toBe("decisive-influence");
    expect(d.complete).toBe(false);
  });
});

describe("determineOwnership: a dominant entity nobody controls", () => {
  const dominated = (top: MemberSpec[]) =>
    determine([
      [ROOT, { members: [holds(person("Anna Liepa"), 50), holds(person("Toms Ozols"), 50)], dominants: [entity(D)] }],
      [D, { members: top }],
    ]);

  it("lists the entity itself with its control route, no owner behind a whole membership", () => {
    const d = dominated([
      holds(person("Ilze Kalna"), 40),
      holds(person("Rita Kalna"), 30),
      holds(person("Jānis Bērziņš"), 30),
    ]);
    const e = d.owners.find((o) => o.key === D)!;
    expect(e).toMatchObject({ kind: "entity", regcode: D, beneficialOwner: "no" });
    expect(e.control?.route).toBe("decisive-influence");
    expect(e.control?.via.map((h) => h.regcode)).toEqual([D, ROOT]);
    expect(d.unresolved).toEqual([]);
    expect(d.complete).toBe(true);
  });

  it("cannot exclude someone behind it when its membership is open", () => {
    for (const top of [
      [
        holds(person("Ilze Kalna"), 40),
        holds(foreign("Nordic Holding AB", "SE", "1"), 30),
        holds(person("Rita Kalna"), 30),
      ],
      [holds(person("Ilze Kalna"), 40), holds(person("Rita Kalna"))],
      [holds(person("Ilze Kalna"), 40), holds(person("Rita Kalna"), 30)],
      [],
    ]) {
      const d = dominated(top);
      expect(d.owners.find((o) => o.key === D)?.beneficialOwner).toBe("cannot-exclude");
      expect(d.complete).toBe(false);
    }
  });

  it("takes a notice naming no dominant party for an unknown in control, not a withheld person", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 50), holds(person("Toms Ozols"), 50)],
          dominants: [null],
        },
      ],
    ]);
    expect(d.owners.some((o) => o.withheld)).toBe(false);
    const unknown = d.owners.find((o) => o.kind === "unknown")!;
    expect(unknown).toMatchObject({
      reason: "unaccounted",
      beneficialOwner: "cannot-exclude",
      name: expect.any(String),
    });
    expect(unknown.control?.route).toBe("decisive-influence");
    expect(d.complete).toBe(false);
  });
});

describe("determineOwnership: loops", () => {
  it("reports the share circulating between two entities as a loop entry", () => {
    // Root: A 50%, P 50%. A: B 60%, Q 40%. B: A 30%, R 70%. B's 30% of A closes the loop: 50 × .6 × .3 = 9.
    const d = determine([
      [ROOT, { members: [holds(entity(A), 50), holds(person("Pauls Riekstiņš"), 50)] }],
      [A, { members: [holds(entity(B), 60), holds(person("Toms Ozols"), 40)] }],
      [B, { members: [holds(entity(A), 30), holds(person("Rita Kalna"), 70)] }],
    ]);
    // Toms and Rita are upward of A, where the loop re-enters: either may receive the 9% set aside.
    expectShare(owner(d, "Toms Ozols"), 20, 29);
    expectShare(owner(d, "Rita Kalna"), 21, 30);
    expect(owner(d, "Toms Ozols").beneficialOwner).toBe("cannot-exclude");
    expectShare(owner(d, "Pauls Riekstiņš"), 50);
    const loop = d.owners.find((o) => o.reason === "loop")!;
    expect(loop).toMatchObject({ kind: "unknown", name: `Loop: SIA "${A}" → SIA "${B}" → SIA "${A}"` });
    expectShare(loop, 9);
    expect(d.loopShare.min).toBeCloseTo(9, 2);
    expectWhole(d);
  });

  it("reports a three-entity loop once, nothing over 100%, totals 100%", () => {
    // The entity A: C 51%, Ilze 49%. C: B 51%, Dace 49%. B: A 51%, Edgars 49%.
    const d = determine([
      [A, { members: [holds(entity(C), 51), holds(person("Ilze Kalniņa"), 49)] }],
      [C, { members: [holds(entity(B), 51), holds(person("Dace Vītola"), 49)] }],
      [B, { members: [holds(entity(A), 51), holds(person("Edgars Krūmiņš"), 49)] }],
    ]);
    expectShare(owner(d, "Ilze Kalniņa"), 49, 62.2651);
    expectShare(owner(d, "Dace Vītola"), 24.99, 38.2551);
    expectShare(owner(d, "Edgars Krūmiņš"), 12.7449, 26.01);
    const loops = d.owners.filter((o) => o.reason === "loop");
    expect(loops).toHaveLength(1);
    expectShare(loops[0], 13.2651);
    expect(loops[0].name).toBe(`Loop: SIA "${A}" → SIA "${C}" → SIA "${B}" → SIA "${A}"`);
    expect(d.unresolved.map((u) => u.reason)).toEqual(["loop"]);
    expectWhole(d);
  });

  it("cannot exclude a holder the loop share may reach, whatever the registration numbers' order", () => {
    // Root: P 24%, B 76%. B: root 30%, Q 70%. 76% × 30% = 22.8% re-enters at the root and may reach P.
    for (const [first, second] of [
      [A, B],
      [B, A],
    ]) {
      const d = determine([
        [first, { members: [holds(person("Pauls Riekstiņš"), 24), holds(entity(second), 76)] }],
        [second, { members: [holds(entity(first), 30), holds(person("Toms Ozols"), 70)] }],
      ]);
      expectShare(owner(d, "Pauls Riekstiņš"), 24, 46.8);
      expect(owner(d, "Pauls Riekstiņš").beneficialOwner).toBe("cannot-exclude");
      expectShare(owner(d, "Toms Ozols"), 53.2, 76);
      expect(d.owners.find((o) => o.reason === "loop")?.effective.max).toBeCloseTo(22.8, 2);
      expect(d.complete).toBe(false);
      expectWhole(d);
    }
  });

  it("does not split a symmetric cross-holding into one owner and one non-owner", () => {
    // Root 50/50 by A and B; A and B hold 50% of each other; P holds A's other half, Q B's.
    const d = determine([
      [ROOT, { members: [holds(entity(A), 50), holds(entity(B), 50)] }],
      [A, { members: [holds(entity(B), 50), holds(person("Pauls Riekstiņš"), 50)] }],
      [B, { members: [holds(entity(A), 50), holds(person("Toms Ozols"), 50)] }],
    ]);
    const p = owner(d, "Pauls Riekstiņš");
    const q = owner(d, "Toms Ozols");
    expect(p.beneficialOwner).not.toBe("no");
    expect(p.effective.max).toBeGreaterThanOrEqual(50);
    expect(q.effective.max).toBeGreaterThanOrEqual(50);
    expect(d.complete).toBe(false);
    expectWhole(d);
  });

  it("treats an entity holding its own shares as a loop", () => {
    const d = determine([[ROOT, { members: [holds(entity(ROOT), 10), holds(person("Anna Liepa"), 90)] }]]);
    const loop = d.owners.find((o) => o.reason === "loop")!;
    expectShare(loop, 10);
    expect(loop.beneficialOwner).toBe("no");
    expectShare(owner(d, "Anna Liepa"), 90, 100);
    expectWhole(d);
  });
});

describe("determineOwnership: where chains stop", () => {
  it("stops at a foreign parent, which cannot be excluded when large enough", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(foreign("Nordic Holding AB", "SE", "556000-1111"), 40),
            holds(foreign("Tiny Ltd", "GB", "0001"), 10),
            holds(person("Anna Liepa"), 50),
          ],
        },
      ],
    ]);
    const large = owner(d, "Nordic Holding AB");
    expect(large).toMatchObject({
      kind: "entity",
      reason: "foreign",
      regcode: null,
      beneficialOwner: "cannot-exclude",
    });
    expectShare(large, 40);
    expect(owner(d, "Tiny Ltd").beneficialOwner).toBe("no");
    expect(d.unresolved).toHaveLength(2);
    expect(d.complete).toBe(false);
    expectWhole(d);
  });

  it("cannot exclude a small stop behind which a named non-owner may reach the threshold", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Anna Liepa"), 15),
            holds(foreign("Panama Holdings SA", "PA", "PA-1"), 15),
            holds(person("Toms Ozols"), 70),
          ],
        },
      ],
    ]);
    expect(owner(d, "Anna Liepa").beneficialOwner).toBe("no");
    expect(owner(d, "Panama Holdings SA").beneficialOwner).toBe("cannot-exclude");
    expect(d.complete).toBe(false);
  });

  it("keeps each withheld person an entry of its own, and cannot exclude two of different records together", () => {
    // 20% held directly and 30% × 50% = 15% through A: the two may be one person, 35% together.
    const d = determine([
      [ROOT, { members: [holds(withheld(), 20), holds(entity(A), 30), holds(person("Anna Liepa"), 50)] }],
      [A, { members: [holds(withheld(), 50), holds(person("Jānis Bērziņš"), 50)] }],
    ]);
    const hidden = d.owners.filter((o) => o.withheld);
    expect(hidden).toHaveLength(2);
    for (const o of hidden) {
      expect(o).toMatchObject({ kind: "person", name: null, withheld: true, beneficialOwner: "cannot-exclude" });
    }
    expect(hidden.map((o) => o.effective.max)).toEqual([20, 15]);
    expect(d.unresolved.map((u) => u.reason)).toEqual(["withheld", "withheld"]);
    expect(d.complete).toBe(false);
    expectWhole(d);
  });

  it("takes two members of one record with one name for two people, neither with the other's share", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Jānis Bērziņš"), 30),
            holds(person("Jānis Bērziņš"), 30),
            holds(person("Anna Liepa"), 40),
          ],
        },
      ],
    ]);
    const namesakes = d.owners.filter((o) => o.name === "Jānis Bērziņš");
    expect(namesakes).toHaveLength(2);
    expect(new Set(namesakes.map((o) => o.key)).size).toBe(2);
    for (const o of namesakes) {
      expectShare(o, 30);
      expect(o.control).toBeNull();
      expect(o.beneficialOwner).toBe("yes");
    }
    expectWhole(d);
    const declaredTwice = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Jānis Bērziņš"), 30),
            holds(person("Jānis Bērziņš"), 30),
            holds(person("Anna Liepa"), 40),
          ],
          declared: [
            { party: person("Jānis Bērziņš") },
            { party: person("Jānis Bērziņš") },
            { party: person("Anna Liepa") },
          ],
          sanctionedRelated: [person("Jānis Bērziņš")],
        },
      ],
    ]);
    expect(declaredTwice.discrepancies).toEqual([]);
    expect(declaredTwice.sanctions.holders).toHaveLength(2);
  });

  it("takes two withheld members of one record for two people: a member list names each holder once", () => {
    const d = determine([
      [ROOT, { members: [holds(withheld(), 20), holds(withheld(), 15), holds(person("Anna Liepa"), 65)] }],
    ]);
    expect(d.owners.filter((o) => o.withheld).map((o) => o.beneficialOwner)).toEqual(["no", "no"]);
    expect(d.complete).toBe(true);
  });

  it("stops at the resolver's depth and record limits with their reasons", () => {
    const d = determine(
      [[ROOT, { members: [holds(entity(A), 50), holds(entity(B), 30), holds(person("Anna Liepa"), 20)] }]],
      { stops: { [A]: "depth-limit", [B]: "record-limit" } },
    );
    expect(d.unresolved).toEqual([
      { name: `SIA "${A}"`, regcode: A, reason: "depth-limit", effective: { min: 50, max: 50 }, couldHide: true },
      { name: `SIA "${B}"`, regcode: B, reason: "record-limit", effective: { min: 30, max: 30 }, couldHide: true },
    ]);
    expect(d.owners.filter((o) => o.kind === "entity").map((o) => o.beneficialOwner)).toEqual([
      "cannot-exclude",
      "cannot-exclude",
    ]);
    expectWhole(d);
  });

  it("stops at a number the registry does not know, which cannot hide an owner below the threshold", () => {
    const d = determine([[ROOT, { members: [holds(entity(A), 20), holds(person("Anna Liepa"), 80)] }]], {
      stops: { [A]: "not-found" },
    });
    expect(owner(d, `SIA "${A}"`)).toMatchObject({ reason: "not-found", beneficialOwner: "no" });
    expect(d.unresolved).toHaveLength(1);
    expect(d.complete).toBe(true);
  });

  it("lists at most MAX_PATHS_PER_OWNER paths and counts the rest", () => {
    // Five entities of five each lead to one person: 25 paths of 20% × 20% × 100%.
    const mids = [2, 3, 4, 5, 6].map(n);
    const tops = [7, 8, 9, 10, 11].map(n);
    const d = determine([
      [ROOT, { members: mids.map((m) => holds(entity(m), 20)) }],
      ...mids.map((m): [string, EntitySpec] => [m, { members: tops.map((t) => holds(entity(t), 20)) }]),
      ...tops.map((t): [string, EntitySpec] => [t, { members: [holds(person("Anna Liepa"), 100)] }]),
    ]);
    const anna = owner(d, "Anna Liepa");
    expectShare(anna, 100);
    expect(anna.paths).toHaveLength(MAX_PATHS_PER_OWNER);
    expect(anna.morePaths).toBe(5);
  });
});

describe("determineOwnership: sanctions", () => {
  const pair = (second: number): Array<[string, EntitySpec]> => [
    [
      ROOT,
      {
        members: [
          holds(person("Ivan Petrov"), 30),
          holds(person("Oleg Sidorov"), second),
          holds(person("Anna Liepa"), 70 - second),
        ],
        sanctionedRelated: [person("Ivan Petrov"), person("Oleg Sidorov")],
      },
    ],
  ];

  it("restricts an entity sanctioned holders own 50% of together", () => {
    const d = determine(pair(20));
    expect(d.sanctions.holders.map((h) => h.name)).toEqual(["Ivan Petrov", "Oleg Sidorov"]);
    expect(d.sanctions.aggregate.min).toBeCloseTo(50, 2);
    expect(d.sanctions.restricted).toBe(true);
    expect(d.sanctions.verdict).toBe("yes");
    expect(owner(d, "Ivan Petrov").sanctioned).toBe(true);
    expect(owner(d, "Anna Liepa").sanctioned).toBeUndefined();
  });

  it("does not restrict it at 49.99%", () => {
    const d = determine(pair(19.99));
    expect(d.sanctions.aggregate.max).toBeCloseTo(49.99, 2);
    expect(d.sanctions.restricted).toBe(false);
    expect(d.sanctions.verdict).toBe("no");
  });

  it("cannot exclude restriction when only the aggregate's greatest share reaches 50%", () => {
    // Ivan 30% stated; Oleg's share unstated: 0 to the 30% the layer leaves.
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Ivan Petrov"), 30), holds(person("Oleg Sidorov")), holds(person("Anna Liepa"), 40)],
          sanctionedRelated: [person("Ivan Petrov"), person("Oleg Sidorov")],
        },
      ],
    ]);
    expect(d.sanctions.aggregate).toEqual({ min: 30, max: 60 });
    expect(d.sanctions.restricted).toBe(false);
    expect(d.sanctions.verdict).toBe("cannot-exclude");
  });

  it("cannot exclude restriction when the sanctions name a person whose details are withheld", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(withheld(), 60), holds(person("Anna Liepa"), 40)],
          sanctionedRelated: [withheld()],
        },
      ],
    ]);
    expect(d.sanctions.holders).toEqual([]);
    expect(d.sanctions.restricted).toBe(false);
    expect(d.sanctions.verdict).toBe("cannot-exclude");
  });

  it("counts a sanctioned person above a sanctioned entity once, where the flow first meets a sanctioned party", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 60), holds(person("Anna Liepa"), 40)] }],
      [
        A,
        { members: [holds(person("Ivan Petrov"), 100)], sanctioned: true, sanctionedRelated: [person("Ivan Petrov")] },
      ],
    ]);
    const holders = d.sanctions.holders;
    expect(holders.map((h) => [h.kind, h.regcode ?? h.name])).toEqual([
      ["person", "Ivan Petrov"],
      ["entity", A],
    ]);
    for (const h of holders) expectShare(h, 60);
    expect(holders[1].paths[0].map((h) => h.regcode)).toEqual([A, ROOT]);
    expect(d.sanctions.aggregate).toEqual({ min: 60, max: 60 });
    expect(d.sanctions.restricted).toBe(true);
  });

  it("counts a joint holding of two sanctioned persons once in the aggregate", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Ivan Petrov"), 30, { joint: [person("Ivan Petrov"), person("Oleg Sidorov")] }),
            holds(person("Anna Liepa"), 70),
          ],
          sanctionedRelated: [person("Ivan Petrov"), person("Oleg Sidorov")],
        },
      ],
    ]);
    for (const h of d.sanctions.holders) expectShare(h, 30);
    expect(d.sanctions.holders).toHaveLength(2);
    expect(d.sanctions.aggregate).toEqual({ min: 30, max: 30 });
    expect(d.sanctions.restricted).toBe(false);
  });

  it("restricts an entity a sanctioned party controls, whatever it owns", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 50), holds(person("Toms Ozols"), 50)],
          dominants: [person("Ivan Petrov")],
          sanctionedRelated: [person("Ivan Petrov")],
        },
      ],
    ]);
    expect(d.sanctions.aggregate).toEqual({ min: 0, max: 0 });
    expect(d.sanctions.restricted).toBe(true);
  });
});

describe("determineOwnership: senior managing officials", () => {
  const board = [
    { party: person("Zane Ozola"), position: "BOARD_MEMBER" },
    { party: person("Mārtiņš Lācis"), position: "CHAIR_OF_COUNCIL", governingBody: "COUNCIL" },
    { party: entity(B, "SIA Audits"), position: "AUDITOR", governingBody: "AUDIT" },
    { party: person("Edgars Krūmiņš"), position: "BOARD_MEMBER", resignedOn: "2024-01-01T00:00:00Z" },
  ];

  it("lists the current board and council when nobody qualifies", () => {
    const five = ["Anna Liepa", "Toms Ozols", "Rita Kalna", "Ieva Zariņa", "Oskars Egle"];
    const d = determine([[ROOT, { members: five.map((name) => holds(person(name), 20)), officers: board }]]);
    expect(d.owners.every((o) => o.beneficialOwner === "no")).toBe(true);
    expect(d.seniorManagingOfficials).toEqual([
      { name: "Zane Ozola", position: "BOARD_MEMBER", kind: "person" },
      { name: "Mārtiņš Lācis", position: "CHAIR_OF_COUNCIL", kind: "person" },
    ]);
  });

  it("lists none when someone qualifies", () => {
    const d = determine([[ROOT, { members: [holds(person("Anna Liepa"), 100)], officers: board }]]);
    expect(d.seniorManagingOfficials).toEqual([]);
  });
});

describe("determineOwnership: the declaration", () => {
  const kinds = (d: OwnershipDetermination) => d.discrepancies.map((x) => [x.kind, x.name]);

  it("finds nothing to report when the declaration names who the structure finds", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)],
          declared: [
            { party: person("Kārlis Ābols"), controlType: "INDIRECT_OWNERSHIP", indirect: true },
            { party: person("Dace Vītola") },
          ],
        },
      ],
      [A, { members: [holds(person("Kārlis Ābols"), 100)] }],
    ]);
    expect(d.discrepancies).toEqual([]);
    expect(d.owners.map((o) => o.declared)).toEqual([true, true]);
  });

  it("reports a declared owner the structure does not reach, and a qualifying one undeclared", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 60), holds(person("Toms Ozols"), 40)],
          declared: [{ party: person("Toms Ozols") }, { party: person("Rūdolfs Blaumanis") }],
        },
      ],
    ]);
    expect(kinds(d)).toEqual([
      ["declared-unreachable", "Rūdolfs Blaumanis"],
      ["undeclared", "Anna Liepa"],
    ]);
    expect(owner(d, "Anna Liepa").declared).toBe(false);
    expect(d.discrepancies[1].detail).toBe(
      "Qualifies as a beneficial owner by ownership (60%) and by control, but is not declared.",
    );
  });

  it("reports a declared owner whose share is below the threshold", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 90), holds(person("Toms Ozols"), 10)],
          declared: [{ party: person("Anna Liepa") }, { party: person("Toms Ozols") }],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([
      expect.objectContaining({ kind: "differs", name: "Toms Ozols", differsIn: "verdict" }),
    ]);
    expect(d.discrepancies[0].detail).toContain("10%");
  });

  it("reports a different nature of control: declared by ownership, found by control", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 20), holds(person("Toms Ozols"), 80)],
          dominants: [person("Anna Liepa")],
          declared: [{ party: person("Anna Liepa") }, { party: person("Toms Ozols") }],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([
      expect.objectContaining({ kind: "differs", name: "Anna Liepa", differsIn: "nature" }),
    ]);
  });

  it("reports a holding declared indirect that the structure shows direct", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 100)],
          declared: [{ party: person("Anna Liepa"), controlType: "INDIRECT_OWNERSHIP", indirect: true }],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([expect.objectContaining({ kind: "differs", differsIn: "directness" })]);
  });

  it("reports a withheld declaration as uncheckable, not as a mismatch", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 100)],
          declared: [{ party: withheld() }],
        },
      ],
    ]);
    expect(kinds(d)).toEqual([["withheld", null]]);
    expect(owner(d, "Anna Liepa").declared).toBeNull();
  });

  it("reports likely spelling and transliteration differences, and matches the owner", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Jānis Bērziņš"), 40),
            holds(person("Aleksandrs Petrovs"), 30),
            holds(person("Oskars Egle"), 30),
          ],
          declared: [
            { party: person("Janis Berzins") },
            { party: person("Александр Петров") },
            { party: person("Oskars Egle") },
          ],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([
      expect.objectContaining({ kind: "spelling", name: "Jānis Bērziņš", declaredName: "Janis Berzins" }),
      expect.objectContaining({ kind: "spelling", name: "Aleksandrs Petrovs", declaredName: "Александр Петров" }),
    ]);
    expect(d.owners.every((o) => o.declared === true)).toBe(true);
  });
});

describe("determineOwnership: a declaration a stop may explain", () => {
  it("cannot check a declared indirect owner behind a foreign parent the chain stops at", () => {
    const root = OWNERSHIP_SHOWCASE.foreignParent;
    const built = structure([legalEntitySchema.parse(findDemoRecord(root))]);
    const d = determineOwnership(built, { at: AT, rule: ruleOn(AT) });
    expect(d.complete).toBe(false);
    const x = d.discrepancies.find((x) => x.name === "Aleksandrs Demtāls")!;
    expect(x.kind).toBe("cannot-check");
    expect(x.detail).toContain("Baltic Dune Demo Holdings FZE");
    expect(x.detail).not.toContain("Aleksandrs");
    expect(d.discrepancies.some((x) => x.kind === "declared-unreachable")).toBe(false);
  });

  it("cannot check a declared owner below the threshold whom a stop could carry over it", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [
            holds(person("Toms Ozols"), 10),
            holds(foreign("Nordic Holding AB", "SE", "1"), 30),
            holds(person("Anna Liepa"), 60),
          ],
          declared: [{ party: person("Toms Ozols") }, { party: person("Anna Liepa") }],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([
      expect.objectContaining({ kind: "cannot-check", name: "Toms Ozols", ownerKey: "toms ozols" }),
    ]);
  });

  it("still reports an unreachable declared owner when nothing is left unresolved", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Anna Liepa"), 100)],
          declared: [{ party: person("Anna Liepa") }, { party: person("Rūdolfs Blaumanis") }],
        },
      ],
    ]);
    expect(d.discrepancies.map((x) => x.kind)).toEqual(["declared-unreachable"]);
  });
});

describe("determineOwnership: names close but not alike", () => {
  it("does not take a namesake of the other gender or a one-letter forename for a spelling", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Ivan Petrov"), 50), holds(person("Anna Ozola"), 50)],
          declared: [{ party: person("Ivana Petrova") }, { party: person("Anda Ozola") }],
        },
      ],
    ]);
    expect(d.discrepancies.map((x) => x.kind)).toEqual([
      "declared-unreachable",
      "declared-unreachable",
      "undeclared",
      "undeclared",
    ]);
  });

  it("takes a dropped letter in a long forename for a spelling", () => {
    const d = determine([
      [
        ROOT,
        {
          members: [holds(person("Kristaps Demupe"), 100)],
          declared: [{ party: person("Kristap Demupe") }],
        },
      ],
    ]);
    expect(d.discrepancies).toEqual([expect.objectContaining({ kind: "spelling", declaredName: "Kristap Demupe" })]);
  });
});

describe("determineOwnership: complex structures", () => {
  const three = (top: MemberSpec[], type = "SIA"): Array<[string, EntitySpec]> => [
    [ROOT, { members: [holds(entity(A), 100)] }],
    [A, { members: [holds(entity(B), 100)] }],
    [B, { type, members: top }],
  ];

  it("flags three layers with a non-EU entity and obscured control", () => {
    const d = determine(three([holds(foreign("Delaware Holdings LLC", "US", "DE-1"), 50), holds(withheld(), 50)]));
    expect(d.complexStructure).toEqual({
      complex: true,
      layers: 3,
      conditions: ["non-eu-entity", "obscured-control"],
    });
  });

  it("flags a foundation and a member acting through a representative", () => {
    const d = determine(three([holds(person("Anna Liepa"), 100, { representative: person("Toms Ozols") })], "NOD"));
    expect(d.complexStructure).toEqual({ complex: true, layers: 3, conditions: ["legal-arrangement", "nominee"] });
  });

  it("does not flag three plain layers with one condition, nor two layers with two", () => {
    expect(determine(three([holds(withheld(), 100)])).complexStructure.complex).toBe(false);
    const two = determine([
      [ROOT, { members: [holds(entity(A), 100)] }],
      [A, { members: [holds(foreign("Delaware Holdings LLC", "US"), 50), holds(withheld(), 50)] }],
    ]);
    expect(two.complexStructure).toMatchObject({ complex: false, layers: 2 });
  });
});

describe("determineOwnership: the result", () => {
  it("lists the records read with their depth and hash, and sorts owners by share then name", () => {
    const d = determine([
      [ROOT, { members: [holds(entity(A), 50), holds(person("Zane Ozola"), 25), holds(person("Anna Liepa"), 25)] }],
      [A, { members: [holds(person("Toms Ozols"), 100)] }],
    ]);
    expect(d.records.map((r) => [r.regcode, r.depth])).toEqual([
      [ROOT, 0],
      [A, 1],
    ]);
    expect(d.records[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(d.owners.map((o) => o.name)).toEqual(["Toms Ozols", "Anna Liepa", "Zane Ozola"]);
    expect(d).toMatchObject({ regcode: ROOT, name: `SIA "${ROOT}"`, determinedAt: AT.toISOString() });
  });

  // Speed is measured by `npm run bench` (benchmark 17), not here: these prove large shapes come out whole.
  const determineAll = (records: Array<[string, EntitySpec]>) =>
    determineOwnership(structure(records.map(([regcode, spec]) => record(regcode, spec))), {
      at: AT,
      rule: ruleOn(AT),
    });

  it("computes 500 entities in ten layers with loops: nobody over 100%, everything accounted for", () => {
    // Ten layers of fifty: each entity held 10% by its own person and 30% by each of three entities of the
    // layer above; some also 10% by an entity two layers below, which closes loops.
    const width = 50;
    const at = (layer: number, k: number) => n(1000 + layer * width + k);
    const records: Array<[string, EntitySpec]> = [
      [ROOT, { members: Array.from({ length: width }, (_, k) => holds(entity(at(0, k)), 100 / width)) }],
    ];
    for (let layer = 0; layer < 10; layer++) {
      for (let k = 0; k < width; k++) {
        const members = [holds(person(`Person ${layer}-${k}`), layer === 9 ? 100 : 10)];
        if (layer < 9) {
          for (const up of [(k * 7 + 1) % width, (k * 13 + 5) % width, (k * 3 + 2) % width]) {
            members.push(holds(entity(at(layer + 1, up)), 30));
          }
        }
        if (layer > 2 && layer < 9 && k % 10 === 3) {
          members[3].percent = 20;
          members.push(holds(entity(at(layer - 2, k)), 10));
        }
        records.push([at(layer, k), { members }]);
      }
    }
    const d = determineAll(records);
    expect(d.owners.filter((o) => o.kind === "person")).toHaveLength(500);
    expect(d.loopShare.max).toBeGreaterThan(0);
    expect(d.owners.some((o) => o.morePaths)).toBe(true);
    expectWhole(d);
  });

  it("computes a chain 500 entities deep, control running all the way up", () => {
    const records: Array<[string, EntitySpec]> = Array.from({ length: 500 }, (_, i) => [
      n(1000 + i),
      {
        members:
          i < 499
            ? [holds(person(`Person ${i}`), 10), holds(entity(n(1001 + i)), 90)]
            : [holds(person("Person 499"), 100)],
      },
    ]);
    const d = determineAll(records);
    expect(owner(d, "Person 0")).toMatchObject({ effective: { min: 10, max: 10 }, beneficialOwner: "no" });
    // The top person holds 90%^499 of the entity, but controls it by a majority at every layer.
    expect(owner(d, "Person 499").control?.via).toHaveLength(501);
    expect(d.complexStructure.layers).toBe(500);
    expectWhole(d);
  });
});

describe("determineOwnership: the demo registry's chain", () => {
  const chain = (access: "full" | "masked") =>
    structure(demoRegcodes.chain.map((r) => legalEntitySchema.parse(redactPersonalDetails(findDemoRecord(r), access))));

  it("finds the declared indirect owner at 60% × 80% and stops at the parent it did not read", () => {
    const d = determineOwnership(chain("full"), { at: AT, rule: ruleOn(AT) });
    expect(owner(d, "Kārlis Ābols")).toMatchObject({ effective: { min: 48, max: 48 }, beneficialOwner: "yes" });
    expect(owner(d, "Kārlis Ābols").declared).toBe(true);
    expectShare(owner(d, "Dace Vītola"), 12);
    expect(d.unresolved).toEqual([
      expect.objectContaining({ reason: "record-limit", effective: { min: 40, max: 40 } }),
    ]);
    expect(d.discrepancies).toEqual([]);
    expectWhole(d);
  });

  it("keeps the figures when the credential withholds the persons, and cannot check the declaration", () => {
    const d = determineOwnership(chain("masked"), { at: AT, rule: ruleOn(AT) });
    const hidden = d.owners.filter((o) => o.withheld);
    expect(hidden.map((o) => o.effective.min).sort((a, b) => a - b)).toEqual([12, 48]);
    expect(hidden.map((o) => o.beneficialOwner).sort()).toEqual(["cannot-exclude", "yes"]);
    expect(d.discrepancies.map((x) => x.kind)).toEqual(["withheld"]);
    expect(d.complete).toBe(false);
  });
});
