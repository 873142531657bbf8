import { describe, expect, it } from "vitest";
import { determine, holds, n, riskOf } from "@/dev/testing/ownership-effect-fixture";
import { ownershipEffect } from "@/lib/domain/ownership-effect/ownership-effect";
import { entity, person, record, withheld } from "@/lib/domain/ownership/ownership-fixtures";
import { alertSummary, storedAlertSummary } from "./alert-summary";
import { effectSummary, parseStoredEffect } from "./effect-summary";

const [ROOT, A, B] = [n(1), n(2), n(3)];

// Two layers above the watched entity, the grandparent's member is replaced in half by a sanctioned one.
const root = record(ROOT, { name: "SIA “Liepa”", members: [holds(entity(A), 60), holds(person("Dace Vītola"), 40)] });
const parent = record(A, { name: "SIA “Ozols”", members: [holds(entity(B), 100)] });
const grand = (spec: Parameters<typeof record>[1]) => record(B, { name: "AS “Kalns”", ...spec });
const sanctioned = ownershipEffect(
  determine([root, parent, grand({ members: [holds(person("Kārlis Ābols"), 100)] })]),
  determine([
    root,
    parent,
    grand({
      members: [holds(person("Kārlis Ābols"), 50), holds(person("Ivan Petrov"), 50)],
      sanctionedRelated: [person("Ivan Petrov")],
    }),
  ]),
  riskOf(root),
);

const split = (anna: number) =>
  record(ROOT, {
    name: "SIA “Liepa”",
    members: [holds(person("Anna Liepa"), anna), holds(person("Jānis Bērziņš"), 100 - anna)],
  });
const crossing = ownershipEffect(determine([split(24.9)]), determine([split(25.1)]));

const withWithheld = (share: number) =>
  record(ROOT, { name: "SIA “Liepa”", members: [holds(person("Anna Liepa"), 100 - share), holds(withheld(), share)] });
const withheldLeaves = ownershipEffect(determine([withWithheld(30)]), determine([withWithheld(20)]));

