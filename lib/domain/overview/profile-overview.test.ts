import { describe, expect, it } from "vitest";
import { demoRecord } from "@/dev/testing/demo-records";
import { OVERVIEW_LIST_LIMIT, OVERVIEW_OWNERS_LIMIT, profileOverview } from "./profile-overview";

const NOW = Date.parse("2026-01-01T00:00:00Z");
const overview = (...args: Parameters<typeof demoRecord>) =>
  profileOverview(demoRecord(...args), { now: NOW, locale: "en" });
const names = (list: { shown: { party: { kind: string; name?: string } }[] }) =>
  list.shown.map(({ party }) => (party.kind === "withheld" ? null : party.name));

describe("the overview of a record", () => {
  it("puts the sanctions first and flags the sanctioned officer and owner of a sanctioned entity", () => {
    const o = overview("sanctioned");
    expect(o.findings.map((f) => f.key).slice(0, 3)).toEqual([
      "entity-sanctions",
      "related-sanctions",
      "sanctions-risk",
    ]);
    expect(o.officers.shown).toEqual([
      {
        party: { kind: "person", name: "Sergejs Demovs" },
        sanctioned: "current",
        position: "BOARD_MEMBER",
        governingBody: "EXECUTIVE_BOARD",
        rights: [{ type: "INDIVIDUALLY", withAtLeast: null }],
      },
    ]);
    expect(o.members.shown).toEqual([
      {
        party: {
          kind: "entity",
          name: "OOO Vostok Demo Trade",
          registrationNumber: null,
          otherNumber: "1027700000000",
        },
        sanctioned: "current",
        share: "100%",
      },
    ]);
    // No beneficial owners declared: nothing to link to, the profile names that section as empty.
    expect(o.declaredOwners).toEqual({ shown: [], total: 0, anchor: null });
  });

  it("shows a company in liquidation with its administrator, who has no representation rights, not its resigned board", () => {
    const o = overview("insolvent");
    expect(o.facts).toMatchObject({
      status: "IN_LIQUIDATION",
      address: { text: "Elizabetes iela 132 - 45, Liepāja, LV-3437", anchor: "address" },
      capital: { amount: 2800, currency: "EUR", type: "SHARE_CAPITAL", anchor: "equity-capitals" },
    });
    expect(o.findings.map((f) => f.key)).toEqual(expect.arrayContaining(["insolvencies", "liquidations", "status"]));
    expect(names(o.officers)).toEqual(["Valdis Eglītis"]);
    expect(o.officers.shown[0]).toMatchObject({ position: "ADMINISTRATOR", rights: [] });
    expect(o.officers).toMatchObject({ total: 1, anchor: "officers" });
    expect(o.members.shown).toEqual([
      { party: { kind: "person", name: "Edgars Krūmiņš" }, sanctioned: null, share: "100%" },
    ]);
  });

  it("keeps withheld persons withheld, largest holder first, and the capital in force", () => {
    const o = overview("amber", "hidden");
    expect(o.findings.map((f) => f.key)).toContain("withheld");
    // Persons are placeholders; the entity among them keeps its name and number.
    expect(names(o.officers)).toEqual([null, null, null, 'SIA "Sudraba Ceļš Demo"']);
    expect(o.officers.shown[1].rights).toEqual([{ type: "JOINTLY", withAtLeast: "2" }]);
    expect(o.members.shown.map((m) => [m.party.kind, m.share])).toEqual([
      ["withheld", "40%"],
      ["entity", "35%"],
      ["withheld", "25%"],
    ]);
    // The annulled increase to 125 000 is not the capital.
    expect(o.facts.capital).toMatchObject({ amount: 120000, currency: "EUR" });
    // The ended declaration is left to the section.
    expect(o.declaredOwners).toEqual({
      shown: [{ party: { kind: "withheld" }, sanctioned: null, controlType: "OWNERSHIP", indirect: false }],
      total: 1,
      anchor: "beneficial-owners",
    });
    expect(JSON.stringify(o)).not.toMatch(/forename|surname|birth/);
  });

  it("names the persons of the same record for a viewer allowed to see them", () => {
    expect(names(overview("amber", "full").officers).every((name) => name !== null)).toBe(true);
  });

  it("finds nothing to flag on a plain partnership and lists its partners", () => {
    const o = overview("partnership");
    expect(o.findings).toEqual([]);
    expect(o.facts).toMatchObject({ type: "KS", status: "REGISTERED", capital: null });
    expect(names(o.officers)).toEqual(["Mārtiņš Ozoliņš"]);
    // A stated share before an unstated one.
    expect(o.members.shown.map((m) => m.share)).toEqual(["100%", null]);
  });

  it("links nowhere for lists the record does not have", () => {
    const o = overview("sparse");
    expect([o.officers.anchor, o.members.anchor, o.declaredOwners.anchor]).toEqual([null, null, null]);
  });

  it("names only the first few of a large entity's officers and counts the rest", () => {
    const o = overview("large");
    expect(o.officers.shown).toHaveLength(OVERVIEW_LIST_LIMIT);
    expect(o.officers.total).toBeGreaterThan(OVERVIEW_LIST_LIMIT);
    // Members share their card with two other lists, so fewer of them are named.
    expect(o.members.shown).toHaveLength(OVERVIEW_OWNERS_LIMIT);
    expect(o.members.total).toBeGreaterThan(OVERVIEW_OWNERS_LIMIT);
  });
});
