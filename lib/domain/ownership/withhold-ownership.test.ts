import { describe, expect, it } from "vitest";
import { determineOwnership } from "./determine-ownership";
import { entity, person, record, structure } from "./ownership-fixtures";
import { ruleOn } from "./threshold-rule";
import { withholdOwnership } from "./withhold-ownership";

const AT = new Date("2026-06-01T00:00:00Z");
const [ROOT, A, B] = ["40000000001", "40000000002", "40000000003"];
const NAMES = ["Kārlis Ābols", "Dace Vītola", "Jānis Bērziņš", "Janis Berzins", "Ivan Petrov", "Zane Ozola"];

/** A structure where persons appear everywhere a determination can name them. */
function determination(officers = true) {
  const records = [
    record(ROOT, {
      name: "SIA Saknes",
      members: [
        { holder: entity(A, "SIA Vidus"), percent: 60 },
        { holder: person("Dace Vītola"), percent: 20 },
        { holder: person("Jānis Bērziņš"), percent: 20 },
      ],
      dominants: [person("Ivan Petrov")],
      sanctionedRelated: [person("Ivan Petrov"), person("Kārlis Ābols")],
      declared: [{ party: person("Janis Berzins") }, { party: person("Zane Ozola") }],
      officers: officers ? [{ party: person("Zane Ozola"), position: "BOARD_MEMBER" }] : [],
    }),
    record(A, { name: "SIA Vidus", members: [{ holder: person("Kārlis Ābols"), percent: 100 }] }),
  ];
  return determineOwnership(structure(records), { at: AT, rule: ruleOn(AT) });
}

describe("withholdOwnership", () => {
  it("names no natural person anywhere, in any field or sentence", () => {
    const full = determination();
    const text = JSON.stringify(full);
    // The fixture does put every name into the full determination.
    for (const name of NAMES) expect(text).toContain(name);
    const hidden = JSON.stringify(withholdOwnership(full)).normalize("NFC").toLowerCase();
    for (const name of NAMES) {
      for (const part of name.toLowerCase().split(" ")) expect(hidden).not.toContain(part);
    }
  });

  it("marks persons withheld in owners, paths, control chains, officials and discrepancies", () => {
    const full = determination();
    const hidden = withholdOwnership(full);
    for (const o of hidden.owners.filter((x) => x.kind === "person")) {
      expect(o).toMatchObject({ name: null, withheld: true });
      expect(o.paths.every((path) => path[0].name === null && path[0].withheld === true)).toBe(true);
    }
    const controller = hidden.owners.find((o) => o.control)!;
    expect(controller.control!.via[0]).toMatchObject({ name: null, withheld: true, kind: "person" });
    expect(hidden.discrepancies.length).toBeGreaterThan(0);
    expect(hidden.discrepancies.every((d) => d.name === null && !d.declaredName)).toBe(true);
    expect(hidden.sanctions.holders.every((h) => h.name === null && h.withheld)).toBe(true);

    const nobody = withholdOwnership(
      determineOwnership(
        structure([
          record(B, {
            members: [1, 2, 3, 4, 5].map((i) => ({ holder: person(`Person Nr${i}`), percent: 20 })),
            officers: [
              { party: person("Zane Ozola"), position: "BOARD_MEMBER" },
              { party: entity(A, "SIA Vidus"), position: "BOARD_MEMBER" },
            ],
          }),
        ]),
        { at: AT, rule: ruleOn(AT) },
      ),
    );
    expect(nobody.seniorManagingOfficials).toEqual([
      { name: null, position: "BOARD_MEMBER", withheld: true, kind: "person" },
      { name: "SIA Vidus", position: "BOARD_MEMBER", kind: "entity" },
    ]);
  });

  it("keeps shares, verdicts, entities and the matching between lists", () => {
    const full = determination();
    const hidden = withholdOwnership(full);
    expect(hidden.owners.map((o) => [o.effective, o.beneficialOwner, o.declared])).toEqual(
      full.owners.map((o) => [o.effective, o.beneficialOwner, o.declared]),
    );
    expect(hidden.owners[0].paths[0].slice(1)).toEqual(full.owners[0].paths[0].slice(1));
    expect(hidden.owners[0].paths[0][1]).toMatchObject({ name: "SIA Vidus", regcode: A, percent: 60 });
    expect(hidden.sanctions.aggregate).toEqual(full.sanctions.aggregate);
    expect(hidden.records).toEqual(full.records);

    // Keys no longer spell names, but still tie the same person together across lists.
    const keys = hidden.owners.filter((o) => o.kind === "person").map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const h of hidden.sanctions.holders) expect(keys).toContain(h.key);
    for (const d of hidden.discrepancies) if (d.ownerKey) expect(keys).toContain(d.ownerKey);
    const spelled = full.discrepancies.find((d) => d.kind === "spelling")!;
    const index = full.owners.findIndex((o) => o.key === spelled.ownerKey);
    expect(hidden.discrepancies.find((d) => d.kind === "spelling")!.ownerKey).toBe(hidden.owners[index].key);
  });
});