describe("an effect on the watched entity, in one line", () => {
  it("tells a sanctioned member two layers up: the owner it makes, the control lost, the risk and where", () => {
    expect(effectSummary(sanctioned, "en")).toBe(
      "Beneficial owner added: Ivan Petrov (0% → 30%); Control lost: Kārlis Ābols (60% → 30%); " +
        "Sanctioned party in the structure: Ivan Petrov (30%); Held by sanctioned parties together: 0% → 30%; " +
        "New mismatch with the register's declaration: Ivan Petrov; Risk: medium → high. " +
        "Where: AS “Kalns” (40000000003) changed.",
    );
    expect(effectSummary(sanctioned, "lv")).toBe(
      "Jauns patiesais labuma guvējs: Ivan Petrov (0% → 30%); Zaudēta kontrole: Kārlis Ābols (60% → 30%); " +
        "Struktūrā parādījies sankciju subjekts: Ivan Petrov (30%); Sankciju subjektiem kopā pieder: 0% → 30%; " +
        "Jauna neatbilstība reģistrā norādītajam: Ivan Petrov; Risks: vidējs → augsts. " +
        "Kur: AS “Kalns” (40000000003) — ieraksts mainījies.",
    );
  });

  it("tells a crossing of the threshold with the shares either side, in each language's decimal mark", () => {
    expect(effectSummary(crossing, "en")).toBe(
      "Beneficial owner added: Anna Liepa (24.9% → 25.1%); Share changed: Jānis Bērziņš (75.1% → 74.9%); " +
        "New mismatch with the register's declaration: Anna Liepa. Where: SIA “Liepa” (40000000001) changed.",
    );
    expect(effectSummary(crossing, "lv")).toBe(
      "Jauns patiesais labuma guvējs: Anna Liepa (24,9% → 25,1%); Mainījusies līdzdalība: Jānis Bērziņš (75,1% → 74,9%); " +
        "Jauna neatbilstība reģistrā norādītajam: Anna Liepa. Kur: SIA “Liepa” (40000000001) — ieraksts mainījies.",
    );
  });

  it("names a person whose details are withheld as such, never by a guess", () => {
    const en = effectSummary(withheldLeaves, "en");
    expect(en).toContain("Beneficial owner removed: a withheld person (30% → 0%)");
    expect(en).not.toMatch(/null|undefined/);
    expect(effectSummary(withheldLeaves, "lv")).toContain(
      "Vairs nav patiesais labuma guvējs: persona ar neizpaustiem datiem (30% → 0%)",
    );
  });

  it("tells a sanctioned majority reached and the restriction it brings", () => {
    const members = (ivan: number) =>
      record(ROOT, {
        name: "SIA “Liepa”",
        members: [holds(person("Ivan Petrov"), ivan), holds(person("Anna Liepa"), 100 - ivan)],
        sanctionedRelated: [person("Ivan Petrov")],
      });
    const effect = ownershipEffect(determine([members(40)]), determine([members(50)]));
    expect(effectSummary(effect, "en")).toBe(
      "Control lost: Anna Liepa (60% → 50%); Share changed: Ivan Petrov (40% → 50%); " +
        "50% held by sanctioned parties reached (40% → 50%); " +
        "The entity falls under the same restrictions as its sanctioned owners. " +
        "Where: SIA “Liepa” (40000000001) changed.",
    );
    expect(effectSummary(effect, "lv")).toContain(
      "Sankciju subjektiem kopā pieder 50% vai vairāk (40% → 50%); " +
        "Uz juridisko personu attiecas tie paši ierobežojumi kā uz tās sankcionētajiem īpašniekiem.",
    );
  });

  it("tells a record that came into the structure, and a change with no effect as none", () => {
    const direct = record(ROOT, { name: "SIA “Liepa”", members: [holds(person("Anna Liepa"), 100)] });
    const through = record(ROOT, { name: "SIA “Liepa”", members: [holds(entity(A), 100)] });
    const holding = record(A, { name: "SIA “Ozols”", members: [holds(person("Anna Liepa"), 100)] });
    const moved = ownershipEffect(determine([direct]), determine([through, holding]));
    expect(effectSummary(moved, "en")).toBe(
      "Control by another route: Anna Liepa. " +
        "Where: SIA “Liepa” (40000000001) changed, SIA “Ozols” (40000000002) came into the structure.",
    );
    const board = record(A, { name: "SIA “Ozols”", members: [holds(entity(B), 100)], officers: [] });
    const none = ownershipEffect(determine([root, parent]), determine([root, board]));
    expect(none.isEmpty).toBe(true);
    expect(effectSummary(none, "lv")).toBe(
      "Nav ietekmes uz īpašniekiem, sankcijām vai risku. Kur: SIA “Ozols” (40000000002) — ieraksts mainījies.",
    );
  });
});

describe("a kept alert with its effect, in words", () => {
  const findings = { sanctionsAdded: true, statusTo: null, majorityOwnerChanged: false, sections: [] };
  const stored = { summary: "Significant: sanctions added.", findings, effect: JSON.parse(JSON.stringify(sanctioned)) };

  it("puts the effect on the watched entity before what changed in the record, in the reader's language", () => {
    expect(storedAlertSummary(stored, "en")).toBe(`${effectSummary(sanctioned, "en")} ${alertSummary(findings, "en")}`);
    expect(storedAlertSummary(stored, "lv")).toBe(`${effectSummary(sanctioned, "lv")} ${alertSummary(findings, "lv")}`);
  });

  it("ignores an effect it cannot read, and an alert without one reads as before", () => {
    expect(parseStoredEffect({ owners: "many" })).toBeNull();
    expect(storedAlertSummary({ ...stored, effect: { owners: "many" } }, "en")).toBe(alertSummary(findings, "en"));
    expect(storedAlertSummary({ summary: stored.summary, findings }, "lv")).toBe(alertSummary(findings, "lv"));
    expect(storedAlertSummary({ ...stored, effect: null }, "en")).toBe(alertSummary(findings, "en"));
  });
});
